import { DEFAULT_DISTANCE, type Position } from '@portico/contracts';
import { type DocPayload, decodePayload, docKey, filterTokensOf, payloadOf } from '../../search/documents.js';
import { type CompiledFilter, compileFilters, passesAll, type ScannedDoc } from '../../search/facets.js';
import { valueTokens } from '../../search/filters.js';
import { milesToKm } from '../../search/geo.js';
import { resolveLocation } from '../../search/location.js';
import type { SearchIndex } from '../../search/search-index.js';
import type { TextQuery } from '../../search/text-query.js';
import {
  exactTest,
  expandPrefixes,
  type PlanSources,
  planSearch,
  textQueryOf,
} from '../search/search-plan.js';
import { collect, type Reader } from '../search/search-reads.js';
import { type SearchTenant, searchRequest } from '../search/search-request.js';

/*
 * Which new jobs match which alerts (docs/decisions/053). An alert means exactly what its search means on the
 * search page: its words as the engine matches them (stemmed, phrases, prefixes), its place (a radius by the
 * exact distance, a country, remote) and its filters (the payload tests the search's facets use). Two ways are
 * kept, measured side by side in bench/job-alerts.mjs:
 *
 * - `matchJobs` (the one the digests use): alerts are grouped by their words, and the engine is asked once per
 *   distinct text which of the new jobs hold it (a scan of the new jobs' key range only); places and filters are
 *   tested in memory on the new jobs' payloads, the alerts found through an inverted index from the tokens they
 *   need (a city, a country, a department…) to the alerts.
 * - `matchJobsPerAlert`: the search engine run per alert over the same key range — the plain way, 100 000
 *   searches for 100 000 alerts.
 */

export interface AlertSearch {
  id: string;
  query: string;
  location: string;
  filters: Record<string, string[]>;
}

/** A new job as the matcher reads it: its index key and filter tokens, and its payload. */
export interface NewJob {
  key: number;
  positionId: number;
  tokens: ReadonlySet<string>;
  doc: DocPayload;
}

export function newJobOf(p: Position): NewJob {
  return {
    key: docKey(p.id, p.postedAt),
    positionId: p.id,
    tokens: new Set(filterTokensOf(p)),
    doc: decodePayload(payloadOf(p)),
  };
}

export interface CompiledAlert {
  id: string;
  text: TextQuery | null;
  /** Alerts with the same words share one engine question. */
  textKey: string | null;
  /** Alerts with the same place share its test on a job (`geoKey`), and the same filters theirs (`filterKey`). */
  geo: CompiledGeo;
  filters: CompiledFilters;
  /** Tokens one of which every match has: the alert's entry in the inverted index; null: none. */
  entry: string[] | null;
  /** Nothing can match it (an unknown place, text with no searchable word). */
  impossible: boolean;
}

interface CompiledGeo {
  key: string;
  /** Token groups the job's filter tokens must meet (each group: any of its tokens). */
  groups: string[][];
  /** The exact place test (a radius), when the tokens do not say it exactly. */
  test: ((doc: DocPayload) => boolean) | null;
  entry: string[] | null;
  impossible: boolean;
}

interface CompiledFilters {
  key: string;
  tests: CompiledFilter[];
  entry: string[] | null;
}

/**
 * Compiles alerts of one tenant at one instant. Places and filters are compiled once per distinct value and
 * shared (100,000 alerts name a few hundred places), so compiling costs little more than reading the alerts.
 */
