import type { Insertable, Kysely } from 'kysely';
import type { Database, EmailVerificationTable } from '../../db/types.js';

/** A sign-up's confirmation links (migration 0020), found by the SHA-256 of the mailed token. */
export function createEmailVerificationsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<EmailVerificationTable>): Promise<void> {
      await db.insertInto('email_verifications').values(row).execute();
    },
    /** Conditional update: the candidate of the one request that consumes the token, else undefined. */
    async consume(tenantId: string, tokenHash: string, nowIso: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('email_verifications')
        .select('candidate_id')
        .where('token_hash', '=', tokenHash)
        .where('tenant_id', '=', tenantId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      if (!row) return undefined;
      const res = await db
        .updateTable('email_verifications')
        .set({ used_at: nowIso })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1 ? row.candidate_id : undefined;
    },
    /** A newer link replaces the older ones: only the latest mail's link works. */
    async invalidateForCandidate(tenantId: string, candidateId: string, nowIso: string): Promise<void> {
      await db
        .updateTable('email_verifications')
        .set({ used_at: nowIso })
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
