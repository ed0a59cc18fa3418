import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/types.js';
import { indexTextFor, termForEngine, textSearchConfig } from './languages.js';
import type { IndexEngine, ScanQuery, ScanRow } from './search-index.js';
import { matchedTerms, type TextTerm } from './text-query.js';

/**
 * PostgreSQL full-text search. One row per document in `search_docs` with two tsvectors under GIN
 * indexes: `text_tsv` (title A, skills B, description C with the text search configuration of the tenant's
 * language (languages.ts), and the filter tokens as they are, 'simple' configuration) and `title_tsv` (the first relevance tier). The tenant is a column with
 * a (tenant_id, doc_key desc) index, so the planner can walk newest first and stop at the page for common
 * words, or intersect the GIN indexes for rare ones.
 */

/**
 * Words are letters and digits only (text-query.ts); quoting keeps to_tsquery from reading operators.
 * `weighted`: the query runs against `text_tsv`, where the title, skills and description carry weights A,
 * B and C and the filter tokens none (D), so a term kept to the text (TextTerm `in: 'text'`) asks for
 * A, B or C. Weights are left out otherwise: GIN does not store them, so they cost a recheck of each row.
 */
function tsTerm(term: TextTerm, weighted: boolean): string {
  const weight = weighted && term.in === 'text' ? 'ABC' : '';
  const phrase = (list: readonly string[]) => {
    const words = list.map((w) => `'${w}'${weight ? `:${weight}` : ''}`);
    return words.length === 1 ? (words[0] as string) : `(${words.join(' <-> ')})`;
  };
  const words = term.words.map((w) => `'${w}'${weight ? `:${weight}` : ''}`);
  const last = words.length - 1;
  if (term.prefix) words[last] = `'${term.words[last]}':*${weight}`;
  const main = words.length === 1 ? (words[0] as string) : `(${words.join(' <-> ')})`;
  const others = [
    ...(term.expansions ?? []).map((w) => phrase([w])),
    ...(term.alternatives ?? []).map(phrase),
  ];
  return others.length === 0 ? main : `(${[main, ...others].join(' | ')})`;
}

/**
 * The terms the language's tsvectors hold, as the engine matches them (languages.ts `termForEngine`: CJK
 * words as phrases of character pairs, feminine forms folded; PostgreSQL stems them itself); `names` terms
 * are matched by `namesMatch`.
 */
function indexedTerms(q: ScanQuery): TextTerm[] {
  return (q.text ? matchedTerms(q.text) : [])
    .filter((t) => t.in !== 'names')
    .map((t) => termForEngine(t, q.language, false));
}

/** The tenant's text search configuration, as a value of the query (a regconfig). */
function config(q: Pick<ScanQuery, 'language'>): RawBuilder<unknown> {
  return sql`${textSearchConfig(q.language)}::regconfig`;
}

export function tsTextQuery(terms: readonly TextTerm[], weighted = false): string {
  return terms.map((t) => tsTerm(t, weighted)).join(' & ');
}

/**
 * Terms matched as whole words of the title and skills (TextTerm `in: 'names'`: a query of stop words
 * only). The configuration of a language leaves its stop words out of both tsvectors, so these are read from the
 * position's own title and skills with the 'simple' configuration, row by row: only such queries pay it.
 */
function namesMatch(q: ScanQuery, titlesOnly: boolean): RawBuilder<unknown> | null {
  const names = (q.text ? matchedTerms(q.text) : []).filter((t) => t.in === 'names');
  if (names.length === 0) return null;
  const query = names.map((t) => `(${t.words.map((w) => `'${w}'`).join(' <-> ')})`).join(' & ');
  const text = titlesOnly
    ? sql`p.title`
    : sql`p.title || ' ' || p.skills_required_json || ' ' || p.skills_preferred_json`;
  return sql`exists (select 1 from positions p where p.id = search_docs.position_id
    and to_tsvector('simple', ${text}) @@ to_tsquery('simple', ${query}))`;
}

export function tsFilterQuery(groups: readonly (readonly string[])[]): string {
  return groups
    .filter((g) => g.length > 0)
    .map((g) => (g.length === 1 ? g[0] : `(${g.join(' | ')})`))
    .join(' & ');
}

