import {
  API,
  type PageConfigInput,
  type Position,
  type PositionInput,
  type SearchResult,
} from '@portico/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toIndexDoc } from '../../search/documents.js';
import { createSearchIndex } from '../../search/search-index.js';
import { createClock, createTestApp, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let age = 0;
/** Each job is posted a minute before the previous one: the first listed is the newest. */
const job = (title: string, o: Partial<PositionInput> = {}): PositionInput =>
  positionInput(title, {
    description: `<p>We are looking for a ${title} to join our team.</p>`,
    postedAt: new Date(NOW.getTime() - 3_600_000 - 60_000 * age++).toISOString(),
    ...o,
  });

/**
 * What ranks first for the words job seekers type (docs/decisions/056): the same on both engines, because
 * the engines only match and the ranking above them reads the same payloads.
 */
describeEachDb('job search relevance', (h) => {
  let ctx: TestAppContext;
  let client: TestClient;

  beforeAll(async () => {
    const config = {
      pcsxConfig: {
        branding: { companyName: 'Test Co' },
        searchConfig: { synonyms: [{ from: 'RN', to: ['registered nurse'] }] },
      },
    } as Partial<PageConfigInput>;
    ctx = await createTestApp(h.db, { clock: createClock(NOW), config });
    client = ctx.client();
    await ctx.app.services.positions.createMany(ctx.tenant.id, [
      // Newest first: what the old order (newest first among text matches) would have shown on top.
      job('Senior Account Executive', { seniority: 'senior', requiredSkills: ['Negotiation'] }),
      job('Security Engineer', { preferredSkills: ['Python'], requiredSkills: ['Threat modelling'] }),
      job('Key Account Manager', { requiredSkills: ['Account planning'] }),
      job('Senior Accountant', { seniority: 'senior', requiredSkills: ['IFRS', 'Excel'] }),
      job('Accountant', { requiredSkills: ['Bookkeeping'] }),
      job('Data Engineer', { requiredSkills: ['Python', 'SQL'] }),
      job('Backend Engineer', { requiredSkills: ['C', 'Embedded systems'] }),
      job('.NET Developer', { requiredSkills: ['C#', '.NET', 'SQL Server'] }),
      job('Game Engine Programmer', { requiredSkills: ['C++', 'Linear algebra'] }),
      job('Frontend Engineer', { requiredSkills: ['Node.js', 'React', 'CI/CD'] }),
      job('Software Engineer', { requiredSkills: ['Go', 'Kubernetes'] }),
      job('Registered Nurse', { department: 'Care', requiredSkills: ['Patient care'] }),
    ]);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  async function titles(query: string): Promise<string[]> {
    const res = await client.get(`${API.search}?${new URLSearchParams({ query })}`);
    expect(res.statusCode, query).toBe(200);
    return (res.json() as { data: SearchResult }).data.positions.map((p) => p.title);
  }

  it('puts the accountants above account roles that only share the stem', async () => {
    const found = await titles('accountant');
    expect(found.slice(0, 2).sort()).toEqual(['Accountant', 'Senior Accountant']);
    // "senior" orders the accountants; it does not hide those of other levels.
    expect((await titles('senior accountant')).slice(0, 2)).toEqual(['Senior Accountant', 'Accountant']);
  });

  it('puts the jobs that require a skill above those that would like it', async () => {
    expect((await titles('python'))[0]).toBe('Data Engineer');
    expect(await titles('python')).toEqual(['Data Engineer', 'Security Engineer']);
  });

  it('keeps C#, C++, .NET and Node.js as words of their own', async () => {
    expect(await titles('C#')).toEqual(['.NET Developer']);
    expect(await titles('c++')).toEqual(['Game Engine Programmer']);
    expect(await titles('.net')).toEqual(['.NET Developer']);
    expect(await titles('node.js')).toEqual(['Frontend Engineer']);
    expect(await titles('ci/cd')).toEqual(['Frontend Engineer']);
    // The letter alone is the C skill, not C# or C++.
    expect(await titles('c')).toEqual(['Backend Engineer']);
  });

  it('finds abbreviations, synonyms, other languages and the tenant’s own entries', async () => {
    expect((await titles('swe'))[0]).toBe('Software Engineer');
    expect((await titles('sr accountant'))[0]).toBe('Senior Accountant');
    // "dev" is a developer or an engineer; "developer" typed is first a developer.
    expect(await titles('dev')).toEqual(expect.arrayContaining(['.NET Developer', 'Software Engineer']));
    expect((await titles('developer'))[0]).toBe('.NET Developer');
    expect((await titles('contable')).slice(0, 2).sort()).toEqual(['Accountant', 'Senior Accountant']);
    expect((await titles('Buchhalter')).slice(0, 2).sort()).toEqual(['Accountant', 'Senior Accountant']);
    expect((await titles('会計士')).slice(0, 2).sort()).toEqual(['Accountant', 'Senior Accountant']);
    expect((await titles('ソフトウェアエンジニア'))[0]).toBe('Software Engineer');
    expect(await titles('RN')).toEqual(['Registered Nurse']);
  });

  it('puts the whole role and the phrase first', async () => {
    expect((await titles('data engineer'))[0]).toBe('Data Engineer');
    expect((await titles('engineer security'))[0]).toBe('Security Engineer');
  });

  it('indexes every position again when the index was written in an older format', async () => {
    const positions = ctx.app.services.positions;
    const [nurse] = await positions.findManyByIds(ctx.tenant.id, (await positionIds()).slice(-1));
    // An index that lost a position (as one written by older code may not hold what this code reads).
    await createSearchIndex(h.db).remove(h.db, [toIndexDoc(nurse as Position, 'en')]);
    expect(await titles('nurse')).toEqual([]);
    await h.db
      .insertInto('search_format')
      .values({ id: 1, version: 1 })
      .onConflict((oc) => oc.column('id').doUpdateSet({ version: 1 }))
      .execute();
    // Every position of every tenant is read again; the format is then current and nothing is redone.
    expect(await positions.reindexIfStale()).toBeGreaterThanOrEqual(12);
    expect(await positions.reindexIfStale()).toBe(0);
    expect(await titles('nurse')).toEqual(['Registered Nurse']);
    expect((await titles('accountant')).slice(0, 2).sort()).toEqual(['Accountant', 'Senior Accountant']);
  });

  async function positionIds(): Promise<number[]> {
    const rows = await h.db
      .selectFrom('positions')
      .select('id')
      .where('tenant_id', '=', ctx.tenant.id)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }
});
