import type { Kysely } from 'kysely';
import type { CandidateProfileTable, Database } from '../../db/types.js';

/** Every query is scoped by tenant and candidate: another tenant's candidate id finds nothing. */
export function createProfileRepository(db: Kysely<Database>) {
  return {
    find(tenantId: string, candidateId: string) {
      return db
        .selectFrom('candidate_profiles')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .executeTakeFirst();
    },
    async upsert(row: CandidateProfileTable): Promise<void> {
      const { candidate_id: _id, tenant_id: _tenant, ...changes } = row;
      await db
        .insertInto('candidate_profiles')
        .values(row)
        .onConflict((oc) => oc.column('candidate_id').doUpdateSet(changes))
        .execute();
    },
  };
}
