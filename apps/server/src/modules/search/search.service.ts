import {
  DEFAULT_DISTANCE,
  DISTANCE_FILTER,
  type MapMarker,
  SEARCH_COUNT_CAP,
  type SearchPosition,
  type SearchQueryParams,
  type SearchResult,
  type SortOption,
  SPECIAL_LOCATIONS,
  type Suggestion,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { decodePayload, htmlToText, minKeyPostedSince, positionIdOfKey } from '../../search/documents.js';
import {
  type CompiledFilter,
  compileFilters,
  computeFacets,
  passesAll,
  type ScannedDoc,
} from '../../search/facets.js';
import {
  type ActiveFilter,
  configuredFilters,
  parseFilterParams,
  postedWithinDays,
  valueTokens,
} from '../../search/filters.js';
import { placeLabel, placeLocation, suggestPlaces } from '../../search/gazetteer.js';
import { distanceKm, type LatLng, milesToKm } from '../../search/geo.js';
import {
  type GeoConstraint,
  MAX_PLACE_TOKENS,
  narrowToPlaces,
  resolveLocation,
} from '../../search/location.js';
import {
  createSearchIndex,
  type ScanQuery,
  type ScanRow,
  type SearchIndex,
} from '../../search/search-index.js';
import { createSearchPlacesRepository } from '../../search/search-places.js';
import { createSearchTermsRepository, termKey } from '../../search/search-terms.js';
import { parseTextQuery, type TextQuery } from '../../search/text-query.js';
import type { PositionsService } from '../positions/positions.service.js';
import type { Tenant } from '../tenants/tenants.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows read per round trip when an exact test (distance, map area) filters what the index returns. */
const SCAN_BATCH = 4000;
/** Upper bound on rows one search reads through exact tests, so a world-wide query stays bounded. */
const SCAN_ROW_BUDGET = 60_000;
const SNIPPET_LENGTH = 220;
/**
 * Facets are counted over at most this many matches, newest first (bench/RESULTS.md: reading a match's
 * payload costs about 1.5 µs, so 10,000 would cost more than the whole latency budget). Above it the
 * facet counts are lower bounds; the result count itself stays exact up to SEARCH_COUNT_CAP.
 */
export const FACET_SAMPLE = 2_000;

/** The validated query parameters (optional ones may be left out) and the raw ones, for `filter_*`. */
export type SearchParams = Pick<SearchQueryParams, 'query' | 'location' | 'start' | 'num'> &
  Partial<SearchQueryParams> & {
    rawParams: Readonly<Record<string, string | string[] | undefined>>;
  };

export type SearchTenant = Pick<Tenant, 'id' | 'config'>;

/** What a search resolved its parameters to, before touching the index. */
interface Plan {
  text: TextQuery | null;
  geo: GeoConstraint;
  filters: { config: ActiveFilter['config']; field: ActiveFilter['field'] }[];
  active: ActiveFilter[];
  compiled: CompiledFilter[];
  /** Index query of everything but the configured filters (the facets' base). */
  base: ScanQuery;
  /** Index query with every filter. */
  full: ScanQuery;
  distance: number | null;
  /** Nothing can match: an unknown place, or typed text with no searchable word. */
  impossible: boolean;
  /** Marker filters (spec 2 §3): the values as given and the points they name. */
  latlongFilters: Map<string, { values: string[]; points: LatLng[] }>;
}

function snippet(html: string): string {
  const text = htmlToText(html);
  if (text.length <= SNIPPET_LENGTH) return text;
  const cut = text.slice(0, SNIPPET_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SNIPPET_LENGTH - 40))}…`;
}

/** `location:::lat,long` or `lat,long` (spec 2 §3 latlong filters); invalid ones are skipped (§5). */
function parseLatLongValue(value: string): LatLng | null {
  const coords = value.includes(':::') ? value.slice(value.lastIndexOf(':::') + 3) : value;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(coords);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export function createSearchService(deps: {
  db: Kysely<Database>;
  positions: PositionsService;
  now: () => Date;
  index?: SearchIndex;
  /** SEARCH_COUNT_CAP; smaller only in tests of what happens above the cap. */
  countCap?: number;
  facetSample?: number;
}) {
  const index = deps.index ?? createSearchIndex(deps.db);
  const cap = deps.countCap ?? SEARCH_COUNT_CAP;
  const sample = Math.min(deps.facetSample ?? FACET_SAMPLE, cap);
  const { positions, now } = deps;
  const searchTerms = createSearchTermsRepository(deps.db);
  const searchPlaces = createSearchPlacesRepository(deps.db);

  /** Whole words of the tenant's titles and skills starting with each prefix term (see TextTerm). */
  async function expandPrefixes(tenantId: string, text: TextQuery | null): Promise<TextQuery | null> {
    if (!text?.terms.some((t) => t.prefix)) return text;
    const terms = await Promise.all(
      text.terms.map(async (term) => {
        const prefix = term.words[term.words.length - 1] as string;
        if (!term.prefix || term.words.length > 1) return term;
        const rows = await searchTerms.matching(tenantId, prefix, 200);
        const words = new Set<string>();
        for (const r of rows) {
          for (const w of r.term_key.split(' '))
            if (w.startsWith(prefix) && w !== prefix && /^[\p{L}\p{N}]+$/u.test(w)) words.add(w);
        }
        return { ...term, expansions: [...words].slice(0, 16) };
      }),
    );
    return { terms };
  }

  /** A radius or map area as the city tokens of the tenant's places in it (location.ts, narrowToPlaces). */
  async function placesOf(tenantId: string, geo: GeoConstraint): Promise<GeoConstraint> {
    if (!geo.region) return geo;
    return narrowToPlaces(
      geo,
      await searchPlaces.sharingTokensWith(tenantId, geo.region.box, MAX_PLACE_TOKENS),
    );
  }

  async function plan(
    tenant: SearchTenant,
    params: SearchParams,
    at: Date,
    expanded: TextQuery | null,
  ): Promise<Plan> {
    const search = tenant.config.pcsxConfig.searchConfig;
    const unit = search.distanceUnit;
    const filters = configuredFilters(search.smartFilters, search.allFilters);
    const { active, extra } = parseFilterParams(params.rawParams, filters, {
      commaInValues: tenant.config.behaviourFlags.enableCommaInFilterValues,
    });
    const latlongFilters: Plan['latlongFilters'] = new Map();
    for (const name of ['latlong_non_remote', 'latlong_remote']) {
      // "place:::lat,long" values contain a comma themselves: read the pairs from the raw parameter.
      const raw = [params.rawParams[`filter_${name}`] ?? []].flat().join(',');
      const values: string[] = [];
      const points: LatLng[] = [];
      for (const m of raw.matchAll(/(?:[^,]*:::)?\s*-?[\d.]+\s*,\s*-?[\d.]+/g)) {
        const point = parseLatLongValue(m[0]);
        if (!point || values.length >= 50) continue;
        values.push(m[0].trim());
        points.push(point);
      }
      if (values.length > 0) latlongFilters.set(name, { values, points });
    }
    const distanceValue = Number((extra.get(DISTANCE_FILTER) ?? [])[0]);
    const isMapPoint = params.location.trim().toLowerCase() === SPECIAL_LOCATIONS.mapLocation.toLowerCase();
    let distance: number | null = Number.isFinite(distanceValue) && distanceValue >= 0 ? distanceValue : null;
    // A distance of 0 only means something at a map point (spec 2 §4).
    if (distance === 0 && !isMapPoint) distance = null;
    if (distance !== null) distance = Math.min(distance, 20_000);
    const radius = distance ?? DEFAULT_DISTANCE;
    const geo = await placesOf(
      tenant.id,
      resolveLocation({
        location: params.location,
        latlong: params.latlong,
        mapSw: params.map_sw,
        mapNe: params.map_ne,
        radiusKm: unit === 'mi' ? milesToKm(radius) : radius,
        fallbackPoint: tenant.config.ipGeolocation.enabled ? tenant.config.ipGeolocation.latlong : null,
      }),
    );
    const text = expanded;
    const baseGroups = [...geo.tokenGroups];
    const fullGroups = [...baseGroups];
    let minKey: number | null = null;
    for (const f of active) {
      if (f.field === 'postedAt') {
        minKey = minKeyPostedSince(new Date(at.getTime() - postedWithinDays(f) * DAY_MS).toISOString());
        continue;
      }
      fullGroups.push(f.values.map((v) => valueTokens(f.field, v)).filter((t): t is string => t !== null));
    }
    const base: ScanQuery = {
      tenantId: tenant.id,
      text,
      titleOnly: false,
      tokenGroups: baseGroups,
      minKey: null,
      maxKey: null,
    };
    return {
      text,
      geo,
      filters,
      active,
      compiled: compileFilters(active, at),
      base,
      full: { ...base, tokenGroups: fullGroups, minKey },
      distance: geo.kind === 'map_location' ? 0 : geo.point ? radius : null,
      impossible: geo.impossible || text?.terms.length === 0,
      latlongFilters,
    };
  }

  /** The exact tests the index cannot do: distance or map area, and marker (latlong) filters. */
  function exactTest(p: Plan): ((d: ScannedDoc) => boolean) | null {
    const tests: ((d: ScannedDoc) => boolean)[] = [];
    if (p.geo.test) {
      const t = p.geo.test;
      tests.push((d) => t(d.doc));
    }
    for (const [name, { points }] of p.latlongFilters) {
      const remote = name === 'latlong_remote';
      tests.push(
        (d) =>
          d.doc.isRemote === remote &&
          d.doc.places.some((pl) => points.some((pt) => distanceKm(pt, pl) <= 1)),
      );
    }
    return tests.length === 0 ? null : (d) => tests.every((t) => t(d));
  }

  function scanned(r: ScanRow): ScannedDoc {
    const d: ScannedDoc = { key: r.key, doc: decodePayload(r.payload) };
    if (r.title !== undefined) d.title = r.title;
    return d;
  }

  /**
   * Reads matches newest first, applying the exact test, until `want` documents passed or the index has
   * no more. `capped` says more may exist beyond what was read.
   */
  async function collect(
    q: ScanQuery,
    want: number,
    test: ((d: ScannedDoc) => boolean) | null,
  ): Promise<{ docs: ScannedDoc[]; capped: boolean }> {
    const docs: ScannedDoc[] = [];
    if (!test) {
      const rows = await index.scan(q, want + 1);
      for (const r of rows.slice(0, want)) docs.push(scanned(r));
      return { docs, capped: rows.length > want };
    }
    let maxKey = q.maxKey;
    let read = 0;
    for (;;) {
      const rows = await index.scan({ ...q, maxKey }, SCAN_BATCH);
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

  /** Every document says whether it is a title match (ScanQuery.titleFlags; an engine may leave it out). */
  function flagged(docs: ScannedDoc[]): boolean {
    return docs.every((d) => d.title !== undefined);
  }

  /** Keys of the title matches of `q`, whose every match `docs` holds. */
  async function tier1Of(
    p: Plan,
    q: ScanQuery,
    docs: ScannedDoc[],
    test: ((d: ScannedDoc) => boolean) | null,
  ) {
    if (flagged(docs)) return new Set(docs.filter((d) => d.title).map((d) => d.key));
    return (await titleKeys(p, q, Math.max(docs.length, 1), test)).keys;
  }

  async function titleKeys(p: Plan, q: ScanQuery, want: number, test: ((d: ScannedDoc) => boolean) | null) {
    if (!p.text) return { keys: new Set<number>(), docs: [] as ScannedDoc[], capped: false };
    const { docs, capped } = await collect({ ...q, titleOnly: true }, want, test);
    return { keys: new Set(docs.map((d) => d.key)), docs, capped };
  }

  function distanceOf(p: Plan, d: ScannedDoc): number | null {
    const point = p.geo.point;
    if (!point || d.doc.places.length === 0) return null;
    return Math.min(...d.doc.places.map((pl) => distanceKm(point, pl)));
  }

  async function cards(tenantId: string, p: Plan, page: ScannedDoc[]): Promise<SearchPosition[]> {
    const found = await positions.findManyByIds(
      tenantId,
      page.map((d) => positionIdOfKey(d.key)),
    );
    const byId = new Map(found.map((x) => [x.id, x]));
    const out: SearchPosition[] = [];
    for (const d of page) {
      const pos = byId.get(positionIdOfKey(d.key));
      if (!pos) continue;
      const km = distanceOf(p, d);
      out.push({
        id: pos.id,
        title: pos.title,
        department: pos.department,
        jobType: pos.jobType,
        seniority: pos.seniority,
        locations: pos.locations,
        isRemote: pos.isRemote,
        postedAt: pos.postedAt,
        validThrough: pos.validThrough,
        salary: pos.salary,
        snippet: snippet(pos.description),
        distanceKm: km === null ? null : Math.round(km * 10) / 10,
        archived_at: pos.archivedAt,
      });
    }
    return out;
  }

  function effectiveSort(p: Plan, wanted: SortOption | undefined): SortOption {
    if (wanted === 'distance' && p.geo.point) return 'distance';
    if (wanted === 'date') return 'date';
    if (wanted === 'relevance' && p.text) return 'relevance';
    return p.text ? 'relevance' : 'date';
  }

  function appliedFilters(p: Plan): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const f of p.active) out[f.config.filterName] = f.values;
    if (p.distance !== null) out[DISTANCE_FILTER] = [String(p.distance)];
    for (const [name, { values }] of p.latlongFilters) out[name] = values;
    return out;
  }

  /** Orders by relevance tiers (all words in the title first), then newest first. */
  function byTiers(docs: ScannedDoc[], tier1: Set<number>): ScannedDoc[] {
    return [...docs.filter((d) => tier1.has(d.key)), ...docs.filter((d) => !tier1.has(d.key))];
  }

  function byDistance(p: Plan, docs: ScannedDoc[]): ScannedDoc[] {
    return docs
      .map((d) => ({ d, km: distanceOf(p, d) ?? Number.POSITIVE_INFINITY }))
      .sort((a, b) => a.km - b.km || b.d.key - a.d.key)
      .map((x) => x.d);
  }

  let lastUnlist = Number.NEGATIVE_INFINITY;
  /** At most once a minute per process: positions past their valid-through date leave the index. */
  async function unlistExpired(at: Date) {
    if (at.getTime() - lastUnlist < 60_000) return;
    lastUnlist = at.getTime();
    while ((await positions.unlistExpired()) >= 500) {
      // a large backlog (a server that was down for months) drains in batches
    }
  }

  /** One page of a search with more matches than the facet sample holds (the answer is not in memory). */
  async function cappedPage(
    p: Plan,
    params: SearchParams,
    sortBy: SortOption,
    sampled: ScannedDoc[],
    test: ((d: ScannedDoc) => boolean) | null,
  ): Promise<ScannedDoc[]> {
    const end = params.start + params.num;
    // The sample is the newest matches without the configured filters: the ones that pass them are exactly
    // the newest full matches of that stretch of the index.
    const passing = sampled.filter((d) => passesAll(p.compiled, d));
    if (sortBy === 'distance') {
      // Among the newest matches of the facet sample: a radius that wide is a rare, deliberately broad search.
      return byDistance(p, passing).slice(params.start, end);
    }
    if (sortBy === 'date' && passing.length >= end) return passing.slice(params.start, end);
    // Fewer than a page among the newest: the filtered matches are sparse, so walking newest first could
    // read the whole tenant before meeting them (see ScanQuery.sparse).
    const full: ScanQuery = { ...p.full, sparse: passing.length < end };
    if (sortBy === 'relevance') {
      // Every title match is a text match, so the sample's flagged rows that pass the filters are the
      // newest title matches: when there are a page of them, that is the page.
      const sampledTier1 = flagged(passing) ? passing.filter((d) => d.title) : [];
      if (sampledTier1.length >= end) return sampledTier1.slice(params.start, end);
      // Title matches are a small share of text matches whatever the sample says: always collected.
      const tier1 = await titleKeys(p, { ...p.full, sparse: true }, end, test);
      if (tier1.docs.length >= end) return tier1.docs.slice(params.start, end);
      // Fewer than a page: the tier holds every title match, and the sample's other rows are the newest
      // matches outside it.
      const sampledRest = passing.filter((d) => !tier1.keys.has(d.key));
      if (sampledRest.length >= end - tier1.docs.length)
        return [...tier1.docs, ...sampledRest].slice(params.start, end);
      const rest = await collect(full, end + tier1.docs.length, test);
      return [...tier1.docs, ...rest.docs.filter((d) => !tier1.keys.has(d.key))].slice(params.start, end);
    }
    if (!test) {
      return (await index.scan(full, params.num, params.start)).map((r) => ({
        key: r.key,
        doc: decodePayload(r.payload),
      }));
    }
    return (await collect(full, end, test)).docs.slice(params.start, end);
  }

  /** No configured filter is active: the full query is the base query. */
  function unfiltered(p: Plan): boolean {
    return p.full.tokenGroups.length === p.base.tokenGroups.length && p.full.minKey === null;
  }

  /**
   * Without configured filters the full query is the sample's: its matches are the sample's rows and those
   * older than its last, so the count goes on from there instead of reading the sample's stretch again.
   */
  function countAfterSample(p: Plan, sampled: ScannedDoc[]) {
    const last = sampled[sampled.length - 1];
    if (!last || !unfiltered(p)) return null;
    const rest = cap + 1 - sampled.length;
    return index
      .count({ ...p.full, maxKey: last.key }, rest)
      .then((n) => ({ count: Math.min(sampled.length + n, cap), capped: sampled.length + n > cap }));
  }

  async function search(tenant: SearchTenant, params: SearchParams): Promise<SearchResult> {
    const at = now();
    await unlistExpired(at);
    const p = await plan(tenant, params, at, await expandPrefixes(tenant.id, parseTextQuery(params.query)));
    const sortBy = effectiveSort(p, params.sort_by);
    const meta = {
      start: params.start,
      num: params.num,
      query: params.query,
      location: {
        kind: p.geo.kind,
        label: p.geo.label,
        lat: p.geo.point?.lat ?? null,
        lng: p.geo.point?.lng ?? null,
      },
      distanceUnit: tenant.config.pcsxConfig.searchConfig.distanceUnit,
    };
    const test = exactTest(p);
    const end = params.start + params.num;
    // The capped count of the full query, without exact tests. Where reads run at once (PostgreSQL's pool),
    // it starts beside the sample below: a large search then costs the slower of the two rather than their
    // sum, and a small one (answered from the sample) only wastes a count of a few matches.
    const countFull = () =>
      index.count(p.full, cap + 1).then((n) => ({ count: Math.min(n, cap), capped: n > cap }));
    const early = index.concurrent && !test && !p.impossible ? countFull() : null;
    early?.catch(() => undefined); // awaited below when needed; never an unhandled rejection
    // Everything but the configured filters, newest first: the facets' base and, when it is small enough,
    // the whole answer. An unknown place matches nothing. A relevance order needs to know which matches
    // are title matches: the sample flags its rows.
    const titleFlags = sortBy === 'relevance' && p.text !== null;
    let base: { docs: ScannedDoc[]; capped: boolean };
    /** The full query's count, when the base read gave it. */
    let readCount: { count: number; capped: boolean } | null = null;
    if (p.impossible) base = { docs: [], capped: false };
    else if (test && unfiltered(p)) {
      // An exact test (distance, map area) reads and decodes every row anyway to count: one read of up to
      // the count's cap gives the count, and its newest rows are the sample.
      const read = await collect({ ...p.base, titleFlags }, cap, test);
      readCount = { count: read.docs.length, capped: read.capped };
      base = { docs: read.docs.slice(0, sample), capped: read.capped || read.docs.length > sample };
    } else base = await collect({ ...p.base, titleFlags }, sample, test);
    /** Every full match, when one read holds them all, and the query whose every match that read holds. */
    let all: ScannedDoc[] | null = null;
    let allOf = { query: p.base, read: base.docs };
    if (!base.capped) all = base.docs.filter((d) => passesAll(p.compiled, d));
    else if (!test && base.docs.filter((d) => passesAll(p.compiled, d)).length < end) {
      // Fewer than a page of the newest matches pass the filters: the full matches are probably few, and
      // collecting them all (ScanQuery.sparse) answers the count and the page in one read.
      const collected = await collect({ ...p.full, titleFlags, sparse: true }, sample, null);
      if (!collected.capped) {
        all = collected.docs;
        allOf = { query: p.full, read: collected.docs };
      }
    }
    let count: number;
    let countIsCapped = false;
    let found: SearchPosition[];
    if (all) {
      let matched = all;
      count = matched.length;
      if (sortBy === 'relevance') matched = byTiers(matched, await tier1Of(p, allOf.query, allOf.read, test));
      if (sortBy === 'distance') matched = byDistance(p, matched);
      found = await cards(tenant.id, p, matched.slice(params.start, end));
    } else {
      // The count and the page are independent reads: on PostgreSQL they run on two pooled connections at
      // once, so a large search costs the slower of the two rather than their sum.
      const counting = readCount
        ? Promise.resolve(readCount)
        : test
          ? collect(p.full, cap, test).then((c) => ({ count: c.docs.length, capped: c.capped }))
          : (early ?? countAfterSample(p, base.docs) ?? countFull());
      const paging = cappedPage(p, params, sortBy, base.docs, test).then((page) => cards(tenant.id, p, page));
      const [counted, paged] = await Promise.all([counting, paging]);
      count = counted.count;
      countIsCapped = counted.capped;
      found = paged;
    }
    return {
      count,
      positions: found,
      filterDef: {
        allFilters: computeFacets({
          filters: p.filters,
          active: p.active,
          docs: base.docs,
          now: at,
          lowerBounds: base.capped,
        }),
      },
      sortBy,
      appliedFilters: appliedFilters(p),
      resultsMetaData: { ...meta, countIsCapped },
      savedSearchMetadata: null,
      debugData: null,
    };
  }

  /** One marker per place of the matching positions (remote places apart), over the newest 10,000. */
  async function markers(
    tenant: SearchTenant,
    params: SearchParams,
  ): Promise<{ markers: MapMarker[]; countIsCapped: boolean }> {
    const at = now();
    await unlistExpired(at);
    const p = await plan(tenant, params, at, await expandPrefixes(tenant.id, parseTextQuery(params.query)));
    if (p.impossible) return { markers: [], countIsCapped: false };
    const { docs, capped } = await collect(p.full, cap, exactTest(p));
    const byPlace = new Map<string, MapMarker>();
    for (const d of docs) {
      if (!passesAll(p.compiled, d)) continue;
      for (const pl of d.doc.places) {
        const id = `${d.doc.isRemote ? 'remote:' : ''}${pl.city}|${pl.countryCode}`;
        const marker = byPlace.get(id);
        if (marker) marker.count += 1;
        else
          byPlace.set(id, {
            id,
            latlong: { lat: pl.lat, lng: pl.lng },
            count: 1,
            location: `${pl.city}, ${pl.country}`,
            is_remote: d.doc.isRemote,
          });
      }
    }
    return { markers: [...byPlace.values()].sort((a, b) => b.count - a.count), countIsCapped: capped };
  }

  /** Titles and skills of listed positions: those starting with the text first, then containing a word that does. */
  async function suggestQueries(tenantId: string, text: string, limit = 8): Promise<Suggestion[]> {
    const key = termKey(text);
    if (!key) return [];
    const rows = await searchTerms.matching(tenantId, key, 200);
    return rows
      .map((r) => ({ r, starts: r.term_key.startsWith(key) ? 0 : 1 }))
      .sort((a, b) => a.starts - b.starts || b.r.docs - a.r.docs || a.r.text.localeCompare(b.r.text))
      .slice(0, limit)
      .map(({ r }) => ({ label: r.text, value: r.text, kind: r.kind === 'skill' ? 'skill' : 'title' }));
  }

  function suggestLocations(text: string, limit = 8): Suggestion[] {
    const trimmed = text.replace(/[-_]+/g, ' ').trim();
    if (!trimmed) return [];
    const out: Suggestion[] = [];
    if ('remote'.startsWith(trimmed.toLowerCase()))
      out.push({ label: 'Remote', value: 'remote', kind: 'remote' });
    for (const place of suggestPlaces(trimmed.split(',')[0] ?? trimmed, limit)) {
      const label = placeLabel(place);
      out.push({
        label,
        value: label,
        kind: 'place',
        lat: place.lat,
        lng: place.lng,
        place: placeLocation(place),
      });
    }
    return out.slice(0, limit);
  }

  /** The skills the tenant's listed positions ask for, most asked first: the vocabulary a resume is read with. */
  async function skillVocabulary(tenantId: string, limit = 5000): Promise<string[]> {
    const rows = await deps.db
      .selectFrom('search_terms')
      .select('text')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', 'skill')
      .where('docs', '>', 0)
      .orderBy('docs', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.text);
  }

  /** Changes with every write to the tenant's index: what cached answers are checked against. */
  const indexVersion = (tenantId: string) => index.version(tenantId);

  return { search, markers, suggestQueries, suggestLocations, skillVocabulary, indexVersion };
}

export type SearchService = ReturnType<typeof createSearchService>;
