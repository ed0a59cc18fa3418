import { API, type PositionInput, readFilterParams, type SearchResult } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClock, createTestApp, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { BERLIN, MUNICH, PARIS as PARIS_FR, POTSDAM, place } from '../../test/places.js';
import { positionInput } from '../../test/positions.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { createSearchService } from './search.service.js';
import { searchRequest } from './search-request.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();

const PARIS_TX = place('Paris', 'US', 'United States', 33.6609, -95.5555, 'TX');

const job = (title: string, o: Partial<PositionInput> = {}): PositionInput =>
  positionInput(title, {
    description: `<p>Join the ${title} crew and help customers every day.</p>`,
    postedAt: daysAgo(10),
    ...o,
  });

/** Each position's title is unique, so answers are compared by title. */
const CATALOGUE: PositionInput[] = [
  job('Data Analyst', { postedAt: daysAgo(20), requiredSkills: ['SQL', 'Tableau'] }),
  job('Sales Manager', {
    department: 'Sales',
    postedAt: daysAgo(2),
    description: '<p>Work with our analyst team on pipeline reports.</p>',
  }),
  job('Regional Manager of Sales', { department: 'Sales', locations: [MUNICH], postedAt: daysAgo(5) }),
  job('Backend Engineer', {
    locations: [POTSDAM],
    postedAt: daysAgo(1),
    requiredSkills: ['Kubernetes', 'Go'],
  }),
  job('Frontend Engineer', { locations: [PARIS_FR], jobType: 'part-time', postedAt: daysAgo(40) }),
  job('Warehouse Associate', {
    department: 'Research, Development',
    locations: [PARIS_TX],
    jobType: 'temporary',
    postedAt: daysAgo(3),
  }),
  job('Remote Support Specialist', {
    department: 'Support',
    locations: [],
    isRemote: true,
    postedAt: daysAgo(6),
  }),
  job('Remote Recruiter', {
    department: 'People',
    locations: [BERLIN],
    isRemote: true,
    postedAt: daysAgo(8),
  }),
];

const FILTERS = {
  smartFilters: [{ filterName: 'department', displayName: 'Department', type: 'multiselect' as const }],
  allFilters: [
    {
      filterName: 'job_type',
      displayName: 'Job type',
      type: 'multiselect' as const,
      labelMap: { 'full-time': 'Full-time', 'part-time': 'Part-time', temporary: 'Temporary' },
    },
    { filterName: 'posted_at', displayName: 'Date posted', type: 'date_range' as const },
    { filterName: 'location', displayName: 'Location', type: 'autocomplete' as const },
    { filterName: 'is_remote', displayName: 'Remote', type: 'multiselect' as const },
  ],
};

