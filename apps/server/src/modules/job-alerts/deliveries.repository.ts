import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * The jobs of job-alert digests (migration 0034). (alert, position) is the primary key: recording a job an alert
 * already had (in this digest or an earlier one) is a no-op, so nothing is ever mailed twice to one alert.
 */
export function createDeliveriesRepository(db: Kysely<Database>) {
  return {
    /** Records the digest's jobs; answers how many unsent ones the digest holds now. */
    async record(
      tenantId: string,
      alertId: string,
      digestKey: string,
      positionIds: readonly number[],
      at: string,
    ): Promise<number> {
      if (positionIds.length > 0)
        await db
          .insertInto('job_alert_deliveries')
          .values(
            positionIds.map((position_id) => ({
              alert_id: alertId,
              position_id,
              tenant_id: tenantId,
              digest_key: digestKey,
              matched_at: at,
              sent_at: null,
            })),
          )
          .onConflict((oc) => oc.columns(['alert_id', 'position_id']).doNothing())
          .execute();
      const row = await db
        .selectFrom('job_alert_deliveries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('digest_key', '=', digestKey)
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The jobs of every alert of the candidate, oldest match first, with the job's title where it still exists. */
    forCandidate(tenantId: string, candidateId: string) {
      return db
        .selectFrom('job_alert_deliveries as d')
        .innerJoin('saved_searches as s', (j) =>
          j.onRef('s.id', '=', 'd.alert_id').onRef('s.tenant_id', '=', 'd.tenant_id'),
        )
        .leftJoin('positions as p', (j) =>
          j.onRef('p.id', '=', 'd.position_id').onRef('p.tenant_id', '=', 'd.tenant_id'),
        )
        .select(['d.alert_id', 'd.position_id', 'd.matched_at', 'd.sent_at', 'p.title'])
        .where('d.tenant_id', '=', tenantId)
        .where('s.candidate_id', '=', candidateId)
        .orderBy('d.matched_at')
        .orderBy('d.position_id')
        .execute();
    },

    async unsent(digestKey: string) {
      return db
        .selectFrom('job_alert_deliveries')
        .select(['position_id', 'alert_id', 'tenant_id'])
        .where('digest_key', '=', digestKey)
        .where('sent_at', 'is', null)
        .execute();
    },

    /** Every digest with jobs not yet sent: the tick enqueues them again (the queue's key keeps one job each). */
    async unsentDigests(): Promise<{ alertId: string; digestKey: string; tenantId: string }[]> {
      const rows = await db
        .selectFrom('job_alert_deliveries')
        .select(['alert_id', 'digest_key', 'tenant_id'])
        .where('sent_at', 'is', null)
        .groupBy(['alert_id', 'digest_key', 'tenant_id'])
        .limit(10_000)
        .execute();
      return rows.map((r) => ({ alertId: r.alert_id, digestKey: r.digest_key, tenantId: r.tenant_id }));
    },

    async markSent(digestKey: string, positionIds: readonly number[], at: string): Promise<void> {
      if (positionIds.length === 0) return;
      await db
        .updateTable('job_alert_deliveries')
        .set({ sent_at: at })
        .where('digest_key', '=', digestKey)
        .where('position_id', 'in', [...positionIds])
        .execute();
    },

    /**
     * The digest's jobs left unsent (no longer listed when it was mailed, or the alert was paused): deleted, so
     * they are not tried again. A job that leaves the listing is not new when it returns, so nothing is lost.
     */
    async dropUnsent(digestKey: string): Promise<void> {
      await db
        .deleteFrom('job_alert_deliveries')
        .where('digest_key', '=', digestKey)
        .where('sent_at', 'is', null)
        .execute();
    },
  };
}
