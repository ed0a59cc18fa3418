import { API, type MapMarker, type PositionInput, type SearchResult } from '@portico/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClock, createTestApp, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { MUNICH } from '../../test/places.js';
import { positionInput } from '../../test/positions.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');

/** Posted `daysAgo` days before NOW: the newest first in a date order. */
const job = (title: string, daysAgo: number, o: Partial<PositionInput> = {}): PositionInput =>
  positionInput(title, {
    description: '<p>A good team.</p>',
    postedAt: new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString(),
    ...o,
  });

/**
 * Typo tolerance through the real search routes (docs/decisions/059): a misspelled word finds the jobs
 * it meant and the answer carries the correction; a correctly spelled word keeps its exact hits alone.
 */
describeEachDb('job search with misspelled words', (h) => {
  let ctx: TestAppContext;
  let client: TestClient;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, {
      clock: createClock(NOW),
      config: {
        pcsxConfig: {
          branding: { companyName: 'Spelling' },
          searchConfig: {
            smartFilters: [{ filterName: 'department', displayName: 'Department', type: 'multiselect' }],
            allFilters: [],
          },
        },
      },
    });
    client = ctx.client();
    await ctx.app.services.positions.createMany(ctx.tenant.id, [
      job('Senior Accountant', 1, { department: 'Finance' }),
      job('Accountant', 2, { department: 'Finance' }),
      job('Junior Accountant', 3, { department: 'Finance', locations: [MUNICH] }),
      job('Software Engineer', 4),
      job('Kubernetes Platform Engineer', 5, { requiredSkills: ['Kubernetes'] }),
      job('Technical Recruiter', 6, { department: 'People' }),
      job('Product Designer', 7, { department: 'Design' }),
      job('Data Analyst', 8, { requiredSkills: ['Python', 'SQL'] }),
      job('Python Developer', 9, { requiredSkills: ['Python'] }),
      job('Machine Learning Engineer', 10, { requiredSkills: ['Python'] }),
      job('Automation Engineer', 11, { requiredSkills: ['Python'] }),
      // The same slip in two descriptions: the typed text's own matches, one of them a Python job too.
      job('Backend Developer', 12, { description: '<p>Our pyhton services, written in python.</p>' }),
      job('Scripting Intern', 13, { description: '<p>Learn pyhton with us.</p>' }),
      job('QA Lead', 14, { requiredSkills: ['QA'] }),
    ]);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  async function search(query: string, more: Record<string, string> = {}): Promise<SearchResult> {
    const res = await client.get(`${API.search}?${new URLSearchParams({ query, ...more })}`);
    expect(res.statusCode, query).toBe(200);
    return (res.json() as { data: SearchResult }).data;
  }
  const titles = (data: SearchResult) => data.positions.map((p) => p.title);

  it('finds the jobs a misspelled word meant and says which word it searched', async () => {
    const data = await search('acountant');
    expect(data.spelling).toEqual({ suggestion: 'accountant', applied: true, typedCount: 0 });
    expect(data.count).toBe(3);
    expect(titles(data).sort()).toEqual(['Accountant', 'Junior Accountant', 'Senior Accountant']);
    // The answer still describes what was typed.
    expect(data.resultsMetaData.query).toBe('acountant');
  });

  it('corrects the slips people make in titles and skills', async () => {
    const cases: [string, string, string][] = [
      ['recruter', 'recruiter', 'Recruiter'],
      ['analist', 'analyst', 'Analyst'],
      ['desginer', 'designer', 'Designer'],
      ['kubernets', 'kubernetes', 'Kubernetes'],
      ['softwre engineer', 'software engineer', 'Software Engineer'],
      ['Acountant', 'Accountant', 'Accountant'],
    ];
    for (const [typed, suggestion, title] of cases) {
      const data = await search(typed);
      expect(data.spelling?.suggestion, typed).toBe(suggestion);
      expect(data.count, typed).toBeGreaterThan(0);
      expect(titles(data)[0], typed).toContain(title);
    }
    // The engines' stemmers already take "enginer" for "engineer" (both stem to "engin"): its engineers
    // are exact hits, so it needs no correction; were they not, it would get one.
    const enginer = await search('enginer');
    expect(titles(enginer).length).toBeGreaterThanOrEqual(3);
    expect(titles(enginer).every((t) => t.includes('Engineer'))).toBe(true);
    expect([null, 'engineer']).toContain(enginer.spelling?.suggestion ?? null);
  });

  it('offers the correction without adding anything when it finds only what the typed text found', async () => {
    // "kubernets" stems like "kubernetes": the one job is an exact hit, and the correction adds nothing.
    const data = await search('kubernets');
    expect(titles(data)).toEqual(['Kubernetes Platform Engineer']);
    expect(data.spelling).toEqual({ suggestion: 'kubernetes', applied: false, typedCount: 1 });
  });

  it('keeps the exact hits of a correctly spelled word and offers no correction', async () => {
    const data = await search('accountant');
    expect(data.spelling).toBeNull();
    expect(data.count).toBe(3);
    const engineers = await search('engineer');
    expect(engineers.spelling).toBeNull();
    expect(titles(engineers).every((t) => t.includes('Engineer'))).toBe(true);
    // Short words are names, never typos.
    expect((await search('QB')).spelling).toBeNull();
    expect(titles(await search('QA'))).toEqual(['QA Lead']);
  });

  it('keeps a location with the corrected text', async () => {
    const data = await search('acountant', { location: 'Munich' });
    expect(data.spelling?.suggestion).toBe('accountant');
    expect(titles(data)).toEqual(['Junior Accountant']);
  });

  it('answers nothing and no correction when the corrected text matches nothing either', async () => {
    const data = await search('acountant', { location: 'Paris' });
    expect([data.count, data.positions, data.spelling]).toEqual([0, [], null]);
  });

  it('puts the typed text few matches first, then the corrected ones, each once, on every page', async () => {
    const all = await search('pyhton', { num: '50' });
    expect(all.spelling).toEqual({ suggestion: 'python', applied: true, typedCount: 2 });
    // The two descriptions with the slip first (newest first), then the Python jobs without the one
    // already shown.
    expect(titles(all).slice(0, 2)).toEqual(['Backend Developer', 'Scripting Intern']);
    expect(titles(all).slice(2).sort()).toEqual([
      'Automation Engineer',
      'Data Analyst',
      'Machine Learning Engineer',
      'Python Developer',
    ]);
    expect(all.count).toBe(6);
    // Page by page the same list, with the same count on every page.
    const paged: string[] = [];
    for (let start = 0; start < all.count; start++) {
      const page = await search('pyhton', { num: '1', start: String(start) });
      expect(page.count, `start ${start}`).toBe(6);
      paged.push(...titles(page));
    }
    expect(paged).toEqual(titles(all));
  });

  it('counts the facets over the jobs it shows', async () => {
    const data = await search('acountant');
    const departments = data.filterDef.allFilters.find((f) => f.filterName === 'department');
    expect(departments?.options.map((o) => [o.label, o.count])).toEqual([['Finance', 3]]);
    // Both lists' jobs: the two with the slip and the four Python jobs besides them.
    const both = await search('pyhton');
    const counts = both.filterDef.allFilters.find((f) => f.filterName === 'department')?.options;
    expect(counts?.reduce((n, o) => n + o.count, 0)).toBe(6);
  });

  it('puts the corrected matches on the map too', async () => {
    const res = await client.get(`${API.searchMarkers}?${new URLSearchParams({ query: 'acountant' })}`);
    expect(res.statusCode).toBe(200);
    const markers = (res.json() as { data: { markers: MapMarker[] } }).data.markers;
    expect(markers.reduce((n, m) => n + m.count, 0)).toBe(3);
  });

  it('answers from the vocabulary of the current index, never a cached one', async () => {
    expect((await search('acountant')).spelling?.suggestion).toBe('accountant');
    // A listed title with the word makes it a word of the catalogue: its one job is what it finds.
    await ctx.app.services.positions.create(ctx.tenant.id, job('Acountant Trainee', 0));
    const data = await search('acountant');
    expect(data.spelling).toBeNull();
    expect(titles(data)).toEqual(['Acountant Trainee']);
  });
});
