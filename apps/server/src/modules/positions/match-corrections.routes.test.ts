import {
  API,
  type CandidateProfile,
  type MatchDetails,
  type PositionInput,
  type Suggestion,
} from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  createClock,
  createTestApp,
  TEST_PASSWORD,
  type TestAppContext,
  type TestClient,
} from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { BERLIN, MUNICH } from '../../test/places.js';

/**
 * Correcting the match from the job (docs/decisions/028): every correction is a `profile_edit`, and the
 * next `match_details` scores the corrected profile — a skill added moves to matched, stated years replace
 * the work history's, a place chosen from the location suggestions sets the distance. Bad corrections are
 * 422 and change neither the profile nor the match; nobody else's match moves.
 */

const NOW = new Date('2026-11-20T12:00:00.000Z');

const LEAD_JOB: PositionInput = {
  title: 'Lead Data Engineer',
  department: 'Engineering',
  jobType: 'full-time',
  seniority: 'lead',
  locations: [BERLIN],
  requiredSkills: ['Python', 'SQL'],
  preferredSkills: ['Airflow'],
  description: '<p>Pipelines.</p>',
  postedAt: NOW.toISOString(),
};

const matchOf = (res: LightMyRequestResponse) =>
  (res.json() as { data: { matchDetails: MatchDetails } }).data.matchDetails;
const errorOf = (res: LightMyRequestResponse) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

