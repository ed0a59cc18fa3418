import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The candidates' attestations of their tenant's terms (migration 0013); scoped by tenant and candidate. */
export function createTermsRepository(db: Kysely<Database>) {
  return {
    async hasAttested(tenantId: string, candidateId: string, version: number): Promise<boolean> {
      const row = await db
        .selectFrom('terms_attestations')
        .select('version')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('version', '=', version)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A second attestation of the same version keeps the first row (its time and address). */
    async insert(row: {
      tenantId: string;
      candidateId: string;
      version: number;
      at: string;
      ip: string | null;
    }): Promise<void> {
      await db
        .insertInto('terms_attestations')
        .values({
          tenant_id: row.tenantId,
          candidate_id: row.candidateId,
          version: row.version,
          attested_at: row.at,
          ip: row.ip,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'candidate_id', 'version']).doNothing())
        .execute();
    },
  };
}
