import { API, type CandidateProfile, type OnboardingResponse } from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { multipart } from '../../test/multipart.js';
import { BERLIN } from '../../test/places.js';
import { hashPassword } from '../auth/passwords.js';

const JOB = { title: 'Engineer', company: 'Fabrikam', startDate: '2020-01', endDate: null, description: '' };
const SCHOOL = { school: 'TU Berlin', degree: 'BSc', field: 'CS', startYear: 2014, endYear: 2018 };
const RESUME = [
  'Robin Lee',
  'robin.lee@example.com | +49 30 1234567 | Berlin, Germany',
  '',
  'Experience',
  'Account Executive, Fabrikam',
  'Jan 2020 - Present',
  '',
  'Skills',
  'Negotiation, Salesforce',
].join('\n');

const errorOf = (res: LightMyRequestResponse) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

describeEachDb('onboarding and profile bootstrapping', (h) => {
  let ctx: TestAppContext;
  let me: TestClient;
  let other: TestClient;
  let otherId: string;

  const flags = async (id: string) =>
    h.db
      .selectFrom('candidates')
      .select(['is_onboarded', 'is_bootstrapped'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const profileOf = (id: string): Promise<CandidateProfile> =>
    ctx.app.services.profiles.get(ctx.tenant.id, id);
  const savedSearchesOf = (id: string) => ctx.app.services.savedSearches.list(ctx.tenant.id, id);

  beforeAll(async () => {
    ctx = await createTestApp(h.db, {
      config: { notificationsConfig: { savedSearchNotification: { enabled: true } } },
    });
    me = ctx.client();
    expect((await me.logIn(ctx.candidate.email, TEST_PASSWORD)).statusCode).toBe(200);
    ({ id: otherId, client: other } = await ctx.signedInCandidate('other@example.com'));
  });
  afterAll(async () => {
    await ctx?.app.close();
  });
  beforeEach(async () => {
    await h.db.deleteFrom('candidate_profiles').execute();
    await h.db.deleteFrom('saved_searches').execute();
    await h.db.updateTable('candidates').set({ is_onboarded: 0, is_bootstrapped: 0 }).execute();
    // The other candidate's profile, which no call of mine may touch.
    await ctx.app.services.profiles.save(ctx.tenant.id, otherId, { headline: 'Theirs', skills: ['Go'] });
  });

  it('answers 401 to a visitor and changes nothing', async () => {
    const visitor = await ctx.client().start();
    expect((await visitor.post(API.onboarding, {})).statusCode).toBe(401);
    expect((await visitor.post(API.profileBootstrap, { skills: ['SQL'] })).statusCode).toBe(401);
  });

  it('bootstrap writes every accepted section in one call and marks only the caller bootstrapped', async () => {
    const res = await me.post(API.profileBootstrap, {
      headline: '  Account executive | B2B software  ',
      phone: '+49 30 1234567',
      location: BERLIN,
      experience: [JOB],
      education: [SCHOOL],
      skills: ['SQL', 'Negotiation', 'sql'],
      links: [{ label: '', url: 'https://github.com/robin' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await profileOf(ctx.candidate.row.id);
    expect(profile).toMatchObject({
      headline: 'Account executive | B2B software',
      phone: '+49 30 1234567',
      location: BERLIN,
      experience: [JOB],
      education: [SCHOOL],
      skills: ['SQL', 'Negotiation'],
      links: [{ label: '', url: 'https://github.com/robin' }],
    });
    expect(res.json().data).toEqual({ profile, isBootstrapped: true });
    expect(await flags(ctx.candidate.row.id)).toEqual({ is_onboarded: 0, is_bootstrapped: 1 });
    expect(await flags(otherId)).toEqual({ is_onboarded: 0, is_bootstrapped: 0 });
    expect(await profileOf(otherId)).toMatchObject({ headline: 'Theirs', skills: ['Go'], experience: [] });
  });

  it('bootstrap adds to what the profile holds: nothing the candidate wrote is lost', async () => {
    await ctx.app.services.profiles.save(ctx.tenant.id, ctx.candidate.row.id, {
      headline: 'Mine',
      skills: ['SQL'],
      links: [{ label: 'Code', url: 'https://github.com/robin' }],
    });
    const res = await me.post(API.profileBootstrap, {
      skills: ['sql', 'Python'],
      links: [{ label: '', url: 'https://github.com/robin' }],
      experience: [JOB],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOf(ctx.candidate.row.id)).toMatchObject({
      headline: 'Mine',
      skills: ['SQL', 'Python'],
      links: [{ label: 'Code', url: 'https://github.com/robin' }],
      experience: [JOB],
    });
  });

  it('bootstrap replaces the headline with the one accepted, in the same write as the lists', async () => {
    await ctx.app.services.profiles.save(ctx.tenant.id, ctx.candidate.row.id, {
      headline: 'Mine',
      skills: ['SQL'],
    });
    const res = await me.post(API.profileBootstrap, {
      headline: 'Senior Data Engineer',
      skills: ['Python'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.profile).toMatchObject({
      headline: 'Senior Data Engineer',
      skills: ['SQL', 'Python'],
    });
    expect(await profileOf(ctx.candidate.row.id)).toMatchObject({
      headline: 'Senior Data Engineer',
      skills: ['SQL', 'Python'],
    });
    expect((await profileOf(otherId)).headline).toBe('Theirs');
  });

  it('bootstrap answers 422 naming the bad entry and writes nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ experience: [JOB, { ...JOB, startDate: '2020-13' }] }, 'experience.1.startDate'],
      [{ experience: [{ ...JOB, startDate: '2021-01', endDate: '2020-01' }] }, 'experience.0.endDate'],
      [{ education: [{ ...SCHOOL, school: '' }] }, 'education.0.school'],
      [{ links: [{ label: '', url: 'javascript:alert(1)' }] }, 'links.0.url'],
      [{ skills: ['SQL', ''] }, 'skills.1'],
      [{ phone: 'call me maybe' }, 'phone'],
      [{ headline: '   ' }, 'headline'],
      [{ headline: 'x'.repeat(201) }, 'headline'],
      [{ headline: 'Data engineer\nand writer' }, 'headline'],
      [{ headline: 42 }, 'headline'],
      // A good headline beside a bad entry is not written either.
      [
        { headline: 'Data engineer', experience: [{ ...JOB, startDate: '2020-13' }] },
        'experience.0.startDate',
      ],
      [{ location: { city: 'Nowhere' } }, 'location.region'],
      [{ resume_id: '7d9b8a51-2f6e-4c1e-9a51-0c6f1c6f7a11' }, 'resume_id'],
    ];
    for (const [body, field] of cases) {
      const res = await me.post(API.profileBootstrap, { skills: ['Kept out'], ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).code).toBe('UNPROCESSABLE');
      expect(Object.keys(errorOf(res).fields ?? {})).toContain(field);
    }
    expect(await profileOf(ctx.candidate.row.id)).toMatchObject({ skills: [], headline: '' });
    expect(await flags(ctx.candidate.row.id)).toEqual({ is_onboarded: 0, is_bootstrapped: 0 });
  });

  it('bootstrap takes the caller’s own resume only, not another candidate’s', async () => {
    const upload = (client: TestClient) => {
      const { payload, headers } = multipart([
        { name: 'resume_file_name', value: 'robin.txt' },
        { name: 'resume_content', value: `data:text/plain;base64,${Buffer.from(RESUME).toString('base64')}` },
        { name: 'domain', value: ctx.tenant.domain },
        { name: 'review_fields', value: '1' },
      ]);
      return client.request({ method: 'POST', url: API.uploadResume, payload, headers });
    };
    const theirs = await upload(other);
    expect(theirs.statusCode).toBe(200);
    const mine = await upload(me);
    expect(mine.statusCode).toBe(200);
    // A resume read for review leaves the profile as it was: the candidate decides what goes in.
    expect((await profileOf(ctx.candidate.row.id)).experience).toEqual([]);
    expect(mine.json().data.parsed.experience[0].title.source).toContain('Account Executive');
    const refused = await me.post(API.profileBootstrap, {
      resume_id: theirs.json().data.resume.id,
      skills: ['SQL'],
    });
    expect(refused.statusCode).toBe(422);
    const accepted = await me.post(API.profileBootstrap, {
      resume_id: mine.json().data.resume.id,
      skills: ['SQL'],
    });
    expect(accepted.statusCode).toBe(200);
    expect((await profileOf(ctx.candidate.row.id)).skills).toEqual(['SQL']);
  });

  it('onboarding stores the preferences and an alert built from them, and marks only the caller', async () => {
    await ctx.app.services.profiles.save(ctx.tenant.id, ctx.candidate.row.id, {
      jobPreferences: { salary: { min: 70_000, max: 90_000, currency: 'EUR', period: 'year' } },
    });
    const res = await me.post(API.onboarding, {
      preferences: {
        titles: ['Data Engineer', 'Analyst'],
        places: ['Berlin, Germany'],
        remote: 'remote',
        jobTypes: ['full-time'],
      },
      job_alerts: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as OnboardingResponse).data;
    expect(data).toMatchObject({
      isOnboarded: true,
      completedNow: true,
      jobAlert: {
        query: 'Data Engineer',
        location: 'Berlin, Germany',
        filters: { is_remote: ['true'], job_type: ['full-time'] },
        alertsEnabled: true,
        frequency: 'weekly',
      },
    });
    const profile = await profileOf(ctx.candidate.row.id);
    expect(profile.jobPreferences).toMatchObject({
      titles: ['Data Engineer', 'Analyst'],
      locations: [expect.objectContaining({ city: 'Berlin', countryCode: 'DE' })],
      remote: 'remote',
      jobTypes: ['full-time'],
      salary: { min: 70_000, max: 90_000, currency: 'EUR', period: 'year' },
    });
    expect(data.jobPreferences).toEqual(profile.jobPreferences);
    expect(await savedSearchesOf(ctx.candidate.row.id)).toEqual([data.jobAlert]);
    expect(await flags(ctx.candidate.row.id)).toEqual({ is_onboarded: 1, is_bootstrapped: 0 });
    expect(await flags(otherId)).toEqual({ is_onboarded: 0, is_bootstrapped: 0 });
    expect(await savedSearchesOf(otherId)).toEqual([]);
    expect((await profileOf(otherId)).jobPreferences.titles).toEqual([]);
  });

  it('onboarding with every step skipped marks the candidate onboarded and writes nothing else', async () => {
    const res = await me.post(API.onboarding, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ isOnboarded: true, completedNow: true, jobAlert: null });
    expect(await flags(ctx.candidate.row.id)).toEqual({ is_onboarded: 1, is_bootstrapped: 0 });
    expect((await profileOf(ctx.candidate.row.id)).jobPreferences.titles).toEqual([]);
    expect(await savedSearchesOf(ctx.candidate.row.id)).toEqual([]);
  });

  it('a repeated onboarding writes nothing and answers what is stored', async () => {
    const first = await me.post(API.onboarding, {
      preferences: { titles: ['Data Engineer'], places: [], remote: 'any', jobTypes: [] },
      job_alerts: true,
    });
    expect(first.statusCode).toBe(200);
    const again = await me.post(API.onboarding, {
      preferences: { titles: ['Chef'], places: [], remote: 'any', jobTypes: [] },
      job_alerts: true,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      completedNow: false,
      jobPreferences: { titles: ['Data Engineer'] },
      jobAlert: { query: 'Data Engineer' },
    });
    expect((await profileOf(ctx.candidate.row.id)).jobPreferences.titles).toEqual(['Data Engineer']);
    expect(await savedSearchesOf(ctx.candidate.row.id)).toHaveLength(1);
  });

  it('onboarding answers 422 naming the bad value and writes nothing', async () => {
    const prefs = { titles: ['Data Engineer'], places: ['Berlin, Germany'], remote: 'any', jobTypes: [] };
    const cases: Array<[object, string]> = [
      [
        { preferences: { ...prefs, places: ['Berlin, Germany', 'Atlantis Under The Sea'] } },
        'preferences.places.1',
      ],
      [{ preferences: { ...prefs, remote: 'sometimes' } }, 'remote'],
      [{ preferences: { ...prefs, jobTypes: ['gig'] } }, 'jobTypes'],
      [{ preferences: { ...prefs, titles: [''] } }, 'titles'],
      [{ job_alerts: true }, 'job_alerts'],
      [
        { preferences: { titles: [], places: [], remote: 'any', jobTypes: [] }, job_alerts: true },
        'job_alerts',
      ],
      [{ job_alerts: 'yes' }, 'job_alerts'],
    ];
    for (const [body, field] of cases) {
      const res = await me.post(API.onboarding, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).code).toBe('UNPROCESSABLE');
      expect(
        Object.keys(errorOf(res).fields ?? {}).some((k) => k.startsWith(field) || k.includes(field)),
      ).toBe(true);
    }
    expect(await flags(ctx.candidate.row.id)).toEqual({ is_onboarded: 0, is_bootstrapped: 0 });
    expect((await profileOf(ctx.candidate.row.id)).jobPreferences.titles).toEqual([]);
    expect(await savedSearchesOf(ctx.candidate.row.id)).toEqual([]);
  });

  it('refuses an alert opt-in where the tenant sends no saved-search notifications', async () => {
    const tenant = await ctx.createTenant();
    await ctx.app.services.candidates.create({
      tenantId: tenant.id,
      email: 'quiet@example.com',
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName: 'Quiet',
    });
    const client = ctx.client(tenant.domain);
    expect((await client.logIn('quiet@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    const res = await client.post(API.onboarding, {
      preferences: { titles: ['Chef'], places: [], remote: 'any', jobTypes: [] },
      job_alerts: true,
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields).toHaveProperty('job_alerts');
    const without = await client.post(API.onboarding, {
      preferences: { titles: ['Chef'], places: [], remote: 'any', jobTypes: [] },
    });
    expect(without.statusCode).toBe(200);
    expect(without.json().data.jobAlert).toBeNull();
  });
});
