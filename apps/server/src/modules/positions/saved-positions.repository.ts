import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** A candidate's saved positions; every query is scoped by tenant and candidate. */
export function createSavedPositionsRepository(db: Kysely<Database>) {
  return {
    /** Saving twice keeps the first row (and its time). */
    async insert(row: {
      tenantId: string;
      candidateId: string;
      positionId: number;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('saved_positions')
        .values({
          tenant_id: row.tenantId,
          candidate_id: row.candidateId,
          position_id: row.positionId,
          created_at: row.at,
        })
        .onConflict((oc) => oc.columns(['candidate_id', 'position_id']).doNothing())
        .execute();
    },

    async delete(tenantId: string, candidateId: string, positionId: number): Promise<void> {
      await db
        .deleteFrom('saved_positions')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('position_id', '=', positionId)
        .execute();
    },

    async exists(tenantId: string, candidateId: string, positionId: number): Promise<boolean> {
      const row = await db
        .selectFrom('saved_positions')
        .select('position_id')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('position_id', '=', positionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Newest first, with when each was saved. */
    async list(tenantId: string, candidateId: string): Promise<{ positionId: number; savedAt: string }[]> {
      const rows = await db
        .selectFrom('saved_positions')
        .select(['position_id', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('created_at', 'desc')
        .orderBy('position_id', 'desc')
        .execute();
      return rows.map((r) => ({ positionId: Number(r.position_id), savedAt: r.created_at }));
    },

    /** Newest first. */
    async positionIds(tenantId: string, candidateId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('saved_positions')
        .select('position_id')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('created_at', 'desc')
        .orderBy('position_id', 'desc')
        .execute();
      return rows.map((r) => Number(r.position_id));
    },
  };
}
