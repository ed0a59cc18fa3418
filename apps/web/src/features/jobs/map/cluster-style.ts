import {
  MAP_CLUSTER_ICON_PX,
  MAP_CLUSTER_THRESHOLDS,
  MAP_PIN_OPACITY,
  MAP_PIN_SIZE_PX,
  type MapMarker,
} from '@portico/contracts';

/**
 * Pure rules of the job map (spec 2 §5, §9): how a marker or cluster looks for its number of jobs, which
 * markers can be placed at all, and the short count written on a cluster. No Leaflet here, so the rules are
 * tested without a browser and stay out of the map's lazy chunk's way.
 */

export type ClusterSize = keyof typeof MAP_CLUSTER_ICON_PX;
export type MarkerStyle = { kind: 'pin' } | { kind: 'cluster'; size: ClusterSize; px: number };

/** Spec 2 §9: one job is the single pin; under 10 small, under 60 medium, otherwise large. */
export function styleForCount(count: number): MarkerStyle {
  if (count <= 1) return { kind: 'pin' };
  const size: ClusterSize =
    count < MAP_CLUSTER_THRESHOLDS.small
      ? 'small'
      : count < MAP_CLUSTER_THRESHOLDS.medium
        ? 'medium'
        : 'large';
  return { kind: 'cluster', size, px: MAP_CLUSTER_ICON_PX[size] };
}

export interface PinStyle {
  width: number;
  height: number;
  opacity: number;
}

/**
 * Spec 2 §9 pin sizes and opacities. While a place is selected it is the big, opaque pin and every other
 * pin is dimmed; with no selection every pin is shown at full strength.
 */
export function pinStyle(selected: boolean, anySelected: boolean): PinStyle {
  const size = selected ? MAP_PIN_SIZE_PX.selected : MAP_PIN_SIZE_PX.unselected;
  const opacity = selected || !anySelected ? MAP_PIN_OPACITY.selected : MAP_PIN_OPACITY.unselected;
  return { width: size.width, height: size.height, opacity };
}

const UNITS = [
  { value: 1e3, suffix: 'k' },
  { value: 1e6, suffix: 'M' },
  { value: 1e9, suffix: 'B' },
] as const;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Spec 2 §9 number shortening: k, M, B with one decimal place above a thousand ("1.2k", "3.0M"); smaller
 * numbers as they are. A value that rounds up to the next unit moves to it (999,960 is "1.0M", not "1000.0k").
 */
export function shortCount(count: number): string {
  if (!Number.isFinite(count)) return '';
  const n = Math.round(count);
  let i = UNITS.findLastIndex((unit) => Math.abs(n) >= unit.value);
  if (i < 0) return String(n);
  if (Math.abs(oneDecimal(n / UNITS[i]!.value)) >= 1000 && i < UNITS.length - 1) i += 1;
  const unit = UNITS[i]!;
  return `${oneDecimal(n / unit.value).toFixed(1)}${unit.suffix}`;
}

function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** Spec 2 §5: lat and lng parse as numbers, lat within ±90 and lng within ±180; otherwise null. */
export function validLatLng(lat: unknown, lng: unknown): { lat: number; lng: number } | null {
  const la = asNumber(lat);
  const ln = asNumber(lng);
  if (!Number.isFinite(la) || !Number.isFinite(ln)) return null;
  if (la < -90 || la > 90 || ln < -180 || ln > 180) return null;
  return { lat: la, lng: ln };
}

/** A marker that can be drawn: its place parsed, its count at least one. */
export interface PlacedMarker {
  id: string;
  lat: number;
  lng: number;
  count: number;
  location: string;
}

/**
 * Splits the markers of a search into the places the map draws and the remote jobs it cannot place (spec 2
 * §3 `is_remote`). Markers with an invalid place are skipped (spec 2 §5); so is a marker without jobs.
 */
export function placeMarkers(markers: readonly MapMarker[]): { placed: PlacedMarker[]; remoteJobs: number } {
  const placed: PlacedMarker[] = [];
  let remoteJobs = 0;
  for (const marker of markers) {
    const count = Number.isFinite(marker.count) ? marker.count : 0;
    if (marker.is_remote) {
      remoteJobs += Math.max(count, 0);
      continue;
    }
    const point = validLatLng(marker.latlong?.lat, marker.latlong?.lng);
    if (!point || count < 1) continue;
    placed.push({ id: marker.id, lat: point.lat, lng: point.lng, count, location: marker.location });
  }
  return { placed, remoteJobs };
}
