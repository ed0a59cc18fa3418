import type { Kysely } from 'kysely';
import type { CandidateUpdate, Database, NewCandidate } from '../../db/types.js';

/** Every query is scoped by tenant: a candidate id from another tenant finds nothing. */
export function createCandidatesRepository(db: Kysely<Database>) {
  return {
    async insert(row: NewCandidate): Promise<void> {
      await db.insertInto('candidates').values(row).execute();
    },
    findById(tenantId: string, id: string) {
      return db
        .selectFrom('candidates')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    findByEmail(tenantId: string, email: string) {
      return db
        .selectFrom('candidates')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .executeTakeFirst();
    },
    async update(tenantId: string, id: string, patch: CandidateUpdate): Promise<boolean> {
      const res = await db
        .updateTable('candidates')
        .set(patch)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    /** Sets `is_onboarded` only where it was not set: true when this call made the change. */
    async markOnboarded(tenantId: string, id: string, at: string): Promise<boolean> {
      const res = await db
        .updateTable('candidates')
        .set({ is_onboarded: 1, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('is_onboarded', '=', 0)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    /** Sets `email_verified_at` only where it was not set (the first proof is the one kept). */
    async markEmailVerified(tenantId: string, id: string, at: string): Promise<void> {
      await db
        .updateTable('candidates')
        .set({ email_verified_at: at, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('email_verified_at', 'is', null)
        .execute();
    },
    async delete(tenantId: string, id: string): Promise<boolean> {
      const res = await db
        .deleteFrom('candidates')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