function where(q: ScanQuery): RawBuilder<unknown> {
  const conditions = [sql`tenant_id = ${q.tenantId}`];
  const indexed = indexedTerms(q);
  const tokens = tsFilterQuery(q.tokenGroups);
  const filters = tokens ? sql`to_tsquery('simple', ${tokens})` : null;
  if (q.titleOnly && indexed.length > 0)
    conditions.push(sql`title_tsv @@ to_tsquery(${config(q)}, ${tsTextQuery(indexed)})`);
  const text =
    !q.titleOnly && indexed.length > 0 ? sql`to_tsquery(${config(q)}, ${tsTextQuery(indexed, true)})` : null;
  // Words and filter tokens in one query of the one index: GIN intersects them itself, skipping through
  // the long lists by the short ones.
  const both = [text, filters].filter((x) => x !== null);
  if (both.length > 0) conditions.push(sql`text_tsv @@ (${sql.join(both, sql` && `)})`);
  const names = namesMatch(q, q.titleOnly);
  if (names) conditions.push(names);
  if (q.minKey !== null) conditions.push(sql`doc_key >= ${q.minKey}`);
  if (q.maxKey !== null) conditions.push(sql`doc_key < ${q.maxKey}`);
  return sql`from search_docs where ${sql.join(conditions, sql` and `)}`;
}

const INSERT_BATCH = 200;

/**
 * Counts the lexemes of the given documents' text (its words and filter tokens) up (sign 1, just inserted)
 * or down (-1, just deleted) in `search_lexemes`. Filter tokens are words no text holds (documents.ts), so
 * a token's count is the number of documents with that filter value. Rows are written in lexeme order, so
 * concurrent writes lock them in the same order and cannot deadlock; a count that falls to 0 stays (the
 * vocabulary is small and comes back).
 */
function countLexemes(docs: RawBuilder<unknown>, sign: 1 | -1): RawBuilder<unknown> {
  return sql`insert into search_lexemes (tenant_id, lexeme, docs)
    select tenant_id, lexeme, ${sign}::int * count(*)
    from ${docs} as d, unnest(tsvector_to_array(d.text_tsv)) as lexeme
    group by tenant_id, lexeme order by tenant_id, lexeme
    on conflict (tenant_id, lexeme) do update set docs = search_lexemes.docs + excluded.docs`;
}

/**
 * Words of the query every match must contain, as the language's tsvector holds them (a prefix term's words
 * may be completed, and `names` terms are not in it: both left out).
 */
function requiredWords(q: ScanQuery): string[] {
  return indexedTerms(q)
    .filter((t) => !t.prefix && !t.alternatives)
    .flatMap((t) => t.words);
}

/** What the tenant's counts say about a query before any row is read. */
interface TermCounts {
  /** The lexemes of the required words (stop words drop out, as in the search itself). */
  lexemes: string[];
  /** Documents holding each of those lexemes. */
  words: number[];
  /** Per filter group, documents holding each of its tokens. */
  groups: number[][];
  /** The tenant's indexed documents. */
  tenantDocs: number;
}

async function termCounts(db: Kysely<Database>, q: ScanQuery): Promise<TermCounts> {
  const required = requiredWords(q);
  const tokens = q.tokenGroups.flat();
  // to_tsvector stems each word as to_tsquery does for the search itself.
  const { rows } = await sql<{ kind: 'w' | 't' | 'n'; lexeme: string; docs: number }>`
    select 'n' as kind, '' as lexeme,
      coalesce((select docs from search_versions where tenant_id = ${q.tenantId}), 0) as docs
    union all
    select 'w', w, coalesce(l.docs, 0)
    from unnest(tsvector_to_array(to_tsvector(${config(q)}, ${required.join(' ')}))) as w
    left join search_lexemes l on l.tenant_id = ${q.tenantId} and l.lexeme = w
    union all
    select 't', t, coalesce(l.docs, 0)
    from unnest(${tokens}::text[]) as t
    left join search_lexemes l on l.tenant_id = ${q.tenantId} and l.lexeme = t`.execute(db);
  const tokenDocs = new Map(rows.filter((r) => r.kind === 't').map((r) => [r.lexeme, Number(r.docs)]));
  const words = rows.filter((r) => r.kind === 'w');
  return {
    lexemes: words.map((r) => r.lexeme),
    words: words.map((r) => Number(r.docs)),
    groups: q.tokenGroups.filter((g) => g.length > 0).map((g) => g.map((t) => tokenDocs.get(t) ?? 0)),
    tenantDocs: Number(rows.find((r) => r.kind === 'n')?.docs ?? 0),
  };
}

