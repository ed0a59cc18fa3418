import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CandidateAvatarTable, Database } from '../../db/types.js';

export type AvatarRow = Selectable<CandidateAvatarTable>;

/** Candidates' photos, always addressed by tenant and owner as well as by id. */
export function createAvatarsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<CandidateAvatarTable>): Promise<void> {
      await db.insertInto('candidate_avatars').values(row).execute();
    },

    findOwned(tenantId: string, candidateId: string, id: string): Promise<AvatarRow | undefined> {
      return db
        .selectFrom('candidate_avatars')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    listForCandidate(tenantId: string, candidateId: string): Promise<AvatarRow[]> {
      return db
        .selectFrom('candidate_avatars')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** Removes the candidate's photos except those with the given ids; how many went. */
    async deleteAllBut(tenantId: string, candidateId: string, keep: readonly string[]): Promise<number> {
      let q = db
        .deleteFrom('candidate_avatars')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId);
      if (keep.length > 0) q = q.where('id', 'not in', keep);
      const result = await q.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
