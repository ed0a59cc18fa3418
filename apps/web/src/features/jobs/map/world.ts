/**
 * The offline base layer's geometry (world-atlas: Natural Earth countries in plain longitude and latitude).
 * Leaflet draws a ring straight from +180° to -180° across the whole map, so rings that cross the
 * antimeridian (Russia, Fiji) are unwrapped to run past ±180°, and a ring around a pole (Antarctica) is
 * closed through that pole.
 */
type Position = number[];

export function unwrapRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  let offset = 0;
  for (let i = 0; i < ring.length; i++) {
    const [lng = 0, lat = 0] = ring[i] ?? [];
    if (i > 0) {
      const step = lng - (ring[i - 1]?.[0] ?? lng);
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    out.push([lng + offset, lat]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (offset !== 0 && first && last) {
    // The ring went once around the globe: it encloses the pole on the side of its mean latitude.
    const meanLat = out.reduce((sum, p) => sum + (p[1] ?? 0), 0) / out.length;
    const pole = meanLat < 0 ? -90 : 90;
    out.push([last[0] ?? 0, pole], [first[0] ?? 0, pole], [first[0] ?? 0, first[1] ?? 0]);
  }
  return out;
}

interface Geometry {
  type: string;
  coordinates?: unknown;
}
interface Feature {
  type: 'Feature';
  geometry: Geometry | null;
  properties: unknown;
}

/** A FeatureCollection of countries with every polygon ring unwrapped (see unwrapRing). */
export function unwrapCollection<T extends { features: Feature[] }>(collection: T): T {
  const features = collection.features.map((f) => {
    const g = f.geometry;
    if (g?.type === 'Polygon') {
      const rings = g.coordinates as Position[][];
      return { ...f, geometry: { ...g, coordinates: rings.map(unwrapRing) } };
    }
    if (g?.type === 'MultiPolygon') {
      const polygons = g.coordinates as Position[][][];
      return { ...f, geometry: { ...g, coordinates: polygons.map((rings) => rings.map(unwrapRing)) } };
    }
    return f;
  });
  return { ...collection, features };
}
