import {
  DISTANCE_FILTER,
  readFilterParams,
  SEARCH_MAX_START,
  SORT_OPTIONS,
  type SortOption,
  SPECIAL_LOCATIONS,
  writeFilterParams,
} from '@portico/contracts';
import type { QueryParams } from '../../lib/api/query-string.js';
import { carriedParams } from '../../lib/careers-href.js';

/**
 * The search page's state lives in its URL (spec 2 §2, §4): the address can be shared, reloaded and
 * rendered on the server, and Back walks through earlier searches. This module is the one place that
 * reads and writes it.
 */
export interface SearchState {
  query: string;
  location: string;
  start: number;
  sortBy: SortOption | null;
  /** filter name (as written in the URL: a name or a display name) → values. */
  filters: Record<string, string[]>;
  /** A position chosen in the URL (a shared link or the phone's detail view). */
  pid: number | null;
  /** "current location" / "Map Location" point and "Map Area" bounds, as "lat,lng". */
  latlong: string | null;
  mapSw: string | null;
  mapNe: string | null;
}

/** Spec 2 §2: hyphens and underscores in query and location values read as spaces. */
export function readSpaces(value: string): string {
  return value.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

const MAP_POINT_LOCATIONS = [SPECIAL_LOCATIONS.mapLocation, SPECIAL_LOCATIONS.mapArea].map((l) =>
  l.toLowerCase(),
);
const LAT_LNG = /^-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?$/;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,10}/.test(value)) return null;
  const n = Number.parseInt(value, 10);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/**
 * Reads `/careers`, `/careers/search` or `/careers/{query}/{location}` with its query string. Path segments
 * are the short form of `query` and `location`; parameters win when both are given.
 */
export function parseSearchUrl(
  pathSegments: { query?: string; location?: string },
  search: string,
  opts: { commaInValues: boolean },
): SearchState {
  const params = new URLSearchParams(search);
  const query = readSpaces(params.get('query') ?? pathSegments.query ?? '');
  let location = readSpaces(params.get('location') ?? pathSegments.location ?? '');
  const latlong = params.get('latlong');
  const mapSw = params.get('map_sw');
  const mapNe = params.get('map_ne');
  // Spec 2 §4: a Map Location or Map Area value coming from the URL alone is an empty location. With its
  // point (or bounds) it is a map search that was shared or reloaded, and stays one.
  const lower = location.toLowerCase();
  if (lower === MAP_POINT_LOCATIONS[0] && !(latlong && LAT_LNG.test(latlong))) location = '';
  if (lower === MAP_POINT_LOCATIONS[1] && !(mapSw && mapNe && LAT_LNG.test(mapSw) && LAT_LNG.test(mapNe)))
    location = '';
  const startNumber = Number.parseInt(params.get('start') ?? '0', 10);
  const start = Number.isFinite(startNumber) ? Math.min(Math.max(startNumber, 0), SEARCH_MAX_START) : 0;
  const sortRaw = params.get('sort_by');
  const sortBy = (SORT_OPTIONS as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as SortOption) : null;
  const filters = readFilterParams(params, opts);
  const isPoint = location.toLowerCase() === MAP_POINT_LOCATIONS[0];
  // Spec 2 §4: a distance of 0 only makes sense around a map point.
  if (!isPoint && filters[DISTANCE_FILTER]?.every((v) => Number(v) === 0)) delete filters[DISTANCE_FILTER];
  return {
    query,
    location,
    start,
    sortBy,
    filters,
    pid: positiveInt(params.get('pid')),
    latlong: latlong && LAT_LNG.test(latlong) ? latlong : null,
    mapSw: location.toLowerCase() === MAP_POINT_LOCATIONS[1] ? mapSw : null,
    mapNe: location.toLowerCase() === MAP_POINT_LOCATIONS[1] ? mapNe : null,
  };
}

/**
 * The page URL for a state: always `/careers?…` (the path forms are only read), with the parameters the
 * visitor carries from page to page (tenant, language, campaign) kept from `currentSearch`.
 */
export function searchHref(
  state: SearchState,
  currentSearch: string,
  opts: { commaInValues: boolean },
): string {
  const next = new URLSearchParams(carriedParams(currentSearch));
  if (state.query) next.set('query', state.query);
  if (state.location) next.set('location', state.location);
  if (state.latlong && state.location) next.set('latlong', state.latlong);
  if (state.mapSw && state.mapNe) {
    next.set('map_sw', state.mapSw);
    next.set('map_ne', state.mapNe);
  }
  for (const [k, v] of writeFilterParams(state.filters, opts)) next.append(k, v);
  if (state.sortBy) next.set('sort_by', state.sortBy);
  if (state.start > 0) next.set('start', String(state.start));
  if (state.pid) next.set('pid', String(state.pid));
  const text = next.toString();
  return text ? `/careers?${text}` : '/careers';
}

/** Parameters of `GET /api/pcsx/search` for a state (the selected position is not part of a search). */
export function searchApiParams(state: SearchState, opts: { commaInValues: boolean }): QueryParams {
  const params: QueryParams = {
    query: state.query,
    location: state.location,
    start: state.start || undefined,
    sort_by: state.sortBy ?? undefined,
    latlong: state.location ? (state.latlong ?? undefined) : undefined,
    map_sw: state.mapSw ?? undefined,
    map_ne: state.mapNe ?? undefined,
  };
  const grouped: Record<string, string[]> = {};
  for (const [k, v] of writeFilterParams(state.filters, opts)) {
    grouped[k] = [...(grouped[k] ?? []), v];
  }
  for (const [k, values] of Object.entries(grouped)) params[k] = values.length === 1 ? values[0] : values;
  return params;
}

/** State for a new search from the search boxes (spec 2 §4): first page, no selection; filters kept. */
export function newSearch(
  state: SearchState,
  query: string,
  location: string,
  point?: string | null,
): SearchState {
  const sameWhere = query === state.query && location === state.location;
  return {
    ...state,
    query,
    location,
    start: 0,
    pid: null,
    // Spec 2 §4: the sort is sent only while the query and location it was chosen for are current.
    sortBy: sameWhere ? state.sortBy : null,
    latlong: point ?? (location === state.location ? state.latlong : null),
    mapSw: null,
    mapNe: null,
  };
}

/** Spec 2 §4: changing filters resets paging and the selection. */
export function withFilters(state: SearchState, filters: Record<string, string[]>): SearchState {
  return { ...state, filters, start: 0, pid: null };
}

/** Filters the search understood (the response's `appliedFilters`), by their canonical names. */
export function sameFilters(a: Record<string, string[]>, b: Record<string, string[]>): boolean {
  const keys = (r: Record<string, string[]>) =>
    Object.keys(r)
      .filter((k) => (r[k]?.length ?? 0) > 0)
      .sort();
  const ka = keys(a);
  const kb = keys(b);
  if (ka.join('\u0000') !== kb.join('\u0000')) return false;
  return ka.every((k) => [...(a[k] ?? [])].sort().join('\u0000') === [...(b[k] ?? [])].sort().join('\u0000'));
}
