import type { Insertable, Kysely } from 'kysely';
import type { Database, ReferralTable } from '../../db/types.js';

/** Referrals of one tenant (migration 0035). */
export function createReferralsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<ReferralTable>): Promise<void> {
      await db.insertInto('referrals').values(row).execute();
    },

    /** A job's referrals, newest first, for the staff. */
    forPosition(tenantId: string, positionId: number) {
      return db
        .selectFrom('referrals')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('position_id', '=', positionId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /**
     * The referrals addressed to `email`, newest first, each with its job and whether the candidate has applied
     * to that job (whichever way).
     */
    forAddress(tenantId: string, email: string, candidateId: string) {
      return db
        .selectFrom('referrals as r')
        .innerJoin('positions as p', (j) =>
          j.onRef('p.id', '=', 'r.position_id').onRef('p.tenant_id', '=', 'r.tenant_id'),
        )
        .leftJoin('applications as a', (j) =>
          j
            .onRef('a.position_id', '=', 'r.position_id')
            .onRef('a.tenant_id', '=', 'r.tenant_id')
            .on('a.candidate_id', '=', candidateId),
        )
        .select([
          'r.id',
          'r.position_id',
          'r.referrer_name',
          'r.note',
          'r.created_at',
          'p.title',
          'p.archived_at',
          'p.valid_through',
          'p.published_at',
          'a.id as application_id',
        ])
        .where('r.tenant_id', '=', tenantId)
        .where('r.candidate_email', '=', email)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id')
        .execute();
    },

    /**
     * Records an application on the referrals it answers that are not recorded yet: the one whose token it
     * carried (`tokenHash`), or, without one, every referral of the job addressed to `email`. Answers how many.
     */
    async markApplied(
      tenantId: string,
      positionId: number,
      email: string,
      tokenHash: string | null,
      applicationId: string,
      at: string,
    ): Promise<number> {
      let query = db
        .updateTable('referrals')
        .set({ application_id: applicationId, applied_at: at })
        .where('tenant_id', '=', tenantId)
        .where('position_id', '=', positionId)
        .where('candidate_email', '=', email)
        .where('application_id', 'is', null);
      if (tokenHash) query = query.where('token_hash', '=', tokenHash);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async deleteForAddress(tenantId: string, email: string): Promise<void> {
      await db
        .deleteFrom('referrals')
        .where('tenant_id', '=', tenantId)
        .where('candidate_email', '=', email)
        .execute();
    },
  };
}