export function createAlertCompiler(tenant: SearchTenant, at: Date) {
  const search = tenant.config.pcsxConfig.searchConfig;
  const geos = new Map<string, CompiledGeo>();
  const filterSets = new Map<string, CompiledFilters>();
  const texts = new Map<string, TextQuery | null>();
  return (alert: AlertSearch): CompiledAlert => {
    const request = searchRequest(
      tenant,
      { query: alert.query, location: alert.location, start: 0, num: 1 },
      alert.filters,
    );
    const radius = request.distance ?? DEFAULT_DISTANCE;
    const geoKey = `${request.location.toLowerCase()}\u0000${radius}`;
    let geo = geos.get(geoKey);
    if (!geo) {
      const g = resolveLocation({
        location: request.location,
        radiusKm: search.distanceUnit === 'mi' ? milesToKm(radius) : radius,
        fallbackPoint: null,
      });
      geo = {
        key: geoKey,
        groups: g.test ? [] : g.tokenGroups.map((x) => [...x]),
        test: g.test ?? null,
        // A radius's grid cells hold every place inside it, so they serve as an entry though the test decides.
        entry: g.tokenGroups[0] ?? null,
        impossible: g.impossible === true,
      };
      geos.set(geoKey, geo);
    }
    const filterKey = JSON.stringify(request.active.map((f) => [f.config.filterName, f.values]));
    let filters = filterSets.get(filterKey);
    if (!filters) {
      const tokens = request.active
        .filter((f) => f.field !== 'postedAt')
        .map((f) => f.values.map((v) => valueTokens(f.field, v)).filter((t): t is string => t !== null));
      filters = {
        key: filterKey,
        tests: compileFilters(request.active, at),
        entry: tokens.find((g) => g.length > 0) ?? null,
      };
      filterSets.set(filterKey, filters);
    }
    let text = texts.get(request.query);
    if (text === undefined) {
      text = textQueryOf(tenant, request.query);
      texts.set(request.query, text);
    }
    return {
      id: alert.id,
      text,
      textKey: text ? JSON.stringify(text) : null,
      geo,
      filters,
      entry: geo.entry ?? filters.entry,
      impossible: geo.impossible || text?.terms.length === 0,
    };
  };
}

export function compileAlert(tenant: SearchTenant, alert: AlertSearch, at: Date): CompiledAlert {
  return createAlertCompiler(tenant, at)(alert);
}

/** One job's answers per place and per filter set, so alerts sharing them are tested once. */
function jobTests(job: NewJob) {
  const geoMemo = new Map<CompiledGeo, boolean>();
  const filterMemo = new Map<CompiledFilters, boolean>();
  const scanned: ScannedDoc = { key: job.key, doc: job.doc };
  return (alert: CompiledAlert): boolean => {
    let geo = geoMemo.get(alert.geo);
    if (geo === undefined) {
      geo =
        alert.geo.groups.every((group) => group.some((t) => job.tokens.has(t))) &&
        (alert.geo.test === null || alert.geo.test(job.doc));
      geoMemo.set(alert.geo, geo);
    }
    if (!geo) return false;
    let filters = filterMemo.get(alert.filters);
    if (filters === undefined) {
      filters = passesAll(alert.filters.tests, scanned);
      filterMemo.set(alert.filters, filters);
    }
    return filters;
  };
}

export interface MatchSources {
  index: SearchIndex;
  sources: PlanSources;
}

/** The keys of the jobs in [minKey, maxKey) whose text matches, as the engine reads it. */
async function textHits(
  deps: MatchSources,
  tenant: SearchTenant,
  text: TextQuery,
  minKey: number,
  maxKey: number,
): Promise<Set<number>> {
  const expanded = await expandPrefixes(deps.sources, tenant.id, text);
  const hits = new Set<number>();
  const page = 2000;
  for (let offset = 0; ; offset += page) {
    const rows = await deps.index.scan(
      {
        tenantId: tenant.id,
        language: tenant.config.defaultLanguage,
        text: expanded,
        titleOnly: false,
        tokenGroups: [],
        minKey,
        maxKey,
      },
      page,
      offset,
    );
    for (const r of rows) hits.add(r.key);
    if (rows.length < page) return hits;
  }
}

/**
 * The new jobs each alert matches (alert id → position ids, newest first), through the inverted index of the
 * alerts. `jobs` are listed jobs of one tenant (from the search index's own rules: public, published, open).
 */
