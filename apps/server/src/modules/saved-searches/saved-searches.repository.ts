import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, SavedSearchTable } from '../../db/types.js';

export type SavedSearchRow = Selectable<SavedSearchTable>;

/**
 * Saved searches and their job alerts (migrations 0016, 0034). A candidate's rows are always read and written
 * by tenant and candidate together, so no call can reach another candidate's alert.
 */
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

    async countForCandidate(tenantId: string, candidateId: string): Promise<number> {
      const row = await db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async getForCandidate(tenantId: string, candidateId: string, id: string) {
      return db
        .selectFrom('saved_searches')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Any alert by id (mailed links carry the id beside their secret; the caller checks the secret). */
    async getById(id: string) {
      return db.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async getByConfirmHash(tenantId: string, hash: string) {
      return db
        .selectFrom('saved_searches')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('confirm_token_hash', '=', hash)
        .executeTakeFirst();
    },

    /** Changes a candidate's own alert; answers whether it was theirs. */
    async updateForCandidate(
      tenantId: string,
      candidateId: string,
      id: string,
      set: Updateable<SavedSearchTable>,
    ): Promise<boolean> {
      const r = await db
        .updateTable('saved_searches')
        .set(set)
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async update(id: string, set: Updateable<SavedSearchTable>): Promise<void> {
      await db.updateTable('saved_searches').set(set).where('id', '=', id).execute();
    },

    async deleteForCandidate(tenantId: string, candidateId: string, id: string): Promise<boolean> {
      const r = await db
        .deleteFrom('saved_searches')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('saved_searches').where('id', '=', id).execute();
    },

    /** Unconfirmed visitor subscriptions of one address for one search, to replace rather than pile up. */
    async deleteUnconfirmed(tenantId: string, email: string): Promise<void> {
      await db
        .deleteFrom('saved_searches')
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .where('confirmed_at', 'is', null)
        .execute();
    },

    /** Unconfirmed subscriptions whose link expired: their address is kept no longer than the link. */
    async deleteExpiredUnconfirmed(at: string): Promise<number> {
      const r = await db
        .deleteFrom('saved_searches')
        .where('confirmed_at', 'is', null)
        .where('confirm_expires_at', '<', at)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    /** Alerts on, confirmed and due at `at`, oldest due first (the digests' tick). */
    async due(at: string, limit: number): Promise<SavedSearchRow[]> {
      return db
        .selectFrom('saved_searches')
        .selectAll()
        .where('alerts_enabled', '=', 1)
        .where('next_digest_at', '<=', at)
        .where('confirmed_at', 'is not', null)
        .orderBy('next_digest_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}
