import { type PositionInput, readFilterParams, type SortOption } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionIdOfKey } from '../../search/documents.js';
import { passesAll } from '../../search/facets.js';
import { createSearchIndex } from '../../search/search-index.js';
import { createSearchPlacesRepository } from '../../search/search-places.js';
import { createSearchTermsRepository } from '../../search/search-terms.js';
import { createClock, createTestApp, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';
import { effectiveSort, type PlanSources, planSearch } from './search-plan.js';
import { type Reader, type ReadStrategy, readAnswer } from './search-reads.js';
import { searchCacheKey, searchRequest } from './search-request.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const FILTERS = {
  smartFilters: [
    { filterName: 'department', displayName: 'Department', type: 'multiselect' as const, labelMap: {} },
  ],
  allFilters: [
    {
      filterName: 'job_type',
      displayName: 'Job type',
      type: 'multiselect' as const,
      labelMap: { 'full-time': 'Full-time', 'part-time': 'Part-time' },
    },
  ],
};

function job(i: number): PositionInput {
  return positionInput(i % 3 === 0 ? `Store Manager ${i}` : `Cashier ${i}`, {
    department: i % 2 === 0 ? 'Retail' : i % 5 === 0 ? 'Bakery' : 'Stores',
    jobType: i % 4 === 0 ? 'part-time' : 'full-time',
    description: i % 2 === 0 ? '<p>A store manager role on our team.</p>' : '<p>Serve customers.</p>',
    postedAt: new Date(NOW.getTime() - (i + 1) * DAY).toISOString(),
  });
}

/**
 * The three read strategies of search-reads.ts (`sample`, `sparse`, `paged`) must give the answer that
 * reading every match in memory gives: the rules their comments state are checked here against that.
 */
describeEachDb('search read strategies', (h) => {
  let ctx: TestAppContext;
  let sources: PlanSources;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, {
      clock: createClock(NOW),
      config: { pcsxConfig: { branding: { companyName: 'Reads' }, searchConfig: FILTERS } },
    });
    await ctx.app.services.positions.createMany(
      ctx.tenant.id,
      Array.from({ length: 20 }, (_, i) => job(i)),
    );
    sources = {
      searchTerms: createSearchTermsRepository(h.db),
      searchPlaces: createSearchPlacesRepository(h.db),
    };
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const reader = (cap: number, sample: number): Reader => ({ index: createSearchIndex(h.db), cap, sample });

  async function answer(
    r: Reader,
    query: string,
    filters: Record<string, string>,
    page: { start: number; num: number; sort_by?: SortOption },
  ) {
    const request = searchRequest(
      ctx.tenant,
      { query, location: '', ...page },
      readFilterParams(Object.entries(filters), { commaInValues: false }),
    );
    const p = await planSearch(sources, ctx.tenant, request, NOW);
    const sortBy = effectiveSort(p, request.sort_by);
    const read = await readAnswer(r, p, request, sortBy, async (docs) => docs.map((d) => d.key));
    return { p, read, sortBy };
  }

  it('answers as reading every match would, whichever strategy the sizes choose', async () => {
    const used = new Set<ReadStrategy>();
    const small = reader(6, 4);
    // Cap and sample above the catalogue: every answer is read whole (`sample`), the reference.
    const whole = reader(1000, 1000);
    for (const query of ['', 'manager', 'cashier', 'store', '"manager 3"']) {
      const filterChoices: Record<string, string>[] = [
        {},
        { filter_department: 'Retail' },
        { filter_department: 'Bakery' },
        { filter_department: 'Stores', filter_job_type: 'full-time' },
      ];
      for (const filters of filterChoices) {
        for (const sort_by of [undefined, 'date', 'relevance'] as const) {
          for (const [start, num] of [
            [0, 2],
            [2, 3],
            [5, 4],
          ] as const) {
            const page = { start, num, ...(sort_by ? { sort_by } : {}) };
            const label = JSON.stringify({ query, filters, page });
            const expected = await answer(whole, query, filters, page);
            expect(expected.read.strategy, label).toBe('sample');
            const got = await answer(small, query, filters, page);
            used.add(got.read.strategy);
            expect(got.read.page, label).toEqual(expected.read.page);
            // Counts are exact up to the cap; above it they say so.
            expect(got.read.count, label).toBe(Math.min(expected.read.count, 6));
            expect(got.read.countIsCapped, label).toBe(expected.read.count > 6);
            // The sample is the newest matches without the configured filters; the facets are lower
            // bounds exactly when it does not hold them all.
            const unfilteredCount = (await answer(whole, query, {}, page)).read.count;
            expect(got.read.sampled.docs.length, label).toBe(Math.min(unfilteredCount, 4));
            expect(got.read.sampled.capped, label).toBe(unfilteredCount > 4);
          }
        }
      }
    }
    expect([...used].sort()).toEqual(['paged', 'sample', 'sparse']);
  });

  it('chooses the strategy by what the sample holds', async () => {
    const r = reader(6, 4);
    // One match: the sample holds it.
    expect((await answer(r, '"manager 3"', {}, { start: 0, num: 2 })).read.strategy).toBe('sample');
    // 'cashier' fills the sample (13 matches) but Bakery's are too few to fill a page among its rows.
    expect(
      (await answer(r, 'cashier', { filter_department: 'Bakery' }, { start: 0, num: 2 })).read.strategy,
    ).toBe('sparse');
    // Every position matches: count and page are read apart.
    expect((await answer(r, '', {}, { start: 0, num: 2 })).read.strategy).toBe('paged');
  });

  it('orders by relevance with every title match first, newest first within each tier', async () => {
    const { read, p } = await answer(reader(1000, 1000), 'manager', {}, { start: 0, num: 50 });
    const found = await ctx.app.services.positions.findManyByIds(
      ctx.tenant.id,
      read.page.map(positionIdOfKey),
    );
    const titleOf = new Map(found.map((f) => [f.id, f.title]));
    const inTitle = read.page.filter((key) => /Manager/.test(titleOf.get(positionIdOfKey(key)) ?? ''));
    const rest = read.page.filter((key) => !inTitle.includes(key));
    expect([inTitle.length, rest.length]).toEqual([7, 6]);
    expect(read.page).toEqual([...inTitle, ...rest]);
    const newestFirst = (keys: number[]) => [...keys].sort((a, b) => b - a);
    expect(inTitle).toEqual(newestFirst(inTitle));
    expect(rest).toEqual(newestFirst(rest));
    // Every title match is a text match: the title-only read finds nothing the full read does not.
    const index = createSearchIndex(h.db);
    const text = new Set((await index.scan(p.full, 1000)).map((r) => r.key));
    const inTitles = await index.scan({ ...p.full, titleOnly: true }, 1000);
    expect(inTitles.length).toBeGreaterThan(0);
    expect(inTitles.every((r) => text.has(r.key))).toBe(true);
  });

  it('counts the filters over the sample as the index does over everything', async () => {
    const { read, p } = await answer(
      reader(1000, 1000),
      '',
      { filter_department: 'Retail' },
      { start: 0, num: 50 },
    );
    const filtered = read.sampled.docs.filter((d) => passesAll(p.compiled, d)).map((d) => d.key);
    expect(filtered).toEqual(read.page);
    expect(await createSearchIndex(h.db).count(p.full, 1000)).toBe(read.count);
  });
});

