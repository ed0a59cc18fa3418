import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** A candidate's job cart; every query is scoped by tenant and candidate. */
export function createJobCartRepository(db: Kysely<Database>) {
  return {
    /** Position ids in the order they were added. */
    async positionIds(tenantId: string, candidateId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('job_cart_items')
        .select('position_id')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('seq')
        .orderBy('position_id')
        .execute();
      return rows.map((r) => Number(r.position_id));
    },

    async maxSeq(tenantId: string, candidateId: string): Promise<number> {
      const row = await db
        .selectFrom('job_cart_items')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .executeTakeFirst();
      return row?.seq === null || row?.seq === undefined ? 0 : Number(row.seq);
    },

    async insert(
      rows: readonly { tenantId: string; candidateId: string; positionId: number; seq: number; at: string }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('job_cart_items')
        .values(
          rows.map((r) => ({
            tenant_id: r.tenantId,
            candidate_id: r.candidateId,
            position_id: r.positionId,
            created_at: r.at,
            seq: r.seq,
          })),
        )
        .onConflict((oc) => oc.columns(['candidate_id', 'position_id']).doNothing())
        .execute();
    },

    async delete(tenantId: string, candidateId: string, positionIds: readonly number[]): Promise<void> {
      if (positionIds.length === 0) return;
      await db
        .deleteFrom('job_cart_items')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('position_id', 'in', [...positionIds])
        .execute();
    },
  };
}
