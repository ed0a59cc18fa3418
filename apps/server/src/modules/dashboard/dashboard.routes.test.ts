import {
  type AdminReferral,
  API,
  type CandidateApplication,
  type CandidateReferral,
  type Nudge,
  type PositionInput,
} from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createTestApp, errorOf, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { LETTER } from '../../test/offers.js';
import { BERLIN } from '../../test/places.js';
import type { ApplicationFormConfigInput } from '../applications/application-form.js';
import { WITHDRAW_MESSAGES } from '../applications/applications.service.js';
import type { Tenant } from '../tenants/tenants.service.js';

const NOW = new Date('2026-05-11T09:00:00.000Z');
const DAY = 86_400_000;
const iso = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

function job(title: string, o: Partial<PositionInput> = {}): PositionInput {
  return {
    title,
    department: 'Operations',
    jobType: 'full-time',
    seniority: 'mid',
    locations: [BERLIN],
    isRemote: false,
    requiredSkills: ['Rigging'],
    preferredSkills: [],
    description: `<p>The ${title} role.</p>`,
    salary: null,
    postedAt: iso(-30),
    validThrough: iso(60),
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
          { name: 'email', label: 'Email', type: 'email', required: true },
        ],
      },
    ],
  },
  rules: [],
};

const dataOf = <T>(res: LightMyRequestResponse) => (res.json() as { data: T }).data;
const nudgesOf = async (client: TestClient) =>
  dataOf<{ nudges: Nudge[] }>(await client.get(API.dashboardNudges)).nudges;
const applicationsOf = async (client: TestClient) =>
  dataOf<{ applications: CandidateApplication[]; inactiveApplications: CandidateApplication[] }>(
    await client.get(API.dashboardApplications),
  );

