import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/types.js';
import type { ScanQuery, SearchIndex } from './search-index.js';
import { createSearchTermsRepository } from './search-terms.js';
import type { TextTerm } from './text-query.js';

/**
 * PostgreSQL full-text search. One row per document in `search_docs` with three tsvectors under GIN
 * indexes: `text_tsv` (title A, skills B, description C; English stemming), `title_tsv` (the first
 * relevance tier) and `filters` (filter tokens, 'simple' configuration). The tenant is a column with a
 * (tenant_id, doc_key desc) index, so the planner can walk newest first and stop at the page for common
 * words, or intersect the GIN indexes for rare ones.
 */

/** Words are letters and digits only (text-query.ts); quoting keeps to_tsquery from reading operators. */
function tsTerm(term: TextTerm): string {
  const words = term.words.map((w) => `'${w}'`);
  const last = words.length - 1;
  if (term.prefix) words[last] = `${words[last]}:*`;
  const main = words.length === 1 ? (words[0] as string) : `(${words.join(' <-> ')})`;
  const expansions = term.expansions ?? [];
  return expansions.length === 0 ? main : `(${[main, ...expansions.map((w) => `'${w}'`)].join(' | ')})`;
}

export function tsTextQuery(terms: readonly TextTerm[]): string {
  return terms.map(tsTerm).join(' & ');
}

export function tsFilterQuery(groups: readonly (readonly string[])[]): string {
  return groups
    .filter((g) => g.length > 0)
    .map((g) => (g.length === 1 ? g[0] : `(${g.join(' | ')})`))
    .join(' & ');
}

function where(q: ScanQuery): RawBuilder<unknown> {
  const conditions = [sql`tenant_id = ${q.tenantId}`];
  if (q.text) {
    const column = sql.raw(q.titleOnly ? 'title_tsv' : 'text_tsv');
    conditions.push(sql`${column} @@ to_tsquery('english', ${tsTextQuery(q.text.terms)})`);
  }
  const filters = tsFilterQuery(q.tokenGroups);
  if (filters) conditions.push(sql`filters @@ to_tsquery('simple', ${filters})`);
  if (q.minKey !== null) conditions.push(sql`doc_key >= ${q.minKey}`);
  if (q.maxKey !== null) conditions.push(sql`doc_key < ${q.maxKey}`);
  return sql`from search_docs where ${sql.join(conditions, sql` and `)}`;
}

const INSERT_BATCH = 200;

export function createPostgresIndex(db: Kysely<Database>): SearchIndex {
  return {
    kind: 'postgres',

    async add(conn, docs) {
      for (let i = 0; i < docs.length; i += INSERT_BATCH) {
        const batch = docs.slice(i, i + INSERT_BATCH);
        const values = batch.map(
          (d) => sql`(${d.key}, ${d.positionId}, ${d.tenantId}, ${d.validThrough},
            to_tsvector('simple', ${d.filterTokens.join(' ')}),
            to_tsvector('english', ${d.title}),
            setweight(to_tsvector('english', ${d.title}), 'A') ||
              setweight(to_tsvector('english', ${d.skills}), 'B') ||
              setweight(to_tsvector('english', ${d.body}), 'C'),
            ${d.payload})`,
        );
        await sql`insert into search_docs
          (doc_key, position_id, tenant_id, valid_through, filters, title_tsv, text_tsv, payload)
          values ${sql.join(values)}`.execute(conn);
      }
      await createSearchTermsRepository(conn).count(docs, 1);
    },

    async remove(conn, docs) {
      if (docs.length === 0) return;
      const byId = new Map(docs.map((d) => [d.positionId, d]));
      const gone = await conn
        .deleteFrom('search_docs')
        .where('position_id', 'in', [...byId.keys()])
        .returning('position_id')
        .execute();
      await createSearchTermsRepository(conn).count(
        gone.map((g) => byId.get(Number(g.position_id))).filter((d) => d !== undefined),
        -1,
      );
    },

    async scan(q, limit, offset = 0) {
      // A materialized CTE cannot be walked in doc_key order, so the planner has to intersect the GIN
      // bitmaps and sort what matched: bounded by the number of matches, which the caller expects small.
      const { rows } = q.sparse
        ? await sql<{
            key: string;
            payload: string;
          }>`with m as materialized (select doc_key, payload ${where(q)})
            select doc_key as key, payload from m order by doc_key desc limit ${limit} offset ${offset}`.execute(
            db,
          )
        : await sql<{ key: string; payload: string }>`select doc_key as key, payload ${where(q)}
            order by doc_key desc limit ${limit} offset ${offset}`.execute(db);
      // bigint arrives as text; keys stay below 2^53.
      return rows.map((r) => ({ key: Number(r.key), payload: r.payload }));
    },

    async optimize() {
      // After a bulk load: planner statistics for every table a search reads (without them PostgreSQL
      // intersects the whole tenant's index with the primary key to load ten cards), and the visibility map,
      // so bitmap scans that count matches can skip heap pages.
      await sql`vacuum analyze search_docs`.execute(db);
      await sql`analyze positions`.execute(db);
      await sql`analyze search_terms`.execute(db);
    },

    async count(q, cap) {
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from (select 1 ${where(q)} limit ${cap}) m`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
