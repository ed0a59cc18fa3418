import {
  API,
  type CandidateProfileInput,
  type MatchDetails,
  type PositionInput,
  type PositionLocation,
} from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createTestApp, TEST_PASSWORD, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { hashPassword } from '../auth/passwords.js';
import type { Tenant } from '../tenants/tenants.service.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const BERLIN: PositionLocation = {
  city: 'Berlin',
  region: '',
  country: 'Germany',
  countryCode: 'DE',
  lat: 52.52,
  lng: 13.405,
};

function job(title: string, o: Partial<PositionInput> = {}): PositionInput {
  return {
    title,
    department: 'Engineering',
    jobType: 'full-time',
    seniority: 'mid',
    locations: [BERLIN],
    requiredSkills: ['Go', 'SQL'],
    preferredSkills: ['Docker'],
    description: `<p>The ${title} role.</p>`,
    postedAt: NOW.toISOString(),
    ...o,
  };
}

const PROFILE: CandidateProfileInput = {
  headline: 'Backend engineer',
  location: BERLIN,
  skills: ['go', 'Docker', 'GO'],
  experience: [{ title: 'Backend Engineer', company: 'Fabrikam', startDate: '2020-01', endDate: null }],
};

const errorCode = (res: LightMyRequestResponse) => (res.json() as { error: { code: string } }).error.code;
const matchOf = (res: LightMyRequestResponse) =>
  (res.json() as { data: { matchDetails: MatchDetails } }).data.matchDetails;

