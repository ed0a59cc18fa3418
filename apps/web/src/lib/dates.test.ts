import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.js';

describe('formatDate', () => {
  it("writes a day in the page language's one format", () => {
    expect(formatDate('2026-11-27T10:00:00.000Z', 'en')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-27T10:00:00.000Z', 'de')).toBe('27.11.2026');
    expect(formatDate('2026-11-27T10:00:00.000Z', 'fr')).toBe('27 nov. 2026');
    expect(formatDate(new Date('2026-11-27T10:00:00.000Z'), 'ja')).toBe('2026/11/27');
  });

  it('reads the day in UTC, so a late-evening time gives the same day on the server and in any browser', () => {
    expect(formatDate('2026-11-27T23:59:00.000Z', 'en')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-28T00:01:00.000Z', 'en')).toBe('Nov 28, 2026');
  });

  it('is empty for what is not a date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
