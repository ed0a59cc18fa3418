import { API, type PositionInput, type SearchResult } from '@portico/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClock, createTestApp, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';
import { FACET_SAMPLE } from './search.service.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
/** More open jobs than the facets' old sample of 2,000 (the demo's Northwind has 2,303): its counts read "343+". */
const JOBS = 2_150;
const DEPARTMENTS = ['Engineering', 'Sales', 'Support', 'Finance', 'People'];

const FILTERS = {
  smartFilters: [{ filterName: 'department', displayName: 'Department', type: 'multiselect' as const }],
  allFilters: [{ filterName: 'posted_at', displayName: 'Date posted', type: 'date_range' as const }],
};

function job(i: number): PositionInput {
  return positionInput(`Role ${i}`, {
    department: DEPARTMENTS[i % DEPARTMENTS.length]!,
    requiredSkills: [],
    description: '<p>A role.</p>',
    // Spread over 100 days, so the newest 2,000 leave out a stretch of older ones.
    postedAt: new Date(NOW.getTime() - (i % 100) * DAY - i * 1000).toISOString(),
  });
}

describeEachDb('facet counts of a catalogue of a few thousand jobs', (h) => {
  let ctx: TestAppContext;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, {
      clock: createClock(NOW),
      config: { pcsxConfig: { branding: { companyName: 'Mid-size' }, searchConfig: FILTERS } },
    });
    await ctx.app.services.positions.createMany(
      ctx.tenant.id,
      Array.from({ length: JOBS }, (_, i) => job(i)),
    );
  }, 120_000);
  afterAll(async () => {
    await ctx.app.close();
  });

  it('are exact, not lower bounds, while the search matches at most FACET_SAMPLE jobs', async () => {
    const res = await ctx.client().get(API.search);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: SearchResult }).data;
    expect(data.count).toBe(JOBS);
    const department = data.filterDef.allFilters.find((f) => f.filterName === 'department')!;
    expect(department.countsAreLowerBounds).toBe(false);
    // Every job has one department: the counts add up to the whole, each the exact share.
    expect(department.options.map((o) => [o.value, o.count]).sort()).toEqual(
      DEPARTMENTS.map((d) => [d, JOBS / DEPARTMENTS.length]).sort(),
    );
    const posted = data.filterDef.allFilters.find((f) => f.filterName === 'posted_at')!;
    expect(posted.countsAreLowerBounds).toBe(false);
    // What makes them exact: the facets read every match of a catalogue this size.
    expect(JOBS).toBeLessThanOrEqual(FACET_SAMPLE);
  });
});
