import { type SearchLocationKind, SPECIAL_LOCATIONS } from '@portico/contracts';
import { type DocPayload, type IndexPlace, tokens } from './documents.js';
import { placeLabel, resolveCountry, resolvePlace } from './gazetteer.js';
import { boundingBox, distanceKm, inBox, type LatLng, type LatLngBox } from './geo.js';

/**
 * Where a search looks (spec 2 §4 special locations): nowhere in particular, a place or point with a
 * radius, remote positions, a country, or a map area. A constraint gives the index a token group that
 * over-approximates it (grid cells) and the exact test the service applies to what the index returns.
 */
export interface GeoConstraint {
  kind: SearchLocationKind;
  label: string;
  point: LatLng | null;
  /** All must match (AND of groups, each an OR of tokens). */
  tokenGroups: string[][];
  /** Exact test on a matched document; absent when the tokens are exact. */
  test?: (doc: DocPayload) => boolean;
  /** Nothing can match (an unknown place): the search answers no positions rather than every one. */
  impossible?: boolean;
  /** A radius or map area: the box around it and the exact test of a point (see narrowToPlaces). */
  region?: { box: LatLngBox; contains: (p: LatLng) => boolean };
}

export interface LocationInput {
  location: string;
  latlong?: LatLng | undefined;
  mapSw?: LatLng | undefined;
  mapNe?: LatLng | undefined;
  /** Radius for places and points, km; 0 means "at the point itself" (a map marker). */
  radiusKm: number;
  /** The tenant's IP-geolocation point, used for "current location" when the browser gave none. */
  fallbackPoint: LatLng | null;
}

/** A map point is a marker's place: positions there, allowing for rounding of the coordinates. */
const AT_POINT_KM = 1;
const MAX_CELLS = 120;

function cellsAround(lat0: number, lat1: number, lng0: number, lng1: number): string[] | null {
  for (const [size, token] of [
    [1, tokens.cell1],
    [10, tokens.cell10],
  ] as const) {
    const rows = Math.floor(lat1 / size) - Math.floor(lat0 / size) + 1;
    const cols = Math.floor(lng1 / size) - Math.floor(lng0 / size) + 1;
    if (rows * cols > MAX_CELLS) continue;
    const out: string[] = [];
    for (let a = Math.floor(lat0 / size); a <= Math.floor(lat1 / size); a++) {
      for (let b = Math.floor(lng0 / size); b <= Math.floor(lng1 / size); b++) {
        out.push(token(a * size, b * size));
      }
    }
    return out;
  }
  // Larger than the coarse grid can express cheaply (a world view): only the exact test applies.
  return null;
}

/**
 * Grid-cell tokens covering the box (an over-approximation the index can use when a region holds too many
 * places); null when the box spans every longitude or needs too many cells.
 */
function cellsOf(box: LatLngBox): string[] | null {
  if (box.lngRanges.length === 0) return null;
  const out: string[] = [];
  for (const [lo, hi] of box.lngRanges) {
    const cells = cellsAround(
      Math.max(box.minLat, -90),
      Math.min(box.maxLat, 89.999),
      lo,
      Math.min(hi, 179.999),
    );
    if (!cells) return null;
    out.push(...cells);
  }
  return out.length > 0 && out.length <= MAX_CELLS ? out : null;
}

export function radiusConstraint(
  point: LatLng,
  radiusKm: number,
  kind: SearchLocationKind,
  label: string,
): GeoConstraint {
  const r = Math.max(radiusKm, AT_POINT_KM);
  const box = boundingBox(point, r);
  const cells = cellsOf(box);
  const contains = (p: LatLng) => distanceKm(point, p) <= r;
  return {
    kind,
    label,
    point,
    tokenGroups: cells ? [cells] : [],
    test: (doc) => doc.places.some(contains),
    region: { box, contains },
  };
}

