import type { Insertable, Kysely } from 'kysely';
import type { CandidateProfileTable, Database } from '../../db/types.js';

export type ProfileWrite = Omit<Insertable<CandidateProfileTable>, 'version'>;

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
    /**
     * The row, locked until the transaction ends on PostgreSQL (`lock`), so concurrent edits queue instead of
     * retrying; SQLite runs one write transaction at a time anyway.
     */
    findForUpdate(tenantId: string, candidateId: string, lock: boolean) {
      const query = db
        .selectFrom('candidate_profiles')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId);
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    },
    /** Writes the profile whatever its version, and raises the version (a concurrent edit then retries). */
    async upsert(row: ProfileWrite): Promise<void> {
      const { candidate_id: _id, tenant_id: _tenant, ...changes } = row;
      await db
        .insertInto('candidate_profiles')
        .values(row)
        .onConflict((oc) =>
          oc.column('candidate_id').doUpdateSet((eb) => ({
            ...changes,
            version: eb('candidate_profiles.version', '+', 1),
          })),
        )
        .execute();
    },
    /** Writes the profile only if it is still at `version`; false when another write came first. */
    async updateAt(row: ProfileWrite, version: number): Promise<boolean> {
      const { candidate_id, tenant_id, ...changes } = row;
      const result = await db
        .updateTable('candidate_profiles')
        .set({ ...changes, version: version + 1 })
        .where('tenant_id', '=', tenant_id)
        .where('candidate_id', '=', candidate_id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Creates the first profile row; false when one exists already (another write came first). */
    async insertNew(row: ProfileWrite): Promise<boolean> {
      const result = await db
        .insertInto('candidate_profiles')
        .values({ ...row, version: 1 })
        .onConflict((oc) => oc.column('candidate_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
  };
}
