import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  breakpointFor,
  MAP_BOUNDS_PADDING_PX,
  MAP_CLUSTER_ICON_PX,
  MAP_CLUSTER_THRESHOLDS,
  MAP_CONTAINER_MIN_HEIGHT_PX,
  MAP_CURRENT_LOCATION_MARKER_ID,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_PIN_OPACITY,
  MAP_PIN_SIZE_PX,
} from './constants.js';

describe('breakpointFor (spec 3 §2 breakpoints)', () => {
  // Each boundary is a lower bound: the pixel below it still belongs to the smaller class.
  it.each([
    [0, 'phone'],
    [390, 'phone'],
    [BREAKPOINTS.tablet - 1, 'phone'],
    [BREAKPOINTS.tablet, 'tablet'],
    [BREAKPOINTS.desktop - 1, 'tablet'],
    [BREAKPOINTS.desktop, 'desktop'],
    [BREAKPOINTS.largeDesktop - 1, 'desktop'],
    [BREAKPOINTS.largeDesktop, 'largeDesktop'],
    [BREAKPOINTS.extraLarge - 1, 'largeDesktop'],
    [BREAKPOINTS.extraLarge, 'extraLarge'],
    [3840, 'extraLarge'],
  ] as const)('width %i is %s', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });

  it('uses the pixel values of the spec', () => {
    expect(BREAKPOINTS).toEqual({ tablet: 600, desktop: 1024, largeDesktop: 1180, extraLarge: 1600 });
  });

  it('treats fractional widths (zoomed viewports) by the same lower bounds', () => {
    expect(breakpointFor(599.5)).toBe('phone');
    expect(breakpointFor(1023.9)).toBe('tablet');
  });
});

describe('map constants (spec 2 §9)', () => {
  it('uses the values of the spec', () => {
    expect([MAP_MIN_ZOOM, MAP_MAX_ZOOM]).toEqual([1, 13]);
    expect(MAP_CLUSTER_THRESHOLDS).toEqual({ small: 10, medium: 60 });
    expect(MAP_CLUSTER_ICON_PX).toEqual({ small: 76, medium: 88, large: 112 });
    expect(MAP_PIN_SIZE_PX).toEqual({
      unselected: { width: 32, height: 38 },
      selected: { width: 44, height: 53 },
    });
    expect(MAP_PIN_OPACITY).toEqual({ selected: 1, unselected: 0.6 });
    expect(MAP_BOUNDS_PADDING_PX).toBe(100);
    expect(MAP_CONTAINER_MIN_HEIGHT_PX).toBe(200);
    expect(MAP_CURRENT_LOCATION_MARKER_ID).toBe('current-location');
  });
});
