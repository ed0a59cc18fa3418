import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointFor } from './constants.js';

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