/**
 * What the counts prove about the matches of a query of plain words and filter groups, all required: at
 * most the smallest item's documents; at least Σ items − (items − 1) × tenant documents, since each item
 * leaves out at most N − |item| of the tenant's N documents. A group (any of its tokens) holds at least
 * its largest token's documents and at most their sum. Null when the query is more than that: a phrase or
 * prefix is narrower than its words together, and a word the English configuration splits in two would be
 * read as a phrase. So is a term with a scope (TextTerm `in`).
 */
function matchBounds(q: ScanQuery, c: TermCounts): { min: number; max: number } | null {
  const terms = (q.text ? matchedTerms(q.text) : []).map((t) => termForEngine(t, q.language, false));
  // A term kept to the text or to names is not counted by its lexeme's documents (which hold the filter
  // token of that shape, or miss stop words).
  if (
    terms.some((t) => t.prefix || t.alternatives || t.words.length !== 1 || t.in) ||
    c.words.length !== terms.length
  )
    return null;
  if (q.titleOnly || q.minKey !== null || q.maxKey !== null) return null;
  const least = [...c.words, ...c.groups.map((g) => Math.max(...g))];
  const most = [...c.words, ...c.groups.map((g) => g.reduce((a, b) => a + b, 0))];
  // A count above the tenant's size means the counts disagree (never expected): prove nothing then.
  if (least.length === 0 || least.some((n) => n > c.tenantDocs)) return null;
  const sum = least.reduce((a, b) => a + b, 0);
  return {
    min: Math.max(0, sum - (least.length - 1) * c.tenantDocs),
    max: Math.min(c.tenantDocs, ...most),
  };
}

/**
 * The share of the tenant's documents expected to hold every item of the given document counts, as if the
 * items met by chance (their shares multiplied). Items that go together meet more often than this says, so
 * callers only act on it where the exact bounds also allow it.
 */
function jointShare(docs: readonly number[], tenantDocs: number): number {
  return docs.reduce((p, n) => p * Math.min(1, n / tenantDocs), 1);
}

/**
 * Matches of a query that `matchBounds` reads (plain words and filter groups) counted as the documents of
 * its rarest word or filter value less those of them that miss any other item: `rare & !(others)`, which
 * the one GIN index answers visiting only the documents it leaves out. Worth it when it is expected to
 * visit fewer rows than counting the matches (at most `cap` of them), the shares of the others multiplied
 * as if independent: "customers" (88 % of documents) with a department visits the 12 % of the department
 * without the word. At 1,000,000 documents "team" (60 %) with a 200,000-document department would visit
 * 80,000 rows, and reading the first 10,000 matches settles "10,000+". Null when it is not worth it.
 */
function complementCount(c: TermCounts, groups: readonly (readonly string[])[], cap: number) {
  const quote = (lexeme: string) => `'${lexeme.replaceAll("'", "''")}'`;
  const items = [
    ...c.lexemes.map((lexeme, i) => ({ query: quote(lexeme), docs: c.words[i] as number, single: true })),
    ...groups
      .filter((g) => g.length > 0)
      .map((g, i) => {
        const docs = c.groups[i] as number[];
        return g.length === 1
          ? { query: quote(g[0] as string), docs: docs[0] as number, single: true }
          : { query: tsFilterQuery([g]), docs: docs.reduce((a, b) => a + b, 0), single: false };
      }),
  ];
  const singles = items.filter((x) => x.single);
  if (items.length < 2 || singles.length === 0) return null;
  const rare = singles.reduce((a, b) => (b.docs < a.docs ? b : a));
  const others = items.filter((x) => x !== rare);
  const share = jointShare(
    others.map((x) => x.docs),
    c.tenantDocs,
  );
  if (rare.docs * (1 - share) >= Math.min(rare.docs * share, cap)) return null;
  return { docs: rare.docs, query: `${rare.query} & !(${others.map((x) => x.query).join(' & ')})` };
}

