import type { SortOption } from '@portico/contracts';
import { decodePayload } from '../../search/documents.js';
import { passesAll, type ScannedDoc } from '../../search/facets.js';
import { byRelevance } from '../../search/rank.js';
import type { ScanQuery, ScanRow, SearchIndex } from '../../search/search-index.js';
import { byDistance, exactTest, type Plan, unfiltered } from './search-plan.js';
import type { SearchRequest } from './search-request.js';

/*
 * How a search reads its answer from the index. The index returns matches newest first; everything else
 * (exact tests, relevance tiers, distance order, counts) is done here, above both engines.
 */

/** Rows read per round trip when an exact test (distance, map area) filters what the index returns. */
const SCAN_BATCH = 4000;
/** Upper bound on rows one search reads through exact tests, so a world-wide query stays bounded. */
const SCAN_ROW_BUDGET = 60_000;

export interface Reader {
  index: SearchIndex;
  /** Counts are exact up to this (SEARCH_COUNT_CAP). */
  cap: number;
  /** Matches read for the facets, newest first (FACET_SAMPLE, at most the cap). */
  sample: number;
}

type Test = ((d: ScannedDoc) => boolean) | null;

/**
 * The three ways a search's answer is read (each test of search-reads.test.ts names the one it exercises):
 * - `sample`: the facets' sample — the newest matches without the configured filters, up to `sample` of
 *   them — holds every match, so the filters, the order, the count and the page are worked out in memory.
 * - `sparse`: the sample is full but fewer than a page of it passes the filters, so the full matches are
 *   probably few: one read that collects every full match (ScanQuery.sparse) holds them all, and they are
 *   worked out in memory as above.
 * - `paged`: more matches than one read holds: the count (capped) and the page are independent reads of
 *   the index, started together (PostgreSQL runs them on two connections at once).
 */
export type ReadStrategy = 'sample' | 'sparse' | 'paged';

export interface AnswerRead<T> {
  strategy: ReadStrategy;
  count: number;
  countIsCapped: boolean;
  /** The page: its documents in the answer's order, as `render` made them. */
  page: T;
  /** The facets' sample; `capped` when there are more matches than it holds (the counts are lower bounds). */
  sampled: { docs: ScannedDoc[]; capped: boolean };
}

function scanned(r: ScanRow): ScannedDoc {
  return { key: r.key, doc: decodePayload(r.payload) };
}

/**
 * Reads matches newest first, applying the exact test, until `want` documents passed or the index has
 * no more. `capped` says more may exist beyond what was read.
 */
export async function collect(
  reader: Reader,
  q: ScanQuery,
  want: number,
  test: Test,
): Promise<{ docs: ScannedDoc[]; capped: boolean }> {
  const docs: ScannedDoc[] = [];
  if (!test) {
    const rows = await reader.index.scan(q, want + 1);
    for (const r of rows.slice(0, want)) docs.push(scanned(r));
    return { docs, capped: rows.length > want };
  }
  let maxKey = q.maxKey;
  let read = 0;
  for (;;) {
    const rows = await reader.index.scan({ ...q, maxKey }, SCAN_BATCH);
    for (const r of rows) {
      const d = scanned(r);
      if (test(d)) {
        if (docs.length === want) return { docs, capped: true };
        docs.push(d);
      }
    }
    read += rows.length;
    if (rows.length < SCAN_BATCH) return { docs, capped: false };
    if (read >= SCAN_ROW_BUDGET) return { docs, capped: true };
    maxKey = (rows[rows.length - 1] as { key: number }).key;
  }
}

/**
 * The newest title matches read for a relevance page beyond the facet sample, at least. Title matches
 * rank first (search/rank.ts), and among this many the closest ones ("Accountant" beside "Account
 * Executive") are nearly always present.
 */
const TITLE_POOL = 500;
/**
 * Of the sample's newest matches, this many are ranked beside the title pool: the rest are older matches
 * whose words are only in the skills or description, like most of these.
 */
const RANK_POOL = 2000;

/** The newest `want` title matches of `q`. */
async function titleMatches(reader: Reader, q: ScanQuery, want: number, test: Test) {
  const { docs } = await collect(reader, { ...q, titleOnly: true }, want, test);
  return docs;
}

/** Documents of both lists, each once, in the order first met. */
function union(a: readonly ScannedDoc[], b: readonly ScannedDoc[]): ScannedDoc[] {
  const seen = new Set<number>();
  const out: ScannedDoc[] = [];
  for (const d of [...a, ...b]) {
    if (seen.has(d.key)) continue;
    seen.add(d.key);
    out.push(d);
  }
  return out;
}

/**
 * Without configured filters the full query is the sample's: its matches are the sample's rows and those
 * older than its last, so the count goes on from there instead of reading the sample's stretch again.
 */
function countAfterSample(reader: Reader, p: Plan, sampled: ScannedDoc[]) {
  const last = sampled[sampled.length - 1];
  if (!last || !unfiltered(p)) return null;
  const rest = reader.cap + 1 - sampled.length;
  return reader.index.count({ ...p.full, maxKey: last.key }, rest).then((n) => ({
    count: Math.min(sampled.length + n, reader.cap),
    capped: sampled.length + n > reader.cap,
  }));
}

