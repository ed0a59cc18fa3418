import { API, type PositionInput } from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderResumePdf } from '../../seed/demo-resume.js';
import { createClock, createTestApp, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { multipart } from '../../test/multipart.js';
import { BERLIN } from '../../test/places.js';
import { hashPassword } from '../auth/passwords.js';
import type { Tenant } from '../tenants/tenants.service.js';
import type { ApplicationFormConfigInput } from './application-form.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(NOW.getTime() + offsetDays * DAY).toISOString();

function job(title: string, o: Partial<PositionInput> = {}): PositionInput {
  return {
    title,
    department: 'Sales',
    jobType: 'full-time',
    seniority: 'mid',
    locations: [BERLIN],
    isRemote: false,
    requiredSkills: ['Negotiation'],
    preferredSkills: [],
    description: `<p>The ${title} role.</p>`,
    salary: null,
    postedAt: iso(-10),
    validThrough: iso(30),
    ...o,
  };
}

const FORM: ApplicationFormConfigInput = {
  resumeRequired: false,
  definition: {
    sections: [
      {
        title: 'Contact',
        items: [
          { name: 'first_name', label: 'First name', type: 'text', required: true },
          { name: 'last_name', label: 'Last name', type: 'text', required: true },
          { name: 'email', label: 'Email', type: 'email', required: true },
          { name: 'notice', label: 'Notice period', type: 'text', required: true },
        ],
      },
      {
        title: 'About you',
        items: [{ name: 'self_id_gender', label: 'Gender', type: 'text', confidential: true }],
      },
    ],
  },
  rules: [
    {
      match: { departments: ['Engineering'] },
      sections: [
        {
          title: 'Engineering',
          items: [{ name: 'code_sample_url', label: 'Code sample', type: 'text', required: true }],
        },
      ],
    },
  ],
};

const ANSWERS = { first_name: 'Robin', last_name: 'Lee', email: 'robin@example.com', notice: '1 month' };

function body<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

describeEachDb('applying', (h) => {
  let ctx: TestAppContext;
  let tenant: Tenant;
  let gated: Tenant;
  let other: Tenant;
  let ids: {
    sales: number;
    sales2: number;
    sales3: number;
    engineering: number;
    archived: number;
    expired: number;
    privateOne: number;
  };
  let otherId: number;
  let gatedId: number;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { clock: createClock(NOW) });
    tenant = ctx.tenant;
    const created = await ctx.app.services.positions.createMany(tenant.id, [
      job('Account Executive'),
      job('Sales Manager'),
      job('Sales Director'),
      job('Backend Engineer', { department: 'Engineering' }),
      job('Old Job'),
      job('Expired Job', { postedAt: iso(-40), validThrough: iso(-1) }),
      job('Secret Job', { isPrivate: true } as Partial<PositionInput>),
    ]);
    const [sales, sales2, sales3, engineering, archived, expired, privateOne] = created as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    ids = { sales, sales2, sales3, engineering, archived, expired, privateOne };
    await ctx.app.services.positions.archive(tenant.id, archived);
    await ctx.app.services.applications.setFormConfig(tenant.id, FORM);

    gated = await ctx.createTenant({
      loginSignupConfig: { candidateLoginEnabled: true, loggedOutApplyEnabled: false },
    });
    [gatedId] = (await ctx.app.services.positions.createMany(gated.id, [job('Gated Job')])) as [number];
    other = await ctx.createTenant();
    [otherId] = (await ctx.app.services.positions.createMany(other.id, [job('Elsewhere')])) as [number];
  });
  afterAll(() => ctx.app.close());

  async function signedIn(email = ctx.candidate.email): Promise<TestClient> {
    const client = ctx.client();
    const res = await client.logIn(email, ctx.candidate.password);
    expect(res.statusCode).toBe(200);
    return client;
  }

  async function newCandidate(prefix: string): Promise<{ email: string; client: TestClient }> {
    const email = `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await ctx.app.services.candidates.create({
      tenantId: tenant.id,
      email,
      passwordHash: await hashPassword(ctx.candidate.password),
      fullName: 'Quinn Example',
    });
    const client = ctx.client();
    expect((await client.logIn(email, ctx.candidate.password)).statusCode).toBe(200);
    return { email, client };
  }

  describe('the form', () => {
    it('gives the shared questions, each job’s extra questions and whether it is open', async () => {
      const res = await ctx
        .client()
        .get(`${API.applyForm}?pids=${ids.sales},${ids.engineering},${ids.archived},${otherId},999999`);
      expect(res.statusCode).toBe(200);
      const { data } = body<{ data: { positions: Array<Record<string, unknown>>; definition: unknown } }>(
        res,
      );
      expect(data.positions.map((p) => p.title)).toEqual([
        'Account Executive',
        'Backend Engineer',
        'Old Job',
      ]);
      expect(data.positions.map((p) => p.open)).toEqual([true, true, false]);
      expect(data.positions[0]?.extraSections).toEqual([]);
      expect(JSON.stringify(data.positions[1]?.extraSections)).toContain('code_sample_url');
    });

    it('shows a private job only through its private link', async () => {
      const visitor = ctx.client();
      const hidden = body<{ data: { positions: unknown[] } }>(
        await visitor.get(`${API.applyForm}?pids=${ids.privateOne}`),
      );
      expect(hidden.data.positions).toEqual([]);
      // The old "private=1" is no way in: only the job's link token (docs/decisions/034).
      const guessed = body<{ data: { positions: unknown[] } }>(
        await visitor.get(`${API.applyForm}?pids=${ids.privateOne}&private=1`),
      );
      expect(guessed.data.positions).toEqual([]);
      const token = await ctx.app.services.positions.privateToken(tenant.id, ids.privateOne);
      const shown = body<{ data: { positions: unknown[] } }>(
        await visitor.get(`${API.applyForm}?pids=${ids.privateOne}&private=${token}`),
      );
      expect(shown.data.positions).toHaveLength(1);
    });

    it('prefills a signed-in candidate’s name and email', async () => {
      const client = await signedIn();
      const { data } = body<{ data: { prefill: Record<string, unknown> } }>(
        await client.get(`${API.applyForm}?pids=${ids.sales}`),
      );
      expect(data.prefill).toMatchObject({
        first_name: 'Casey',
        last_name: 'Candidate',
        email: ctx.candidate.email,
      });
    });

    it('needs a sign-in where the tenant switches logged-out apply off', async () => {
      const res = await ctx.client(gated.domain).get(`${API.applyForm}?pids=${gatedId}`);
      expect(res.statusCode).toBe(401);
    });

    it('refuses a malformed list of jobs with a clear message', async () => {
      const res = await ctx.client().get(`${API.applyForm}?pids=1;drop`);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('submitting', () => {
    it('makes one application with its first stage, and a second submit makes nothing (409)', async () => {
      const { client, email } = await newCandidate('once');
      const payload = {
        position_ids: [ids.sales],
        values: { ...ANSWERS, email, self_id_gender: 'undisclosed', stray: 'dropped' },
        source: { utm_source: 'newsletter', referral_token: 'abc' },
      };
      const first = await client.post(API.apply, payload);
      expect(first.statusCode).toBe(200);
      const { data } = body<{
        data: { results: Array<{ result: string; message: string }>; account: string };
      }>(first);
      expect(data.account).toBe('signed_in');
      expect(data.results).toEqual([
        expect.objectContaining({ result: 'submitted', message: 'Your application was submitted' }),
      ]);

      const again = await client.post(API.apply, payload);
      expect(again.statusCode).toBe(409);
      expect(body<{ error: { message: string } }>(again).error.message).toBe(
        'You have already applied to this job',
      );

      const candidate = await ctx.app.services.candidates.findByEmail(tenant.id, email);
      const apps = await ctx.app.services.applications.listForCandidate(tenant.id, candidate!.id);
      expect(apps).toHaveLength(1);
      expect(apps[0]).toMatchObject({
        status: 'Submitted',
        stage: 'New',
        source: { utm_source: 'newsletter', referral_token: 'abc' },
      });
      expect(apps[0]?.history).toEqual([expect.objectContaining({ stage: 'New', status: 'Submitted' })]);
      // What recruiters read holds neither the confidential answer nor a key the form does not ask.
      expect(apps[0]?.answers).not.toHaveProperty('self_id_gender');
      expect(apps[0]?.answers).not.toHaveProperty('stray');
      const row = await h.db
        .selectFrom('applications')
        .select('self_id_json')
        .where('candidate_id', '=', candidate!.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.self_id_json!)).toEqual({ self_id_gender: 'undisclosed' });
    });

    it('makes exactly one application when two submits race', async () => {
      const { client, email } = await newCandidate('race');
      const payload = { position_ids: [ids.sales2], values: { ...ANSWERS, email } };
      const [a, b] = await Promise.all([client.post(API.apply, payload), client.post(API.apply, payload)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const candidate = await ctx.app.services.candidates.findByEmail(tenant.id, email);
      expect(await ctx.app.services.applications.listForCandidate(tenant.id, candidate!.id)).toHaveLength(1);
    });

    it('answers 410 for an archived or expired job, 404 for another tenant’s, and stores nothing', async () => {
      const { client, email } = await newCandidate('closed');
      for (const [pid, status] of [
        [ids.archived, 410],
        [ids.expired, 410],
        [otherId, 404],
      ] as const) {
        const res = await client.post(API.apply, { position_ids: [pid], values: { ...ANSWERS, email } });
        expect(res.statusCode).toBe(status);
      }
      const candidate = await ctx.app.services.candidates.findByEmail(tenant.id, email);
      expect(await ctx.app.services.applications.listForCandidate(tenant.id, candidate!.id)).toHaveLength(0);
    });

    it('answers 422 with a message per missing answer, including a job’s own question', async () => {
      const { client } = await newCandidate('missing');
      const res = await client.post(API.apply, {
        position_ids: [ids.engineering],
        values: { first_name: 'Robin', email: 'not-an-email' },
      });
      expect(res.statusCode).toBe(422);
      const { error } = body<{ error: { fields: Record<string, string> } }>(res);
      expect(Object.keys(error.fields).sort()).toEqual(['code_sample_url', 'email', 'last_name', 'notice']);
      expect(error.fields.last_name).toBe('Last name is required');
    });

    it('applies to several jobs at once and reports the closed one', async () => {
      const { client, email } = await newCandidate('cart');
      const res = await client.post(API.apply, {
        position_ids: [ids.sales, ids.engineering, ids.archived],
        values: { ...ANSWERS, email, code_sample_url: 'https://example.com/code' },
      });
      expect(res.statusCode).toBe(200);
      const { data } = body<{ data: { results: Array<{ position_id: number; result: string }> } }>(res);
      expect(data.results.map((r) => [r.position_id, r.result])).toEqual([
        [ids.sales, 'submitted'],
        [ids.engineering, 'submitted'],
        [ids.archived, 'closed'],
      ]);
    });
  });

  it('takes the applied jobs out of the job cart, in the same request', async () => {
    const cartTenant = await ctx.createTenant({
      pcsxConfig: { branding: { companyName: 'Cart Co' }, jobCartConfig: { enabled: true } },
    } as never);
    const [a, b] = (await ctx.app.services.positions.createMany(cartTenant.id, [
      job('Cart A'),
      job('Cart B'),
    ])) as [number, number];
    await ctx.app.services.applications.setFormConfig(cartTenant.id, FORM);
    const email = `cart-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await ctx.app.services.candidates.create({
      tenantId: cartTenant.id,
      email,
      passwordHash: await hashPassword(ctx.candidate.password),
      fullName: 'Cart Person',
    });
    const client = ctx.client(cartTenant.domain);
    await client.logIn(email, ctx.candidate.password);
    await client.post(API.jobCart, { pids: [String(a), String(b)], operation: 'add' });
    const res = await client.post(API.apply, { position_ids: [a], values: { ...ANSWERS, email } });
    expect(res.statusCode).toBe(200);
    const cart = body<{ data: { data: { jobCartData: { positions: Array<{ id: number }> } } } }>(
      await client.get(API.jobCart),
    );
    expect(JSON.stringify(cart)).not.toContain(`"id":${a},`);
    expect(JSON.stringify(cart)).toContain(`"id":${b},`);
  });

  describe('a visitor who is not signed in', () => {
    it('gets an account for a new address and a "set your password" mail; the confirmation waits for that link', async () => {
      const visitor = await ctx.client().start();
      const email = 'first.timer@example.com';
      const res = await visitor.post(API.apply, {
        position_ids: [ids.sales3],
        values: { ...ANSWERS, email: 'First.Timer@example.com' },
        language: 'fr',
      });
      expect(res.statusCode).toBe(200);
      expect(body<{ data: { account: string; email: string } }>(res).data).toMatchObject({
        account: 'created',
        email,
      });
      const candidate = await ctx.app.services.candidates.findByEmail(tenant.id, email);
      expect(candidate?.full_name).toBe('Robin Lee');
      expect(candidate?.email_verified_at).toBeNull();
      expect(await ctx.app.services.applications.listForCandidate(tenant.id, candidate!.id)).toHaveLength(1);
      // Nobody proved the address is the applicant's: mail about the application is held (docs/decisions/033).
      const mails = await ctx.app.services.mail.outboxFor(tenant.id, email);
      expect(mails.map((m) => m.subject)).toEqual(['Choisissez votre mot de passe Test Co carrières']);
      const link = mails[0]?.text_body.match(/https?:\/\/\S+/)?.[0] ?? '';
      expect(link).toContain('/careers/reset-password?token=');

      // Choosing the password through the mailed link proves the address: the held mail goes out.
      const token = new URL(link).searchParams.get('token')!;
      expect(
        (await visitor.post(API.resetPassword, { token, password: 'a-brand-new-password' })).statusCode,
      ).toBe(200);
      const after = await ctx.app.services.mail.outboxFor(tenant.id, email);
      expect(after.map((m) => m.subject).sort()).toEqual([
        'Choisissez votre mot de passe Test Co carrières',
        'Votre candidature chez Test Co',
      ]);
      expect(
        (await ctx.app.services.candidates.findByEmail(tenant.id, email))?.email_verified_at,
      ).not.toBeNull();
    });

    it('never lands in an existing account on an email alone: the mailed link confirms it', async () => {
      const visitor = await ctx.client().start();
      const res = await visitor.post(API.apply, {
        position_ids: [ids.sales],
        values: { ...ANSWERS, email: ctx.candidate.email },
      });
      expect(res.statusCode).toBe(200);
      const { data } = body<{ data: { account: string; results: Array<{ result: string }> } }>(res);
      expect(data.account).toBe('pending_confirmation');
      expect(data.results[0]?.result).toBe('pending');
      expect(
        await ctx.app.services.applications.listForCandidate(tenant.id, ctx.candidate.row.id),
      ).toHaveLength(0);

      const mail = (await ctx.app.services.mail.outboxFor(tenant.id, ctx.candidate.email)).at(-1);
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
      expect(token).toBeTruthy();
      const confirmed = await ctx.client().post(API.applyConfirm, { token }, {});
      // A fresh client has no CSRF token yet: the call is refused until the page gave it one.
      expect(confirmed.statusCode).toBe(403);
      const page = await ctx.client().start();
      const ok = await page.post(API.applyConfirm, { token });
      expect(ok.statusCode).toBe(200);
      expect(body<{ data: { results: Array<{ result: string }> } }>(ok).data.results[0]?.result).toBe(
        'submitted',
      );
      expect(
        await ctx.app.services.applications.listForCandidate(tenant.id, ctx.candidate.row.id),
      ).toHaveLength(1);
      const subjects = (await ctx.app.services.mail.outboxFor(tenant.id, ctx.candidate.email)).map(
        (m) => m.subject,
      );
      expect(subjects).toContain('Your application to Test Co');
      expect((await page.post(API.applyConfirm, { token })).statusCode).toBe(404);
    });

    it('joins the waiting applications when the owner of the address signs in', async () => {
      const { email, client } = await newCandidate('owner');
      await client.post(API.logout);
      const visitor = await ctx.client().start();
      await visitor.post(API.apply, { position_ids: [ids.sales2], values: { ...ANSWERS, email } });
      const candidate = await ctx.app.services.candidates.findByEmail(tenant.id, email);
      expect(await ctx.app.services.applications.listForCandidate(tenant.id, candidate!.id)).toHaveLength(0);
      await ctx.client().logIn(email, ctx.candidate.password);
      expect(await ctx.app.services.applications.listForCandidate(tenant.id, candidate!.id)).toHaveLength(1);
    });

    it('holds mail about an unverified account’s application until its sign-up link is used', async () => {
      const email = `unproven-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const client = await ctx.client().start();
      const signup = await client.post(API.signup, {
        email,
        password: ctx.candidate.password,
        full_name: 'Uma Unproven',
      });
      expect(signup.statusCode).toBe(202);
      expect((await client.logIn(email, ctx.candidate.password)).statusCode).toBe(200);
      const res = await client.post(API.apply, { position_ids: [ids.sales], values: { ...ANSWERS, email } });
      expect(res.statusCode).toBe(200);
      const subjects = async () =>
        (await ctx.app.services.mail.outboxFor(tenant.id, email)).map((m) => m.subject);
      // The application is made; only the sign-up's confirmation mail reached the address.
      expect(await subjects()).toEqual(['Confirm your email for Test Co careers']);

      const confirm = (await ctx.app.services.mail.outboxFor(tenant.id, email))[0]?.text_body ?? '';
      const token = /verify-email\?token=([\w-]+)/.exec(confirm)?.[1];
      expect((await client.post(API.verifyEmail, { token })).statusCode).toBe(200);
      // (The test clock stands still, so both mails carry the same time: compared as a set.)
      expect((await subjects()).sort()).toEqual([
        'Confirm your email for Test Co careers',
        'Your application to Test Co',
      ]);
      // Held once, sent once.
      expect((await client.post(API.verifyEmail, { token })).statusCode).toBe(400);
      expect(await subjects()).toHaveLength(2);
    });

    it('must sign in first where the tenant switches logged-out apply off', async () => {
      const visitor = await ctx.client(gated.domain).start();
      const res = await visitor.post(API.apply, { position_ids: [gatedId], values: ANSWERS });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('drafts', () => {
    it('saves by version, refuses an older version, lists open and closed drafts and deletes them', async () => {
      const { client } = await newCandidate('draft');
      const save = (position_id: number, base_version: number, values: object) =>
        client.put(API.draftApplications, { position_id, base_version, step: 1, values });
      const first = await save(ids.sales, 0, { first_name: 'R' });
      expect(first.statusCode).toBe(200);
      expect(body<{ data: { draft: { version: number } } }>(first).data.draft.version).toBe(1);
      const second = await save(ids.sales, 1, { first_name: 'Ro' });
      expect(body<{ data: { draft: { version: number; values: object } } }>(second).data.draft).toMatchObject(
        {
          version: 2,
          values: { first_name: 'Ro' },
        },
      );
      // Another tab still at version 1: refused, and the newer answers stay.
      const stale = await save(ids.sales, 1, { first_name: 'Stale' });
      expect(stale.statusCode).toBe(409);
      expect(body<{ error: { code: string } }>(stale).error.code).toBe('DRAFT_CONFLICT');
      expect((await save(ids.archived, 0, { first_name: 'Old' })).statusCode).toBe(200);

      const list = body<{
        data: {
          openDraftApplications: Array<{ position_id: number; values: object }>;
          closedDraftApplications: Array<{ position_id: number; position: { archived_at: string | null } }>;
        };
      }>(await client.get(API.draftApplications));
      expect(list.data.openDraftApplications).toEqual([
        expect.objectContaining({ position_id: ids.sales, values: { first_name: 'Ro' } }),
      ]);
      expect(list.data.closedDraftApplications).toEqual([
        expect.objectContaining({ position_id: ids.archived }),
      ]);
      expect(list.data.closedDraftApplications[0]?.position.archived_at).not.toBeNull();

      // Nobody else sees them.
      const stranger = await newCandidate('stranger');
      const theirs = body<{ data: { openDraftApplications: unknown[] } }>(
        await stranger.client.get(API.draftApplications),
      );
      expect(theirs.data.openDraftApplications).toEqual([]);

      const del = await client.request({
        method: 'DELETE',
        url: API.draftApplications,
        payload: { position_ids: [ids.sales, ids.archived] },
      });
      expect(body<{ data: { deleted: number } }>(del).data.deleted).toBe(2);
      const after = body<{ data: { openDraftApplications: unknown[] } }>(
        await client.get(API.draftApplications),
      );
      expect(after.data.openDraftApplications).toEqual([]);
    });

    it('closes the draft when the application is submitted', async () => {
      const { client, email } = await newCandidate('closes');
      await client.put(API.draftApplications, {
        position_id: ids.sales3,
        base_version: 0,
        step: 0,
        values: { notice: 'x' },
      });
      expect(
        (await client.post(API.apply, { position_ids: [ids.sales3], values: { ...ANSWERS, email } }))
          .statusCode,
      ).toBe(200);
      const list = body<{ data: { openDraftApplications: unknown[] } }>(
        await client.get(API.draftApplications),
      );
      expect(list.data.openDraftApplications).toEqual([]);
    });

    it('needs a signed-in candidate', async () => {
      expect((await ctx.client().get(API.draftApplications)).statusCode).toBe(401);
    });
  });

  describe('resumes', () => {
    const resumeText = [
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
    const upload = (client: TestClient, name: string, bytes: Buffer, type = 'text/plain') => {
      const { payload, headers } = multipart([
        { name: 'resume_file_name', value: name },
        { name: 'resume_content', value: `data:${type};base64,${bytes.toString('base64')}` },
        { name: 'domain', value: tenant.domain },
      ]);
      return client.request({ method: 'POST', url: API.uploadResume, payload, headers });
    };

    it('reads a visitor’s resume, and a submit attaches it to the new account', async () => {
      const visitor = await ctx.client().start();
      const res = await upload(visitor, 'robin.txt', Buffer.from(resumeText));
      expect(res.statusCode).toBe(200);
      const { data } = body<{
        data: {
          candidate: null;
          resume: { id: string; kind: string };
          parsed: { email: { value: string } | null };
        };
      }>(res);
      expect(data.candidate).toBeNull();
      expect(data.resume.kind).toBe('txt');
      expect(data.parsed.email?.value).toBe('robin.lee@example.com');
      const submit = await visitor.post(API.apply, {
        position_ids: [ids.sales],
        values: { ...ANSWERS, email: 'robin.lee@example.com' },
        resume_id: data.resume.id,
      });
      expect(submit.statusCode).toBe(200);
      const candidate = await ctx.app.services.candidates.findByEmail(tenant.id, 'robin.lee@example.com');
      expect((await ctx.app.services.resumes.list(tenant.id, candidate!.id)).map((r) => r.id)).toEqual([
        data.resume.id,
      ]);
      // Claimed: no longer a visitor's upload anyone holding the id could read.
      expect((await ctx.client().get(API.resumeFile(data.resume.id))).statusCode).toBe(404);
    });

    it('reads a PDF resume a candidate uploads, joins it to their list and fills their empty profile', async () => {
      const { client, email } = await newCandidate('pdf');
      const pdf = await renderResumePdf({
        name: 'Quinn Example',
        email,
        phone: '+49 30 1234567',
        city: 'Berlin, Germany',
        headline: 'Account executive',
        skills: ['Negotiation'],
        experience: [
          {
            title: 'Account Executive',
            company: 'Fabrikam',
            startDate: '2020-01',
            endDate: null,
            description: 'Sold things.',
          },
        ],
        education: [
          {
            school: 'Freie Universität Berlin',
            degree: 'Bachelor of Arts',
            field: 'Economics',
            startYear: 2014,
            endYear: 2018,
          },
        ],
      });
      const res = await upload(client, 'quinn.pdf', Buffer.from(pdf), 'application/pdf');
      expect(res.statusCode).toBe(200);
      const { data } = body<{
        data: {
          candidate: { location: { city: string } | null };
          resume: { id: string; kind: string };
          parsed: { experience: Array<{ title: { value: string }; company: { value: string } }> };
        };
      }>(res);
      expect(data.resume.kind).toBe('pdf');
      expect(data.parsed.experience[0]).toMatchObject({
        title: { value: 'Account Executive' },
        company: { value: 'Fabrikam' },
      });
      expect(data.candidate.location?.city).toBe('Berlin');
      const candidate = await ctx.app.services.candidates.findByEmail(tenant.id, email);
      const profile = await ctx.app.services.profiles.get(tenant.id, candidate!.id);
      expect(profile.experience).toEqual([
        expect.objectContaining({ title: 'Account Executive', company: 'Fabrikam', endDate: null }),
      ]);
      const file = await client.get(API.resumeFile(data.resume.id));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('refuses a file that is not a resume by its bytes (415) and stores nothing', async () => {
      const { client } = await newCandidate('png');
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const res = await upload(client, 'resume.pdf', png, 'application/pdf');
      expect(res.statusCode).toBe(415);
      expect(body<{ error: { message: string } }>(res).error.message).toMatch(/PDF/);
      const candidate = await ctx.app.services.candidates.findByEmail(
        tenant.id,
        (await client.get(API.session)).json().data.user.email,
      );
      expect(await ctx.app.services.resumes.list(tenant.id, candidate!.id)).toEqual([]);
    });

    it('refuses a resume over 5 MB (413)', async () => {
      const { client } = await newCandidate('big');
      const res = await upload(client, 'big.txt', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
      expect(res.statusCode).toBe(413);
    });

    it('requires the resume where the tenant’s form does', async () => {
      await ctx.app.services.applications.setFormConfig(other.id, { ...FORM, resumeRequired: true });
      const visitor = await ctx.client(other.domain).start();
      const res = await visitor.post(API.apply, {
        position_ids: [otherId],
        values: { ...ANSWERS, email: 'x@example.com' },
      });
      expect(res.statusCode).toBe(422);
      expect(body<{ error: { fields: Record<string, string> } }>(res).error.fields.resume).toBe(
        'Please attach your resume.',
      );
    });
  });

  describe('the applications page', () => {
    type Card = { title: string; status: string | null; stage: string | null; history: unknown[] };
    const list = async (client: TestClient) => {
      const res = await client.get(API.dashboardApplications);
      expect(res.statusCode, res.body).toBe(200);
      return body<{ data: { applications: Card[]; inactiveApplications: Card[] } }>(res).data;
    };

    it('needs a signed-in candidate', async () => {
      const res = await ctx.client().get(API.dashboardApplications);
      expect(res.statusCode).toBe(401);
    });

    it('lists the candidate’s own applications, active and inactive, with status, stage and history', async () => {
      const { client, email } = await newCandidate('apps');
      const { client: someoneElse } = await newCandidate('apps-other');
      expect(await list(client)).toEqual({ applications: [], inactiveApplications: [] });
      const values = { ...ANSWERS, email };
      for (const id of [ids.sales, ids.sales2]) {
        expect((await client.post(API.apply, { position_ids: [id], values })).statusCode).toBe(200);
      }
      const candidate = await ctx.app.services.candidates.findByEmail(tenant.id, email);
      const apps = await ctx.app.services.applications.listForCandidate(tenant.id, candidate!.id);
      const rejected = apps.find((a) => a.positionId === ids.sales2)!;
      expect(await ctx.app.services.applications.moveStage(tenant.id, rejected.id, 'Rejected', null)).toBe(
        true,
      );

      const data = await list(client);
      expect(data.applications).toEqual([
        expect.objectContaining({
          title: 'Account Executive',
          status: 'Submitted',
          stage: 'New',
          history: [expect.objectContaining({ stage: 'New', status: 'Submitted' })],
        }),
      ]);
      expect(data.inactiveApplications).toEqual([
        expect.objectContaining({ title: 'Sales Manager', stage: 'Rejected', status: 'Rejected' }),
      ]);
      expect(data.inactiveApplications[0]?.history).toHaveLength(2);
      // Never another candidate's.
      expect(await list(someoneElse)).toEqual({ applications: [], inactiveApplications: [] });
    });

    it('hides where each application stands where the tenant says so', async () => {
      const hidden = await ctx.createTenant({
        pcsxConfig: {
          branding: { companyName: 'Quiet Co' },
          applicationsPageConfig: { tabs: { submitted: { hideApplicationStatus: true } } },
        },
      });
      const [id] = (await ctx.app.services.positions.createMany(hidden.id, [job('Quiet Job')])) as [number];
      await ctx.app.services.applications.setFormConfig(hidden.id, FORM);
      const email = `quiet-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await ctx.app.services.candidates.create({
        tenantId: hidden.id,
        email,
        passwordHash: await hashPassword(ctx.candidate.password),
        fullName: 'Quiet Example',
      });
      const client = ctx.client(hidden.domain);
      expect((await client.logIn(email, ctx.candidate.password)).statusCode).toBe(200);
      const values = { ...ANSWERS, email };
      expect((await client.post(API.apply, { position_ids: [id], values })).statusCode).toBe(200);
      expect((await list(client)).applications).toEqual([
        expect.objectContaining({ title: 'Quiet Job', status: null, stage: null, history: [] }),
      ]);
    });
  });
});