describe('search requests', () => {
  const tenant = {
    id: 't1',
    config: {
      pcsxConfig: { searchConfig: { ...FILTERS, distanceUnit: 'km' } },
      behaviourFlags: { enableCommaInFilterValues: false },
      ipGeolocation: { enabled: false, latlong: null },
    },
  } as unknown as Parameters<typeof searchRequest>[0];
  const base = { query: 'x', location: 'Berlin', start: 0, num: 10 };

  it('means a distance of 0 only at a map point, and bounds the radius', () => {
    expect(searchRequest(tenant, base, { distance: ['0'] }).distance).toBeNull();
    expect(searchRequest(tenant, { ...base, location: 'Map Location' }, { distance: ['0'] }).distance).toBe(
      0,
    );
    expect(searchRequest(tenant, base, { distance: ['-5'] }).distance).toBeNull();
    expect(searchRequest(tenant, base, { distance: ['abc'] }).distance).toBeNull();
    expect(searchRequest(tenant, base, { distance: ['99999'] }).distance).toBe(20_000);
  });

  it('keeps marker values that are coordinates, and only those', () => {
    const request = searchRequest(tenant, base, {
      latlong_remote: ['Berlin:::52.5,13.4', 'Nowhere:::95,0'],
    });
    expect(request.markers).toEqual([
      { name: 'latlong_remote', values: ['Berlin:::52.5,13.4'], points: [{ lat: 52.5, lng: 13.4 }] },
    ]);
  });

  it('keys the cache by what the search reads: filters by name and sorted values, parameters in any order', () => {
    const key = (filters: Record<string, string[]>, extra: object = {}) =>
      searchCacheKey('search', tenant, searchRequest(tenant, { ...base, ...extra }, filters));
    const one = key({ job_type: ['part-time', 'full-time'], department: ['Retail'] });
    expect(key({ Department: ['Retail'], 'Job type': ['Full-time', 'Part-time'], unknown: ['x'] })).toBe(one);
    expect(key({ job_type: ['full-time'], department: ['Retail'] })).not.toBe(one);
    expect(
      key({ job_type: ['part-time', 'full-time'], department: ['Retail'] }, { sort_by: 'date' }),
    ).not.toBe(one);
    // A point or bounds the location does not use change nothing.
    const berlin = { lat: 52.5, lng: 13.4 };
    expect(key({ job_type: ['part-time', 'full-time'], department: ['Retail'] }, { latlong: berlin })).toBe(
      one,
    );
    expect(key({}, { location: 'current location', latlong: berlin })).not.toBe(
      key({}, { location: 'current location' }),
    );
    expect(searchCacheKey('markers', tenant, searchRequest(tenant, base, {}))).not.toBe(
      searchCacheKey('search', tenant, searchRequest(tenant, base, {})),
    );
  });
});