describeEachDb('match details and the candidate profile', (h) => {
  let ctx: TestAppContext;
  let ids: { open: number; private: number; archived: number; other: number };
  let other: Tenant;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { clock: createClock(NOW) });
    const [open, priv, archived] = (await ctx.app.services.positions.createMany(ctx.tenant.id, [
      job('Backend Engineer'),
      job('Private Engineer', { isPrivate: true }),
      job('Archived Engineer', { archivedAt: NOW.toISOString() }),
    ])) as [number, number, number];
    other = await ctx.createTenant();
    const [otherId] = (await ctx.app.services.positions.createMany(other.id, [job('Other')])) as [number];
    ids = { open, private: priv, archived, other: otherId };
    await ctx.app.services.profiles.save(ctx.tenant.id, ctx.candidate.row.id, PROFILE);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const signedIn = async (tenant = ctx.tenant, email = ctx.candidate.email) => {
    const client = ctx.client(tenant.domain);
    expect((await client.logIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    return client;
  };
  const url = (id: number | string, extra = '') => `${API.matchDetails}?position_id=${id}${extra}`;

  describe('GET match_details', () => {
    it("scores the signed-in candidate's profile against the position, with the evidence", async () => {
      const res = await (await signedIn()).get(url(ids.open));
      expect(res.statusCode).toBe(200);
      const m = matchOf(res);
      expect(m.skills).toMatchObject({
        required: { matched: ['Go'], missing: ['SQL'] },
        preferred: { matched: ['Docker'], missing: [] },
      });
      // Skills 3 of 5 -> 24; title and experience (6.9 years, mid looks for 2) and Berlin in full.
      expect(m.title.best).toEqual({
        title: 'Backend Engineer',
        company: 'Fabrikam',
        sharedWords: ['backend', 'engineer'],
      });
      expect(m.experience).toMatchObject({ years: 6.9, expectedYears: 2, points: 20 });
      expect(m.location).toMatchObject({ status: 'nearby', distanceKm: 0, from: 'Berlin', to: 'Berlin' });
      expect(m.score).toBe(84);
      expect(m.profileGaps).toEqual([]);
    });

    it('answers archived positions, and private ones only with their link token', async () => {
      const client = await signedIn();
      expect((await client.get(url(ids.archived))).statusCode).toBe(200);
      expect((await client.get(url(ids.private))).statusCode).toBe(404);
      expect((await client.get(url(ids.private, '&private=1'))).statusCode).toBe(404);
      const token = await ctx.app.services.positions.privateToken(ctx.tenant.id, ids.private);
      expect((await client.get(url(ids.private, `&private=${token}`))).statusCode).toBe(200);
    });

    it('needs a signed-in candidate', async () => {
      const res = await ctx.client().get(url(ids.open));
      expect(res.statusCode).toBe(401);
      expect(errorCode(res)).toBe('UNAUTHENTICATED');
    });

    it("never reads another tenant's position, nor lends a profile to another tenant's account", async () => {
      const client = await signedIn();
      const res = await client.get(url(ids.other));
      expect(res.statusCode).toBe(404);
      expect(errorCode(res)).toBe('NOT_FOUND');

      // The same email at another tenant is another account, with an empty profile.
      await ctx.app.services.candidates.create({
        tenantId: other.id,
        email: ctx.candidate.email,
        passwordHash: await hashPassword(TEST_PASSWORD),
        fullName: 'Same Email',
      });
      const elsewhere = await signedIn(other);
      const m = matchOf(await elsewhere.get(url(ids.other)));
      expect(m.score).toBeNull();
      expect(m.profileGaps).toEqual(['skills', 'experience', 'location']);
    });

    it.each([
      ['missing', ''],
      ['not a number', '?position_id=abc'],
      ['zero', '?position_id=0'],
      ['too large', '?position_id=99999999999'],
      ['SQL', '?position_id=1%27%20OR%201%3D1'],
    ])('rejects a %s position_id with a clear 400', async (_label, query) => {
      const res = await (await signedIn()).get(`${API.matchDetails}${query}`);
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_FAILED');
    });

    it('answers 404 for an unknown position', async () => {
      expect((await (await signedIn()).get(url(2_000_000_000))).statusCode).toBe(404);
    });
  });

  describe('profile service', () => {
    it('keeps a skill written twice once, as first written', async () => {
      const profile = await ctx.app.services.profiles.get(ctx.tenant.id, ctx.candidate.row.id);
      expect(profile.skills).toEqual(['go', 'Docker']);
      expect(profile.experience[0]).toMatchObject({ endDate: null, description: '' });
    });

    it('rejects a bad profile with the fields at fault and changes nothing', async () => {
      const before = await ctx.app.services.profiles.get(ctx.tenant.id, ctx.candidate.row.id);
      const bad = {
        ...PROFILE,
        skills: ['Go', ''],
        experience: [{ title: 'X', company: 'Y', startDate: '2020-13', endDate: null }],
      };
      const error = await ctx.app.services.profiles
        .save(ctx.tenant.id, ctx.candidate.row.id, bad)
        .catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'skills.1': expect.any(String), 'experience.0.startDate': 'Use the form YYYY-MM.' },
      });
      const backwards = {
        ...PROFILE,
        experience: [{ title: 'X', company: 'Y', startDate: '2020-05', endDate: '2019-01' }],
      };
      await expect(
        ctx.app.services.profiles.save(ctx.tenant.id, ctx.candidate.row.id, backwards),
      ).rejects.toMatchObject({ fields: { 'experience.0.endDate': expect.any(String) } });
      expect(await ctx.app.services.profiles.get(ctx.tenant.id, ctx.candidate.row.id)).toEqual(before);
    });

    it("will not write a profile for another tenant's candidate", async () => {
      await expect(
        ctx.app.services.profiles.save(other.id, ctx.candidate.row.id, PROFILE),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect((await ctx.app.services.profiles.get(other.id, ctx.candidate.row.id)).skills).toEqual([]);
    });

    it('replaces the whole profile on save', async () => {
      const id = ctx.candidate.row.id;
      const stored = await ctx.app.services.profiles.save(ctx.tenant.id, id, { skills: ['Rust'] });
      expect(stored.location).toBeNull();
      expect(await ctx.app.services.profiles.get(ctx.tenant.id, id)).toEqual(stored);
      await ctx.app.services.profiles.save(ctx.tenant.id, id, PROFILE);
    });
  });
});
