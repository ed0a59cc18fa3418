import type { MapMarker } from '@portico/contracts';
import { type CompiledFilter, passesAll, type ScannedDoc } from '../../search/facets.js';

/**
 * One marker per place of the matching documents, counting the positions there; a remote position's
 * places are markers of their own (spec 2 §3: latlong_remote). Most positions first.
 */
export function markersOf(docs: readonly ScannedDoc[], compiled: readonly CompiledFilter[]): MapMarker[] {
  const byPlace = new Map<string, MapMarker>();
  for (const d of docs) {
    if (!passesAll(compiled, d)) continue;
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
  return [...byPlace.values()].sort((a, b) => b.count - a.count);
}
