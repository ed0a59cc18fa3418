import {
  API,
  type CandidateProfile,
  PROFILE_COMPLETION_PIECES,
  type ProfileCompletion,
  type ProfileDetails,
} from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { BERLIN, MUNICH, PARIS } from '../../test/places.js';

const JOB = { title: 'Engineer', company: 'Fabrikam', startDate: '2020-01', endDate: null, description: '' };
const SCHOOL = { school: 'TU Berlin', degree: 'BSc', field: 'CS', startYear: 2014, endYear: 2018 };
const PREFS = {
  titles: ['Backend Engineer'],
  locations: [BERLIN],
  remote: 'hybrid',
  jobTypes: ['full-time', 'contract'],
  salary: { min: 70_000, max: 90_000, currency: 'EUR', period: 'year' },
};

const errorOf = (res: LightMyRequestResponse) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;
const profileOf = (res: LightMyRequestResponse) => (res.json() as { data: CandidateProfile }).data;

describeEachDb('the profile API', (h) => {
  let ctx: TestAppContext;
  let me: TestClient;
  let other: TestClient;
  let otherId: string;

  const edit = (client: TestClient, body: object) => client.post(API.profileEdit, body);
  const details = async (client: TestClient) =>
    ((await client.get(API.profileDetails)).json() as { data: ProfileDetails }).data;
  const analysis = async (client: TestClient) =>
    ((await client.get(`${API.profileAnalysis}?hl=en`)).json() as { data: ProfileCompletion }).data;
  const ok = async (client: TestClient, body: object) => {
    const res = await edit(client, body);
    expect(res.statusCode, res.body).toBe(200);
    return profileOf(res);
  };

  beforeAll(async () => {
    ctx = await createTestApp(h.db);
    me = ctx.client();
    expect((await me.logIn(ctx.candidate.email, TEST_PASSWORD)).statusCode).toBe(200);
    ({ id: otherId, client: other } = await ctx.signedInCandidate('other@example.com'));
  });
  afterAll(async () => {
    await ctx?.app.close();
  });
  beforeEach(async () => {
    await h.db.deleteFrom('candidate_profiles').execute();
  });

  it('answers 401 to a visitor on every call', async () => {
    const visitor = await ctx.client().start();
    expect((await visitor.get(API.profileDetails)).statusCode).toBe(401);
    expect((await visitor.get(API.profileAnalysis)).statusCode).toBe(401);
    const res = await edit(visitor, { op_section: 'headline', operation: 'update', op_data: { value: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });

  it('answers profile_details with the empty profile, the candidate’s basics and resumes', async () => {
    const data = await details(me);
    expect(data.profile).toMatchObject({
      headline: '',
      skills: [],
      links: [],
      avatarUrl: null,
      jobPreferences: { titles: [], locations: [], remote: 'any', jobTypes: [], salary: null },
    });
    expect(data.candidate).toMatchObject({ id: ctx.candidate.row.id, email: ctx.candidate.email });
    expect(data.resumes).toEqual([]);
  });

  it('sets and clears each single-value section with add, update and delete', async () => {
    const cases = [
      {
        section: 'headline',
        value: 'Backend engineer',
        read: (p: CandidateProfile) => p.headline,
        empty: '',
      },
      {
        section: 'contact',
        value: { phone: '+49 30 1234567' },
        read: (p: CandidateProfile) => ({ phone: p.phone }),
        empty: { phone: '' },
      },
      { section: 'location', value: BERLIN, read: (p: CandidateProfile) => p.location, empty: null },
      {
        section: 'job_preferences',
        value: PREFS,
        read: (p: CandidateProfile) => p.jobPreferences,
        empty: { titles: [], locations: [], remote: 'any', jobTypes: [], salary: null },
      },
      {
        section: 'avatar',
        value: '/static/avatars/me.png',
        read: (p: CandidateProfile) => p.avatarUrl,
        empty: null,
      },
    ] as const;
    for (const c of cases) {
      const added = await ok(me, { op_section: c.section, operation: 'add', op_data: { value: c.value } });
      expect(c.read(added), c.section).toEqual(c.value);
      const updated = await ok(me, {
        op_section: c.section,
        operation: 'update',
        op_data: { value: c.value },
      });
      expect(c.read(updated), c.section).toEqual(c.value);
      expect(c.read((await details(me)).profile), c.section).toEqual(c.value);
      const cleared = await ok(me, { op_section: c.section, operation: 'delete', op_data: {} });
      expect(c.read(cleared), c.section).toEqual(c.empty);
      expect(c.read((await details(me)).profile), c.section).toEqual(c.empty);
    }
  });

  it('adds, inserts, updates and deletes entries of each list section by index', async () => {
    const cases = [
      {
        section: 'work_experience',
        field: 'experience',
        a: JOB,
        b: { ...JOB, title: 'Lead', startDate: '2022-02' },
        c: { ...JOB, company: 'Contoso' },
      },
      {
        section: 'education',
        field: 'education',
        a: SCHOOL,
        b: { ...SCHOOL, school: 'LMU' },
        c: { ...SCHOOL, degree: 'MSc' },
      },
      { section: 'skills', field: 'skills', a: 'Go', b: 'SQL', c: 'Docker' },
      {
        section: 'links',
        field: 'links',
        a: { label: 'GitHub', url: 'https://github.com/casey' },
        b: { label: '', url: 'https://casey.example.com/work' },
        c: { label: 'Blog', url: 'http://blog.example.org' },
      },
    ] as const;
    for (const { section, field, a, b, c } of cases) {
      const list = (p: CandidateProfile) => p[field] as unknown[];
      expect(list(await ok(me, { op_section: section, operation: 'add', op_data: { value: a } }))).toEqual([
        a,
      ]);
      // Without an index an entry is appended; with one it is inserted there.
      expect(
        list(await ok(me, { op_section: section, operation: 'add', op_data: { value: b, index: 0 } })),
      ).toEqual([b, a]);
      expect(
        list(await ok(me, { op_section: section, operation: 'update', op_data: { value: c, index: 1 } })),
      ).toEqual([b, c]);
      expect(list(await ok(me, { op_section: section, operation: 'delete', op_data: { index: 0 } }))).toEqual(
        [c],
      );
      expect(list((await details(me)).profile)).toEqual([c]);
    }
  });

  it('answers 422 to a bad section, operation, index or value, and changes nothing', async () => {
    await ok(me, { op_section: 'skills', operation: 'add', op_data: { value: 'Go' } });
    await ok(me, { op_section: 'headline', operation: 'update', op_data: { value: 'Kept' } });
    const before = (await details(me)).profile;
    const bad: Array<[object, string]> = [
      [{ op_section: 'hobbies', operation: 'add', op_data: { value: 'x' } }, 'op_section'],
      [{ op_section: 'workExperience', operation: 'add', op_data: { value: JOB } }, 'op_section'],
      [{ op_section: 'skills', operation: 'replace', op_data: { value: 'x', index: 0 } }, 'operation'],
      [{ operation: 'add', op_data: { value: 'x' } }, 'op_section'],
      [{ op_section: 'skills', operation: 'update', op_data: { value: 'Rust' } }, 'op_data.index'],
      [{ op_section: 'skills', operation: 'delete', op_data: {} }, 'op_data.index'],
      [{ op_section: 'skills', operation: 'update', op_data: { value: 'Rust', index: 1 } }, 'op_data.index'],
      [{ op_section: 'skills', operation: 'delete', op_data: { index: 5 } }, 'op_data.index'],
      [{ op_section: 'skills', operation: 'add', op_data: { value: 'Rust', index: 2 } }, 'op_data.index'],
      [{ op_section: 'skills', operation: 'delete', op_data: { index: -1 } }, 'op_data.index'],
      [{ op_section: 'skills', operation: 'delete', op_data: { index: 0.5 } }, 'op_data.index'],
      [{ op_section: 'skills', operation: 'delete', op_data: { index: '0' } }, 'op_data.index'],
      [{ op_section: 'headline', operation: 'update', op_data: { value: 'x', index: 0 } }, 'op_data.index'],
      [{ op_section: 'skills', operation: 'add', op_data: { value: 'go' } }, 'op_data.value'],
      [{ op_section: 'skills', operation: 'add', op_data: { value: '' } }, 'op_data.value'],
      [{ op_section: 'headline', operation: 'update', op_data: { value: 'x'.repeat(201) } }, 'op_data.value'],
      [{ op_section: 'headline', operation: 'update', op_data: {} }, 'op_data.value'],
      [{ op_section: 'contact', operation: 'update', op_data: { value: { phone: 'call me' } } }, 'phone'],
      [{ op_section: 'links', operation: 'add', op_data: { value: { url: 'javascript:alert(1)' } } }, 'url'],
      [
        { op_section: 'avatar', operation: 'update', op_data: { value: '//evil.example/a.png' } },
        'op_data.value',
      ],
      [
        {
          op_section: 'work_experience',
          operation: 'add',
          op_data: { value: { ...JOB, startDate: '2020-05', endDate: '2019-01' } },
        },
        'endDate',
      ],
      [
        {
          op_section: 'job_preferences',
          operation: 'update',
          op_data: { value: { ...PREFS, salary: { min: 9, max: 1, currency: 'EUR', period: 'year' } } },
        },
        'salary.max',
      ],
      [
        {
          op_section: 'job_preferences',
          operation: 'update',
          op_data: { value: { ...PREFS, jobTypes: ['full-time', 'full-time'] } },
        },
        'jobTypes',
      ],
      [
        { op_section: 'job_preferences', operation: 'update', op_data: { value: { remote: 'mars' } } },
        'remote',
      ],
    ];
    for (const [body, field] of bad) {
      const res = await edit(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const error = errorOf(res);
      expect(error.code).toBe('UNPROCESSABLE');
      expect(
        Object.keys(error.fields ?? {}).some((k) => k.includes(field)),
        JSON.stringify(error),
      ).toBe(true);
    }
    expect((await details(me)).profile).toEqual(before);
  });

  it('keeps every one of concurrent edits (conditional writes on the profile’s version)', async () => {
    await ok(me, { op_section: 'headline', operation: 'update', op_data: { value: 'Start' } });
    const skills = Array.from({ length: 8 }, (_, i) => `Skill ${i}`);
    const answers = await Promise.all(
      skills.map((value) => edit(me, { op_section: 'skills', operation: 'add', op_data: { value } })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(skills.map(() => 200));
    const saved = (await details(me)).profile;
    expect([...saved.skills].sort()).toEqual(skills);
    expect(saved.headline).toBe('Start');
  });

  it('never shows or edits another candidate’s profile', async () => {
    await ok(other, { op_section: 'headline', operation: 'update', op_data: { value: 'Other’s' } });
    await ok(other, { op_section: 'skills', operation: 'add', op_data: { value: 'Secret' } });
    // Naming the other candidate in the body or query changes nothing: the session decides whose profile.
    await ok(me, {
      op_section: 'headline',
      operation: 'update',
      op_data: { value: 'Mine' },
      candidate_id: otherId,
    } as object);
    const mine = await me.get(`${API.profileDetails}?candidate_id=${otherId}`);
    expect((mine.json() as { data: ProfileDetails }).data.profile).toMatchObject({
      headline: 'Mine',
      skills: [],
    });
    expect((mine.json() as { data: ProfileDetails }).data.candidate.id).toBe(ctx.candidate.row.id);
    expect((await details(other)).profile).toMatchObject({ headline: 'Other’s', skills: ['Secret'] });

    // A session is the tenant's own: on another tenant's site the same cookies are a visitor's.
    const elsewhere = await ctx.createTenant();
    const across = ctx.client(elsewhere.domain);
    for (const [name, value] of me.cookies) across.cookies.set(name, value);
    across.csrfToken = me.csrfToken;
    expect((await across.get(API.profileDetails)).statusCode).toBe(401);
    const res = await edit(across, { op_section: 'headline', operation: 'update', op_data: { value: 'x' } });
    expect(res.statusCode).toBe(401);
    expect((await details(me)).profile.headline).toBe('Mine');
  });

  it('scores completion by the documented weights and ranks the missing pieces by what each adds', async () => {
    expect(PROFILE_COMPLETION_PIECES.reduce((sum, p) => sum + p.weight, 0)).toBe(100);
    const empty = await analysis(me);
    expect(empty.score).toBe(0);
    expect(empty.completed).toEqual([]);
    expect(empty.missing.map((m) => [m.key, m.adds])).toEqual([
      ['resume', 20],
      ['experience', 15],
      ['skills', 15],
      ['headline', 10],
      ['location', 10],
      ['education', 10],
      ['job_preferences', 6],
      ['phone', 5],
      ['links', 4],
      ['avatar', 3],
      ['salary_expectation', 2],
    ]);
    expect(empty.missing[0]).toMatchObject({ section: 'resumes', nextStep: 'upload_resume' });

    // Two skills of five earn 6 of 15: what is left (9) now ranks below the 10-point pieces.
    await ok(me, { op_section: 'skills', operation: 'add', op_data: { value: 'Go' } });
    await ok(me, { op_section: 'skills', operation: 'add', op_data: { value: 'SQL' } });
    const twoSkills = await analysis(me);
    expect(twoSkills.score).toBe(6);
    expect(twoSkills.missing.map((m) => m.key).slice(0, 6)).toEqual([
      'resume',
      'experience',
      'headline',
      'location',
      'education',
      'skills',
    ]);
    expect(twoSkills.missing.find((m) => m.key === 'skills')).toMatchObject({ adds: 9, weight: 15 });

    for (const value of ['Docker', 'Kubernetes', 'Rust'])
      await ok(me, { op_section: 'skills', operation: 'add', op_data: { value } });
    await ok(me, { op_section: 'headline', operation: 'update', op_data: { value: 'Engineer' } });
    await ok(me, { op_section: 'location', operation: 'update', op_data: { value: MUNICH } });
    // A title without a place or a way of working is not yet a preference.
    await ok(me, {
      op_section: 'job_preferences',
      operation: 'update',
      op_data: { value: { titles: ['Engineer'] } },
    });
    let now = await analysis(me);
    expect(now.score).toBe(35);
    expect(now.completed).toEqual(['skills', 'headline', 'location']);
    await ok(me, {
      op_section: 'job_preferences',
      operation: 'update',
      op_data: { value: { titles: ['Engineer'], locations: [PARIS] } },
    });
    now = await analysis(me);
    expect(now.score).toBe(41);
    expect(now.missing.find((m) => m.key === 'salary_expectation')).toBeDefined();

    await ctx.app.services.resumes.upload(ctx.tenant.id, ctx.candidate.row.id, {
      fileName: 'cv.txt',
      bytes: new TextEncoder().encode('Casey Candidate\nEngineer\nSkills: Go, SQL\n'),
    });
    now = await analysis(me);
    expect(now.completed).toContain('resume');
    expect(now.score).toBeGreaterThanOrEqual(61);
    expect((await details(me)).resumes).toHaveLength(1);
    expect(now.missing[0]?.key).toBe('experience');
    await h.db.deleteFrom('resumes').execute();
  });
});