describeEachDb('job search API', (h) => {
  let ctx: TestAppContext;
  let client: TestClient;
  let other: Tenant;

  async function search(params: Record<string, string | string[]>, c = client) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) for (const x of [v].flat()) qs.append(k, x);
    const res = await c.get(`${API.search}?${qs}`);
    return {
      status: res.statusCode,
      cache: res.headers['x-search-cache'],
      body: res.json() as { data: SearchResult; error?: { fields?: Record<string, string> } },
    };
  }
  async function titles(params: Record<string, string | string[]>) {
    const { status, body } = await search(params);
    expect(status).toBe(200);
    return body.data.positions.map((p) => p.title);
  }

  beforeAll(async () => {
    ctx = await createTestApp(h.db, {
      clock: createClock(NOW),
      config: {
        pcsxConfig: { branding: { companyName: 'Test Co' }, searchConfig: FILTERS },
        ipGeolocation: { enabled: true, latlong: { lat: 48.85, lng: 2.35 } },
      },
      // These tests send more searches a minute from one address than a person would; the limit itself is
      // tested in 'job search limits' below.
      env: { SEARCH_RATE_LIMIT: '100000' },
    });
    client = ctx.client();
    await ctx.app.services.positions.createMany(ctx.tenant.id, CATALOGUE);
    other = await ctx.createTenant({
      pcsxConfig: { branding: { companyName: 'Other' }, searchConfig: FILTERS },
    });
    await ctx.app.services.positions.createMany(other.id, [
      job('Data Analyst Elsewhere', { postedAt: daysAgo(1) }),
      job('Secret Sales Manager', { department: 'Sales', postedAt: daysAgo(1) }),
    ]);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('lists every listed position newest first without a query, with an exact count', async () => {
    const { body } = await search({});
    expect(body.data.count).toBe(CATALOGUE.length);
    expect(body.data.sortBy).toBe('date');
    expect(body.data.resultsMetaData.countIsCapped).toBe(false);
    expect(body.data.positions.map((p) => p.title).slice(0, 3)).toEqual([
      'Backend Engineer',
      'Sales Manager',
      'Warehouse Associate',
    ]);
  });

  it('ranks title matches above description matches, then newest first', async () => {
    expect(await titles({ query: 'analyst' })).toEqual(['Data Analyst', 'Sales Manager']);
    // Newest first inside the title tier.
    expect(await titles({ query: 'manager' })).toEqual(['Sales Manager', 'Regional Manager of Sales']);
  });

  it('stems words, handles phrases, prefixes, hyphens and underscores', async () => {
    expect(await titles({ query: 'managing' })).toEqual(['Sales Manager', 'Regional Manager of Sales']);
    expect(await titles({ query: '"sales manager"' })).toEqual(['Sales Manager']);
    expect(await titles({ query: 'manager sales' })).toEqual(['Sales Manager', 'Regional Manager of Sales']);
    expect(await titles({ query: 'analy*' })).toEqual(['Data Analyst', 'Sales Manager']);
    expect(await titles({ query: 'data-analyst' })).toEqual(['Data Analyst']);
    expect(await titles({ query: 'backend_engineer' })).toEqual(['Backend Engineer']);
    expect(await titles({ query: 'kubernetes' })).toEqual(['Backend Engineer']);
  });

  it('never returns another tenant’s positions', async () => {
    const { body } = await search({ query: 'analyst', num: '50' });
    expect(body.data.positions.map((p) => p.title)).not.toContain('Data Analyst Elsewhere');
    const all = await search({ num: '50' });
    expect(all.body.data.positions.every((p) => !/Elsewhere|Secret/.test(p.title))).toBe(true);
    const theirs = await search({ query: 'secret' }, ctx.client(other.domain));
    expect(theirs.body.data.positions.map((p) => p.title)).toEqual(['Secret Sales Manager']);
    expect((await search({ query: 'secret' })).body.data.count).toBe(0);
  });

  it('applies filters by name, display name and label, with comma-separated values', async () => {
    expect(await titles({ filter_department: 'Sales' })).toEqual([
      'Sales Manager',
      'Regional Manager of Sales',
    ]);
    expect((await search({ filter_Department: 'Sales' })).body.data.count).toBe(2);
    expect((await search({ 'filter_job-type': 'Part-time,Temporary' })).body.data.count).toBe(2);
    const { body } = await search({ filter_department: 'Sales,Support', filter_nonsense: 'x' });
    expect(body.data.count).toBe(3);
    expect(body.data.appliedFilters).toEqual({ department: ['Sales', 'Support'] });
  });

  it('counts facets against the other active filters', async () => {
    const { body } = await search({ filter_department: 'Sales', filter_job_type: 'full-time' });
    const facet = (name: string) =>
      Object.fromEntries(
        body.data.filterDef.allFilters
          .find((f) => f.filterName === name)!
          .options.map((o) => [o.value, o.count]),
      );
    // Departments are counted with the job type filter only; job types with the department filter only.
    expect(facet('department')).toMatchObject({ Engineering: 2, Sales: 2, Support: 1, People: 1 });
    expect(facet('department')['Research, Development']).toBeUndefined();
    expect(facet('job_type')).toEqual({ 'full-time': 2 });
    expect(facet('posted_at')).toEqual({ '1': 0, '3': 1, '7': 2, '14': 2, '30': 2 });
    expect(body.data.filterDef.allFilters.map((f) => f.filterName)).toEqual([
      'department',
      'job_type',
      'posted_at',
      'location',
      'is_remote',
    ]);
  });

  it('reads commas inside values when the tenant allows them', async () => {
    // Without the flag the comma splits the value into two departments that do not exist.
    expect((await search({ filter_department: 'Research, Development' })).body.data.count).toBe(0);
    const flagged = await ctx.createTenant({
      pcsxConfig: { branding: { companyName: 'Comma' }, searchConfig: FILTERS },
      behaviourFlags: { enableCommaInFilterValues: true },
    });
    await ctx.app.services.positions.createMany(flagged.id, [CATALOGUE[5]!, CATALOGUE[0]!]);
    const c = ctx.client(flagged.domain);
    const res = await search({ filter_department: ['Research, Development', 'Support'] }, c);
    expect(res.body.data.positions.map((p) => p.title)).toEqual(['Warehouse Associate']);
    expect(res.body.data.appliedFilters.department).toEqual(['Research, Development', 'Support']);
  });

  it('filters by date posted and by a location filter value', async () => {
    expect(await titles({ filter_posted_at: '3' })).toEqual([
      'Backend Engineer',
      'Sales Manager',
      'Warehouse Associate',
    ]);
    expect(await titles({ filter_location: 'Paris (FR)' })).toEqual(['Frontend Engineer']);
  });

  it('resolves places from the gazetteer and searches a radius around them', async () => {
    const berlin = await search({ location: 'Berlin' });
    expect(berlin.body.data.resultsMetaData.location).toMatchObject({ kind: 'place' });
    expect(berlin.body.data.positions.map((p) => p.title).sort()).toEqual(
      ['Backend Engineer', 'Data Analyst', 'Remote Recruiter', 'Sales Manager'].sort(),
    );
    expect((await search({ location: 'berlin, de', filter_distance: '10' })).body.data.count).toBe(3);
    expect(await titles({ location: 'Paris, TX' })).toEqual(['Warehouse Associate']);
    expect(await titles({ location: 'paris' })).toEqual(['Frontend Engineer']);
    expect(await titles({ location: 'Germany', num: '50' })).toHaveLength(5);
    const sorted = await search({ location: 'Berlin', sort_by: 'distance' });
    expect(sorted.body.data.sortBy).toBe('distance');
    expect(sorted.body.data.positions.at(-1)!.title).toBe('Backend Engineer');
    expect(sorted.body.data.positions.at(-1)!.distanceKm).toBeGreaterThan(20);
  });

  it('handles remote, current location, map location and map area', async () => {
    expect(await titles({ location: 'remote' })).toEqual(['Remote Support Specialist', 'Remote Recruiter']);
    expect(await titles({ location: 'current location', latlong: '48.14,11.58' })).toEqual([
      'Regional Manager of Sales',
    ]);
    // Without a browser position the tenant's IP-geolocation point (Paris) is used.
    expect(await titles({ location: 'current location' })).toEqual(['Frontend Engineer']);
    const point = await search({ location: 'Map Location', latlong: '48.8566,2.3522', filter_distance: '0' });
    expect(point.body.data.positions.map((p) => p.title)).toEqual(['Frontend Engineer']);
    expect(point.body.data.appliedFilters.distance).toEqual(['0']);
    const area = await search({ location: 'Map Area', map_sw: '47,0', map_ne: '53,12' });
    expect(area.body.data.positions.map((p) => p.title)).toEqual([
      'Regional Manager of Sales',
      'Frontend Engineer',
    ]);
    // From a shared URL (no coordinates) both mean no location at all.
    expect((await search({ location: 'Map Area' })).body.data.count).toBe(CATALOGUE.length);
    expect((await search({ location: 'Map Location' })).body.data.count).toBe(CATALOGUE.length);
  });

  it('drops a distance of 0 when the location is not a map point', async () => {
    const { body } = await search({ location: 'Berlin', filter_distance: '0' });
    expect(body.data.appliedFilters.distance).toEqual(['50']);
    expect(body.data.count).toBe(4);
  });

  it('answers an unknown place with no positions and says so', async () => {
    const { body } = await search({ location: 'Qwzxv Nowhere' });
    expect(body.data.count).toBe(0);
    expect(body.data.resultsMetaData.location.kind).toBe('unresolved');
  });

  it('pages with start and num', async () => {
    const page1 = await search({ num: '3' });
    const page2 = await search({ num: '3', start: '3' });
    const page3 = await search({ num: '3', start: '6' });
    const all = [...page1.body.data.positions, ...page2.body.data.positions, ...page3.body.data.positions];
    expect(all).toHaveLength(CATALOGUE.length);
    expect(new Set(all.map((p) => p.id)).size).toBe(CATALOGUE.length);
    expect((await search({ start: '500' })).body.data.positions).toEqual([]);
  });

  it('rejects bad input with a clear 400 and survives query syntax of any engine', async () => {
    const long = await search({ query: 'x'.repeat(1000) });
    expect(long.status).toBe(400);
    expect(long.body.error!.fields!.query).toMatch(/at most 500 characters/);
    for (const start of ['-1', '99999999', 'abc', '1.5']) expect((await search({ start })).status).toBe(400);
    expect((await search({ latlong: 'north,east', location: 'current location' })).status).toBe(400);
    expect((await search({ latlong: '91,0', location: 'current location' })).status).toBe(400);
    for (const query of [
      '"unbalanced',
      'a AND (b OR',
      "'; drop table positions; --",
      'NEAR(x y) * ^ : - +',
      'title:secret',
      '\\',
      'zzt0000 zzd123',
    ]) {
      const res = await search({ query });
      expect(res.status, query).toBe(200);
    }
    expect((await search({})).body.data.count).toBe(CATALOGUE.length);
    // A marker filter that is not a coordinate is skipped (spec 2 §5).
    expect((await search({ filter_latlong_non_remote: 'Berlin:::abc' })).body.data.count).toBe(
      CATALOGUE.length,
    );
  });

  it('filters by a map marker and returns markers per place', async () => {
    const res = await ctx.client().get(`${API.searchMarkers}?query=`);
    const markers = res.json().data.markers as {
      id: string;
      count: number;
      is_remote: boolean;
      location: string;
    }[];
    expect(markers.find((m) => m.id === 'Berlin|DE')).toMatchObject({ count: 2, is_remote: false });
    expect(markers.find((m) => m.id === 'remote:Berlin|DE')).toMatchObject({ count: 1, is_remote: true });
    expect(await titles({ filter_latlong_non_remote: 'Berlin:::52.52,13.405' })).toEqual([
      'Sales Manager',
      'Data Analyst',
    ]);
    expect(await titles({ filter_latlong_remote: '52.52,13.405' })).toEqual(['Remote Recruiter']);
  });

  it('suggests titles and skills of listed positions, and places', async () => {
    const res = await ctx.client().get(`${API.searchAutocomplete}?q=eng`);
    const labels = res.json().data.suggestions.map((s: { label: string }) => s.label);
    expect(labels).toEqual(expect.arrayContaining(['Backend Engineer', 'Frontend Engineer']));
    expect(labels).not.toContain('Data Analyst Elsewhere');
    const skills = (await ctx.client().get(`${API.searchAutocomplete}?q=kube`)).json().data.suggestions;
    expect(skills).toEqual([{ label: 'Kubernetes', value: 'Kubernetes', kind: 'skill' }]);
    const places = (await ctx.client().get(`${API.searchLocations}?q=berl`)).json().data.suggestions;
    expect(places[0]).toMatchObject({ kind: 'place', label: 'Berlin, DE' });
  });

  it("answers a repeated search from its cache until the tenant's index changes", async () => {
    const compute = vi.spyOn(ctx.app.services.search, 'search');
    try {
      const first = await search({ query: 'analyst', sort_by: 'date' });
      const again = await search({ sort_by: 'date', query: 'analyst' });
      expect(again.body).toEqual(first.body);
      expect(compute).toHaveBeenCalledTimes(1);
      // The answer tells a load test whether the cache served it.
      expect([first.cache, again.cache]).toEqual(['miss', 'hit']);

      const version = await ctx.app.services.search.indexVersion(ctx.tenant.id);
      await ctx.app.services.positions.createMany(other.id, [
        job('Analyst Abroad', { postedAt: daysAgo(0) }),
      ]);
      expect(await ctx.app.services.search.indexVersion(ctx.tenant.id)).toBe(version);
      await search({ query: 'analyst', sort_by: 'date' });
      expect(compute).toHaveBeenCalledTimes(1);

      const created = await ctx.app.services.positions.create(
        ctx.tenant.id,
        job('Cache Analyst', { postedAt: daysAgo(0) }),
      );
      expect(await ctx.app.services.search.indexVersion(ctx.tenant.id)).toBeGreaterThan(version);
      const after = await search({ query: 'analyst', sort_by: 'date' });
      expect(compute).toHaveBeenCalledTimes(2);
      expect(after.cache).toBe('miss');
      expect(after.body.data.positions[0]?.title).toBe('Cache Analyst');
      expect(after.body.data.count).toBe(first.body.data.count + 1);
      await ctx.app.services.positions.archive(ctx.tenant.id, created.id);
    } finally {
      compute.mockRestore();
    }
  });

  it('caches by the validated request: junk parameters, order and other spellings of one search share an entry', async () => {
    const compute = vi.spyOn(ctx.app.services.search, 'search');
    try {
      const first = await search({ query: 'engineer', filter_job_type: 'part-time,full-time' });
      expect(first.body.data.appliedFilters).toEqual({ job_type: ['full-time', 'part-time'] });
      const spellings: Record<string, string | string[]>[] = [
        { query: 'engineer', filter_job_type: 'part-time,full-time', utm_source: 'mail', junk: 'a1' },
        { query: 'engineer', filter_job_type: 'part-time,full-time', junk: 'b2', filter_nothing: 'x' },
        { filter_job_type: ['full-time', 'part-time'], query: 'engineer', start: '0', num: '10' },
        // The filter's display name and the values' labels.
        { query: 'engineer', 'filter_Job type': 'Full-time, Part-time' },
      ];
      for (const params of spellings) {
        const again = await search(params);
        expect(again.status).toBe(200);
        expect(again.body, JSON.stringify(params)).toEqual(first.body);
      }
      expect(compute).toHaveBeenCalledTimes(1);
      // Another search is another entry.
      await search({ query: 'engineer', filter_job_type: 'full-time' });
      expect(compute).toHaveBeenCalledTimes(2);
    } finally {
      compute.mockRestore();
    }
  });

  it('sees creates, updates, archives and expiry at once', async () => {
    const created = await ctx.app.services.positions.create(
      ctx.tenant.id,
      job('Pastry Chef', { postedAt: daysAgo(1) }),
    );
    expect(await titles({ query: 'pastry' })).toEqual(['Pastry Chef']);
    expect(
      (await ctx.client().get(`${API.searchAutocomplete}?q=pastry`)).json().data.suggestions,
    ).toHaveLength(1);
    await ctx.app.services.positions.update(
      ctx.tenant.id,
      created.id,
      job('Bread Baker', { postedAt: daysAgo(1) }),
    );
    expect(await titles({ query: 'pastry' })).toEqual([]);
    expect(await titles({ query: 'baker' })).toEqual(['Bread Baker']);
    expect((await ctx.client().get(`${API.searchAutocomplete}?q=pastry`)).json().data.suggestions).toEqual(
      [],
    );
    await ctx.app.services.positions.archive(ctx.tenant.id, created.id);
    expect(await titles({ query: 'baker' })).toEqual([]);

    const expiring = await ctx.app.services.positions.create(
      ctx.tenant.id,
      job('Seasonal Picker', {
        postedAt: daysAgo(1),
        validThrough: new Date(NOW.getTime() + DAY).toISOString(),
      }),
    );
    expect(await titles({ query: 'picker' })).toEqual(['Seasonal Picker']);
    ctx.clock.advance(2 * DAY);
    expect(await titles({ query: 'picker' })).toEqual([]);
    ctx.clock.advance(-2 * DAY);
    expect(expiring.id).toBeGreaterThan(0);
  });
});