describeEachDb('correcting the match through the profile', (h) => {
  let ctx: TestAppContext;
  let me: TestClient;
  let other: TestClient;
  let otherId: string;
  let jobId: number;

  const match = async (client: TestClient) => {
    const res = await client.get(`${API.matchDetails}?position_id=${jobId}`);
    expect(res.statusCode, res.body).toBe(200);
    return matchOf(res);
  };
  const edit = (client: TestClient, body: object) => client.post(API.profileEdit, body);
  const ok = async (client: TestClient, body: object) => {
    const res = await edit(client, body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: CandidateProfile }).data;
  };

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { clock: createClock(NOW) });
    [jobId] = (await ctx.app.services.positions.createMany(ctx.tenant.id, [LEAD_JOB])) as [number];
    me = ctx.client();
    expect((await me.logIn(ctx.candidate.email, TEST_PASSWORD)).statusCode).toBe(200);
    ({ id: otherId, client: other } = await ctx.signedInCandidate('other@example.com'));
  });
  afterAll(async () => {
    await ctx?.app.close();
  });
  beforeEach(async () => {
    await h.db.deleteFrom('candidate_profiles').execute();
    await ctx.app.services.profiles.save(ctx.tenant.id, ctx.candidate.row.id, {
      skills: ['SQL'],
      location: MUNICH,
      experience: [{ title: 'Data Engineer', company: 'Fabrikam', startDate: '2024-12', endDate: null }],
    });
    await ctx.app.services.profiles.save(ctx.tenant.id, otherId, { skills: ['Go'] });
  });

  it('moves a missing skill to matched and raises the score once the candidate adds it', async () => {
    const before = await match(me);
    expect(before.skills?.required).toEqual({ matched: ['SQL'], missing: ['Python'] });
    await ok(me, { op_section: 'skills', operation: 'add', op_data: { value: 'python' } });
    const after = await match(me);
    expect(after.skills?.required).toEqual({ matched: ['Python', 'SQL'], missing: [] });
    expect(after.score!).toBeGreaterThan(before.score!);
  });

  it('scores stated years instead of the work history, and the history again once they are cleared', async () => {
    const before = await match(me);
    // 2024-12..2026-11: two years of the seven a lead role looks for.
    expect(before.experience).toMatchObject({ years: 2, historyYears: 2, statedYears: null, points: 6 });
    const saved = await ok(me, {
      op_section: 'years_of_experience',
      operation: 'update',
      op_data: { value: 9 },
    });
    expect(saved.yearsOfExperience).toBe(9);
    const stated = await match(me);
    expect(stated.experience).toMatchObject({ years: 9, historyYears: 2, statedYears: 9, points: 20 });
    expect(stated.score!).toBeGreaterThan(before.score!);
    const cleared = await ok(me, { op_section: 'years_of_experience', operation: 'delete', op_data: {} });
    expect(cleared.yearsOfExperience).toBeNull();
    expect((await match(me)).experience).toEqual(before.experience);
  });

  it('sets the location from a place the location suggestions offer, and the distance follows', async () => {
    expect((await match(me)).location).toMatchObject({ status: 'far', points: 0, from: 'Munich' });
    const res = await ctx.client().get(`${API.searchLocations}?q=berl`);
    const suggestions = (res.json() as { data: { suggestions: Suggestion[] } }).data.suggestions;
    const berlin = suggestions.find((s) => s.kind === 'place' && s.place?.countryCode === 'DE');
    expect(berlin?.place).toMatchObject({ city: 'Berlin', country: 'Germany', countryCode: 'DE' });
    await ok(me, { op_section: 'location', operation: 'update', op_data: { value: berlin?.place } });
    expect((await match(me)).location).toMatchObject({
      status: 'nearby',
      points: 20,
      from: 'Berlin',
      to: 'Berlin',
    });
  });

  it.each([
    ['more years than a working life', { value: 61 }, 'op_data.value'],
    ['negative years', { value: -1 }, 'op_data.value'],
    ['part of a year', { value: 2.5 }, 'op_data.value'],
    ['years as text', { value: 'nine' }, 'op_data.value'],
    ['no value', {}, 'op_data.value'],
    ['an index', { value: 3, index: 0 }, 'op_data.index'],
  ])('answers 422 to %s and changes neither the profile nor the match', async (_label, opData, field) => {
    const before = await match(me);
    const profile = await ctx.app.services.profiles.get(ctx.tenant.id, ctx.candidate.row.id);
    const res = await edit(me, { op_section: 'years_of_experience', operation: 'update', op_data: opData });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).code).toBe('UNPROCESSABLE');
    expect(Object.keys(errorOf(res).fields ?? {})).toContain(field);
    expect(await ctx.app.services.profiles.get(ctx.tenant.id, ctx.candidate.row.id)).toEqual(profile);
    expect(await match(me)).toEqual(before);
  });

  it('answers 422 to a location that is not a place, and to a skill already on the profile', async () => {
    const before = await match(me);
    const noPlace = await edit(me, {
      op_section: 'location',
      operation: 'update',
      op_data: { value: { city: 'Berlin' } },
    });
    expect(noPlace.statusCode).toBe(422);
    const twice = await edit(me, { op_section: 'skills', operation: 'add', op_data: { value: 'sql' } });
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice).fields).toEqual({ 'op_data.value': 'This skill is in your profile already.' });
    expect(await match(me)).toEqual(before);
  });

  it("changes only the signed-in candidate's own match", async () => {
    const theirs = await match(other);
    await ok(me, { op_section: 'skills', operation: 'add', op_data: { value: 'Airflow' } });
    await ok(me, { op_section: 'years_of_experience', operation: 'add', op_data: { value: 12 } });
    expect(await match(other)).toEqual(theirs);
    expect(theirs.experience.statedYears).toBeNull();
    expect((await match(me)).experience.statedYears).toBe(12);
  });

  it('gives an empty profile a score once a skill and a location are added', async () => {
    await h.db.deleteFrom('candidate_profiles').execute();
    const empty = await match(me);
    expect(empty.score).toBeNull();
    expect(empty.profileGaps).toEqual(['skills', 'experience', 'location']);
    await ok(me, { op_section: 'skills', operation: 'add', op_data: { value: 'Python' } });
    await ok(me, { op_section: 'location', operation: 'add', op_data: { value: BERLIN } });
    const filled = await match(me);
    expect(filled.profileGaps).toEqual(['experience']);
    // Python (2 of 5 skill points -> 16 of 40) and Berlin (20 of 20) of 100.
    expect(filled.score).toBe(36);
  });
});
