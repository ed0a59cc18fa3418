import { describe, expect, it } from 'vitest';
import { capEntries } from './admin-analytics.service.js';
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
    expect(view('singlePosition', '/careers/job/99999999999').map((r) => r.metric)).toEqual([
      'view',
      'job_view',
      'job_view',
    ]);
    expect(view('jobs', '/careers?query=x').map((r) => r.metric)).toEqual(['view']);
    expect(dayRowsOf({ event: 'error', namespace: 'careers', pid: null, data: {}, created_at: at })).toEqual(
      [],
    );
  });
});
