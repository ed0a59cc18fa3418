import {
  DISTANCE_FILTER,
  type FilterParams,
  LATLONG_FILTERS,
  type SearchQueryParams,
  SPECIAL_LOCATIONS,
} from '@portico/contracts';
import { type ActiveFilter, configuredFilters, resolveFilterParams } from '../../search/filters.js';
import type { LatLng } from '../../search/geo.js';
import { locationText } from '../../search/location.js';
import type { Tenant } from '../tenants/tenants.service.js';

export type SearchTenant = Pick<Tenant, 'id' | 'config'>;

/** A marker filter (spec 2 §3): the values as given (echoed in appliedFilters) and the points they name. */
export interface MarkerFilter {
  name: (typeof LATLONG_FILTERS)[number];
  values: string[];
  points: LatLng[];
}

/**
 * A search call's parameters as the search uses them: validated (the contract's schema, defaults applied),
 * and its `filter_*` parameters resolved against the tenant's filters. Everything a search answers from is
 * here and nothing else is, so it is also what a cached answer is keyed by (`searchCacheKey`): parameters
 * the search does not read, or reads to the same effect, give the same request.
 */
export interface SearchRequest {
  query: string;
  location: string;
  start: number;
  num: number;
  sort_by?: SearchQueryParams['sort_by'];
  latlong?: LatLng | undefined;
  map_sw?: LatLng | undefined;
  map_ne?: LatLng | undefined;
  /** The tenant's filters chosen, by configured name order, each with its canonical values sorted. */
  active: ActiveFilter[];
  /** The distance filter (in the tenant's unit) when it means something; null for the default radius. */
  distance: number | null;
  markers: MarkerFilter[];
}

/** The widest radius a search takes: half the Earth's circumference, in either unit. */
const MAX_DISTANCE = 20_000;
const MAX_MARKER_VALUES = 50;

/** `location:::lat,long` or `lat,long` (spec 2 §3 latlong filters); invalid ones are skipped (§5). */
export function parseLatLongValue(value: string): LatLng | null {
  const coords = value.includes(':::') ? value.slice(value.lastIndexOf(':::') + 3) : value;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(coords);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/**
 * The request of validated query parameters and the `filter_*` parameters read with the contracts' filter
 * grammar (`readFilterParams`). Unknown filters and values, and marker values that are no coordinates, are
 * left out; a distance below 0 is the default radius, and a distance of 0 means something only at a map
 * point ("Map Location", spec 2 §4), so elsewhere it is the default radius too.
 */
export function searchRequest(
  tenant: SearchTenant,
  params: Pick<SearchQueryParams, 'query' | 'location' | 'start' | 'num'> & Partial<SearchQueryParams>,
  filterParams: Readonly<FilterParams>,
): SearchRequest {
  const search = tenant.config.pcsxConfig.searchConfig;
  const filters = configuredFilters(search.smartFilters, search.allFilters);
  const { active, extra } = resolveFilterParams(filterParams, filters);
  const order = new Map(filters.map((f, i) => [f.config.filterName, i]));
  const sorted = active
    .map((f) => ({ ...f, values: [...f.values].sort() }))
    .sort((a, b) => (order.get(a.config.filterName) ?? 0) - (order.get(b.config.filterName) ?? 0));
  const markers: MarkerFilter[] = [];
  for (const name of LATLONG_FILTERS) {
    const values: string[] = [];
    const points: LatLng[] = [];
    for (const value of extra.get(name) ?? []) {
      const point = parseLatLongValue(value);
      if (!point || values.length >= MAX_MARKER_VALUES) continue;
      values.push(value);
      points.push(point);
    }
    if (values.length > 0) markers.push({ name, values, points });
  }
  const distanceValue = Number((extra.get(DISTANCE_FILTER) ?? [])[0]);
  // The location as resolveLocation reads it, so the special values match here exactly as they do there.
  const where = locationText(params.location).toLowerCase();
  const isMapPoint = where === SPECIAL_LOCATIONS.mapLocation.toLowerCase();
  let distance: number | null = Number.isFinite(distanceValue) && distanceValue >= 0 ? distanceValue : null;
  if (distance === 0 && !isMapPoint) distance = null;
  if (distance !== null) distance = Math.min(distance, MAX_DISTANCE);
  const request: SearchRequest = {
    query: params.query,
    location: params.location,
    start: params.start,
    num: params.num,
    active: sorted,
    distance,
    markers,
  };
  if (params.sort_by !== undefined) request.sort_by = params.sort_by;
  // A point is read only for "current location" and "Map Location", bounds only for "Map Area" (location.ts
  // resolveLocation); elsewhere they change nothing, so the request leaves them out.
  const point = [SPECIAL_LOCATIONS.currentLocation, SPECIAL_LOCATIONS.mapLocation].some(
    (l) => l.toLowerCase() === where,
  );
  if (point && params.latlong !== undefined) request.latlong = params.latlong;
  if (where === SPECIAL_LOCATIONS.mapArea.toLowerCase() && params.map_sw && params.map_ne) {
    request.map_sw = params.map_sw;
    request.map_ne = params.map_ne;
  }
  return request;
}

/** JSON with every object's keys in sorted order: equal values give equal text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * The cache key of a search call (docs/decisions/017, 032): the call, the tenant, the configuration the
 * answer depends on (its search configuration and IP-geolocation point) and the request, filters by name
 * and values only. Built from the request, never from the URL, so parameters the search ignores (a
 * tracking tag, an unknown filter) or writes it accepts in other forms (order, a label for a value, a
 * display name for a filter) share one entry.
 */
export function searchCacheKey(call: string, tenant: SearchTenant, request: SearchRequest): string {
  const { active, ...rest } = request;
  return stableJson([
    call,
    tenant.id,
    tenant.config.pcsxConfig.searchConfig,
    tenant.config.ipGeolocation,
    { ...rest, active: active.map((f) => [f.config.filterName, f.values]) },
  ]);
}
