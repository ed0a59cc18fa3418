import { DEFAULT_DISTANCE, DISTANCE_FILTER, type SortOption } from '@portico/contracts';
import { minKeyPostedSince } from '../../search/documents.js';
import { type CompiledFilter, compileFilters, type ScannedDoc } from '../../search/facets.js';
import { type ActiveFilter, configuredFilters, postedWithinDays, valueTokens } from '../../search/filters.js';
import { distanceKm, milesToKm } from '../../search/geo.js';
import {
  type GeoConstraint,
  MAX_PLACE_TOKENS,
  narrowToPlaces,
  resolveLocation,
} from '../../search/location.js';
import type { ScanQuery } from '../../search/search-index.js';
import type { createSearchPlacesRepository } from '../../search/search-places.js';
import type { createSearchTermsRepository } from '../../search/search-terms.js';
import { parseTextQuery, type TextQuery } from '../../search/text-query.js';
import { DEFAULT_SYNONYMS, type SynonymTable, synonymTable } from '../../search/words.js';
import type { MarkerFilter, SearchRequest, SearchTenant } from './search-request.js';

/*
 * A search's plan: what its request resolves to before the index is read (the text's terms, the place,
 * the filters as index tokens and as tests), and the rules that order and describe its matches.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole words a prefix term is widened by (see TextTerm `expansions`). */
const MAX_EXPANSIONS = 16;

export interface Plan {
  text: TextQuery | null;
  geo: GeoConstraint;
  filters: { config: ActiveFilter['config']; field: ActiveFilter['field'] }[];
  active: ActiveFilter[];
  compiled: CompiledFilter[];
  /** Index query of everything but the configured filters (the facets' base). */
  base: ScanQuery;
  /** Index query with every filter. */
  full: ScanQuery;
  /** The radius searched (0 at a map point), echoed as the distance filter; null without a point. */
  distance: number | null;
  /** Nothing can match: an unknown place, or typed text with no searchable word. */
  impossible: boolean;
  /**
   * Map-marker filters (spec 2 §3): only jobs within 1 km of one of the named points, remote ones for
   * `latlong_remote` and on-site ones for `latlong_non_remote`.
   */
  markers: MarkerFilter[];
}

export interface PlanSources {
  searchTerms: ReturnType<typeof createSearchTermsRepository>;
  searchPlaces: ReturnType<typeof createSearchPlacesRepository>;
}

/**
 * The synonym table a tenant's searches read: the built-in tables of every language (a visitor types in
 * their own language whatever the page's) and the tenant's own entries. Kept per configuration object,
 * which a tenant's cached record shares between searches.
 */
const tables = new WeakMap<object, SynonymTable>();
const BUILT_IN = Object.values(DEFAULT_SYNONYMS).flat();

export function synonymsOf(tenant: SearchTenant): SynonymTable {
  const search = tenant.config.pcsxConfig.searchConfig;
  let table = tables.get(search);
  if (!table) {
    table = synonymTable([...BUILT_IN, ...search.synonyms]);
    tables.set(search, table);
  }
  return table;
}

/** The typed text as terms, with the tenant's synonyms. */
export function textQueryOf(tenant: SearchTenant, query: string): TextQuery | null {
  return parseTextQuery(query, synonymsOf(tenant));
}

/** Whole words of the tenant's titles and skills starting with each prefix term (see TextTerm). */
export async function expandPrefixes(
  sources: PlanSources,
  tenantId: string,
  text: TextQuery | null,
): Promise<TextQuery | null> {
  if (!text?.terms.some((t) => t.prefix)) return text;
  const terms = await Promise.all(
    text.terms.map(async (term) => {
      const prefix = term.words[term.words.length - 1] as string;
      if (!term.prefix || term.words.length > 1) return term;
      const rows = await sources.searchTerms.matching(tenantId, prefix, 200);
      const words = new Set<string>();
      for (const r of rows) {
        for (const w of r.term_key.split(' '))
          if (w.startsWith(prefix) && w !== prefix && /^[\p{L}\p{N}]+$/u.test(w)) words.add(w);
      }
      return { ...term, expansions: [...words].slice(0, MAX_EXPANSIONS) };
    }),
  );
  return { terms };
}

