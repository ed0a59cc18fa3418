import {
  API,
  JOB_CART_MAX_ITEMS,
  type JobCartData,
  type JobInsights,
  NEARBY_RADIUS_KM,
  type PositionDetail,
  type PositionInput,
  type SavedPosition,
} from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClock,
  createTestApp,
  TEST_PASSWORD,
  type TestAppContext,
  type TestClient,
  type TestClock,
} from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { BERLIN, MUNICH, PARIS, POTSDAM, place } from '../../test/places.js';
import { hashPassword } from '../auth/passwords.js';
import type { Tenant } from '../tenants/tenants.service.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();

/** Two places 22 km apart on either side of the antimeridian. */
const TAVEUNI = place('Taveuni', 'FJ', 'Fiji', -16.85, 179.9);
const ACROSS = place('Across', 'FJ', 'Fiji', -16.85, -179.89);

const eur = (min: number, max: number) => ({ min, max, currency: 'EUR', period: 'year' as const });

function job(title: string, o: Partial<PositionInput> = {}): PositionInput {
  return {
    title,
    department: 'Engineering',
    jobType: 'full-time',
    seniority: 'senior',
    locations: [BERLIN],
    isRemote: false,
    requiredSkills: [],
    preferredSkills: [],
    description: `<p>The ${title} role.</p>`,
    salary: null,
    postedAt: daysAgo(10),
    validThrough: null,
    ...o,
  };
}

/**
 * A hand-built catalogue; the insights of "Target" are worked out by hand in the test. Similar = listed
 * Engineering + senior: S1, S2, S3 and S4 (the hidden ones are archived, private or expired).
 */
const CATALOGUE = {
  target: job('Target Engineer', {
    requiredSkills: ['Go'],
    salary: eur(60_000, 80_000),
    description: '<p>Build things.</p><script>alert(1)</script>',
  }),
  s1: job('S1', {
    locations: [POTSDAM],
    requiredSkills: ['Go', 'SQL'],
    preferredSkills: ['Docker'],
    salary: eur(50_000, 70_000),
  }),
  s2: job('S2', {
    requiredSkills: ['Go', 'Kubernetes'],
    preferredSkills: ['SQL'],
    salary: eur(70_000, 90_000),
  }),
  s3: job('S3', { locations: [MUNICH], requiredSkills: ['Go'], salary: eur(40_000, 60_000) }),
  s4: job('S4', {
    locations: [],
    isRemote: true,
    requiredSkills: ['Python', 'go'],
    preferredSkills: ['Go'],
    salary: { min: 100_000, max: 120_000, currency: 'USD', period: 'year' },
  }),
  archived: job('Archived', { requiredSkills: ['Rust'], archivedAt: daysAgo(1), salary: eur(1, 2) }),
  private: job('Private', { requiredSkills: ['Rust'], isPrivate: true, salary: eur(60_000, 70_000) }),
  expired: job('Expired', {
    requiredSkills: ['Rust'],
    postedAt: daysAgo(30),
    validThrough: daysAgo(1),
    salary: eur(1, 2),
  }),
  mid: job('Mid Engineer', { seniority: 'mid', requiredSkills: ['Java'] }),
  sales: job('Sales Lead', { department: 'Sales', locations: [BERLIN, POTSDAM] }),
  paris: job('Paris Engineer', { seniority: 'mid', locations: [PARIS] }),
  design: job('Designer', { department: 'Design', requiredSkills: ['Figma'], salary: eur(1, 2) }),
  designPeer: job('Design Peer', {
    department: 'Design',
    requiredSkills: ['Figma', 'Sketch'],
    salary: eur(3, 4),
  }),
  taveuni: job('Taveuni Guide', { department: 'Tourism', locations: [TAVEUNI] }),
  across: job('Across Guide', { department: 'Tourism', locations: [ACROSS] }),
} satisfies Record<string, PositionInput>;

async function signedIn(
  ctx: TestAppContext,
  email = ctx.candidate.email,
  domain?: string,
): Promise<TestClient> {
  const client = ctx.client(domain);
  const res = await client.logIn(email, TEST_PASSWORD);
  expect(res.statusCode).toBe(200);
  return client;
}

const errorCode = (res: LightMyRequestResponse) => (res.json() as { error: { code: string } }).error.code;
const errorMessage = (res: LightMyRequestResponse) =>
  (res.json() as { error: { message: string } }).error.message;

