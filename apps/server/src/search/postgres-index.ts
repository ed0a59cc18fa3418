import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/types.js';
import type { IndexEngine, ScanQuery } from './search-index.js';
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

/** Whether a row's title holds every word: checked on rows the scan reads anyway (a small tsvector). */
function titleFlag(q: ScanQuery): RawBuilder<unknown> {
  if (!q.titleFlags || !q.text) return sql`false`;
  return sql`title_tsv @@ to_tsquery('english', ${tsTextQuery(q.text.terms)})`;
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

/**
 * Counts the lexemes of the given documents' text up (sign 1, just inserted) or down (-1, just deleted)
 * in `search_lexemes`. Rows are written in lexeme order, so concurrent writes lock them in the same order
 * and cannot deadlock; a count that falls to 0 stays (the vocabulary is small and comes back).
 */
function countLexemes(docs: RawBuilder<unknown>, sign: 1 | -1): RawBuilder<unknown> {
  return sql`insert into search_lexemes (tenant_id, lexeme, docs)
    select tenant_id, lexeme, ${sign}::int * count(*) from ${docs} as d, unnest(tsvector_to_array(d.text_tsv)) as lexeme
    group by tenant_id, lexeme order by tenant_id, lexeme
    on conflict (tenant_id, lexeme) do update set docs = search_lexemes.docs + excluded.docs`;
}

/** Words of the query every match must contain (a prefix term's words may be completed: left out). */
function requiredWords(q: ScanQuery): string[] {
  return (q.text?.terms ?? []).filter((t) => !t.prefix).flatMap((t) => t.words);
}

/**
 * The number of the tenant's documents holding the rarest required word: an upper bound on the matches
 * (exact for a one-word query without filters), or null when no word is required.
 */
async function fewestDocs(
  db: Kysely<Database>,
  q: ScanQuery,
): Promise<{ docs: number; lexemes: number } | null> {
  const words = requiredWords(q);
  if (words.length === 0) return null;
  // to_tsvector stems each word as to_tsquery does for the search itself; PostgreSQL's stop words drop out.
  const { rows } = await sql<{ docs: number | null; lexemes: number }>`select
      min(coalesce(l.docs, 0))::int as docs, count(*)::int as lexemes
    from unnest(tsvector_to_array(to_tsvector('english', ${words.join(' ')}))) as w
    left join search_lexemes l on l.tenant_id = ${q.tenantId} and l.lexeme = w`.execute(db);
  const row = rows[0];
  return row && row.lexemes > 0 && row.docs !== null ? { docs: row.docs, lexemes: row.lexemes } : null;
}

/**
 * Below this many matches (times the rows wanted) a scan collects every match through the GIN indexes and
 * sorts them; above, it walks the tenant newest first and stops at the limit. Walking visits about
 * limit × tenant size / matches rows, collecting visits every match at about twice the cost per row
 * (bench/RESULTS.md, "analyst": walk 42 ms, collect 14 ms): at 100,000 documents and a 2,000-row sample
 * they cost the same near 10,000 matches.
 */
const COLLECT_BELOW_PER_ROW = 4;

export function createPostgresIndex(db: Kysely<Database>): IndexEngine {
  return {
    kind: 'postgres',
    concurrent: true,

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
        await sql`with added as (insert into search_docs
            (doc_key, position_id, tenant_id, valid_through, filters, title_tsv, text_tsv, payload)
            values ${sql.join(values)} returning tenant_id, text_tsv)
          ${countLexemes(sql`added`, 1)}`.execute(conn);
      }
      await createSearchTermsRepository(conn).count(docs, 1);
    },

    async remove(conn, docs) {
      if (docs.length === 0) return;
      const byId = new Map(docs.map((d) => [d.positionId, d]));
      const { rows: gone } = await sql<{ position_id: number }>`with
          gone as (delete from search_docs where position_id in (${sql.join([...byId.keys()])})
            returning position_id, tenant_id, text_tsv),
          counted as (${countLexemes(sql`gone`, -1)})
        select position_id from gone`.execute(conn);
      await createSearchTermsRepository(conn).count(
        gone.map((g) => byId.get(Number(g.position_id))).filter((d) => d !== undefined),
        -1,
      );
    },

    async scan(q, limit, offset = 0) {
      // A materialized CTE cannot be walked in doc_key order, so the planner has to intersect the GIN
      // bitmaps and sort what matched: bounded by the number of matches, which the caller expects small.
      type Row = { key: string; payload: string; title: boolean };
      // Many rows of a word that few documents hold: walking newest first would visit most of the tenant
      // to meet them, collecting them all visits only them.
      let sparse = q.sparse ?? false;
      if (!sparse && limit >= 100) {
        const fewest = await fewestDocs(db, q);
        sparse = fewest !== null && fewest.docs <= COLLECT_BELOW_PER_ROW * limit;
      }
      const { rows } = sparse
        ? await sql<Row>`with m as materialized (select doc_key, payload, ${titleFlag(q)} as title ${where(q)})
            select doc_key as key, payload, title from m order by doc_key desc limit ${limit} offset ${offset}`.execute(
            db,
          )
        : await sql<Row>`select doc_key as key, payload, ${titleFlag(q)} as title ${where(q)}
            order by doc_key desc limit ${limit} offset ${offset}`.execute(db);
      // bigint arrives as text; keys stay below 2^53.
      if (!q.titleFlags || !q.text) return rows.map((r) => ({ key: Number(r.key), payload: r.payload }));
      return rows.map((r) => ({ key: Number(r.key), payload: r.payload, title: r.title }));
    },

    async optimize() {
      // After a bulk load: the rows in newest-first order, as positions written one by one over time leave
      // them (each is posted when written). Searches walk the newest rows of a tenant; in load order
      // those are spread over the whole table, one page read per row (a word in 10% of the rows: 25,000
      // page reads for the 2,000-row sample, 60 ms; clustered: 10,000, 24 ms).
      await sql`cluster search_docs using search_docs_tenant_key_idx`.execute(db);
      // Planner statistics for every table a search reads (without them PostgreSQL intersects the whole
      // tenant's index with the primary key to load ten cards), and the visibility map.
      await sql`vacuum analyze search_docs`.execute(db);
      await sql`analyze positions`.execute(db);
      await sql`analyze search_terms`.execute(db);
    },

    async count(q, cap) {
      // One word (one lexeme) and nothing else: its document count is the answer.
      const plain = !q.titleOnly && q.tokenGroups.length === 0 && q.minKey === null && q.maxKey === null;
      if (plain && q.text?.terms.length === 1 && requiredWords(q).length === 1) {
        const fewest = await fewestDocs(db, q);
        if (fewest?.lexemes === 1) return Math.min(fewest.docs, cap);
      }
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from (select 1 ${where(q)} limit ${cap}) m`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