/** A radius or map area as the city tokens of the tenant's places in it (location.ts, narrowToPlaces). */
async function placesOf(sources: PlanSources, tenantId: string, geo: GeoConstraint): Promise<GeoConstraint> {
  if (!geo.region) return geo;
  return narrowToPlaces(
    geo,
    await sources.searchPlaces.sharingTokensWith(tenantId, geo.region.box, MAX_PLACE_TOKENS),
  );
}

export async function planSearch(
  sources: PlanSources,
  tenant: SearchTenant,
  request: SearchRequest,
  at: Date,
): Promise<Plan> {
  const search = tenant.config.pcsxConfig.searchConfig;
  const filters = configuredFilters(search.smartFilters, search.allFilters);
  const { active } = request;
  const radius = request.distance ?? DEFAULT_DISTANCE;
  const [text, geo] = await Promise.all([
    expandPrefixes(sources, tenant.id, textQueryOf(tenant, request.query)),
    placesOf(
      sources,
      tenant.id,
      resolveLocation({
        location: request.location,
        latlong: request.latlong,
        mapSw: request.map_sw,
        mapNe: request.map_ne,
        radiusKm: search.distanceUnit === 'mi' ? milesToKm(radius) : radius,
        fallbackPoint: tenant.config.ipGeolocation.enabled ? tenant.config.ipGeolocation.latlong : null,
      }),
    ),
  ]);
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
    language: tenant.config.defaultLanguage,
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
    impossible: geo.impossible === true || text?.terms.length === 0,
    markers: request.markers,
  };
}

/** The exact tests the index cannot do: distance or map area, and marker (latlong) filters. */
export function exactTest(p: Plan): ((d: ScannedDoc) => boolean) | null {
  const tests: ((d: ScannedDoc) => boolean)[] = [];
  if (p.geo.test) {
    const t = p.geo.test;
    tests.push((d) => t(d.doc));
  }
  for (const { name, points } of p.markers) {
    const remote = name === 'latlong_remote';
    tests.push(
      (d) =>
        d.doc.isRemote === remote && d.doc.places.some((pl) => points.some((pt) => distanceKm(pt, pl) <= 1)),
    );
  }
  return tests.length === 0 ? null : (d) => tests.every((t) => t(d));
}

/** No configured filter is active: the full query is the base query. */
export function unfiltered(p: Plan): boolean {
  return p.full.tokenGroups.length === p.base.tokenGroups.length && p.full.minKey === null;
}

/**
 * The order a search answers in: distance only with a point to measure from, relevance only with text;
 * without a choice, relevance with text and newest first without.
 */
export function effectiveSort(p: Pick<Plan, 'text' | 'geo'>, wanted: SortOption | undefined): SortOption {
  if (wanted === 'distance' && p.geo.point) return 'distance';
  if (wanted === 'date') return 'date';
  if (wanted === 'relevance' && p.text) return 'relevance';
  return p.text ? 'relevance' : 'date';
}

/** The filters the answer was computed with (spec 2 §5: what the search understood). */
export function appliedFilters(p: Plan): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of p.active) out[f.config.filterName] = f.values;
  if (p.distance !== null) out[DISTANCE_FILTER] = [String(p.distance)];
  for (const { name, values } of p.markers) out[name] = values;
  return out;
}

/** The distance from the searched point to the document's nearest place, km; null without either. */
export function distanceOf(p: Pick<Plan, 'geo'>, d: ScannedDoc): number | null {
  const point = p.geo.point;
  if (!point || d.doc.places.length === 0) return null;
  return Math.min(...d.doc.places.map((pl) => distanceKm(point, pl)));
}

/** Nearest first; at the same distance (or none: last), newest first. */
export function byDistance(p: Pick<Plan, 'geo'>, docs: readonly ScannedDoc[]): ScannedDoc[] {
  return docs
    .map((d) => ({ d, km: distanceOf(p, d) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.km - b.km || b.d.key - a.d.key)
    .map((x) => x.d);
}
