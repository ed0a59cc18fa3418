import { API, type MapMarker, type PositionInput, type SearchResult } from '@portico/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { filterToken } from '../../search/documents.js';
import { createClock, createTestApp, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');

const job = (title: string, o: Partial<PositionInput> = {}): PositionInput =>
  positionInput(title, {
    description: '<p>Bread and butter.</p>',
    postedAt: new Date(NOW.getTime() - 86_400_000).toISOString(),
    ...o,
  });

/**
 * A typed query is searched as typed: words that the engines leave out of what they index (stop words),
 * words that look like the index's own filter tokens, and text with no word at all must never widen the
 * search to every job.
 */
describeEachDb('job search text as typed', (h) => {
  let ctx: TestAppContext;
  let client: TestClient;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { clock: createClock(NOW) });
    client = ctx.client();
    await ctx.app.services.positions.createMany(ctx.tenant.id, [
      job('IT Support Specialist', {
        department: 'IT & Security',
        requiredSkills: ['ITIL', 'Networking basics'],
        description: '<p>Keep the laptops running.</p>',
      }),
      job('Service Desk Analyst', { requiredSkills: ['IT'], description: '<p>Answer the phone.</p>' }),
      // "it" and "do" in every description below: they are not what a person searching "IT" means.
      job('Data Analyst', { description: '<p>Make it count and do it well, as it should be done.</p>' }),
      job('Baker', { department: 'Retail', description: '<p>Do it early: it is bread.</p>' }),
    ]);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  async function search(query: string): Promise<SearchResult> {
    const res = await client.get(`${API.search}?${new URLSearchParams({ query })}`);
    expect(res.statusCode, query).toBe(200);
    return (res.json() as { data: SearchResult }).data;
  }
  const titles = async (query: string) => (await search(query)).positions.map((p) => p.title);

  it('finds "IT" as a whole word of titles and skills, not as the pronoun of every description', async () => {
    expect(await titles('IT')).toEqual(['IT Support Specialist', 'Service Desk Analyst']);
    expect(await titles('it')).toEqual(['IT Support Specialist', 'Service Desk Analyst']);
    expect(await titles('"IT"')).toEqual(['IT Support Specialist', 'Service Desk Analyst']);
    // Beside other words too "IT" is the field of work, never the pronoun: the Data Analyst's
    // description says "it" but nothing of IT.
    expect(await titles('it analyst')).toEqual(['Service Desk Analyst']);
    expect(await titles('IT support')).toEqual(['IT Support Specialist']);
  });

  it('answers zero, with the query echoed, for words that match nothing', async () => {
    for (const query of ['do', 'zzfoo', 'zzfoo analyst', 'xylophone', 'the who', '!!!', '***']) {
      const data = await search(query);
      expect([data.count, data.positions], query).toEqual([0, []]);
      expect(data.resultsMetaData.query, query).toBe(query);
    }
    // Nothing typed is still every job.
    expect((await search('')).count).toBe(4);
  });

  it('never reads a typed word as one of the index filter tokens', async () => {
    // The department filter token of "Retail" typed as a word: a filter would find the baker.
    const token = filterToken('d', 'Retail');
    expect((await search(token)).count).toBe(0);
    expect((await search(`${token}*`)).count).toBe(0);
  });

  it('gives map markers of the same answer', async () => {
    const markers = async (query: string) => {
      const res = await client.get(`${API.searchMarkers}?${new URLSearchParams({ query })}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { markers: MapMarker[] } }).data.markers;
    };
    expect(await markers('do')).toEqual([]);
    expect((await markers('IT')).map((m) => m.count)).toEqual([2]);
  });
});
