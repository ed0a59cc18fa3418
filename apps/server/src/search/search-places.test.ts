import type { PositionInput, PositionLocation } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../db/migrator.js';
import { createSearchService } from '../modules/search/search.service.js';
import { searchRequest } from '../modules/search/search-request.js';
import type { Tenant } from '../modules/tenants/tenants.service.js';
import { createClock, createTestApp, type TestAppContext } from '../test/app.js';
import { describeEachDb } from '../test/databases.js';
import { BERLIN, POTSDAM, place } from '../test/places.js';
import { tokens } from './documents.js';
import { distanceKm, type LatLng } from './geo.js';
import { type GeoConstraint, narrowToPlaces, resolveLocation } from './location.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');

const HAMBURG = place('Hamburg', 'DE', 'Germany', 53.5511, 9.9937);
// 49.97 km due north of Berlin: inside a 50 km radius, at the very edge of its box.
const NORTH_EDGE = place('Wandlitz', 'DE', 'Germany', 52.52 + 0.4494, 13.405);
// Two towns of one name in one country: one city token, two places.
const SPRINGFIELD_IL = place('Springfield', 'US', 'United States', 39.7817, -89.6501, 'IL');
const SPRINGFIELD_MA = place('Springfield', 'US', 'United States', 42.1015, -72.5898, 'MA');

function job(title: string, locations: PositionLocation[], day: number): PositionInput {
  return {
    title,
    department: 'Engineering',
    jobType: 'full-time',
    seniority: 'mid',
    locations,
    isRemote: locations.length === 0,
    requiredSkills: [],
    preferredSkills: [],
    description: `<p>${title}, working with our team.</p>`,
    salary: null,
    postedAt: new Date(NOW.getTime() - day * 86_400_000).toISOString(),
    validThrough: null,
  };
}

const CATALOGUE: PositionInput[] = [
  job('Berlin Engineer', [BERLIN], 1),
  job('Berlin and Hamburg Analyst', [BERLIN, HAMBURG], 2),
  job('Potsdam Engineer', [POTSDAM], 3),
  job('Hamburg Engineer', [HAMBURG], 4),
  job('Illinois Engineer', [SPRINGFIELD_IL], 5),
  job('Massachusetts Engineer', [SPRINGFIELD_MA], 6),
  job('Remote Engineer', [], 7),
  job('Wandlitz Engineer', [NORTH_EDGE], 8),
];

