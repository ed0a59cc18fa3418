import type { Locale } from '@portico/contracts';
import { type Kysely, sql } from 'kysely';
import { type DbKind, dbKind } from '../db/database.js';
import type { Database } from '../db/types.js';
import type { IndexDoc } from './documents.js';
import { createPostgresIndex } from './postgres-index.js';
import { createSearchPlacesRepository } from './search-places.js';
import { createSearchTermsRepository } from './search-terms.js';
import { createSqliteIndex } from './sqlite-index.js';
import type { TextQuery } from './text-query.js';

/**
 * The one interface over both full-text engines (docs/decisions/009-search-engine.md). An index only
 * matches and returns rows newest first; ranking tiers, distances, facets and paging are the search
 * service's, written once above both engines.
 */
export interface ScanQuery {
  tenantId: string;
  /** The tenant's language: the text is matched with its rules, as it was indexed (languages.ts). */
  language: Locale;
  text: TextQuery | null;
  /** Match the text in titles only (the pool a relevance page is ranked from first). */
  titleOnly: boolean;
  /** All groups must match; a group matches when any of its filter tokens does. */
  tokenGroups: readonly (readonly string[])[];
  /** Inclusive lower and exclusive upper bound of doc keys (date posted; keyset paging). */
  minKey: number | null;
  maxKey: number | null;
  /**
   * The caller expects few matches among the newest documents (its sample says so). PostgreSQL then
   * collects every match through the GIN indexes and sorts them, instead of walking the whole tenant
   * newest first hoping to meet a match (which reads every row when there is none). SQLite's FTS5 always
   * intersects inside the index and ignores it.
   */
  sparse?: boolean;
}

export interface ScanRow {
  key: number;
  payload: string;
}

export interface SearchIndex {
  readonly kind: DbKind;
  /**
   * Reads issued together run at once (PostgreSQL: pooled connections), so a search may start a read it
   * may not need beside one it does. SQLite's one connection runs them one after another.
   */
  readonly concurrent: boolean;
  /**
   * Adds documents; runs on the caller's connection or transaction. Their suggestions (search_terms) and
   * places (search_places) are counted with them.
   */
  add(db: Kysely<Database>, docs: readonly IndexDoc[]): Promise<void>;
  /**
   * Removes documents (as they were indexed, so their suggestions are counted down too) and answers those
   * that were in the index.
   */
  remove(db: Kysely<Database>, docs: readonly IndexDoc[]): Promise<readonly IndexDoc[]>;
  /** Matching rows, newest first. */
  scan(q: ScanQuery, limit: number, offset?: number): Promise<ScanRow[]>;
  /** Matching rows, counted up to `cap`. */
  count(q: ScanQuery, cap: number): Promise<number>;
  /**
   * After a bulk load: merges FTS5 segments / refreshes PostgreSQL's statistics, which the planner needs
   * to choose between walking newest-first and intersecting the GIN indexes (autovacuum would do it later).
   */
  optimize(): Promise<void>;
  /** The tenant's index version: it changes with every add or remove (0 before the first). */
  version(tenantId: string): Promise<number>;
}

/**
 * What each engine implements; the version and document count are kept above both (withVersions), and
 * handed to the engine's reads that need the tenant's size.
 */
export type IndexEngine = Omit<SearchIndex, 'version'>;

export function createSearchIndex(db: Kysely<Database>): SearchIndex {
  return withVersions(db, dbKind(db) === 'postgres' ? createPostgresIndex(db) : createSqliteIndex(db));
}

/**
 * Every change to a tenant's index raises the tenant's version in the same transaction
 * (docs/decisions/017), so a cached answer can tell whether anything it was computed from has changed; the
 * suggestions and places the documents bring are counted in it too.
 */
function withVersions(db: Kysely<Database>, engine: IndexEngine): SearchIndex {
  /** Raises the version of each tenant of `docs` and moves its document count by `sign` per document. */
  async function bump(conn: Kysely<Database>, docs: readonly IndexDoc[], sign: 1 | -1): Promise<void> {
    const perTenant = new Map<string, number>();
    for (const d of docs) perTenant.set(d.tenantId, (perTenant.get(d.tenantId) ?? 0) + sign);
    for (const [tenantId, change] of perTenant) {
      await conn
        .insertInto('search_versions')
        .values({ tenant_id: tenantId, version: 1, docs: Math.max(change, 0) })
        .onConflict((oc) =>
          oc.column('tenant_id').doUpdateSet({
            version: sql`search_versions.version + 1`,
            docs: sql`search_versions.docs + ${change}`,
          }),
        )
        .execute();
    }
  }
  return {
    kind: engine.kind,
    concurrent: engine.concurrent,
    scan: (q, limit, offset) => engine.scan(q, limit, offset),
    count: (q, cap) => engine.count(q, cap),
    optimize: () => engine.optimize(),
    async add(conn, docs) {
      await engine.add(conn, docs);
      await bump(conn, docs, 1);
      await createSearchTermsRepository(conn).count(docs, 1);
      await createSearchPlacesRepository(conn).count(docs, 1);
    },
    async remove(conn, docs) {
      const removed = await engine.remove(conn, docs);
      await bump(conn, removed, -1);
      await createSearchTermsRepository(conn).count(removed, -1);
      await createSearchPlacesRepository(conn).count(removed, -1);
      return removed;
    },
    async version(tenantId) {
      const row = await db
        .selectFrom('search_versions')
        .select('version')
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return row ? Number(row.version) : 0;
    },
  };
}
