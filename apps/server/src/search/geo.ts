import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** Mean Earth radius in kilometres (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** A latitude band and one or two longitude bands (two when the box crosses the antimeridian). */
export interface LatLngBox {
  minLat: number;
  maxLat: number;
  /** Empty: every longitude (the box touches a pole). */
  lngRanges: readonly (readonly [number, number])[];
}

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}

/** A valid coordinate pair: finite, latitude within ±90 and longitude within ±180. */
export function isValidLatLng(value: Partial<LatLng> | null | undefined): value is LatLng {
  return (
    !!value &&
    typeof value.lat === 'number' &&
    typeof value.lng === 'number' &&
    Number.isFinite(value.lat) &&
    Number.isFinite(value.lng) &&
    Math.abs(value.lat) <= 90 &&
    Math.abs(value.lng) <= 180
  );
}

/**
 * The smallest latitude/longitude box holding every point within `radiusKm` of `center` on the sphere
 * (the widest longitude span is not at the center's latitude: asin(sin δ / cos φ)). Crossing the
 * antimeridian gives two longitude bands; reaching a pole gives every longitude.
 */
export function boundingBox(center: LatLng, radiusKm: number): LatLngBox {
  const delta = radiusKm / EARTH_RADIUS_KM;
  const dLat = toDeg(delta);
  const minLat = center.lat - dLat;
  const maxLat = center.lat + dLat;
  const cosLat = Math.cos(toRad(center.lat));
  if (maxLat >= 90 || minLat <= -90 || Math.sin(delta) >= cosLat) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), lngRanges: [] };
  }
  const dLng = toDeg(Math.asin(Math.sin(delta) / cosLat));
  const lo = center.lng - dLng;
  const hi = center.lng + dLng;
  const lngRanges: [number, number][] =
    lo < -180
      ? [
          [-180, hi],
          [lo + 360, 180],
        ]
      : hi > 180
        ? [
            [lo, 180],
            [-180, hi - 360],
          ]
        : [[lo, hi]];
  return { minLat, maxLat, lngRanges };
}

export function inBox(box: LatLngBox, p: LatLng): boolean {
  if (p.lat < box.minLat || p.lat > box.maxLat) return false;
  return box.lngRanges.length === 0 || box.lngRanges.some(([lo, hi]) => p.lng >= lo && p.lng <= hi);
}

/** `inBox` as a condition on a table's `lat` and `lng` columns. */
export function inBoxSql(box: LatLngBox): RawBuilder<SqlBool> {
  const lat = sql`lat >= ${box.minLat} and lat <= ${box.maxLat}`;
  if (box.lngRanges.length === 0) return sql<SqlBool>`(${lat})`;
  const lng = box.lngRanges.map(([lo, hi]) => sql`(lng >= ${lo} and lng <= ${hi})`);
  return sql<SqlBool>`(${lat} and (${sql.join(lng, sql` or `)}))`;
}