function areaConstraint(sw: LatLng, ne: LatLng): GeoConstraint {
  const box: LatLngBox = {
    minLat: Math.min(sw.lat, ne.lat),
    maxLat: Math.max(sw.lat, ne.lat),
    // West of the antimeridian to east of it: two bands.
    lngRanges:
      sw.lng <= ne.lng
        ? [[sw.lng, ne.lng]]
        : [
            [sw.lng, 180],
            [-180, ne.lng],
          ],
  };
  const cells = cellsOf(box);
  const contains = (p: LatLng) => inBox(box, p);
  return {
    kind: 'map_area',
    label: SPECIAL_LOCATIONS.mapArea,
    point: null,
    tokenGroups: cells ? [cells] : [],
    test: (doc) => doc.places.some(contains),
    region: { box, contains },
  };
}

/** More city tokens than this in one region: the grid cells and the exact test serve it instead. */
export const MAX_PLACE_TOKENS = 120;

/**
 * A radius or map area as the city tokens of the tenant's places in it (`places`: every place sharing a
 * token with one in the region's box, from search_places; null when there were too many). A token whose
 * every place lies inside needs no test, so when all do the index counts the matches exactly without
 * reading a document. A token with places on both sides (two towns of one name) keeps the exact test. No
 * place inside: nothing matches.
 */
export function narrowToPlaces(geo: GeoConstraint, places: readonly IndexPlace[] | null): GeoConstraint {
  if (!geo.region || !places) return geo;
  const { contains } = geo.region;
  const byToken = new Map<string, { inside: number; outside: number }>();
  for (const p of places) {
    const entry = byToken.get(p.token) ?? { inside: 0, outside: 0 };
    if (contains(p)) entry.inside += 1;
    else entry.outside += 1;
    byToken.set(p.token, entry);
  }
  const inside = [...byToken].filter(([, n]) => n.inside > 0);
  if (inside.length === 0)
    return { kind: geo.kind, label: geo.label, point: geo.point, tokenGroups: [], impossible: true };
  const exact = inside.every(([, n]) => n.outside === 0);
  const narrowed: GeoConstraint = { ...geo, tokenGroups: [inside.map(([token]) => token)] };
  if (exact) delete narrowed.test;
  return narrowed;
}

const NONE: GeoConstraint = { kind: 'none', label: '', point: null, tokenGroups: [] };

function unresolved(label: string): GeoConstraint {
  return { kind: 'unresolved', label, point: null, tokenGroups: [], impossible: true };
}

/** A location as typed, as it is resolved: hyphens and underscores are spaces (URLs write spaces as either). */
export function locationText(location: string): string {
  return location.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The special values of spec 2 §4: "remote"; "current location" (the browser's point, else the tenant's
 * IP-geolocation point); "Map Location" (the selected map point, distance 0); "Map Area" (the map's
 * bounds, no location text). A Map Location or Map Area without its coordinates (as from a shared URL) is
 * no location at all. Anything else is a place from the gazetteer or a country.
 */
export function resolveLocation(input: LocationInput): GeoConstraint {
  const text = locationText(input.location);
  const lower = text.toLowerCase();
  if (!text) return NONE;
  if (lower === SPECIAL_LOCATIONS.remote) {
    return { kind: 'remote', label: 'Remote', point: null, tokenGroups: [[tokens.remote(true)]] };
  }
  if (lower === SPECIAL_LOCATIONS.mapLocation.toLowerCase()) {
    return input.latlong
      ? radiusConstraint(input.latlong, 0, 'map_location', SPECIAL_LOCATIONS.mapLocation)
      : NONE;
  }
  if (lower === SPECIAL_LOCATIONS.mapArea.toLowerCase()) {
    return input.mapSw && input.mapNe ? areaConstraint(input.mapSw, input.mapNe) : NONE;
  }
  if (lower === SPECIAL_LOCATIONS.currentLocation) {
    const point = input.latlong ?? input.fallbackPoint;
    return point
      ? radiusConstraint(point, input.radiusKm, 'current_location', SPECIAL_LOCATIONS.currentLocation)
      : unresolved(SPECIAL_LOCATIONS.currentLocation);
  }
  const place = resolvePlace(text);
  const country = resolveCountry(text);
  // A bare country name ("Germany", "UK") means the country, not a town that shares its name.
  if (country && !text.includes(',') && (!place || place.population < 1_000_000 || text.length <= 3)) {
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
    return { kind: 'place', label: name, point: null, tokenGroups: [[tokens.country(country)]] };
  }
  if (!place) return unresolved(text);
  return radiusConstraint(place, input.radiusKm, 'place', placeLabel(place));
}