describeEachDb('searches by the places of a radius or map area', (h) => {
  let ctx: TestAppContext;
  let other: Tenant;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { clock: createClock(NOW) });
    const created = await ctx.app.services.positions.createMany(ctx.tenant.id, CATALOGUE);
    for (const [i, p] of CATALOGUE.entries()) ids.set(p.title, created[i] as number);
    other = await ctx.createTenant();
    await ctx.app.services.positions.createMany(other.id, [job("Other tenant's Berlin job", [BERLIN], 0)]);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const search = (
    params: { location: string; latlong?: LatLng; map_sw?: LatLng; map_ne?: LatLng },
    distance?: number,
  ) =>
    createSearchService({ db: h.db, positions: ctx.app.services.positions, now: () => NOW }).search(
      ctx.tenant,
      searchRequest(
        ctx.tenant,
        { query: '', start: 0, num: 50, ...params },
        distance === undefined ? {} : { distance: [String(distance)] },
      ),
    );
  /** The titles whose places any lie within `km` of `point`, by distance alone. */
  const near = (point: LatLng, km: number) =>
    CATALOGUE.filter((p) => (p.locations ?? []).some((l) => distanceKm(point, l) <= km)).map((p) => p.title);

  it('answers exactly what the distances say, from the tenant’s places only', async () => {
    for (const [location, km] of [
      ['Berlin', 10],
      ['Berlin', 50],
      ['Berlin', 300],
    ] as const) {
      const res = await search({ location }, km);
      expect([location, km, res.positions.map((p) => p.title).sort()]).toEqual([
        location,
        km,
        near(BERLIN, km).sort(),
      ]);
      expect(res.count).toBe(near(BERLIN, km).length);
    }
    // The token Springfield|US has places on both sides of this circle: its documents are tested.
    const illinois = await search({ location: 'current location', latlong: SPRINGFIELD_IL }, 50);
    expect(illinois.positions.map((p) => p.title)).toEqual(['Illinois Engineer']);
    expect(illinois.count).toBe(1);
    // A circle with none of the tenant's places: nothing, though cells around it hold none either way.
    const sea = await search({ location: 'current location', latlong: { lat: 54.5, lng: 11 } }, 10);
    expect([sea.count, sea.positions]).toEqual([0, []]);
    const area = await search({
      location: 'Map Area',
      map_sw: { lat: 52, lng: 9 },
      map_ne: { lat: 53, lng: 14 },
    });
    expect(area.positions.map((p) => p.title).sort()).toEqual(
      ['Berlin Engineer', 'Berlin and Hamburg Analyst', 'Potsdam Engineer', 'Wandlitz Engineer'].sort(),
    );
  });

  it('keeps the places through writes, and the migration fills the same', async () => {
    const rows = async () =>
      (
        await h.db
          .selectFrom('search_places')
          .select(['token', 'lat', 'lng', 'docs'])
          .where('tenant_id', '=', ctx.tenant.id)
          .execute()
      )
        .map((r) => `${r.token} ${r.lat},${r.lng} ${r.docs}`)
        .sort();
    const row = (l: PositionLocation, docs: number) =>
      `${tokens.city(l.city, l.countryCode)} ${l.lat},${l.lng} ${docs}`;
    expect(await rows()).toEqual(
      [
        row(BERLIN, 2),
        row(HAMBURG, 2),
        row(NORTH_EDGE, 1),
        row(POTSDAM, 1),
        row(SPRINGFIELD_IL, 1),
        row(SPRINGFIELD_MA, 1),
      ].sort(),
    );
    const positions = ctx.app.services.positions;
    await positions.update(ctx.tenant.id, ids.get('Potsdam Engineer') as number, job('Moved', [HAMBURG], 3));
    await positions.archive(ctx.tenant.id, ids.get('Massachusetts Engineer') as number);
    const after = [row(BERLIN, 2), row(HAMBURG, 3), row(NORTH_EDGE, 1), row(SPRINGFIELD_IL, 1)].sort();
    expect(await rows()).toEqual(after);
    // Springfield|US now lies wholly inside a circle around Illinois.
    expect((await search({ location: 'current location', latlong: SPRINGFIELD_IL }, 50)).count).toBe(1);
    expect((await createMigrator(h.db).migrateTo('0009-search-filters-in-text')).error).toBeUndefined();
    await migrateToLatest(h.db);
    expect(await rows()).toEqual(after);
  });
});

describe('narrowing a region to places', () => {
  const berlin = resolveLocation({ location: 'Berlin', radiusKm: 50, fallbackPoint: null });
  const at = (l: PositionLocation) => ({ token: tokens.city(l.city, l.countryCode), lat: l.lat, lng: l.lng });

  it('searches the tokens inside by the index alone when each lies wholly inside', () => {
    const narrowed = narrowToPlaces(berlin, [at(BERLIN), at(POTSDAM), at(HAMBURG)]);
    expect(narrowed.tokenGroups).toEqual([[at(BERLIN).token, at(POTSDAM).token]]);
    expect(narrowed.test).toBeUndefined();
    expect(narrowed.impossible).toBeUndefined();
  });

  it('keeps the exact test for a token with places on both sides, and matches nothing without places', () => {
    const illinois = resolveLocation({
      location: 'current location',
      latlong: SPRINGFIELD_IL,
      radiusKm: 50,
      fallbackPoint: null,
    });
    const mixed = narrowToPlaces(illinois, [at(SPRINGFIELD_IL), at(SPRINGFIELD_MA)]);
    expect(mixed.tokenGroups).toEqual([[at(SPRINGFIELD_IL).token]]);
    expect(mixed.test).toBeTypeOf('function');
    expect(narrowToPlaces(berlin, [at(HAMBURG)])).toMatchObject({ impossible: true, tokenGroups: [] });
  });

  it('leaves the grid cells and the test when there were too many places, or no region', () => {
    expect(narrowToPlaces(berlin, null)).toBe(berlin);
    const remote: GeoConstraint = resolveLocation({ location: 'remote', radiusKm: 50, fallbackPoint: null });
    expect(narrowToPlaces(remote, [at(BERLIN)])).toBe(remote);
  });
});
