import type { Insertable, Kysely } from 'kysely';
import type { Database, PageViewTable } from '../../db/types.js';

export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<PageViewTable>): Promise<void> {
      await db.insertInto('page_views').values(row).execute();
    },
    listForTenant(tenantId: string, limit = 100) {
      return db
        .selectFrom('page_views')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
    /** Deletes the tenant's rows logged before `before` (by the tenant + created_at index); how many went. */
    async deleteOlderThan(tenantId: string, before: string): Promise<number> {
      const result = await db
        .deleteFrom('page_views')
        .where('tenant_id', '=', tenantId)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    listForCandidate(tenantId: string, candidateId: string) {
      return db
        .selectFrom('page_views')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .orderBy('created_at')
        .execute();
    },
  };
}