describeEachDb('job search above the count cap', (h) => {
  let ctx: TestAppContext;
  const CAP = 5;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, {
      clock: createClock(NOW),
      config: { pcsxConfig: { branding: { companyName: 'Big' }, searchConfig: FILTERS } },
    });
    const many: PositionInput[] = [];
    for (let i = 0; i < 12; i++) {
      many.push(
        job(i % 3 === 0 ? `Store Manager ${i}` : `Cashier ${i}`, {
          department: i % 2 === 0 ? 'Retail' : 'Stores',
          postedAt: daysAgo(i + 1),
          description: '<p>A store manager role on our team.</p>',
        }),
      );
    }
    await ctx.app.services.positions.createMany(ctx.tenant.id, many);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  /** A search request of parameters and `filter_*` parameters, read as the route reads a URL's. */
  const request = (params: Parameters<typeof searchRequest>[1], filters: Record<string, string>) =>
    searchRequest(ctx.tenant, params, readFilterParams(Object.entries(filters), { commaInValues: false }));
  const service = () =>
    createSearchService({
      db: h.db,
      positions: ctx.app.services.positions,
      now: () => NOW,
      countCap: CAP,
      facetSample: CAP,
    });
  const run = (query: string, extra: Record<string, string> = {}, start = 0, num = 4) =>
    service().search(ctx.tenant, request({ query, location: '', start, num }, extra));

  it('caps the count, marks facets as lower bounds and still pages by relevance tiers', async () => {
    const res = await run('manager');
    expect(res.count).toBe(CAP);
    expect(res.resultsMetaData.countIsCapped).toBe(true);
    expect(res.filterDef.allFilters[0]!.countsAreLowerBounds).toBe(true);
    // Four title matches (0, 3, 6, 9) come first, newest first, then the description-only matches.
    expect(res.positions.map((p) => p.title)).toEqual([
      'Store Manager 0',
      'Store Manager 3',
      'Store Manager 6',
      'Store Manager 9',
    ]);
    const next = await run('manager', {}, 4);
    expect(next.positions.map((p) => p.title)).toEqual(['Cashier 1', 'Cashier 2', 'Cashier 4', 'Cashier 5']);
    // Past the four title matches, the rest of the page comes from the sample's newest other matches.
    const wider = await run('manager', {}, 2, 4);
    expect(wider.positions.map((p) => p.title)).toEqual([
      'Store Manager 6',
      'Store Manager 9',
      'Cashier 1',
      'Cashier 2',
    ]);
  });

  it('counts exactly below the cap with filters and pages by date', async () => {
    const res = await run('', { filter_department: 'Retail,Nowhere' }, 0, 10);
    expect(res.count).toBe(CAP);
    expect(res.resultsMetaData.countIsCapped).toBe(true);
    // 'cashier' matches 8 (over the cap); with the department only 4 remain, counted exactly.
    const small = await run('cashier', { filter_department: 'Stores', filter_job_type: 'full-time' }, 0, 10);
    expect(small.count).toBe(4);
    expect(small.resultsMetaData.countIsCapped).toBe(false);
    expect(small.positions.map((p) => p.title)).toEqual([
      'Cashier 1',
      'Cashier 5',
      'Cashier 7',
      'Cashier 11',
    ]);
    const dated = await run('', {}, 2, 2);
    expect(dated.positions.map((p) => p.title)).toEqual(['Cashier 2', 'Store Manager 3']);
  });

  it('pages by date from the sample when it holds the page, and reads past it when matches are sparse', async () => {
    const byDate = (start: number, num: number) =>
      service().search(
        ctx.tenant,
        request(
          { query: 'manager', location: '', start, num, sort_by: 'date' },
          { filter_department: 'Retail' },
        ),
      );
    // The newest five matches hold three Retail ones: the first page comes from them.
    expect((await byDate(0, 2)).positions.map((p) => p.title)).toEqual(['Store Manager 0', 'Cashier 2']);
    // The third page is beyond the sample: the index is read again, and finds the older Retail jobs.
    expect((await byDate(4, 2)).positions.map((p) => p.title)).toEqual(['Cashier 8', 'Cashier 10']);
    const none = await service().search(
      ctx.tenant,
      request({ query: 'manager', location: '', start: 0, num: 4 }, { filter_department: 'Nowhere' }),
    );
    expect(none.positions).toEqual([]);
  });

  it('counts exactly past the sample, also around a place and after writes', async () => {
    // A sample smaller than the cap: counts between the two come from the index, not from the sample.
    const wide = (query: string, extra: Record<string, string> = {}, location = '') =>
      createSearchService({
        db: h.db,
        positions: ctx.app.services.positions,
        now: () => NOW,
        countCap: 10,
        facetSample: 3,
      }).search(ctx.tenant, request({ query, location, start: 0, num: 3 }, extra));
    const cashiers = await wide('cashier');
    expect([cashiers.count, cashiers.resultsMetaData.countIsCapped]).toEqual([8, false]);
    expect(cashiers.positions.map((p) => p.title)).toEqual(['Cashier 1', 'Cashier 2', 'Cashier 4']);
    const manager = await wide('manager');
    expect([manager.count, manager.resultsMetaData.countIsCapped]).toEqual([10, true]);
    const berlin = await wide('', { filter_distance: '50' }, 'Berlin');
    expect([berlin.count, berlin.resultsMetaData.countIsCapped]).toEqual([10, true]);
    const retail = await wide('', { filter_distance: '50', filter_department: 'Retail' }, 'Berlin');
    expect([retail.count, retail.resultsMetaData.countIsCapped]).toEqual([6, false]);

    const extra = await ctx.app.services.positions.create(
      ctx.tenant.id,
      job('Cashier 12', { department: 'Stores', postedAt: daysAgo(20) }),
    );
    expect((await wide('cashier')).count).toBe(9);
    await ctx.app.services.positions.update(
      ctx.tenant.id,
      extra.id,
      job('Baker 12', { department: 'Stores', postedAt: daysAgo(20) }),
    );
    expect((await wide('cashier')).count).toBe(8);
    await ctx.app.services.positions.archive(ctx.tenant.id, extra.id);
    expect((await wide('baker')).count).toBe(0);
    expect((await wide('cashier')).count).toBe(8);
  });
});

