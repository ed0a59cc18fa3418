import { describe, expect, it } from 'vitest';
import { buildQueryString, readDebugParam, withQuery } from './query-string.js';

describe('buildQueryString', () => {
  it('skips undefined, null and empty strings but keeps false and 0', () => {
    expect(buildQueryString({ a: undefined, b: null, c: '', d: false, e: 0, f: 'x' })).toBe(
      'd=false&e=0&f=x',
    );
  });

  it('sorts array values and repeats the key; empty items are dropped', () => {
    expect(buildQueryString({ loc: ['Paris', 'Berlin', null, '', 'Amsterdam'] })).toBe(
      'loc=Amsterdam&loc=Berlin&loc=Paris',
    );
    expect(buildQueryString({ loc: [] })).toBe('');
  });

  it('encodes values and Dates', () => {
    expect(buildQueryString({ q: 'a&b c', at: new Date('2026-01-01T00:00:00Z') })).toBe(
      'q=a%26b+c&at=2026-01-01T00%3A00%3A00.000Z',
    );
  });

  it('appends to a path that already has a query', () => {
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
    expect(withQuery('/a', {})).toBe('/a');
  });

  it('reads the debug parameter', () => {
    expect(readDebugParam('?debug=1&x=2')).toBe('1');
    expect(readDebugParam('?debug=')).toBeUndefined();
    expect(readDebugParam('')).toBeUndefined();
  });
});
