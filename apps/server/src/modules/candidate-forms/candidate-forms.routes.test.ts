import {
  API,
  type CandidateForm,
  type CandidateFormSummary,
  type FormsListResponse,
} from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClock,
  createTestApp,
  TEST_PASSWORD,
  type TestAppContext,
  type TestClient,
} from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { hashPassword } from '../auth/passwords.js';
import { createOffersService } from '../offers/offers.service.js';
import type { Tenant } from '../tenants/tenants.service.js';
import type { FormTemplateInput } from './candidate-forms.service.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(NOW.getTime() + n * DAY);

const CONTACT: FormTemplateInput = {
  key: 'contact',
  kind: 'form',
  title: 'Emergency contact',
  description: 'Who we call.',
  layout: 'simple',
  definition: {
    sections: [
      {
        title: 'Contact',
        items: [
          { name: 'note', type: 'info', content: '<p>Hello</p>' },
          { name: 'contactName', label: 'Full name', type: 'text', required: true },
          { name: 'contactEmail', label: 'Email', type: 'email' },
          {
            name: 'hasSecond',
            label: 'A second contact?',
            type: 'radio',
            radioOptions: {
              choices: [
                { label: 'Yes', value: 'yes' },
                { label: 'No', value: 'no' },
              ],
            },
          },
          {
            name: 'secondName',
            label: 'Second contact',
            type: 'text',
            required: true,
            visibleWhen: { op: 'equals', field: 'hasSecond', value: 'yes' },
          },
          {
            name: 'sign',
            label: 'Sign',
            type: 'esignForm',
            embedOptions: { customDomain: '', widgetId: 'contact-sign', hosted: true },
          },
        ],
      },
    ],
  },
};
const SURVEY: FormTemplateInput = {
  key: 'survey',
  kind: 'form',
  title: 'Survey',
  layout: 'stepper',
  definition: {
    sections: [{ title: 'One', items: [{ name: 'rating', label: 'Rating', type: 'star_rating' }] }],
  },
};
const PREBOARDING: FormTemplateInput = {
  key: 'preboarding',
  kind: 'preboarding',
  title: 'New hire details',
  layout: 'simple',
  definition: {
    sections: [
      { title: 'You', items: [{ name: 'legalName', label: 'Legal name', type: 'text', required: true }] },
    ],
  },
};