/** One page of a search with more matches than the facet sample holds (the `paged` strategy). */
async function pageBeyondSample(
  reader: Reader,
  p: Plan,
  request: Pick<SearchRequest, 'start' | 'num'>,
  sortBy: SortOption,
  sampled: ScannedDoc[],
  test: Test,
): Promise<ScannedDoc[]> {
  const end = request.start + request.num;
  // The sample is the newest matches without the configured filters: the ones that pass them are exactly
  // the newest full matches of that stretch of the index.
  const passing = sampled.filter((d) => passesAll(p.compiled, d));
  if (sortBy === 'distance') {
    // Among the newest matches of the facet sample: a radius that wide is a rare, deliberately broad search.
    return byDistance(p, passing).slice(request.start, end);
  }
  if (sortBy === 'date' && passing.length >= end) return passing.slice(request.start, end);
  // Fewer than a page among the newest: the filtered matches are sparse, so walking newest first could
  // read the whole tenant before meeting them (see ScanQuery.sparse).
  const full: ScanQuery = { ...p.full, sparse: passing.length < end };
  if (sortBy === 'relevance' && p.text) {
    // The page is ranked among the newest title matches and the sample's newest matches that pass the
    // filters; when those are fewer than the page needs, the newest other matches are added.
    const titles = await titleMatches(reader, p.full, Math.max(end, TITLE_POOL), test);
    let pool = union(titles, passing.slice(0, Math.max(end, RANK_POOL)));
    if (pool.length < end) pool = union(pool, (await collect(reader, full, end + pool.length, test)).docs);
    return byRelevance(p.text, pool).slice(request.start, end);
  }
  if (!test) {
    return (await reader.index.scan(full, request.num, request.start)).map((r) => ({
      key: r.key,
      doc: decodePayload(r.payload),
    }));
  }
  return (await collect(reader, full, end, test)).docs.slice(request.start, end);
}

/**
 * The count, the page and the facets' sample of a planned search, read the cheapest way it allows.
 * `render` turns the page's documents into what the answer shows (cards); in the `paged` strategy it runs
 * beside the count, so a large search costs the slower of the two.
 */
export async function readAnswer<T>(
  reader: Reader,
  p: Plan,
  request: Pick<SearchRequest, 'start' | 'num'>,
  sortBy: SortOption,
  render: (page: ScannedDoc[]) => Promise<T>,
): Promise<AnswerRead<T>> {
  const { index, cap, sample } = reader;
  const test = exactTest(p);
  const end = request.start + request.num;
  // The capped count of the full query, without exact tests. Where reads run at once (PostgreSQL's pool),
  // it starts beside the sample below: a large search then costs the slower of the two rather than their
  // sum, and a small one (answered from the sample) only wastes a count of a few matches.
  const countFull = () =>
    index.count(p.full, cap + 1).then((n) => ({ count: Math.min(n, cap), capped: n > cap }));
  const early = index.concurrent && !test && !p.impossible ? countFull() : null;
  early?.catch(() => undefined); // awaited below when needed; never an unhandled rejection
  // Everything but the configured filters, newest first: the facets' base and, when it is small enough,
  // the whole answer. A search that can match nothing reads nothing.
  let sampled: { docs: ScannedDoc[]; capped: boolean };
  /** The full query's count, when the sample's read gave it. */
  let readCount: { count: number; capped: boolean } | null = null;
  if (p.impossible) sampled = { docs: [], capped: false };
  else if (test && unfiltered(p)) {
    // An exact test (distance, map area) reads and decodes every row anyway to count: one read of up to
    // the count's cap gives the count, and its newest rows are the sample.
    const read = await collect(reader, p.base, cap, test);
    readCount = { count: read.docs.length, capped: read.capped };
    sampled = { docs: read.docs.slice(0, sample), capped: read.capped || read.docs.length > sample };
  } else sampled = await collect(reader, p.base, sample, test);

  /** Every full match, when one read holds them all. */
  let all: { strategy: ReadStrategy; docs: ScannedDoc[] } | null = null;
  if (!sampled.capped) {
    const docs = sampled.docs.filter((d) => passesAll(p.compiled, d));
    all = { strategy: 'sample', docs };
  } else if (!test && sampled.docs.filter((d) => passesAll(p.compiled, d)).length < end) {
    const collected = await collect(reader, { ...p.full, sparse: true }, sample, null);
    if (!collected.capped) all = { strategy: 'sparse', docs: collected.docs };
  }
  if (all) {
    let matched = all.docs;
    if (sortBy === 'relevance' && p.text) matched = byRelevance(p.text, matched);
    if (sortBy === 'distance') matched = byDistance(p, matched);
    return {
      strategy: all.strategy,
      count: all.docs.length,
      countIsCapped: false,
      page: await render(matched.slice(request.start, end)),
      sampled,
    };
  }
  const counting = readCount
    ? Promise.resolve(readCount)
    : test
      ? collect(reader, p.full, cap, test).then((c) => ({ count: c.docs.length, capped: c.capped }))
      : (early ?? countAfterSample(reader, p, sampled.docs) ?? countFull());
  const [counted, page] = await Promise.all([
    counting,
    pageBeyondSample(reader, p, request, sortBy, sampled.docs, test).then(render),
  ]);
  return { strategy: 'paged', count: counted.count, countIsCapped: counted.capped, page, sampled };
}
