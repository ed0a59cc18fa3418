import { type Kysely, sql } from 'kysely';
import { type DbKind, dbKind } from '../db/database.js';
import type { Database } from '../db/types.js';
import type { IndexDoc } from './documents.js';
import { normalizePlaceText } from './gazetteer.js';
import { createPostgresIndex } from './postgres-index.js';
import { createSqliteIndex } from './sqlite-index.js';
import type { TextQuery } from './text-query.js';

/**
 * The one interface over both full-text engines (docs/decisions/009-search-engine.md). An index only
 * matches and returns rows newest first; ranking tiers, distances, facets and paging are the search
 * service's, written once above both engines.
 */
export interface ScanQuery {
  tenantId: string;
  text: TextQuery | null;
  /** Match the text in titles only (the first relevance tier). */
  titleOnly: boolean;
  /** All groups must match; a group matches when any of its filter tokens does. */
  tokenGroups: readonly (readonly string[])[];
  /** Inclusive lower and exclusive upper bound of doc keys (date posted; keyset paging). */
  minKey: number | null;
  maxKey: number | null;
}

export interface ScanRow {
  key: number;
  payload: string;
}

export interface SearchIndex {
  readonly kind: DbKind;
  /** Adds documents; runs on the caller's connection or transaction. */
  add(db: Kysely<Database>, docs: readonly IndexDoc[]): Promise<void>;
  /** Removes documents (as they were indexed, so their suggestions are counted down too). */
  remove(db: Kysely<Database>, docs: readonly IndexDoc[]): Promise<void>;
  /** Matching rows, newest first. */
  scan(q: ScanQuery, limit: number, offset?: number): Promise<ScanRow[]>;
  /** Matching rows, counted up to `cap`. */
  count(q: ScanQuery, cap: number): Promise<number>;
  /**
   * After a bulk load: merges FTS5 segments / refreshes PostgreSQL's statistics, which the planner needs
   * to choose between walking newest-first and intersecting the GIN indexes (autovacuum would do it later).
   */
  optimize(): Promise<void>;
}

export function createSearchIndex(db: Kysely<Database>): SearchIndex {
  return dbKind(db) === 'postgres' ? createPostgresIndex(db) : createSqliteIndex(db);
}

/** The key of a suggestion: normalised like place names (lower case, no accents, punctuation as spaces). */
export const termKey = normalizePlaceText;

/**
 * Counts titles and skills up (added documents) or down (removed ones), one statement per distinct term,
 * and drops terms no listed position carries any more. Portable SQL, shared by both engines.
 */
export async function updateTerms(db: Kysely<Database>, docs: readonly IndexDoc[], sign: 1 | -1) {
  const deltas = new Map<string, { tenantId: string; kind: string; key: string; text: string; n: number }>();
  for (const doc of docs) {
    for (const term of doc.terms) {
      const key = termKey(term.text);
      if (!key) continue;
      const id = `${doc.tenantId}\u0000${term.kind}\u0000${key}`;
      const entry = deltas.get(id);
      if (entry) entry.n += sign;
      else deltas.set(id, { tenantId: doc.tenantId, kind: term.kind, key, text: term.text, n: sign });
    }
  }
  const rows = [...deltas.values()];
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    await db
      .insertInto('search_terms')
      .values(
        batch.map((r) => ({ tenant_id: r.tenantId, kind: r.kind, term_key: r.key, text: r.text, docs: r.n })),
      )
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'kind', 'term_key'])
          .doUpdateSet({ docs: sql<number>`search_terms.docs + excluded.docs` }),
      )
      .execute();
  }
  if (sign < 0 && rows.length > 0) {
    await db.deleteFrom('search_terms').where('docs', '<=', 0).execute();
  }
}