describeEachDb('job search limits', (h) => {
  let ctx: TestAppContext;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, {
      clock: createClock(NOW),
      env: { SEARCH_RATE_LIMIT: '3', TRUST_PROXY: 'true' },
    });
    await ctx.app.services.positions.createMany(ctx.tenant.id, [job('Data Analyst')]);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('limits each search call per client address: 429 with the error body and retry-after', async () => {
    const client = ctx.client();
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (const path of [
      `${API.search}?query=analyst`,
      `${API.searchMarkers}?query=analyst`,
      `${API.searchAutocomplete}?q=ana`,
      `${API.searchLocations}?q=ber`,
    ]) {
      const answers: number[] = [];
      // The same search each time: answers from the cache count as well.
      for (let i = 0; i < 3; i++) answers.push((await client.get(path, from('10.1.0.1'))).statusCode);
      const limited = await client.get(path, from('10.1.0.1'));
      expect([...answers, limited.statusCode], path).toEqual([200, 200, 200, 429]);
      expect(Number(limited.headers['retry-after']), path).toBeGreaterThan(0);
      expect(limited.json(), path).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      // Another address is not held up by this one.
      expect((await client.get(path, from('10.1.0.2'))).statusCode, path).toBe(200);
    }
  });
});

describe('search service units', () => {
  it('keeps the spec constants', async () => {
    const { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } = await import('@portico/contracts');
    expect(SEARCH_COUNT_CAP).toBe(10_000);
    expect(SEARCH_PAGE_SIZE).toBe(10);
  });
});