/**
 * Below this many matches (times the rows wanted) a scan collects every match through the GIN indexes and
 * sorts them; above, it walks the tenant newest first and stops at the limit. Walking visits about
 * limit × tenant size / matches rows, collecting visits every match at about twice the cost per row
 * (bench/RESULTS.md, "analyst": walk 42 ms, collect 14 ms): at 100,000 documents and a 2,000-row sample
 * they cost the same near 10,000 matches.
 */
const COLLECT_BELOW_PER_ROW = 4;
/** The same for the words' expected matches together (`share` in scan): an estimate, so a lower bar. */
const COLLECT_EXPECTED_PER_ROW = 2;
/**
 * Between collecting and walking: a word in fewer than this share of the tenant's documents is read by key
 * range (`rangedScan`). Walking newest first reads about limit / share rows, evaluating each row's text
 * (a word in 10 % of 100,000: 20,000 rows, ~25 ms for 2,000 matches); the range read visits only the
 * matches in the range.
 */
const RANGED_BELOW_SHARE = 0.2;
/** The range is sized for this many times the expected matches, so one read usually holds the limit. */
const RANGE_MARGIN = 1.3;

type Row = { key: string; payload: string };

/**
 * The newest `limit` matches read by key range: the key of the tenant's `skip`-th newest document bounds a
 * stretch of the index expected to hold `limit` matches, and the word's GIN bitmap ANDed with the key
 * range's bitmap visits only the matches in it (then sorted). The planner costs the text test on each row
 * of an index walk as cheap (it is not: ~1.5 µs on a 1.5 KB tsvector), so the walk is switched off for
 * this one statement. Answers null when the tenant has fewer than `skip` documents (no range helps).
 */
async function rangedScan(
  db: Kysely<Database>,
  q: ScanQuery,
  limit: number,
  skip: number,
): Promise<{ rows: Row[]; from: number } | null> {
  const { rows: bound } = await sql<{ key: string }>`select doc_key as key from search_docs
    where tenant_id = ${q.tenantId} ${q.maxKey === null ? sql`` : sql`and doc_key < ${q.maxKey}`}
    order by doc_key desc offset ${skip} limit 1`.execute(db);
  const from = Math.max(Number(bound[0]?.key ?? Number.NaN), q.minKey ?? 0);
  if (!Number.isFinite(from)) return null;
  const rows = await db.transaction().execute(async (trx) => {
    await sql`set local enable_indexscan = off`.execute(trx);
    const ranged = { ...q, minKey: from };
    const { rows } = await sql<Row>`with m as materialized (
        select doc_key, payload ${where(ranged)})
      select doc_key as key, payload from m order by doc_key desc limit ${limit}`.execute(trx);
    return rows;
  });
  return { rows, from };
}

/** bigint arrives as text; keys stay below 2^53. */
function toScanRow(r: Row): ScanRow {
  return { key: Number(r.key), payload: r.payload };
}

