import { describe, expect, it } from 'vitest';
import { isPositionArchived, isPositionOpen } from './position-open.js';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');

describe('isPositionOpen', () => {
  it('a position without an archive date and without an end date is open', () => {
    expect(isPositionOpen({ archivedAt: null, validThrough: null }, NOW)).toBe(true);
    expect(isPositionOpen({ archived_at: null, validThrough: null }, NOW)).toBe(true);
  });

  it('is open until the valid-through instant, closed from it on', () => {
    const p = { archived_at: null, validThrough: '2026-11-25T12:00:00.000Z' };
    expect(isPositionOpen(p, NOW - 1)).toBe(true);
    expect(isPositionOpen(p, NOW)).toBe(false);
    expect(isPositionOpen(p, new Date(NOW + 1))).toBe(false);
    // Any ISO form: an offset is read as the instant it names.
    expect(isPositionOpen({ archivedAt: null, validThrough: '2026-11-25T13:30:00+01:00' }, NOW)).toBe(true);
  });

  it('an archived position is closed whatever its dates, under either field name', () => {
    const future = '2027-01-01T00:00:00.000Z';
    expect(isPositionOpen({ archivedAt: '2026-11-01T00:00:00.000Z', validThrough: future }, NOW)).toBe(false);
    expect(isPositionOpen({ archived_at: '2026-11-01T00:00:00.000Z', validThrough: null }, NOW)).toBe(false);
  });

  it('a valid-through date that cannot be read keeps nothing open', () => {
    expect(isPositionOpen({ archivedAt: null, validThrough: 'soon' }, NOW)).toBe(false);
  });
});

describe('isPositionArchived', () => {
  it('reads either field name; null is not archived', () => {
    expect(isPositionArchived({ archivedAt: null })).toBe(false);
    expect(isPositionArchived({ archived_at: null })).toBe(false);
    expect(isPositionArchived({ archivedAt: '2026-11-01T00:00:00.000Z' })).toBe(true);
    expect(isPositionArchived({ archived_at: '2026-11-01T00:00:00.000Z' })).toBe(true);
  });
});