const dataOf = <T>(res: LightMyRequestResponse) => (res.json() as { data: T }).data;
const errorOf = (res: LightMyRequestResponse) =>
  (res.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const listOf = (res: LightMyRequestResponse) => dataOf<FormsListResponse['data']>(res);
const formOf = (res: LightMyRequestResponse) => dataOf<{ form: CandidateForm }>(res).form;

describeEachDb('the forms center', (h) => {
  let ctx: TestAppContext;
  let me: TestClient;
  let ids: { contact: string; survey: string; others: string; elsewhere: string };
  let otherTenant: Tenant;
  const otherEmail = 'someone-else@example.com';

  beforeAll(async () => {
    ctx = await createTestApp(h.db, { clock: createClock(NOW) });
    const forms = ctx.app.services.candidateForms;
    for (const t of [CONTACT, SURVEY, PREBOARDING]) await forms.createTemplate(ctx.tenant.id, t);
    const other = await ctx.app.services.candidates.create({
      tenantId: ctx.tenant.id,
      email: otherEmail,
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName: 'Other Person',
    });
    otherTenant = await ctx.createTenant();
    await forms.createTemplate(otherTenant.id, CONTACT);
    const stranger = await ctx.app.services.candidates.create({
      tenantId: otherTenant.id,
      email: ctx.candidate.email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName: 'Casey Candidate',
    });
    const mine = ctx.candidate.row.id;
    ids = {
      survey: await forms.assign(ctx.tenant.id, mine, { templateKey: 'survey', assignedAt: inDays(-2) }),
      contact: await forms.assign(ctx.tenant.id, mine, {
        templateKey: 'contact',
        assignedAt: inDays(-1),
        dueAt: inDays(7).toISOString(),
      }),
      others: await forms.assign(ctx.tenant.id, other.id, { templateKey: 'contact' }),
      elsewhere: await forms.assign(otherTenant.id, stranger.id, { templateKey: 'contact' }),
    };
    me = ctx.client();
    expect((await me.logIn(ctx.candidate.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  describe('the list', () => {
    it('needs a signed-in candidate', async () => {
      const res = await ctx.client().get(API.formsList);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    });

    it('answers the tabs with their counts and the pending forms, due ones first', async () => {
      const res = await me.get(`${API.formsList}?tab_id=pending&include_tab_list=true`);
      expect(res.statusCode).toBe(200);
      const data = listOf(res);
      expect(data.tabsList).toEqual([
        { id: 'pending', count: 2 },
        { id: 'completed', count: 0 },
      ]);
      const pending = data.tabsData.pending!;
      expect(pending.map((f) => f.id)).toEqual([ids.contact, ids.survey]);
      expect(pending[0]).toMatchObject({
        title: 'Emergency contact',
        description: 'Who we call.',
        status: 'pending',
        source: 'assigned',
        assigned_at: inDays(-1).toISOString(),
        due_at: inDays(7).toISOString(),
        submitted_at: null,
        has_progress: false,
      } satisfies Partial<CandidateFormSummary>);
      expect(pending[1]).toMatchObject({ title: 'Survey', description: '', due_at: null });
    });

    it('leaves the tab list out when asked, and defaults to the pending tab', async () => {
      const data = listOf(await me.get(`${API.formsList}?include_tab_list=false`));
      expect(data.tabsList).toBeUndefined();
      expect(Object.keys(data.tabsData)).toEqual(['pending']);
      const bad = await me.get(`${API.formsList}?tab_id=archived`);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('one form', () => {
    it('answers its definition, layout and answers; an empty e-sign domain is this site', async () => {
      const res = await me.get(API.candidateForm(ids.contact));
      expect(res.statusCode).toBe(200);
      const form = formOf(res);
      expect(form).toMatchObject({ id: ids.contact, layout: 'simple', status: 'pending', answers: {} });
      const sign = form.definition.sections[0]!.items.find((i) => i.name === 'sign');
      expect((sign!.embedOptions as { customDomain: string }).customDomain).toMatch(/^http:\/\/localhost/);
      expect(formOf(await me.get(API.candidateForm(ids.survey))).layout).toBe('stepper');
    });

    it("is a 404 for another candidate's form and for another tenant's, whatever the call", async () => {
      for (const id of [ids.others, ids.elsewhere, crypto.randomUUID()]) {
        expect((await me.get(API.candidateForm(id))).statusCode).toBe(404);
        expect((await me.put(API.candidateForm(id), { answers: { contactName: 'X' } })).statusCode).toBe(404);
        const submit = await me.post(API.candidateFormSubmit(id), { answers: { contactName: 'X' } });
        expect(submit.statusCode).toBe(404);
        expect(errorOf(submit).code).toBe('NOT_FOUND');
      }
      // Signed in on the other tenant, the same address sees that tenant's form only.
      const there = ctx.client(otherTenant.domain);
      expect((await there.logIn(ctx.candidate.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await there.get(API.candidateForm(ids.elsewhere))).statusCode).toBe(200);
      expect((await there.get(API.candidateForm(ids.contact))).statusCode).toBe(404);
      // Nothing of theirs changed.
      const untouched = await h.db
        .selectFrom('candidate_forms')
        .select(['answers_json', 'status'])
        .where('id', 'in', [ids.others, ids.elsewhere])
        .execute();
      expect(untouched).toEqual([
        { answers_json: '{}', status: 'pending' },
        { answers_json: '{}', status: 'pending' },
      ]);
    });

    it('refuses an id that is not a form id', async () => {
      expect((await me.get(API.candidateForm('not-a-uuid'))).statusCode).toBe(400);
    });
  });

  describe('saving progress and submitting', () => {
    it('saves answers to its own questions only, and reads them back', async () => {
      ctx.clock.advance(60_000);
      const res = await me.put(API.candidateForm(ids.contact), {
        answers: { contactName: 'Robin Doe', unknownField: 'dropped', note: 'display only' },
      });
      expect(res.statusCode).toBe(200);
      expect(dataOf<{ form: CandidateFormSummary }>(res).form).toMatchObject({
        has_progress: true,
        status: 'pending',
        updated_at: new Date(NOW.getTime() + 60_000).toISOString(),
      });
      expect(formOf(await me.get(API.candidateForm(ids.contact))).answers).toEqual({
        contactName: 'Robin Doe',
      });
    });

    it('needs the CSRF token to save', async () => {
      const res = await me.put(API.candidateForm(ids.contact), { answers: {} }, { csrf: false });
      expect(res.statusCode).toBe(403);
    });

    it('validates a submit with the toolkit rules: 422 with a message per field, nothing stored', async () => {
      const res = await me.post(API.candidateFormSubmit(ids.contact), {
        answers: { contactName: '', contactEmail: 'not-an-email', hasSecond: 'yes' },
      });
      expect(res.statusCode).toBe(422);
      const error = errorOf(res);
      expect(error.code).toBe('UNPROCESSABLE');
      expect(error.fields).toEqual({
        contactName: 'Full name is required',
        contactEmail: 'Email is invalid. Use the format "name@example.com".',
        secondName: 'Second contact is required',
      });
      const form = formOf(await me.get(API.candidateForm(ids.contact)));
      expect(form.status).toBe('pending');
      expect(form.answers).toEqual({ contactName: 'Robin Doe' });
    });

    it('submits once: hidden answers dropped, read-only after, a second submit or save is a 409', async () => {
      ctx.clock.advance(60_000);
      const answers = {
        contactName: 'Robin Doe',
        contactEmail: 'robin@example.com',
        hasSecond: 'no',
        secondName: 'hidden by the rule',
      };
      // A double click: two submits at once; exactly one is taken.
      const results = await Promise.all([
        me.post(API.candidateFormSubmit(ids.contact), { answers }),
        me.post(API.candidateFormSubmit(ids.contact), { answers }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const sent = formOf(results.find((r) => r.statusCode === 200)!);
      expect(sent).toMatchObject({
        status: 'submitted',
        submitted_at: new Date(NOW.getTime() + 120_000).toISOString(),
        has_progress: false,
        answers: { contactName: 'Robin Doe', contactEmail: 'robin@example.com', hasSecond: 'no' },
      });
      const again = await me.post(API.candidateFormSubmit(ids.contact), { answers });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe('This form has already been sent.');
      expect((await me.put(API.candidateForm(ids.contact), { answers })).statusCode).toBe(409);

      const completed = listOf(await me.get(`${API.formsList}?tab_id=completed`));
      expect(completed.tabsList).toEqual([
        { id: 'pending', count: 1 },
        { id: 'completed', count: 1 },
      ]);
      expect(completed.tabsData.completed!.map((f) => f.id)).toEqual([ids.contact]);
      expect(formOf(await me.get(API.candidateForm(ids.contact))).answers).not.toHaveProperty('secondName');
    });

    it('keeps showing a sent form with the questions it was sent with', async () => {
      const template = await h.db
        .selectFrom('form_templates')
        .select('id')
        .where('tenant_id', '=', ctx.tenant.id)
        .where('key', '=', 'contact')
        .executeTakeFirstOrThrow();
      await h.db
        .updateTable('form_templates')
        .set({ definition_json: JSON.stringify({ sections: [{ title: 'Reworded', items: [] }] }) })
        .where('id', '=', template.id)
        .execute();
      const form = formOf(await me.get(API.candidateForm(ids.contact)));
      expect(form.definition.sections[0]!.title).toBe('Contact');
    });
  });

  describe('templates and preboarding', () => {
    it('refuses a template whose definition the toolkit does not accept', async () => {
      await expect(
        ctx.app.services.candidateForms.createTemplate(ctx.tenant.id, {
          ...SURVEY,
          key: 'broken',
          definition: { sections: [{ title: 'x', items: [{ name: 'a', type: 'no-such-type' }] }] },
        }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    const actor = () => ({
      tenant: ctx.tenant,
      candidate: ctx.candidate.row,
      ip: '127.0.0.1',
      siteOrigin: 'http://localhost',
    });
    const extend = (tenant = ctx.tenant) =>
      ctx.app.services.offers
        .extend(tenant, {
          candidateId: ctx.candidate.row.id,
          positionName: 'Staff Engineer',
          startDate: '2027-01-04',
          expiresAt: inDays(14).toISOString(),
          documents: [
            {
              name: 'Offer Letter',
              documentType: 'Offer',
              status: 'Unsigned',
              requiresSignature: true,
              content: 'offer-letter',
            },
          ],
        })
        .then((r) => r.encId);
    const sign = { file: null, signature: 'Casey Candidate', agree: true };

    it('assigns the preboarding form when an offer is accepted, due on the start date', async () => {
      const encId = await extend();
      const before = listOf(await me.get(API.formsList)).tabsData.pending!.length;
      const accepted = await ctx.app.services.offers.accept(actor(), encId, sign);
      expect(accepted.offer.status).toBe('Accepted');
      const pending = listOf(await me.get(API.formsList)).tabsData.pending!;
      expect(pending).toHaveLength(before + 1);
      const preboarding = pending.find((f) => f.source === 'offer')!;
      expect(preboarding).toMatchObject({
        title: 'New hire details',
        due_at: '2027-01-04T00:00:00.000Z',
      });
      const rows = await h.db
        .selectFrom('candidate_forms')
        .select(['offer_id', 'candidate_id'])
        .where('id', '=', preboarding.id)
        .executeTakeFirstOrThrow();
      expect(Number(rows.offer_id)).toBe(accepted.offer.id);
      // Assigning again for the same offer adds nothing.
      expect(
        await ctx.app.services.candidateForms.assignPreboarding({
          tenantId: ctx.tenant.id,
          candidateId: ctx.candidate.row.id,
          offerId: accepted.offer.id,
        }),
      ).toEqual([]);
    });

    it('accepts an offer with no preboarding form when the tenant has no template', async () => {
      const bare = await ctx.createTenant();
      const candidate = await ctx.app.services.candidates.create({
        tenantId: bare.id,
        email: 'bare@example.com',
        passwordHash: await hashPassword(TEST_PASSWORD),
        fullName: 'Bare Candidate',
      });
      const { encId } = await ctx.app.services.offers.extend(bare, {
        candidateId: candidate.id,
        positionName: 'Anything',
        expiresAt: inDays(3).toISOString(),
        documents: [
          {
            name: 'Offer Letter',
            documentType: 'Offer',
            status: 'Unsigned',
            requiresSignature: true,
            content: 'offer-letter',
          },
        ],
      });
      const res = await ctx.app.services.offers.accept(
        { tenant: bare, candidate, ip: '127.0.0.1', siteOrigin: 'http://localhost' },
        encId,
        { file: null, signature: 'Bare Candidate', agree: true },
      );
      expect(res.offer.status).toBe('Accepted');
      const n = await h.db
        .selectFrom('candidate_forms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('candidate_id', '=', candidate.id)
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(0);
    });

    it('accepts nothing when the preboarding forms cannot be assigned: one transaction', async () => {
      const encId = await extend();
      const failing = createOffersService(h.db, {
        now: ctx.clock.now,
        notifications: ctx.app.services.notifications,
        candidateForms: {
          assignPreboarding: async () => {
            throw new Error('forms unavailable');
          },
        },
      });
      await expect(failing.accept(actor(), encId, sign)).rejects.toThrow('forms unavailable');
      await failing.close();
      const offer = await ctx.app.services.offers.get(actor(), encId);
      expect(offer.status).toBe('Extended');
      expect(offer.offer_documents[0]).toMatchObject({ status: 'Unsigned', signed: false });
    });
  });
});