export function createPostgresIndex(db: Kysely<Database>): IndexEngine {
  async function scan(q: ScanQuery, limit: number, offset = 0): Promise<ScanRow[]> {
    // Three ways to read the newest matches, chosen from the tenant's counts: collect every match (`sparse`,
    // for few matches), read a key range (`rangedScan`, a word or filter in a minority of documents) or walk
    // newest first (common words).
    let sparse = q.sparse ?? false;
    const groups = q.tokenGroups.filter((g) => g.length > 0);
    if (!sparse && limit >= 100 && offset === 0 && (requiredWords(q).length > 0 || groups.length > 0)) {
      const counts = await termCounts(db, q);
      // Each required item's documents: a word's, or at most the sum of a filter group's tokens.
      const items = [...counts.words, ...counts.groups.map((g) => g.reduce((a, b) => a + b, 0))];
      const fewest = Math.min(...items);
      // The items' expected share together decides only where the rarest item allows it too.
      const share = Math.max(jointShare(items, counts.tenantDocs), 1 / counts.tenantDocs);
      sparse =
        fewest <= COLLECT_BELOW_PER_ROW * limit ||
        share * counts.tenantDocs <= COLLECT_EXPECTED_PER_ROW * limit;
      if (!sparse && fewest < RANGED_BELOW_SHARE * counts.tenantDocs) {
        const ranged = await rangedScan(db, q, limit, Math.ceil((limit / share) * RANGE_MARGIN));
        if (!ranged) sparse = true;
        else {
          const rows = ranged.rows.map(toScanRow);
          if (rows.length >= limit) return rows;
          // Fewer matches than expected in the range (words that seldom meet): the rest are older.
          const rest = await scan({ ...q, maxKey: ranged.from, sparse: true }, limit - rows.length);
          return [...rows, ...rest];
        }
      }
    }
    // A materialized CTE cannot be walked in doc_key order: the planner intersects the GIN bitmaps and
    // sorts what matched.
    const { rows } = sparse
      ? await sql<Row>`with m as materialized (select doc_key, payload ${where(q)})
          select doc_key as key, payload from m order by doc_key desc limit ${limit} offset ${offset}`.execute(
          db,
        )
      : await sql<Row>`select doc_key as key, payload ${where(q)}
          order by doc_key desc limit ${limit} offset ${offset}`.execute(db);
    return rows.map(toScanRow);
  }

  return {
    kind: 'postgres',
    concurrent: true,

    async add(conn, docs) {
      for (let i = 0; i < docs.length; i += INSERT_BATCH) {
        const batch = docs.slice(i, i + INSERT_BATCH);
        const values = batch.map((d) => {
          const language = config(d);
          const title = indexTextFor(d.title, d.language, false);
          return sql`(${d.key}, ${d.positionId}, ${d.tenantId}, ${d.validThrough},
            to_tsvector(${language}, ${title}),
            setweight(to_tsvector(${language}, ${title}), 'A') ||
              setweight(to_tsvector(${language}, ${indexTextFor(d.skills, d.language, false)}), 'B') ||
              setweight(to_tsvector(${language}, ${indexTextFor(d.body, d.language, false)}), 'C') ||
              to_tsvector('simple', ${d.filterTokens.join(' ')}),
            ${d.payload})`;
        });
        await sql`with added as (insert into search_docs
            (doc_key, position_id, tenant_id, valid_through, title_tsv, text_tsv, payload)
            values ${sql.join(values)} returning tenant_id, text_tsv)
          ${countLexemes(sql`added`, 1)}`.execute(conn);
      }
    },

    async remove(conn, docs) {
      if (docs.length === 0) return [];
      const byId = new Map(docs.map((d) => [d.positionId, d]));
      const { rows: gone } = await sql<{ position_id: number }>`with
          gone as (delete from search_docs where position_id in (${sql.join([...byId.keys()])})
            returning position_id, tenant_id, text_tsv),
          counted as (${countLexemes(sql`gone`, -1)})
        select position_id from gone`.execute(conn);
      const removed = gone.map((g) => byId.get(Number(g.position_id))).filter((d) => d !== undefined);
      return removed;
    },

    scan,

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
      // The tenant's counts may settle it: one plain word alone is its document count, and many words
      // and filters that each cover most of the tenant must meet in at least `min` documents.
      const counts = await termCounts(db, q);
      const bounds = matchBounds(q, counts);
      if (bounds && (bounds.min === bounds.max || bounds.min >= cap)) return Math.min(bounds.min, cap);
      const complement = bounds && complementCount(counts, q.tokenGroups, cap);
      if (complement) {
        const { rows } = await sql<{ n: string }>`select count(*) as n from search_docs
          where tenant_id = ${q.tenantId} and text_tsv @@ to_tsquery('simple', ${complement.query})`.execute(
          db,
        );
        return Math.min(complement.docs - Number(rows[0]?.n ?? 0), cap);
      }
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from (select 1 ${where(q)} limit ${cap}) m`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
