import type { PositionInput } from '@portico/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../db/migrator.js';
import { createPositionsService } from '../modules/positions/positions.service.js';
import { describeEachDb } from '../test/databases.js';
import { positionIdOfKey, tokens } from './documents.js';
import { createSearchIndex, type ScanQuery } from './search-index.js';
import { parseTextQuery } from './text-query.js';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const TENANT = 'idx-t';
const OTHER = 'idx-o';
/**
 * Enough documents that reading 100 matches of a word in 1 of 7 of them is neither a walk nor a full
 * collection on PostgreSQL but a read by key range (postgres-index.ts); SQLite answers the same.
 */
const DOCS = 3_000;

function job(i: number, title: string, description: string): PositionInput {
  return {
    title,
    department: i % 3 === 0 ? 'Sales' : 'Engineering',
    jobType: 'full-time',
    seniority: 'mid',
    locations: [],
    isRemote: true,
    requiredSkills: [],
    preferredSkills: [],
    description: `<p>${description}</p>`,
    salary: null,
    // A distinct minute each, newest first by index: keys order as i does.
    postedAt: new Date(NOW - i * 60_000).toISOString(),
    validThrough: null,
  };
}

/**
 * Document i's text: "harbour" in every 7th (~14 %), "crane" in every 5th, and "dock" in every document
 * but the newest harbour ones (i < 2,000), so that harbour and dock seldom meet among the newest.
 */
const hasDock = (i: number) => i >= 2_000 || i % 7 !== 0;

function words(i: number): string {
  return [
    i % 7 === 0 ? 'harbour' : '',
    i % 5 === 0 ? 'crane' : '',
    hasDock(i) ? 'dock' : '',
    'shift work',
  ].join(' ');
}