export async function matchJobs(
  deps: MatchSources,
  tenant: SearchTenant,
  alerts: readonly CompiledAlert[],
  jobs: readonly NewJob[],
): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (jobs.length === 0 || alerts.length === 0) return out;
  let minKey = Number.POSITIVE_INFINITY;
  let maxKey = 0;
  for (const j of jobs) {
    if (j.key < minKey) minKey = j.key;
    if (j.key > maxKey) maxKey = j.key;
  }
  // The inverted index: alerts with words by their text; the others by their entry tokens, or on the list
  // every job is tested against (an alert of a date filter alone).
  const byText = new Map<string, { text: TextQuery; alerts: CompiledAlert[] }>();
  const byToken = new Map<string, CompiledAlert[]>();
  const everyJob: CompiledAlert[] = [];
  for (const a of alerts) {
    if (a.impossible) continue;
    if (a.text && a.textKey) {
      const entry = byText.get(a.textKey) ?? { text: a.text, alerts: [] };
      entry.alerts.push(a);
      byText.set(a.textKey, entry);
    } else if (a.entry) {
      for (const t of a.entry) {
        const list = byToken.get(t);
        if (list) list.push(a);
        else byToken.set(t, [a]);
      }
    } else everyJob.push(a);
  }
  // One engine question per distinct text, over the new jobs' key range only.
  const jobsByKey = new Map(jobs.map((j) => [j.key, j]));
  const textJobs = new Map<NewJob, CompiledAlert[][]>();
  for (const { text, alerts: group } of byText.values()) {
    for (const key of await textHits(deps, tenant, text, minKey, maxKey + 1)) {
      const job = jobsByKey.get(key);
      if (!job) continue;
      const lists = textJobs.get(job);
      if (lists) lists.push(group);
      else textJobs.set(job, [group]);
    }
  }
  const add = (alert: CompiledAlert, job: NewJob) => {
    const list = out.get(alert.id);
    if (list) list.push(job.positionId);
    else out.set(alert.id, [job.positionId]);
  };
  // Newest first, so each alert's list is in the order a digest shows. An alert reached through several of a
  // job's tokens is tested once (stamped with the job's number).
  const stamp = new Map<CompiledAlert, number>();
  const ordered = [...jobs].sort((a, b) => b.key - a.key);
  ordered.forEach((job, n) => {
    const passes = jobTests(job);
    const consider = (a: CompiledAlert) => {
      if (stamp.get(a) === n) return;
      stamp.set(a, n);
      if (passes(a)) add(a, job);
    };
    for (const group of textJobs.get(job) ?? []) for (const a of group) consider(a);
    for (const t of job.tokens) for (const a of byToken.get(t) ?? []) consider(a);
    for (const a of everyJob) consider(a);
  });
  return out;
}

/**
 * The same answer, by running the search engine once per alert over the new jobs' key range (planSearch and
 * the index scan with the exact tests, as a search request does). Kept for the benchmark and the tests that
 * hold the two to the same answers.
 */
export async function matchJobsPerAlert(
  deps: MatchSources & { reader: Reader },
  tenant: SearchTenant,
  alerts: readonly AlertSearch[],
  jobs: readonly NewJob[],
  at: Date,
): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (jobs.length === 0) return out;
  const keys = new Map(jobs.map((j) => [j.key, j.positionId]));
  const minKey = Math.min(...jobs.map((j) => j.key));
  const maxKey = Math.max(...jobs.map((j) => j.key)) + 1;
  for (const alert of alerts) {
    const request = searchRequest(
      tenant,
      { query: alert.query, location: alert.location, start: 0, num: 1 },
      alert.filters,
    );
    const p = await planSearch(deps.sources, tenant, request, at);
    if (p.impossible) continue;
    const q = { ...p.full, minKey: Math.max(p.full.minKey ?? 0, minKey), maxKey };
    const { docs } = await collect(deps.reader, q, jobs.length, exactTest(p));
    const test = (d: ScannedDoc) => passesAll(p.compiled, d);
    const ids = docs.filter((d) => keys.has(d.key) && test(d)).map((d) => keys.get(d.key) as number);
    if (ids.length > 0) out.set(alert.id, ids);
  }
  return out;
}