describeEachDb('the dashboard', (h) => {
  let ctx: TestAppContext;
  let tenant: Tenant;
  let me: TestClient;
  let other: { id: string; client: TestClient };
  let ids: Record<'rigger' | 'rigger2' | 'closing' | 'freshRigger' | 'oldRigger' | 'cook', number>;

  beforeAll(async () => {
    ctx = await createTestApp(h.db, {
      clock: createClock(NOW),
      config: { gates: { referralWithCandidateApplicationGate: true } },
    });
    tenant = ctx.tenant;
    const created = (await ctx.app.services.positions.createMany(tenant.id, [
      job('Harbour Rigger'),
      job('Dockside Rigger Lead'),
      job('Crane Rigger', { validThrough: iso(2) }),
      job('Night Rigger', { postedAt: iso(-2) }),
      job('Senior Rigger', { postedAt: iso(-20) }),
      job('Galley Cook', { postedAt: iso(-1) }),
    ])) as number[];
    const [rigger, rigger2, closing, freshRigger, oldRigger, cook] = created as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    ids = { rigger, rigger2, closing, freshRigger, oldRigger, cook };
    await ctx.app.services.applications.setFormConfig(tenant.id, FORM);
    me = ctx.client();
    expect((await me.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
    other = await ctx.signedInCandidate('someone-else@example.com');
  });
  afterAll(() => ctx.app.close());

  const apply = (client: TestClient, positionId: number, source: Record<string, string> = {}) =>
    client.post(API.apply, {
      position_ids: [positionId],
      values: { first_name: 'Casey', email: 'casey@example.com' },
      source,
    });

  describe('nudges', () => {
    it('ranks the next steps: urgent deadlines, then offers, forms, drafts, new jobs and the profile', async () => {
      const services = ctx.app.services;
      const mine = ctx.candidate.row.id;
      await services.profiles.save(tenant.id, mine, {
        headline: 'Rigger',
        jobPreferences: { titles: ['Rigger'], jobTypes: [], locations: [], remote: 'any', salary: null },
      });
      const far = await services.offers.extend(tenant, {
        candidateId: mine,
        positionName: 'Harbour Rigger',
        expiresAt: iso(20),
        documents: [LETTER],
      });
      const soon = await services.offers.extend(tenant, {
        candidateId: mine,
        positionName: 'Dockside Rigger Lead',
        expiresAt: iso(2),
        documents: [LETTER],
      });
      // Declined and expired offers ask nothing any more.
      const declined = await services.offers.extend(tenant, {
        candidateId: mine,
        positionName: 'Declined one',
        expiresAt: iso(10),
        documents: [LETTER],
      });
      await h.db
        .updateTable('offers')
        .set({ status: 'Declined' })
        .where('enc_id', '=', declined.encId)
        .execute();
      await services.candidateForms.createTemplate(tenant.id, {
        key: 'tax',
        kind: 'form',
        title: 'Tax details',
        layout: 'simple',
        definition: { sections: [{ title: 'Tax', items: [{ name: 'tin', label: 'TIN', type: 'text' }] }] },
      });
      const formId = await services.candidateForms.assign(tenant.id, mine, {
        templateKey: 'tax',
        dueAt: iso(10),
      });
      for (const [positionId, step] of [
        [ids.rigger2, 1],
        [ids.closing, 2],
      ] as const)
        expect(
          (
            await me.put(API.draftApplications, {
              position_id: positionId,
              base_version: 0,
              step,
              values: { first_name: 'Casey' },
              resume_id: null,
            })
          ).statusCode,
        ).toBe(200);
      // Another candidate's offer and draft never reach this list.
      await services.offers.extend(tenant, {
        candidateId: other.id,
        positionName: 'Not yours',
        expiresAt: iso(1),
        documents: [LETTER],
      });
      await other.client.put(API.draftApplications, {
        position_id: ids.cook,
        base_version: 0,
        step: 1,
        values: {},
        resume_id: null,
      });

      const nudges = await nudgesOf(me);
      expect(nudges.map((n) => n.id)).toEqual([
        // Within three days: the offer expiring in two, then the draft whose job closes in two (a second later).
        `offer:${soon.encId}`,
        `draft:${ids.closing}`,
        `offer:${far.encId}`,
        `form:${formId}`,
        `draft:${ids.rigger2}`,
        // Posted in the last seven days and matching "Rigger"; the older Senior Rigger is not new.
        `job:${ids.freshRigger}`,
        'profile:resume',
        'profile:experience',
      ]);
      const byId = new Map(nudges.map((n) => [n.id, n]));
      expect(byId.get(`offer:${soon.encId}`)).toMatchObject({
        kind: 'sign_offer',
        title: 'Dockside Rigger Lead',
        href: `/careers/offer/${soon.encId}`,
        due_at: iso(2),
      });
      expect(byId.get(`draft:${ids.closing}`)).toMatchObject({
        kind: 'finish_draft',
        title: 'Crane Rigger',
        href: `/careers/apply?pid=${ids.closing}`,
      });
      expect(byId.get(`form:${formId}`)).toMatchObject({
        kind: 'answer_form',
        href: `/careers/forms/center/${formId}`,
      });
      expect(byId.get(`job:${ids.freshRigger}`)).toMatchObject({
        kind: 'new_job',
        title: 'Night Rigger',
        href: expect.stringMatching(new RegExp(`^/careers/job/${ids.freshRigger}-night-rigger$`)),
      });
      expect(byId.get('profile:resume')).toMatchObject({
        kind: 'complete_profile',
        step: 'upload_resume',
        adds: 20,
        href: '/careers/profile?step=upload_resume',
      });

      // A job the candidate applied to is no new job for them; an applied draft is gone with its draft.
      expect((await apply(me, ids.freshRigger)).statusCode).toBe(200);
      expect((await nudgesOf(me)).some((n) => n.kind === 'new_job')).toBe(false);
      // The other candidate sees only their own.
      const theirs = await nudgesOf(other.client);
      expect(theirs.map((n) => n.kind)).toEqual([
        'sign_offer',
        'finish_draft',
        'complete_profile',
        'complete_profile',
      ]);
    });

    it('is for signed-in candidates only', async () => {
      const res = await ctx.client().get(API.dashboardNudges);
      expect(res.statusCode).toBe(401);
    });
  });

  describe('withdraw', () => {
    it('moves the own application to Withdrawn with history and audit, which the recruiter sees; a second is a 409', async () => {
      const recruiter = await ctx.signedInStaff(tenant, 'riley.recruiter@example.com', 'recruiter');
      expect((await apply(me, ids.rigger)).statusCode).toBe(200);
      const before = (await applicationsOf(me)).applications.find((a) => a.positionId === ids.rigger)!;
      expect(before.stage).toBe('New');

      // Another candidate's application is a 404, like an unknown one, and changes nothing.
      const theirs = await other.client.post(API.applicationWithdraw(before.id), { version: before.version });
      expect(theirs.statusCode).toBe(404);
      const unknown = await me.post(API.applicationWithdraw('00000000-0000-4000-8000-000000000000'), {
        version: before.version,
      });
      expect(unknown.statusCode).toBe(404);
      // A page out of date (a recruiter moved it since) is refused.
      const stale = await me.post(API.applicationWithdraw(before.id), {
        version: '2020-01-01T00:00:00.000Z',
      });
      expect(stale.statusCode).toBe(409);
      expect(errorOf(stale).message).toBe(WITHDRAW_MESSAGES.stale);
      // Without the CSRF token nothing happens.
      const forged = await me.post(
        API.applicationWithdraw(before.id),
        { version: before.version },
        { csrf: false },
      );
      expect(forged.statusCode).toBe(403);
      expect((await applicationsOf(me)).applications.some((a) => a.id === before.id)).toBe(true);

      const res = await me.post(API.applicationWithdraw(before.id), { version: before.version });
      expect(res.statusCode).toBe(200);
      const after = dataOf<CandidateApplication>(res);
      expect(after).toMatchObject({ id: before.id, stage: 'Withdrawn', status: 'Withdrawn' });
      expect(after.version).not.toBe(before.version);
      expect(after.history.map((s) => s.stage)).toEqual(['New', 'Withdrawn']);
      const lists = await applicationsOf(me);
      expect(lists.applications.some((a) => a.id === before.id)).toBe(false);
      expect(lists.inactiveApplications.find((a) => a.id === before.id)?.stage).toBe('Withdrawn');

      const seen = dataOf<{ stage: string; history: { stage: string; by: string | null }[] }>(
        await recruiter.client.get(API.adminApplication(before.id)),
      );
      expect(seen.stage).toBe('Withdrawn');
      expect(seen.history.at(-1)).toMatchObject({ stage: 'Withdrawn', by: ctx.candidate.email });
      const audit = await h.db
        .selectFrom('admin_audit')
        .select(['action', 'actor_email', 'before_json', 'after_json'])
        .where('tenant_id', '=', tenant.id)
        .where('target_id', '=', before.id)
        .execute();
      expect(audit).toEqual([
        {
          action: 'application.withdraw',
          actor_email: ctx.candidate.email,
          before_json: JSON.stringify({ stage: 'New' }),
          after_json: JSON.stringify({ stage: 'Withdrawn' }),
        },
      ]);

      const again = await me.post(API.applicationWithdraw(before.id), { version: after.version });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe(WITHDRAW_MESSAGES.already);
      const stages = await h.db
        .selectFrom('application_stages')
        .select('stage')
        .where('application_id', '=', before.id)
        .execute();
      expect(stages).toHaveLength(2);
    });

    it('refuses a closed application (rejected) with a 409', async () => {
      expect((await apply(me, ids.oldRigger)).statusCode).toBe(200);
      const app = (await applicationsOf(me)).applications.find((a) => a.positionId === ids.oldRigger)!;
      await ctx.app.services.applications.moveStage(tenant.id, app.id, 'Rejected', null);
      const rejected = (await applicationsOf(me)).inactiveApplications.find((a) => a.id === app.id)!;
      const res = await me.post(API.applicationWithdraw(app.id), { version: rejected.version });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(WITHDRAW_MESSAGES.closed);
    });

    it('answers 400 without a version and 400 for an id that is no application id', async () => {
      expect(
        (await me.post(API.applicationWithdraw('00000000-0000-4000-8000-000000000000'), {})).statusCode,
      ).toBe(400);
      expect((await me.post(API.applicationWithdraw('nope'), { version: 'x' })).statusCode).toBe(400);
    });
  });

  describe('referrals', () => {
    const refer = (client: TestClient, positionId: number, input: Record<string, string>) =>
      client.post(API.adminPositionReferrals(positionId), input);

    it('are recorded by the staff, mailed with a token link, listed to the proven address and marked applied', async () => {
      const recruiter = await ctx.signedInStaff(tenant, 'rae.recruiter@example.com', 'recruiter');
      const input = {
        referrer_name: 'Morgan Vale',
        referrer_email: 'Morgan.Vale@Example.com',
        candidate_email: ` ${ctx.candidate.email.toUpperCase()} `,
        note: 'Casey ran our rigging crew for two seasons.',
      };
      const res = await refer(recruiter.client, ids.cook, input);
      expect(res.statusCode).toBe(201);
      const made = dataOf<AdminReferral>(res);
      expect(made).toMatchObject({
        position_id: ids.cook,
        candidate_email: ctx.candidate.email,
        referrer_email: 'morgan.vale@example.com',
        created_by_email: 'rae.recruiter@example.com',
        applied_at: null,
      });
      const mail = (await ctx.app.services.mail.outboxFor(tenant.id, ctx.candidate.email)).find((m) =>
        m.subject.startsWith('You were referred'),
      );
      expect(mail?.subject).toBe('You were referred for Galley Cook at Test Co');
      expect(mail?.text_body).toContain('Casey ran our rigging crew');
      const link = new URL(/https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? 'http://x');
      expect(link.pathname).toBe(`/careers/job/${ids.cook}-galley-cook`);
      const token = link.searchParams.get('referral_token');
      expect(token).toMatch(/^[\w-]{20,}$/);
      // Only the token's hash is kept.
      const stored = await h.db
        .selectFrom('referrals')
        .select('token_hash')
        .where('id', '=', made.id)
        .executeTakeFirst();
      expect(stored?.token_hash).not.toContain(token!);

      // A second referral of the same address to the same job is refused.
      expect((await refer(recruiter.client, ids.cook, input)).statusCode).toBe(409);

      const listed = dataOf<{ referrals: CandidateReferral[] }>(
        await me.get(API.dashboardReferrals),
      ).referrals;
      expect(listed).toEqual([
        {
          id: made.id,
          position_id: ids.cook,
          title: 'Galley Cook',
          open: true,
          referrer_name: 'Morgan Vale',
          note: 'Casey ran our rigging crew for two seasons.',
          created_at: NOW.toISOString(),
          applied: false,
        },
      ]);
      // Addressed to someone else: never listed to them.
      expect(
        dataOf<{ referrals: unknown[] }>(await other.client.get(API.dashboardReferrals)).referrals,
      ).toEqual([]);

      // Applying through the link records it on the referral.
      expect((await apply(me, ids.cook, { referral_token: token! })).statusCode).toBe(200);
      const after = dataOf<{ referrals: CandidateReferral[] }>(
        await me.get(API.dashboardReferrals),
      ).referrals;
      expect(after[0]?.applied).toBe(true);
      const staffView = dataOf<{ referrals: AdminReferral[] }>(
        await recruiter.client.get(API.adminPositionReferrals(ids.cook)),
      ).referrals;
      expect(staffView[0]?.applied_at).toBe(NOW.toISOString());
      const audit = await h.db
        .selectFrom('admin_audit')
        .select('action')
        .where('tenant_id', '=', tenant.id)
        .where('action', '=', 'referral.create')
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('wait for a proven address, and a wrong token records nothing', async () => {
      const recruiter = await ctx.signedInStaff(tenant, 'ray.recruiter@example.com', 'recruiter');
      const res = await refer(recruiter.client, ids.rigger2, {
        referrer_name: 'Sam',
        referrer_email: 'sam@example.com',
        candidate_email: 'someone-else@example.com',
      });
      expect(res.statusCode).toBe(201);
      const id = dataOf<AdminReferral>(res).id;
      // Until its owner proves the address, nothing said about it is shown to the account that names it.
      await h.db
        .updateTable('candidates')
        .set({ email_verified_at: null })
        .where('id', '=', other.id)
        .execute();
      expect(
        dataOf<{ referrals: unknown[] }>(await other.client.get(API.dashboardReferrals)).referrals,
      ).toEqual([]);
      expect((await apply(other.client, ids.rigger2, { referral_token: 'not-the-token' })).statusCode).toBe(
        200,
      );
      const row = await h.db.selectFrom('referrals').selectAll().where('id', '=', id).executeTakeFirst();
      expect(row?.application_id).toBeNull();
      // Once proven, the referral shows, and that they applied to its job.
      await h.db
        .updateTable('candidates')
        .set({ email_verified_at: NOW.toISOString() })
        .where('id', '=', other.id)
        .execute();
      const listed = dataOf<{ referrals: CandidateReferral[] }>(
        await other.client.get(API.dashboardReferrals),
      );
      expect(listed.referrals.map((r) => [r.title, r.applied])).toEqual([['Dockside Rigger Lead', true]]);
    });

    it('check their input, the job and who asks', async () => {
      const recruiter = await ctx.signedInStaff(tenant, 'rex.recruiter@example.com', 'recruiter');
      const bad = await refer(recruiter.client, ids.cook, {
        referrer_name: ' ',
        referrer_email: 'nope',
        candidate_email: '',
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual([
        'candidate_email',
        'referrer_email',
        'referrer_name',
      ]);
      const valid = { referrer_name: 'A', referrer_email: 'a@example.com', candidate_email: 'b@example.com' };
      expect((await refer(recruiter.client, 999_999, valid)).statusCode).toBe(404);
      const archived = (await ctx.app.services.positions.createMany(tenant.id, [job('Old Mast')])) as [
        number,
      ];
      await ctx.app.services.positions.archive(tenant.id, archived[0]);
      expect((await refer(recruiter.client, archived[0], valid)).statusCode).toBe(409);
      // A candidate is no staff; another tenant's staff never reach this tenant's jobs.
      expect((await refer(me, ids.cook, valid)).statusCode).toBe(403);
      const elsewhere = await ctx.createTenant();
      const foreign = await ctx.signedInStaff(elsewhere, 'foreign@example.com', 'recruiter');
      expect((await refer(foreign.client, ids.cook, valid)).statusCode).toBe(404);
      expect((await foreign.client.get(API.adminPositionReferrals(ids.cook))).statusCode).toBe(404);
      expect(
        await h.db
          .selectFrom('referrals')
          .select('id')
          .where('candidate_email', '=', 'b@example.com')
          .execute(),
      ).toEqual([]);
    });

    it('do not exist where the referral gate is off', async () => {
      const closed = await ctx.createTenant();
      const candidate = await ctx.signedInStaff(closed, ctx.candidate.email, null);
      const res = await candidate.client.get(API.dashboardReferrals);
      expect(res.statusCode).toBe(404);
    });
  });
});
