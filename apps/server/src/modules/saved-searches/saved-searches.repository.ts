import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SavedSearchTable } from '../../db/types.js';

export type SavedSearchRow = Selectable<SavedSearchTable>;

/** Saved searches (migration 0016); always scoped by tenant and candidate. */
export function createSavedSearchesRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<SavedSearchTable>): Promise<void> {
      await db.insertInto('saved_searches').values(row).execute();
    },

    async listForCandidate(tenantId: string, candidateId: string): Promise<SavedSearchRow[]> {
      return db
        .selectFrom('saved_searches')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },
  };
}
