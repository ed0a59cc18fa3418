import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, PageViewTable } from '../../db/types.js';
import type { DayRow } from './page-view-days.js';

/** Rows per insert statement (well under SQLite's 32,766 bound parameters). */
const DAY_ROWS_PER_STATEMENT = 500;

export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    async insertMany(rows: readonly Insertable<PageViewTable>[]): Promise<void> {
      for (let i = 0; i < rows.length; i += DAY_ROWS_PER_STATEMENT)
        await db
          .insertInto('page_views')
          .values(rows.slice(i, i + DAY_ROWS_PER_STATEMENT))
          .execute();
    },
    /** Adds each row's count to its rollup row, creating it at that count when it is new. */
    async addDays(rows: readonly (DayRow & { tenant_id: string; count: number })[]): Promise<void> {
      for (let i = 0; i < rows.length; i += DAY_ROWS_PER_STATEMENT) {
        await db
          .insertInto('page_view_days')
          .values(rows.slice(i, i + DAY_ROWS_PER_STATEMENT))
          .onConflict((oc) =>
            oc
              .columns(['tenant_id', 'breakdown', 'day', 'metric', 'position_id', 'source', 'term'])
              .doUpdateSet({ count: sql`page_view_days.count + excluded.count` }),
          )
          .execute();
      }
    },
    /** The tenant's rollup rows older than `beforeDay`, deleted; how many went. */
    async deleteDaysBefore(tenantId: string, beforeDay: string): Promise<number> {
      const result = await db
        .deleteFrom('page_view_days')
        .where('tenant_id', '=', tenantId)
        .where('day', '<', beforeDay)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
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
