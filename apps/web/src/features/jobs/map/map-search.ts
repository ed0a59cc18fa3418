import { DISTANCE_FILTER, SPECIAL_LOCATIONS } from '@portico/contracts';
import type { QueryParams } from '../../../lib/api/query-string.js';
import { newSearch, type SearchState, searchApiParams } from '../search-url.js';
import { validLatLng } from './cluster-style.js';

/**
 * How the map turns into searches (spec 2 §4 special locations) and which markers it shows. Pure, so the
 * rules are tested without Leaflet.
 */

export interface LatLng {
  lat: number;
  lng: number;
}
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const COORD_DIGITS = 5; // about a metre: enough for a place, short in the URL.

export function pointText(point: LatLng): string {
  return `${point.lat.toFixed(COORD_DIGITS)},${point.lng.toFixed(COORD_DIGITS)}`;
}

/** "lat,lng" text (the URL's latlong, map_sw, map_ne) as a valid point, or null. */
export function parsePoint(text: string | null | undefined): LatLng | null {
  if (!text) return null;
  const [lat, lng, ...rest] = text.split(',');
  return rest.length === 0 ? validLatLng(lat?.trim(), lng?.trim()) : null;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A search the map itself made: a chosen point ("Map Location") or the visible area ("Map Area"). */
export function isMapSearch(state: SearchState): boolean {
  return (
    same(state.location, SPECIAL_LOCATIONS.mapLocation) || same(state.location, SPECIAL_LOCATIONS.mapArea)
  );
}

/** The place chosen on the map, when the search is a "Map Location" one. */
export function selectedPoint(state: SearchState): LatLng | null {
  return same(state.location, SPECIAL_LOCATIONS.mapLocation) ? parsePoint(state.latlong) : null;
}

/** The area searched, when the search is a "Map Area" one. */
export function searchedArea(state: SearchState): Bounds | null {
  if (!same(state.location, SPECIAL_LOCATIONS.mapArea)) return null;
  const sw = parsePoint(state.mapSw);
  const ne = parsePoint(state.mapNe);
  return sw && ne ? { south: sw.lat, west: sw.lng, north: ne.lat, east: ne.lng } : null;
}

function withoutDistance(filters: Record<string, string[]>): Record<string, string[]> {
  const { [DISTANCE_FILTER]: _distance, ...rest } = filters;
  return rest;
}

/**
 * Spec 2 §4 "Map Location": the point of a pin, with the distance filter 0 (only jobs at that place).
 * Query and other filters stay; paging, the selected job and a sort chosen for another place reset.
 */
export function mapLocationState(state: SearchState, point: LatLng): SearchState {
  const next = newSearch(state, state.query, SPECIAL_LOCATIONS.mapLocation, pointText(point));
  return { ...next, filters: { ...state.filters, [DISTANCE_FILTER]: ['0'] } };
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * The visible map as the south-west and north-east corners the server reads (latitudes within ±90,
 * longitudes within ±180). The map draws the world once (no copies left and right of it), so the part of a
 * view beyond ±180° is empty and is left out: the area is what the visitor sees.
 */
export function areaCorners(bounds: Bounds): { sw: string; ne: string } {
  const south = clamp(bounds.south, -90, 90);
  const north = clamp(bounds.north, -90, 90);
  const west = clamp(bounds.west, -180, 180);
  const east = clamp(bounds.east, -180, 180);
  return { sw: pointText({ lat: south, lng: west }), ne: pointText({ lat: north, lng: east }) };
}

/** Spec 2 §4 "Map Area": the jobs inside the visible map; the distance filter does not apply. */
export function mapAreaState(state: SearchState, bounds: Bounds): SearchState {
  const { sw, ne } = areaCorners(bounds);
  const next = newSearch(state, state.query, SPECIAL_LOCATIONS.mapArea, null);
  return { ...next, latlong: null, mapSw: sw, mapNe: ne, filters: withoutDistance(state.filters) };
}

/**
 * Parameters of the markers call for a search. A search the map made keeps the markers of the search it
 * came from (same words and filters, no place): choosing a pin or an area must not empty the map around it.
 */
export function markerApiParams(state: SearchState, opts: { commaInValues: boolean }): QueryParams {
  const base: SearchState = isMapSearch(state)
    ? {
        ...state,
        location: '',
        latlong: null,
        mapSw: null,
        mapNe: null,
        filters: withoutDistance(state.filters),
      }
    : state;
  const {
    start: _start,
    sort_by: _sort,
    ...params
  } = searchApiParams({ ...base, start: 0, sortBy: null, pid: null }, opts);
  return params;
}