describeEachDb('search index reads and document counts', (h) => {
  const ids: number[] = [];
  beforeAll(async () => {
    for (const [id, domain] of [
      [TENANT, 'idx.example'],
      [OTHER, 'other-idx.example'],
    ] as const) {
      await h.db
        .insertInto('tenants')
        .values({
          id,
          domain,
          name: id,
          config_json: '{}',
          is_default: 0,
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        })
        .execute();
    }
    const positions = createPositionsService(h.db);
    const batch = Array.from({ length: DOCS }, (_, i) =>
      job(i, i % 14 === 0 ? `Harbour operator ${i}` : `Operator ${i}`, words(i)),
    );
    ids.push(...(await positions.createMany(TENANT, batch)));
    // Another tenant's harbour jobs, newer than all of the first tenant's: never read for it.
    await positions.createMany(
      OTHER,
      Array.from({ length: 300 }, (_, i) => job(-1 - i, 'Harbour pilot', 'harbour crane')),
    );
    await createSearchIndex(h.db).optimize();
  });

  const query = (text: string): ScanQuery => ({
    tenantId: TENANT,
    language: 'en',
    text: parseTextQuery(text),
    titleOnly: false,
    tokenGroups: [],
    minKey: null,
    maxKey: null,
  });
  /** Position indexes (i of job()) of the rows read. */
  const read = async (q: ScanQuery, limit: number) =>
    (await createSearchIndex(h.db).scan(q, limit)).map((r) => ids.indexOf(positionIdOfKey(r.key)));
  const expected = (test: (i: number) => boolean, limit: number) =>
    Array.from({ length: DOCS }, (_, i) => i)
      .filter(test)
      .slice(0, limit);

  it('reads the newest matches of a word in a minority of documents, in order', async () => {
    expect(await read(query('harbour'), 100)).toEqual(expected((i) => i % 7 === 0, 100));
    // More than the tenant has: every match, still newest first.
    expect(await read(query('harbour'), 500)).toEqual(expected((i) => i % 7 === 0, 500));
  });

  it('reads on past the expected range when the words seldom meet', async () => {
    // Each word alone is common enough to read by range; together they are in 1 of 35 documents.
    const both = await read(query('harbour crane'), 100);
    expect(both).toEqual(expected((i) => i % 7 === 0 && i % 5 === 0, 100));
    expect(both).toHaveLength(86);
    // By their shares "harbour dock" should be in 1 of 8 documents; among the newest 2,000 it is in none.
    expect(await read(query('harbour dock'), 100)).toEqual(expected((i) => i % 7 === 0 && i >= 2_000, 100));
  });

  it('counts matches exactly up to the cap, whether the counts settle it or the rows are read', async () => {
    const index = createSearchIndex(h.db);
    const sales = [tokens.department('Sales')];
    const both = [tokens.department('Sales'), tokens.department('Engineering')];
    const truth = (test: (i: number) => boolean) => expected(test, DOCS).length;
    const cases: [ScanQuery, number][] = [
      [query('harbour'), truth((i) => i % 7 === 0)],
      // Words in every document: their count is the tenant's, however many of them.
      [query('shift work'), DOCS],
      [{ ...query('shift'), tokenGroups: [sales] }, truth((i) => i % 3 === 0)],
      [{ ...query('harbour'), tokenGroups: [sales] }, truth((i) => i % 7 === 0 && i % 3 === 0)],
      [{ ...query('harbour'), tokenGroups: [both] }, truth((i) => i % 7 === 0)],
      [{ ...query(''), text: null, tokenGroups: [sales] }, truth((i) => i % 3 === 0)],
      [{ ...query('"shift work"'), tokenGroups: [sales] }, truth((i) => i % 3 === 0)],
      [{ ...query('crane harbour shift'), tokenGroups: [sales] }, truth((i) => i % 105 === 0)],
      // Dock is in most documents: counted as the department's documents less those without it.
      [{ ...query('dock'), tokenGroups: [sales] }, truth((i) => i % 3 === 0 && hasDock(i))],
      [{ ...query('dock shift'), tokenGroups: [sales] }, truth((i) => i % 3 === 0 && hasDock(i))],
      [{ ...query('dock'), tokenGroups: [both] }, truth(hasDock)],
    ];
    for (const [q, n] of cases) {
      for (const cap of [10, 500, 5_000])
        expect([q, cap, await index.count(q, cap)]).toEqual([q, cap, Math.min(n, cap)]);
    }
  });

  it("keeps each tenant's document count through writes, and the migration counts the same", async () => {
    const docs = async (tenantId: string) =>
      Number(
        (
          await h.db
            .selectFrom('search_versions')
            .select('docs')
            .where('tenant_id', '=', tenantId)
            .executeTakeFirst()
        )?.docs,
      );
    const recount = async (tenantId: string) =>
      Number(
        (
          await sql<{
            n: number;
          }>`select count(*) as n from search_docs where tenant_id = ${tenantId}`.execute(h.db)
        ).rows[0]?.n,
      );
    expect([await docs(TENANT), await docs(OTHER)]).toEqual([DOCS, 300]);
    const positions = createPositionsService(h.db);
    const [added] = await positions.createMany(TENANT, [job(DOCS, 'Extra', 'harbour')]);
    await positions.update(TENANT, added as number, job(DOCS, 'Extra, changed', 'crane'));
    await positions.archive(TENANT, ids[0] as number);
    // Archiving twice removes nothing the second time.
    await positions.archive(TENANT, ids[0] as number).catch(() => undefined);
    expect(await docs(TENANT)).toBe(DOCS);
    expect(await docs(TENANT)).toBe(await recount(TENANT));
    // Migrated back to before the counts and forward again: the backfill gives the same figures, and
    // searches answer as before.
    const count = () =>
      createSearchIndex(h.db).count({ ...query('dock'), tokenGroups: [[tokens.department('Sales')]] }, 5_000);
    const before = await count();
    expect((await createMigrator(h.db).migrateTo('0007-search-versions')).error).toBeUndefined();
    await migrateToLatest(h.db);
    expect([await docs(TENANT), await docs(OTHER)]).toEqual([await recount(TENANT), 300]);
    expect(await count()).toBe(before);
  });
});
