import type { MapMarker } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { pinStyle, placeMarkers, shortCount, styleForCount, validLatLng } from './cluster-style.js';

describe('styleForCount (spec 2 §9 cluster style by job count)', () => {
  it.each([
    [1, { kind: 'pin' }],
    [2, { kind: 'cluster', size: 'small', px: 76 }],
    [9, { kind: 'cluster', size: 'small', px: 76 }],
    [10, { kind: 'cluster', size: 'medium', px: 88 }],
    [59, { kind: 'cluster', size: 'medium', px: 88 }],
    [60, { kind: 'cluster', size: 'large', px: 112 }],
    [12_345, { kind: 'cluster', size: 'large', px: 112 }],
  ] as const)('%i jobs → %o', (count, style) => {
    expect(styleForCount(count)).toEqual(style);
  });
});

describe('pinStyle (spec 2 §9 pin sizes and opacity)', () => {
  it('draws the selected pin big and opaque and dims the others', () => {
    expect(pinStyle(true, true)).toEqual({ width: 44, height: 53, opacity: 1 });
    expect(pinStyle(false, true)).toEqual({ width: 32, height: 38, opacity: 0.6 });
  });

  it('shows every pin at full strength while none is selected', () => {
    expect(pinStyle(false, false)).toEqual({ width: 32, height: 38, opacity: 1 });
  });
});

describe('shortCount (spec 2 §9 number shortening)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0k'],
    [1234, '1.2k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_960, '1.0M'],
    [2_500_000, '2.5M'],
    [3_040_000_000, '3.0B'],
  ])('%i → %s', (count, text) => {
    expect(shortCount(count)).toBe(text);
  });

  it('writes nothing for a value that is not a number', () => {
    expect(shortCount(Number.NaN)).toBe('');
  });
});

describe('validLatLng (spec 2 §5 marker validation)', () => {
  it('accepts numbers and numeric text within range, edges included', () => {
    expect(validLatLng(52.52, 13.405)).toEqual({ lat: 52.52, lng: 13.405 });
    expect(validLatLng('-33.87', '151.21')).toEqual({ lat: -33.87, lng: 151.21 });
    expect(validLatLng(90, -180)).toEqual({ lat: 90, lng: -180 });
    expect(validLatLng(-90, 180)).toEqual({ lat: -90, lng: 180 });
  });

  it.each([
    ['latitude above 90', 90.01, 0],
    ['latitude below -90', -91, 0],
    ['longitude above 180', 0, 180.5],
    ['longitude below -180', 0, -181],
    ['text that is not a number', 'abc', 10],
    ['empty text', '', 10],
    ['a missing value', undefined, 10],
    ['null', 10, null],
    ['NaN', Number.NaN, 10],
    ['Infinity', 10, Number.POSITIVE_INFINITY],
  ])('rejects %s', (_what, lat, lng) => {
    expect(validLatLng(lat, lng)).toBeNull();
  });
});

const marker = (over: Partial<MapMarker> & { id: string }): MapMarker => ({
  latlong: { lat: 52.52, lng: 13.405 },
  count: 1,
  location: 'Berlin, Germany',
  is_remote: false,
  ...over,
});

describe('placeMarkers', () => {
  it('places valid markers, skips invalid ones and counts remote jobs apart', () => {
    const { placed, remoteJobs } = placeMarkers([
      marker({ id: 'Berlin|DE', count: 12 }),
      marker({ id: 'remote:Berlin|DE', count: 3, is_remote: true }),
      marker({ id: 'remote:Paris|FR', count: 2, is_remote: true, latlong: { lat: 999, lng: 0 } }),
      marker({ id: 'Nowhere|XX', latlong: { lat: 95, lng: 10 } }),
      marker({ id: 'Broken|XX', latlong: { lat: Number.NaN, lng: 10 } }),
      marker({ id: 'Sydney|AU', latlong: { lat: -33.87, lng: 151.21 }, location: 'Sydney, Australia' }),
    ]);
    expect(placed).toEqual([
      { id: 'Berlin|DE', lat: 52.52, lng: 13.405, count: 12, location: 'Berlin, Germany' },
      { id: 'Sydney|AU', lat: -33.87, lng: 151.21, count: 1, location: 'Sydney, Australia' },
    ]);
    expect(remoteJobs).toBe(5);
  });

  it('has nothing to place without markers', () => {
    expect(placeMarkers([])).toEqual({ placed: [], remoteJobs: 0 });
  });
});
