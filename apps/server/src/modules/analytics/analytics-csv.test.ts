import { describe, expect, it } from 'vitest';
import { capEntries, splitPeriod } from './admin-analytics.service.js';
import { csvCell } from './analytics-csv.js';
import { dayRowsOf } from './page-view-days.js';

describe('the analytics CSV and charts', () => {
  it('quotes cells with commas, quotes and line breaks, and neutralises what a spreadsheet would run', () => {
    expect(csvCell('nurse')).toBe('nurse');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('nurse, night')).toBe('"nurse, night"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('keeps a chart to 10 entries, the last one summing the rest as "Other"', () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({ query: `q${i}`, count: 12 - i }));
    const other = (rest: readonly { count: number }[]) => ({
      query: 'Other',
      count: rest.reduce((n, r) => n + r.count, 0),
    });
    const capped = capEntries(entries, other);
    expect(capped).toHaveLength(10);
    expect(capped[8]).toEqual({ query: 'q8', count: 4 });
    expect(capped[9]).toEqual({ query: 'Other', count: 3 + 2 + 1 });
    expect(capEntries(entries.slice(0, 10), other)).toEqual(entries.slice(0, 10));
  });

  it('counts only page views and searches, and a job only where the page names one', () => {
    const at = '2026-03-01T10:00:00.000Z';
    const view = (page: string, path: string, pid: string | null = null) =>
      dayRowsOf({
        event: 'contentloadtime',
        namespace: 'careers',
        pid,
        data: { page, path },
        created_at: at,
      });
    expect(view('profile', '/careers/profile?utm_source=x')).toEqual([
      { breakdown: 'site', day: '2026-03-01', metric: 'view', position_id: 0, source: '', term: '' },
    ]);
    // No job here (the id is out of range): the site's view and job view, and the job view per source, by day
    // and by month.
    expect(
      view('singlePosition', '/careers/job/99999999999').map((r) => [r.breakdown, r.metric, r.day]),
    ).toEqual([
      ['site', 'view', '2026-03-01'],
      ['site', 'job_view', '2026-03-01'],
      ['source', 'job_view', '2026-03-01'],
      ['source:month', 'job_view', '2026-03'],
    ]);
    expect(view('jobs', '/careers?query=x').map((r) => r.metric)).toEqual(['view']);
    expect(dayRowsOf({ event: 'error', namespace: 'careers', pid: null, data: {}, created_at: at })).toEqual(
      [],
    );
  });

  it('reads a period as its whole months and the days around them', () => {
    expect(splitPeriod({ from: '2026-01-15', to: '2026-04-10' })).toEqual({
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
      months: { from: '2026-02', to: '2026-03' },
    });
    expect(splitPeriod({ from: '2024-02-01', to: '2024-02-29' })).toEqual({
      days: [],
      months: { from: '2024-02', to: '2024-02' },
    });
    expect(splitPeriod({ from: '2026-03-02', to: '2026-03-30' })).toEqual({
      days: [{ from: '2026-03-02', to: '2026-03-30' }],
      months: null,
    });
    expect(splitPeriod({ from: '2025-12-31', to: '2026-01-01' }).months).toBeNull();
  });
});