describeEachDb('position details, saving and the job cart', (h) => {
  let ctx: TestAppContext;
  let ids: Record<keyof typeof CATALOGUE, number>;
  let other: Tenant;
  let otherId: number;
  let otherEmail: string;
  let noCart: Tenant;
  let noCartEmail: string;
  let visitor: TestClient;
  let candidate: TestClient;
  let clock: TestClock;

  async function addCandidate(tenant: Tenant, prefix: string): Promise<string> {
    const email = `${prefix}-${tenant.id.slice(0, 6)}@example.com`;
    await ctx.app.services.candidates.create({
      tenantId: tenant.id,
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName: 'Other Candidate',
    });
    return email;
  }

  beforeAll(async () => {
    clock = createClock(NOW);
    ctx = await createTestApp(h.db, {
      clock,
      config: { pcsxConfig: { branding: { companyName: 'Test Co' }, jobCartConfig: { enabled: true } } },
    });
    const keys = Object.keys(CATALOGUE) as (keyof typeof CATALOGUE)[];
    const created = await ctx.app.services.positions.createMany(
      ctx.tenant.id,
      keys.map((k) => CATALOGUE[k]),
    );
    ids = Object.fromEntries(keys.map((k, i) => [k, created[i]!])) as typeof ids;

    other = await ctx.createTenant({
      pcsxConfig: { branding: { companyName: 'Other' }, jobCartConfig: { enabled: true } },
    });
    // Same department, seniority and city as the target: must never count in its insights.
    [otherId] = (await ctx.app.services.positions.createMany(other.id, [
      job('Other Tenant Engineer', { requiredSkills: ['Go', 'Rust'], salary: eur(1, 2) }),
    ])) as [number];
    otherEmail = await addCandidate(other, 'other');
    noCart = await ctx.createTenant();
    noCartEmail = await addCandidate(noCart, 'nocart');

    visitor = await ctx.client().start();
    candidate = await signedIn(ctx);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  /** Spec 1 §7 `GET /api/pcsx/position_details?position_id=` with more parameters. */
  const getPosition = (client: TestClient, id: number | string, params: Record<string, string> = {}) =>
    client.get(`${API.positionDetails}?${new URLSearchParams({ position_id: String(id), ...params })}`);
  const getInsights = (client: TestClient, id: number | string, params: Record<string, string> = {}) =>
    client.get(`${API.positionInsights}?${new URLSearchParams({ position_id: String(id), ...params })}`);
  const tokenOf = async (id: number) => (await ctx.app.services.positions.privateToken(ctx.tenant.id, id))!;
  const detail = (res: LightMyRequestResponse) =>
    (res.json() as { data: { position: PositionDetail } }).data.position;
  const cartOf = (res: LightMyRequestResponse) =>
    (res.json() as { data: { data: { jobCartData: JobCartData } } }).data.data.jobCartData;

  describe('GET position', () => {
    it('answers the full position with archived_at and the saved flag, without internal fields', async () => {
      const res = await getPosition(visitor, ids.target);
      expect(res.statusCode).toBe(200);
      const p = detail(res);
      expect(p).toMatchObject({
        id: ids.target,
        title: 'Target Engineer',
        department: 'Engineering',
        seniority: 'senior',
        jobType: 'full-time',
        locations: [BERLIN],
        requiredSkills: ['Go'],
        salary: eur(60_000, 80_000),
        isPrivate: false,
        archived_at: null,
        positionUserActions: { isSaved: false },
      });
      expect(p.description).toBe('<p>Build things.</p>');
      expect(p).not.toHaveProperty('tenantId');
      expect(p).not.toHaveProperty('createdAt');
      expect(p).not.toHaveProperty('archivedAt');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('reads the id from the "123-some-title" form', async () => {
      const res = await getPosition(visitor, `${ids.target}-target-engineer`);
      expect(res.statusCode).toBe(200);
      expect(detail(res).id).toBe(ids.target);
    });

    it('answers an archived position, with archived_at set', async () => {
      const res = await getPosition(visitor, ids.archived);
      expect(res.statusCode).toBe(200);
      expect(detail(res).archived_at).toBe(new Date(CATALOGUE.archived.archivedAt as string).toISOString());
    });

    it('shows a private position only with its link token, else 404 like an unknown id; a public one answers anyway', async () => {
      const token = await tokenOf(ids.private);
      expect(token).toMatch(/^[\w-]{22}$/);
      // The old boolean and guesses are no way in.
      for (const wrong of [undefined, '1', 'true', `${token.slice(0, -1)}x`, token.toUpperCase(), '']) {
        const res = await getPosition(visitor, ids.private, wrong === undefined ? {} : { private: wrong });
        expect(res.statusCode, String(wrong)).toBe(404);
        expect(res.json()).toMatchObject({
          error: { code: 'NOT_FOUND', message: 'This position does not exist.' },
        });
      }
      const res = await getPosition(visitor, ids.private, { private: token });
      expect(res.statusCode).toBe(200);
      expect(detail(res).isPrivate).toBe(true);
      expect((await getPosition(visitor, ids.target, { private: token })).statusCode).toBe(200);
      // Another private position's token opens only that one.
      expect((await getInsights(visitor, ids.private, { private: token })).statusCode).toBe(200);
    });

    it('lists the place the candidate searched for first (queried_location), and takes hl', async () => {
      const sales = detail(await getPosition(visitor, ids.sales));
      expect(sales.locations.length).toBeGreaterThan(1);
      const second = sales.locations[1]!;
      const queried = detail(
        await getPosition(visitor, ids.sales, {
          queried_location: `${second.city.toUpperCase()}, somewhere`,
          hl: 'fr',
        }),
      );
      expect(queried.locations[0]).toEqual(second);
      expect(queried.locations).toHaveLength(sales.locations.length);
      expect(
        detail(await getPosition(visitor, ids.sales, { queried_location: 'Nowhere' })).locations,
      ).toEqual(sales.locations);
      expect((await getPosition(visitor, ids.sales, { hl: 'xx' })).statusCode).toBe(400);
    });

    it('is served at the spec paths only: the old ones are gone', async () => {
      for (const url of [`/api/pcsx/positions/${ids.target}`, `/api/pcsx/positions/${ids.target}/insights`]) {
        expect((await visitor.get(url)).statusCode, url).toBe(404);
      }
      expect((await visitor.get(`/api/pcsx/positions/${ids.target}/config_overrides`)).statusCode).toBe(404);
    });

    it('is 404 for a missing id and for another tenant’s position', async () => {
      for (const id of [otherId, 999_999, 2_147_483_647]) {
        const res = await getPosition(visitor, id);
        expect(res.statusCode).toBe(404);
        expect(errorCode(res)).toBe('NOT_FOUND');
      }
      // And the other tenant sees its own, never ours.
      const there = ctx.client(other.domain);
      expect((await getPosition(there, otherId)).statusCode).toBe(200);
      expect((await getPosition(there, ids.target)).statusCode).toBe(404);
    });

    it('is 400 for ids that are not position numbers', async () => {
      for (const id of ['abc', '0', '-1', '12abc', '99999999999', '2147483648', '1.5']) {
        for (const url of [API.positionDetails, API.positionInsights, API.positionOverrides]) {
          const res = await visitor.get(`${url}?${new URLSearchParams({ position_id: id })}`);
          expect(res.statusCode, `${url}`).toBe(400);
          expect(errorCode(res)).toBe('VALIDATION_FAILED');
        }
      }
    });
  });

  describe('GET insights', () => {
    const insights = async (id: number, params: Record<string, string> = {}) => {
      const res = await getInsights(visitor, id, params);
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { jobInsights: JobInsights } }).data.jobInsights;
    };

    it('computes skills, counts and salary from the similar open positions only', async () => {
      expect(await insights(ids.target)).toEqual({
        // Go: S1-S4 (S4 writes it twice and in another case: counted once); SQL: S1, S2; then ties by name.
        topSkills: [
          { skill: 'Go', count: 4 },
          { skill: 'SQL', count: 2 },
          { skill: 'Docker', count: 1 },
          { skill: 'Kubernetes', count: 1 },
          { skill: 'Python', count: 1 },
        ],
        similarCount: 4,
        // S1-S4 and Mid Engineer, Paris Engineer; not the target itself nor the hidden ones.
        departmentOpenCount: 6,
        // Within 50 km of Berlin: S1 (Potsdam), S2, Mid Engineer, Sales Lead (two places, counted once),
        // Designer and Design Peer; not S3 (Munich), Paris Engineer, the remote S4 or the hidden ones.
        nearbyOpenCount: 6,
        nearbyRadiusKm: NEARBY_RADIUS_KM,
        // EUR per year of S1, S2, S3 (S4 is in USD): midpoints 50k, 60k, 80k.
        salary: { min: 40_000, median: 60_000, max: 90_000, currency: 'EUR', period: 'year', sampleSize: 3 },
      });
    });

    it('uses the most common currency when the position publishes no salary, and a private one with its token', async () => {
      expect((await getInsights(visitor, ids.private)).statusCode).toBe(404);
      const got = await insights(ids.private, { private: await tokenOf(ids.private) });
      // Its peers now include the target (EUR 60k-80k): midpoints 50k, 60k, 70k, 80k.
      expect(got.salary).toEqual({
        min: 40_000,
        median: 65_000,
        max: 90_000,
        currency: 'EUR',
        period: 'year',
        sampleSize: 4,
      });
      expect(got.similarCount).toBe(5);
    });

    it('leaves the salary out below the minimum sample, and nearby out for remote-only positions', async () => {
      const design = await insights(ids.design);
      expect(design.similarCount).toBe(1);
      expect(design.topSkills).toEqual([
        { skill: 'Figma', count: 1 },
        { skill: 'Sketch', count: 1 },
      ]);
      expect(design.salary).toBeNull();
      expect((await insights(ids.s4)).nearbyOpenCount).toBeNull();
    });

    it('measures nearby across the antimeridian', async () => {
      expect((await insights(ids.taveuni)).nearbyOpenCount).toBe(1);
      expect((await insights(ids.across)).nearbyOpenCount).toBe(1);
    });

    it('is 404 for another tenant’s position', async () => {
      expect((await getInsights(visitor, otherId)).statusCode).toBe(404);
    });

    it('follows writes: archiving, making private and moving a position change the counts', async () => {
      const before = await insights(ids.target);
      await ctx.app.services.positions.archive(ctx.tenant.id, ids.s2);
      let now = await insights(ids.target);
      expect([now.similarCount, now.departmentOpenCount, now.nearbyOpenCount]).toEqual([3, 5, 5]);
      await ctx.app.services.positions.update(ctx.tenant.id, ids.s2, { ...CATALOGUE.s2, isPrivate: true });
      expect((await insights(ids.target)).nearbyOpenCount).toBe(5);
      await ctx.app.services.positions.update(ctx.tenant.id, ids.s2, {
        ...CATALOGUE.s2,
        locations: [MUNICH],
      });
      now = await insights(ids.target);
      expect([now.similarCount, now.nearbyOpenCount]).toEqual([4, 5]);
      await ctx.app.services.positions.update(ctx.tenant.id, ids.s2, CATALOGUE.s2);
      expect(await insights(ids.target)).toEqual(before);
    });
  });

  describe('saving', () => {
    const save = (client: TestClient, id: number | string, token?: string) =>
      client.post(
        token ? `${API.positionSave(id)}?${new URLSearchParams({ private: token })}` : API.positionSave(id),
      );
    const unsave = (client: TestClient, id: number | string) =>
      client.request({ method: 'DELETE', url: API.positionSave(id) });
    const isSaved = async (client: TestClient, id: number) =>
      detail(await getPosition(client, id)).positionUserActions.isSaved;
    const rows = (candidateId: string) =>
      h.db.selectFrom('saved_positions').selectAll().where('candidate_id', '=', candidateId).execute();

    it('needs a signed-in candidate (401) and the CSRF token (403)', async () => {
      const res = await save(visitor, ids.s1);
      expect(res.statusCode).toBe(401);
      expect(errorCode(res)).toBe('UNAUTHENTICATED');
      expect((await unsave(visitor, ids.s1)).statusCode).toBe(401);
      const noToken = await candidate.request({
        method: 'POST',
        url: API.positionSave(ids.s1),
        payload: {},
        csrf: false,
      });
      expect(noToken.statusCode).toBe(403);
      expect(await rows(ctx.candidate.row.id)).toHaveLength(0);
    });

    it('saves and unsaves idempotently, and the position shows it', async () => {
      expect(await isSaved(candidate, ids.s1)).toBe(false);
      for (let i = 0; i < 2; i++) {
        const res = await save(candidate, `${ids.s1}-s1`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: { isSaved: true } });
      }
      expect(await rows(ctx.candidate.row.id)).toHaveLength(1);
      expect(await isSaved(candidate, ids.s1)).toBe(true);
      // A visitor never sees someone's saved flag.
      expect(await isSaved(visitor, ids.s1)).toBe(false);
      for (let i = 0; i < 2; i++) {
        const res = await unsave(candidate, ids.s1);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: { isSaved: false } });
      }
      expect(await isSaved(candidate, ids.s1)).toBe(false);
      expect(await rows(ctx.candidate.row.id)).toHaveLength(0);
    });

    it('saves private positions with their link token only and unsaves a saved job after it was archived', async () => {
      expect((await save(candidate, ids.private)).statusCode).toBe(404);
      expect((await save(candidate, ids.private, 'guess')).statusCode).toBe(404);
      expect(await rows(ctx.candidate.row.id)).toHaveLength(0);
      expect((await save(candidate, ids.private, await tokenOf(ids.private))).statusCode).toBe(200);
      expect((await save(candidate, ids.s3)).statusCode).toBe(200);
      await ctx.app.services.positions.archive(ctx.tenant.id, ids.s3);
      expect(detail(await getPosition(candidate, ids.s3)).positionUserActions.isSaved).toBe(true);
      expect((await unsave(candidate, ids.s3)).statusCode).toBe(200);
      expect(await isSaved(candidate, ids.s3)).toBe(false);
      expect((await unsave(candidate, ids.private)).statusCode).toBe(200);
      // Put S3 back as it was for the other tests.
      await ctx.app.services.positions.update(ctx.tenant.id, ids.s3, CATALOGUE.s3);
    });

    it('is 404 for a missing position or another tenant’s, and 400 for a bad id', async () => {
      for (const id of [otherId, 999_999]) {
        const res = await save(candidate, id);
        expect(res.statusCode).toBe(404);
        expect(errorCode(res)).toBe('NOT_FOUND');
      }
      expect((await save(candidate, 'abc')).statusCode).toBe(400);
      expect((await unsave(candidate, '0')).statusCode).toBe(400);
      expect(await rows(ctx.candidate.row.id)).toHaveLength(0);
    });

    it('keeps tenants apart: another tenant’s candidate never sees or changes these rows', async () => {
      expect((await save(candidate, ids.s2)).statusCode).toBe(200);
      const elsewhere = await signedIn(ctx, otherEmail, other.domain);
      // Their own site does not know our position at all.
      expect((await save(elsewhere, ids.s2)).statusCode).toBe(404);
      expect((await unsave(elsewhere, ids.s2)).statusCode).toBe(200);
      expect((await getPosition(elsewhere, ids.s2)).statusCode).toBe(404);
      // Their session cookie sent to our site is not a session here.
      const crossing = ctx.client();
      for (const [k, v] of elsewhere.cookies) crossing.cookies.set(k, v);
      crossing.csrfToken = elsewhere.csrfToken;
      expect(await isSaved(crossing, ids.s2)).toBe(false);
      expect((await unsave(crossing, ids.s2)).statusCode).toBe(401);
      expect(await isSaved(candidate, ids.s2)).toBe(true);
      expect((await unsave(candidate, ids.s2)).statusCode).toBe(200);
    });
  });

  describe('saved positions list', () => {
    const listSaved = (client: TestClient) => client.get(API.positionsSaved);
    const savedOf = (res: LightMyRequestResponse) =>
      (res.json() as { data: { positions: SavedPosition[] } }).data.positions;
    const save = async (client: TestClient, id: number) => {
      // A private job is saved from its page, which holds its link token.
      const token = await ctx.app.services.positions.privateToken(ctx.tenant.id, id);
      return client.post(token ? `${API.positionSave(id)}?private=${token}` : API.positionSave(id));
    };
    const unsave = (client: TestClient, id: number) =>
      client.request({ method: 'DELETE', url: API.positionSave(id) });

    it('is its own route, not `positions/:id` (401 signed out, not a 400 for a bad id)', async () => {
      const res = await listSaved(visitor);
      expect(res.statusCode).toBe(401);
      expect(errorCode(res)).toBe('UNAUTHENTICATED');
    });

    it('answers the candidate’s own saved positions, newest saved first, archived and expired ones marked', async () => {
      expect(savedOf(await listSaved(candidate))).toEqual([]);
      for (const id of [ids.s1, ids.archived, ids.expired, ids.private]) {
        expect((await save(candidate, id)).statusCode).toBe(200);
        clock.advance(1000);
      }
      // Another candidate's saved jobs, on this site and on another, never show.
      const otherHere = await signedIn(ctx, await addCandidate(ctx.tenant, 'saver'));
      expect((await save(otherHere, ids.s2)).statusCode).toBe(200);
      const elsewhere = await signedIn(ctx, otherEmail, other.domain);
      expect((await save(elsewhere, otherId)).statusCode).toBe(200);

      const res = await listSaved(candidate);
      expect(res.statusCode).toBe(200);
      const positions = savedOf(res);
      expect(positions.map((p) => p.id)).toEqual([ids.private, ids.expired, ids.archived, ids.s1]);
      const byId = new Map(positions.map((p) => [p.id, p]));
      expect(byId.get(ids.s1)).toMatchObject({
        title: 'S1',
        department: 'Engineering',
        isRemote: false,
        archived_at: null,
        isOpen: true,
        locations: [expect.objectContaining({ city: POTSDAM.city })],
      });
      expect(byId.get(ids.archived)).toMatchObject({ isOpen: false, archived_at: expect.any(String) });
      expect(byId.get(ids.expired)).toMatchObject({ isOpen: false, archived_at: null });
      // The one who saved a private job holds its link: the list gives the token back for it, and none for the rest.
      expect(byId.get(ids.private)).toMatchObject({
        isOpen: true,
        isPrivate: true,
        privateToken: await ctx.app.services.positions.privateToken(ctx.tenant.id, ids.private),
      });
      expect(byId.get(ids.s1)?.privateToken).toBeNull();
      // No description or internal fields on a card.
      expect(Object.keys(byId.get(ids.s1)!)).not.toContain('description');
      expect(Object.keys(byId.get(ids.s1)!)).not.toContain('tenantId');

      expect(savedOf(await listSaved(otherHere)).map((p) => p.id)).toEqual([ids.s2]);
      expect(savedOf(await listSaved(elsewhere)).map((p) => p.id)).toEqual([otherId]);

      // Removing one takes it off the list.
      expect((await unsave(candidate, ids.archived)).statusCode).toBe(200);
      expect(savedOf(await listSaved(candidate)).map((p) => p.id)).toEqual([
        ids.private,
        ids.expired,
        ids.s1,
      ]);
      for (const id of [ids.s1, ids.expired, ids.private]) await unsave(candidate, id);
      await unsave(otherHere, ids.s2);
      await unsave(elsewhere, otherId);
    });
  });

  describe('job cart', () => {
    const getCart = (client: TestClient) => client.get(API.jobCart);
    const change = (
      client: TestClient,
      operation: 'add' | 'remove',
      pids: (number | string)[],
      domain?: string,
    ) => client.post(API.jobCart, { pids: pids.map(String), operation, ...(domain ? { domain } : {}) });
    const cartIds = (data: JobCartData) => data.positions.map((p) => p.id);

    it('needs a signed-in candidate', async () => {
      expect((await getCart(visitor)).statusCode).toBe(401);
      const res = await change(visitor, 'add', [ids.s1]);
      expect(res.statusCode).toBe(401);
      expect(errorCode(res)).toBe('UNAUTHENTICATED');
    });

    it('is 404 on a tenant without the job cart, signed in or not', async () => {
      const there = await signedIn(ctx, noCartEmail, noCart.domain);
      for (const res of [
        await getCart(there),
        await change(there, 'add', [ids.s1]),
        await getCart(ctx.client(noCart.domain)),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(errorCode(res)).toBe('NOT_FOUND');
        expect(errorMessage(res)).toBe('The job cart is not available on this site.');
      }
    });

    it('starts empty, adds in order, ignores repeats, and answers data.data.jobCartData', async () => {
      const empty = await getCart(candidate);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({
        data: { data: { jobCartData: { positions: [], invalidPositionIds: [] } } },
      });

      let res = await change(candidate, 'add', [ids.s2, ids.s1], ctx.tenant.domain);
      expect(res.statusCode).toBe(200);
      expect(cartIds(cartOf(res))).toEqual([ids.s2, ids.s1]);
      res = await change(candidate, 'add', [ids.mid, ids.s2, ids.mid]);
      expect(cartIds(cartOf(res))).toEqual([ids.s2, ids.s1, ids.mid]);
      expect(cartOf(res).positions[0]).toEqual({
        id: ids.s2,
        title: 'S2',
        department: 'Engineering',
        jobType: 'full-time',
        locations: [BERLIN],
        isRemote: false,
      });
      expect(cartIds(cartOf(await getCart(candidate)))).toEqual([ids.s2, ids.s1, ids.mid]);
    });

    it('refuses positions that are not open, all or nothing, with a clear message', async () => {
      for (const bad of [ids.private, ids.archived, ids.expired, otherId, 999_999, 0]) {
        const res = await change(candidate, 'add', [ids.paris, bad]);
        expect(res.statusCode).toBe(400);
        expect(errorCode(res)).toBe('BAD_REQUEST');
        expect(errorMessage(res)).toBe(
          `These positions are not open and cannot be added to the job cart: ${bad}.`,
        );
      }
      expect(cartIds(cartOf(await getCart(candidate)))).toEqual([ids.s2, ids.s1, ids.mid]);
    });

    it('refuses a domain other than the site, and malformed payloads', async () => {
      expect((await change(candidate, 'add', [ids.paris], other.domain)).statusCode).toBe(400);
      expect((await change(candidate, 'add', ['abc'])).statusCode).toBe(400);
      expect((await change(candidate, 'add', [])).statusCode).toBe(400);
      expect(
        (await candidate.post(API.jobCart, { pids: [String(ids.paris)], operation: 'clear' })).statusCode,
      ).toBe(400);
      expect(cartIds(cartOf(await getCart(candidate)))).toEqual([ids.s2, ids.s1, ids.mid]);
    });

    it('lists positions that closed as invalid ids, which can then be removed', async () => {
      await ctx.app.services.positions.archive(ctx.tenant.id, ids.s1);
      const data = cartOf(await getCart(candidate));
      expect(cartIds(data)).toEqual([ids.s2, ids.mid]);
      expect(data.invalidPositionIds).toEqual([String(ids.s1)]);
      const res = await change(candidate, 'remove', [ids.s1, 999_999, otherId]);
      expect(res.statusCode).toBe(200);
      expect(cartOf(res)).toMatchObject({ invalidPositionIds: [] });
      expect(cartIds(cartOf(res))).toEqual([ids.s2, ids.mid]);
      await ctx.app.services.positions.update(ctx.tenant.id, ids.s1, CATALOGUE.s1);
    });

    it(`holds at most ${JOB_CART_MAX_ITEMS} positions`, async () => {
      const filler = await ctx.app.services.positions.createMany(
        ctx.tenant.id,
        Array.from({ length: JOB_CART_MAX_ITEMS }, (_, i) =>
          job(`Filler ${i}`, { department: 'Warehouse', seniority: 'entry', locations: [], isRemote: true }),
        ),
      );
      // Two are in the cart: 48 more fit, 49 do not.
      let res = await change(candidate, 'add', filler.slice(0, JOB_CART_MAX_ITEMS - 1));
      expect(res.statusCode).toBe(400);
      expect(errorMessage(res)).toBe(
        `The job cart holds at most ${JOB_CART_MAX_ITEMS} positions. Remove some before adding more.`,
      );
      expect(cartIds(cartOf(await getCart(candidate)))).toHaveLength(2);
      res = await change(candidate, 'add', filler.slice(0, JOB_CART_MAX_ITEMS - 2));
      expect(res.statusCode).toBe(200);
      expect(cartIds(cartOf(res))).toHaveLength(JOB_CART_MAX_ITEMS);
      // Already in the cart: no room needed.
      expect((await change(candidate, 'add', [ids.s2])).statusCode).toBe(200);
      expect((await change(candidate, 'add', [filler[JOB_CART_MAX_ITEMS - 1]!])).statusCode).toBe(400);
      // More ids than a cart holds in one request.
      const tooMany = Array.from({ length: JOB_CART_MAX_ITEMS + 1 }, (_, i) => i + 1);
      expect((await change(candidate, 'remove', tooMany)).statusCode).toBe(400);
      res = await change(candidate, 'remove', filler.slice(0, JOB_CART_MAX_ITEMS - 2));
      expect(cartIds(cartOf(res))).toEqual([ids.s2, ids.mid]);
    });

    it('keeps tenants apart: another tenant’s candidate has their own cart and cannot touch this one', async () => {
      const elsewhere = await signedIn(ctx, otherEmail, other.domain);
      expect(cartOf(await getCart(elsewhere))).toEqual({ positions: [], invalidPositionIds: [] });
      expect((await change(elsewhere, 'add', [ids.s2])).statusCode).toBe(400);
      expect((await change(elsewhere, 'remove', [ids.s2, ids.mid])).statusCode).toBe(200);
      const res = await change(elsewhere, 'add', [otherId]);
      expect(cartIds(cartOf(res))).toEqual([otherId]);
      expect(cartIds(cartOf(await getCart(candidate)))).toEqual([ids.s2, ids.mid]);
      // Our candidate cannot add the other tenant's position either.
      expect((await change(candidate, 'add', [otherId])).statusCode).toBe(400);
    });

    it('goes with its candidate (the rows cascade)', async () => {
      const count = async () =>
        Number(
          (
            await h.db
              .selectFrom('job_cart_items')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('tenant_id', '=', other.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count()).toBe(1);
      await h.db
        .deleteFrom('candidates')
        .where('tenant_id', '=', other.id)
        .where('email', '=', otherEmail)
        .execute();
      expect(await count()).toBe(0);
    });
  });
});

describeEachDb('position config overrides', (h) => {
  let ctx: TestAppContext;
  let tenant: Tenant;
  let ids: { logistics: number; intern: number; plain: number; privateOne: number };
  let otherId: number;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { clock: createClock(NOW) });
    tenant = await ctx.createTenant({
      pcsxConfig: {
        branding: { companyName: 'Rules Co' },
        overrides: {
          positions: [
            {
              match: { departments: ['supply chain'] },
              positionDetailsConfig: { notice: 'Shift pay on top.' },
            },
            { match: { jobTypes: ['internship'] }, positionDetailsConfig: { showSalary: false } },
            { match: { positionIds: [] }, positionDetailsConfig: { showSkills: false } },
            {
              match: { jobTypes: ['internship'] },
              languages: ['fr'],
              positionDetailsConfig: { notice: 'Stage rémunéré.', showInsights: false },
            },
          ],
        },
      },
    });
    const [logistics, intern, plain, privateOne] = (await ctx.app.services.positions.createMany(tenant.id, [
      job('Planner', { department: 'Supply Chain' }),
      job('Intern', { jobType: 'internship' }),
      job('Plain'),
      job('Hidden', { department: 'Supply Chain', isPrivate: true }),
    ])) as [number, number, number, number];
    ids = { logistics, intern, plain, privateOne };
    [otherId] = (await ctx.app.services.positions.createMany(ctx.tenant.id, [job('Elsewhere')])) as [number];
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const overrides = async (id: number, params: Record<string, string> = {}) => {
    const query = new URLSearchParams({ position_id: String(id), ...params });
    const res = await ctx.client(tenant.domain).get(`${API.positionOverrides}?${query}`);
    return { status: res.statusCode, body: res.json() as { data: { positionDetailsConfig: unknown } } };
  };

  it('answers the matching rules merged in order, by department (any case), job type and language', async () => {
    expect((await overrides(ids.logistics)).body.data.positionDetailsConfig).toEqual({
      notice: 'Shift pay on top.',
    });
    expect((await overrides(ids.intern)).body.data.positionDetailsConfig).toEqual({ showSalary: false });
    expect((await overrides(ids.intern, { hl: 'fr' })).body.data.positionDetailsConfig).toEqual({
      showSalary: false,
      notice: 'Stage rémunéré.',
      showInsights: false,
    });
  });

  it('answers null when no rule matches, so the page keeps its base configuration', async () => {
    expect(await overrides(ids.plain)).toEqual({
      status: 200,
      body: { data: { positionDetailsConfig: null } },
    });
  });

  it('follows the position rules: private only with its token, another tenant’s id is 404, bad input 400', async () => {
    expect((await overrides(ids.privateOne)).status).toBe(404);
    expect((await overrides(ids.privateOne, { private: '1' })).status).toBe(404);
    const token = (await ctx.app.services.positions.privateToken(tenant.id, ids.privateOne))!;
    expect((await overrides(ids.privateOne, { private: token })).body.data.positionDetailsConfig).toEqual({
      notice: 'Shift pay on top.',
    });
    expect((await overrides(otherId)).status).toBe(404);
    expect((await overrides(ids.plain, { hl: 'xx' })).status).toBe(400);
  });
});

describeEachDb('position reads: the per-address limit', (h) => {
  it('answers 429 with retry-after past POSITION_READ_RATE_LIMIT reads a minute from one address, across the reads', async () => {
    const ctx = await createTestApp(h.db, { env: { POSITION_READ_RATE_LIMIT: '4', TRUST_PROXY: 'true' } });
    try {
      const [id] = (await ctx.app.services.positions.createMany(ctx.tenant.id, [job('Limited')])) as [number];
      const from = (ip: string, path: string) =>
        ctx.client().request({
          url: `${path}?${new URLSearchParams({ position_id: String(id) })}`,
          headers: { 'x-forwarded-for': ip },
        });
      const answers = [];
      for (const path of [
        API.positionDetails,
        API.positionInsights,
        API.positionOverrides,
        API.positionDetails,
      ])
        answers.push((await from('10.1.1.1', path)).statusCode);
      expect(answers).toEqual([200, 200, 200, 200]);
      // Guessing ids counts too: a 404 is a read like any other.
      const limited = await from('10.1.1.1', API.positionInsights);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is counted apart.
      expect((await from('10.2.2.2', API.positionDetails)).statusCode).toBe(200);
    } finally {
      await ctx.app.close();
    }
  });
});
