import { randomUUID } from 'node:crypto';
import { type AdminForm, API } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { ADMIN_FORM_MESSAGES } from './admin-forms.service.js';

const QUESTIONS = {
  sections: [
    {
      title: 'Before your first day',
      items: [
        { name: 'intro', type: 'instruction', content: 'Tell us a little.' },
        { name: 'legalName', label: 'Legal name', type: 'text', required: true },
        {
          name: 'laptop',
          label: 'Laptop',
          type: 'radio',
          radioOptions: {
            choices: [
              { label: 'Mac', value: 'mac' },
              { label: 'Linux', value: 'linux' },
            ],
          },
        },
      ],
    },
  ],
};

describeEachDb('the form builder', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  /** A candidate of `tenant` who applied to a job and was moved to `stage` by a recruiter. */
  async function applicant(tenant: Tenant, name: string, stage: string) {
    const recruiter = await ctx.signedInStaff(
      tenant,
      `r.${randomUUID().slice(0, 6)}@example.com`,
      'recruiter',
    );
    const position = await ctx.app.services.positions.create(
      tenant.id,
      positionInput(`${name}'s job`, { description: '<p>A job.</p>', postedAt: '2026-02-01T09:00:00.000Z' }),
    );
    const person = await ctx.signedInStaff(tenant, `${name.toLowerCase()}@example.com`, null);
    await h.db.updateTable('candidates').set({ full_name: name }).where('id', '=', person.id).execute();
    const id = randomUUID();
    const at = ctx.clock.now().toISOString();
    await h.db
      .insertInto('applications')
      .values({
        id,
        tenant_id: tenant.id,
        candidate_id: person.id,
        position_id: position.id,
        position_title: position.title,
        status: 'Submitted',
        stage: 'New',
        answers_json: '{}',
        self_id_json: null,
        resume_id: null,
        source_json: '{}',
        language: 'en',
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (stage !== 'New') {
      const moved = await recruiter.client.post(API.adminApplicationStage(id), { stage, version: at });
      expect(moved.statusCode).toBe(200);
    }
    return person;
  }

  it('creates a form, saves its questions against the version read, and refuses a stale or broken one', async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const created = await admin.client.post(API.adminForms, { title: 'Equipment', kind: 'preboarding' });
    expect(created.statusCode).toBe(201);
    const form = created.json().data as AdminForm;
    expect(form).toMatchObject({ title: 'Equipment', kind: 'preboarding', questions: 1, pending: 0 });

    const save = (body: object) =>
      admin.client.put(API.adminForm(form.id), {
        title: 'Equipment and name',
        description: 'Before day one.',
        layout: 'simple',
        definition: QUESTIONS,
        updated_at: form.updated_at,
        ...body,
      });
    const saved = await save({});
    expect(saved.statusCode).toBe(200);
    const after = saved.json().data as AdminForm;
    expect(after).toMatchObject({ title: 'Equipment and name', questions: 2, definition: QUESTIONS });
    expect(after.updated_at).not.toBe(form.updated_at);

    // Saved from the page as it was before: someone else's save stands.
    const stale = await save({ title: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(ADMIN_FORM_MESSAGES.stale);

    const broken = await save({
      updated_at: after.updated_at,
      definition: { sections: [{ title: 'x', items: [{ name: 'a', type: 'nonsense' }] }] },
    });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(errorOf(broken).fields ?? {})).toEqual(['definition.sections.0.items.0.type']);
    const twice = await save({
      updated_at: after.updated_at,
      definition: {
        sections: [
          {
            title: 'x',
            items: [
              { name: 'a', label: 'A', type: 'text' },
              { name: 'a', label: 'B', type: 'text' },
            ],
          },
        ],
      },
    });
    expect(errorOf(twice).fields).toEqual({
      'definition.sections.0.items.1.name': 'Two questions share the name “a”; each question needs its own.',
    });
    const empty = await save({
      updated_at: after.updated_at,
      definition: { sections: [{ title: 'x', items: [{ name: 'i', type: 'instruction', content: 'Hi' }] }] },
    });
    expect(errorOf(empty).fields).toEqual({ definition: ADMIN_FORM_MESSAGES.noQuestion });

    const read = (await admin.client.get(API.adminForm(form.id))).json().data as AdminForm;
    expect(read).toMatchObject({ title: 'Equipment and name', updated_at: after.updated_at });
    const audit = await h.db
      .selectFrom('admin_audit')
      .select('action')
      .where('tenant_id', '=', ctx.tenant.id)
      .where('target_id', '=', form.id)
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['form.create', 'form.update']);
  });

  it('sends a form to hired candidates only, once, and it reaches their forms center', async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const hired = await applicant(ctx.tenant, 'Hana', 'Hired');
    const waiting = await applicant(ctx.tenant, 'Walt', 'Interview');
    const form = (await admin.client.post(API.adminForms, { title: 'Equipment', kind: 'form' })).json()
      .data as AdminForm;

    const recipients = (await admin.client.get(API.adminFormRecipients(form.id))).json().data.recipients;
    expect(recipients).toEqual([
      {
        candidate_id: hired.id,
        name: 'Hana',
        email: 'hana@example.com',
        position_title: "Hana's job",
        status: 'none',
      },
    ]);

    const notHired = await admin.client.post(API.adminFormAssign(form.id), {
      candidate_ids: [hired.id, waiting.id],
    });
    expect(notHired.statusCode).toBe(400);
    expect(errorOf(notHired).fields).toEqual({ candidate_ids: ADMIN_FORM_MESSAGES.notHired });
    const past = await admin.client.post(API.adminFormAssign(form.id), {
      candidate_ids: [hired.id],
      due_at: '2020-01-01',
    });
    expect(errorOf(past).fields).toEqual({ due_at: ADMIN_FORM_MESSAGES.pastDue });
    expect((await hired.client.get(`${API.formsList}?tab_id=pending`)).json().data.tabsData.pending).toEqual(
      [],
    );

    const sent = await admin.client.post(API.adminFormAssign(form.id), {
      candidate_ids: [hired.id],
      due_at: '2026-03-20',
    });
    expect(sent.json().data).toEqual({ assigned: 1, already: 0 });
    const pending = (await hired.client.get(`${API.formsList}?tab_id=pending`)).json().data.tabsData.pending;
    expect(pending).toMatchObject([
      { title: 'Equipment', source: 'assigned', due_at: '2026-03-20T00:00:00.000Z' },
    ]);
    expect(
      (await admin.client.post(API.adminFormAssign(form.id), { candidate_ids: [hired.id] })).json().data,
    ).toEqual({ assigned: 0, already: 1 });
    expect((await admin.client.get(API.adminFormRecipients(form.id))).json().data.recipients[0].status).toBe(
      'pending',
    );
    expect((await admin.client.get(API.adminForms)).json().data.forms).toMatchObject([
      { id: form.id, pending: 1, submitted: 0 },
    ]);
  });

  it("another tenant's admin can neither read nor change nor send this tenant's forms", async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const hired = await applicant(ctx.tenant, 'Hana', 'Hired');
    const form = (await admin.client.post(API.adminForms, { title: 'Equipment', kind: 'form' })).json()
      .data as AdminForm;
    const other = await ctx.createTenant();
    const outsider = await ctx.signedInStaff(other, 'boss@other.example', 'admin');

    expect((await outsider.client.get(API.adminForms)).json().data.forms).toEqual([]);
    expect((await outsider.client.get(API.adminForm(form.id))).statusCode).toBe(404);
    expect((await outsider.client.get(API.adminFormRecipients(form.id))).statusCode).toBe(404);
    const put = await outsider.client.put(API.adminForm(form.id), {
      title: 'Taken',
      description: '',
      layout: 'simple',
      definition: QUESTIONS,
      updated_at: form.updated_at,
    });
    expect(put.statusCode).toBe(404);
    const send = await outsider.client.post(API.adminFormAssign(form.id), { candidate_ids: [hired.id] });
    expect(send.statusCode).toBe(404);
    expect((await admin.client.get(API.adminForm(form.id))).json().data).toMatchObject({
      title: 'Equipment',
      pending: 0,
    });
  });
});
