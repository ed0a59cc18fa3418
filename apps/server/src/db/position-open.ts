import { type RawBuilder, type SqlBool, sql } from 'kysely';

/*
 * isPositionOpen of @portico/contracts (position-open.ts) as SQL conditions: the one place the server's
 * queries write the rule. `at` is the instant as stored (UTC ISO text, `Date#toISOString`), so the dates
 * compare as strings on SQLite and PostgreSQL alike. Here in db/ so that every module's repository (and the
 * search engine) may use it without reading another module's repository.
 */

/**
 * Not past the valid-through date at `at`: `valid_through is null or valid_through > at`. Alone only on
 * tables that keep open positions' rows and nothing archived (position_places, search_docs).
 */
export function notExpiredSql(at: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(valid_through is null or valid_through > ${at})`;
}

/**
 * Open at `at` (published, not archived, not expired): a condition on the `positions` table. A draft
 * (`published_at` null, migration 0023) is open to nobody but the staff, who read it through their own calls.
 */
export function positionOpenSql(at: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(published_at is not null and archived_at is null and ${notExpiredSql(at)})`;
}
