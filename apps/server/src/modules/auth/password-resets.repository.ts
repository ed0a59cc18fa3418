import type { Insertable, Kysely } from 'kysely';
import type { Database, PasswordResetTable } from '../../db/types.js';

export function createPasswordResetsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<PasswordResetTable>): Promise<void> {
      await db.insertInto('password_resets').values(row).execute();
    },
    findUsable(tenantId: string, tokenHash: string, nowIso: string) {
      return db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('tenant_id', '=', tenantId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
    },
    /** Conditional update: true only for the one request that consumes the token. */
    async consume(tokenHash: string, nowIso: string): Promise<boolean> {
      const res = await db
        .updateTable('password_resets')
        .set({ used_at: nowIso })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    /** Older unused links stop working once a new one is sent or the password changes. */
    async invalidateForCandidate(tenantId: string, candidateId: string, nowIso: string): Promise<void> {
      await db
        .updateTable('password_resets')
        .set({ used_at: nowIso })
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
