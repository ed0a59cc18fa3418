import { randomUUID } from 'node:crypto';
import { type AdminApplication, type AdminPipeline, API } from '@portico/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { STALE_APPLICATION } from './admin-applications.service.js';

describeEachDb('the recruiter workspace: applications', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  /** A job of `tenant` and `count` candidates who applied to it, as the apply call leaves them. */
  async function applied(tenant: Tenant, title: string, names: string[]) {
    const position = await ctx.app.services.positions.create(
      tenant.id,
      positionInput(title, { description: `<p>${title}</p>`, postedAt: '2026-10-01T09:00:00.000Z' }),
    );
    const ids: string[] = [];
    const clients: Awaited<ReturnType<typeof ctx.signedInStaff>>['client'][] = [];
    for (const [i, name] of names.entries()) {
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.com`;
      const candidate = await ctx.signedInStaff(tenant, email, null);
      clients.push(candidate.client);
      await h.db.updateTable('candidates').set({ full_name: name }).where('id', '=', candidate.id).execute();
      const id = randomUUID();
      // Applied on the days before now, the last name most recently.
      const at = new Date(ctx.clock.now().getTime() - (names.length - i) * 86_400_000).toISOString();
      const resumeId = randomUUID();
      await h.db
        .insertInto('resumes')
        .values({
          id: resumeId,
          tenant_id: tenant.id,
          candidate_id: candidate.id,
          file_name: `${name}.txt`,
          kind: 'txt',
          size: 5,
          sha256: randomUUID(),
          content: new TextEncoder().encode(`CV of ${name}`),
          parsed_json: '{}',
          created_at: at,
        })
        .execute();
      await h.db
        .insertInto('applications')
        .values({
          id,
          tenant_id: tenant.id,
          candidate_id: candidate.id,
          position_id: position.id,
          position_title: title,
          status: 'Submitted',
          stage: 'New',
          answers_json: JSON.stringify({ why: `${name} loves ${title}` }),
          self_id_json: JSON.stringify({ self_id_gender: 'female' }),
          resume_id: resumeId,
          source_json: JSON.stringify({ utm_source: 'newsletter' }),
          language: 'en',
          created_at: at,
          updated_at: at,
        })
        .execute();
      await h.db
        .insertInto('application_stages')
        .values({
          tenant_id: tenant.id,
          application_id: id,
          stage: 'New',
          status: 'Submitted',
          actor_id: candidate.id,
          at,
        })
        .execute();
      ids.push(id);
    }
    return { position, ids, clients };
  }

  it('lists a job’s pipeline by stage, shows one application without self-identification, and moves it', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'riley@example.com', 'recruiter');
    const { position, ids } = await applied(ctx.tenant, 'Harbour Pilot', [
      'Ada Byron',
      'Ben Okri',
      'Cleo Park',
    ]);
    await applied(ctx.tenant, 'Lock Keeper', ['Dev Patel']);

    const list = await recruiter.client.get(`${API.adminApplications}?position_id=${position.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({
      total: 3,
      stages: expect.arrayContaining([
        { stage: 'New', count: 3 },
        { stage: 'Interview', count: 0 },
      ]),
    });
    // Newest first.
    expect(list.json().data.applications.map((a: { candidate_name: string }) => a.candidate_name)).toEqual([
      'Cleo Park',
      'Ben Okri',
      'Ada Byron',
    ]);
    const words = await recruiter.client.get(`${API.adminApplications}?q=okri`);
    expect(words.json().data.applications.map((a: { candidate_name: string }) => a.candidate_name)).toEqual([
      'Ben Okri',
    ]);

    const one = (await recruiter.client.get(API.adminApplication(ids[0]!))).json().data as AdminApplication;
    expect(one).toMatchObject({
      candidate_name: 'Ada Byron',
      stage: 'New',
      answers: { why: 'Ada Byron loves Harbour Pilot' },
      resume: { file_name: 'Ada Byron.txt', kind: 'txt' },
      source: { utm_source: 'newsletter' },
      history: [{ stage: 'New' }],
    });
    expect(one.form?.sections.length).toBeGreaterThan(0);
    expect(JSON.stringify(one)).not.toContain('self_id');
    // The match is the candidate's profile as it is now against the job: empty, then with the job's skill.
    expect(one.match).toMatchObject({ score: null, profileGaps: expect.arrayContaining(['skills']) });
    const candidateId = (
      await h.db
        .selectFrom('applications')
        .select('candidate_id')
        .where('id', '=', ids[0]!)
        .executeTakeFirstOrThrow()
    ).candidate_id;
    await ctx.app.services.profiles.save(ctx.tenant.id, candidateId, { skills: ['Communication'] });
    const matched = (await recruiter.client.get(API.adminApplication(ids[0]!))).json()
      .data as AdminApplication;
    expect(matched.match?.skills?.required).toEqual({ matched: ['Communication'], missing: [] });
    expect(matched.match?.score).toBeGreaterThan(0);
    const resume = await recruiter.client.get(API.adminApplicationResume(ids[0]!));
    expect(resume.statusCode).toBe(200);
    expect(resume.body).toBe('CV of Ada Byron');

    ctx.clock.advance(60_000);
    const moved = await recruiter.client.post(API.adminApplicationStage(ids[0]!), {
      stage: 'Interview',
      version: one.updated_at,
      message: 'We would like to meet you next week.',
    });
    expect(moved.statusCode).toBe(200);
    const after = moved.json().data as AdminApplication;
    expect(after.stage).toBe('Interview');
    expect(after.history.map((s) => [s.stage, s.by])).toEqual([
      ['New', expect.any(String)],
      ['Interview', 'riley@example.com'],
    ]);
    // The candidate sees the new status, and got the recruiter's message.
    const row = await h.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', ids[0]!)
      .executeTakeFirst();
    expect(row?.status).toBe('Interview');
    const mail = await h.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('tenant_id', '=', ctx.tenant.id)
      .where('subject', 'like', 'Your application to%')
      .execute();
    expect(mail).toEqual([
      {
        to_address: one.candidate_email,
        subject: 'Your application to Test Co: Harbour Pilot',
        text_body: 'We would like to meet you next week.\n\nTest Co',
      },
    ]);

    // A second recruiter who opened the application before the move is told, and nothing changes.
    const stale = await recruiter.client.post(API.adminApplicationStage(ids[0]!), {
      stage: 'Rejected',
      version: one.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(STALE_APPLICATION);
    expect((await recruiter.client.get(API.adminApplication(ids[0]!))).json().data.stage).toBe('Interview');

    const note = await recruiter.client.post(API.adminApplicationNotes(ids[0]!), {
      body: 'Strong on radar.',
    });
    expect(note.statusCode).toBe(201);
    expect((await recruiter.client.get(API.adminApplication(ids[0]!))).json().data.notes).toEqual([
      expect.objectContaining({ body: 'Strong on radar.', author_email: 'riley@example.com' }),
    ]);
    expect((await recruiter.client.post(API.adminApplicationNotes(ids[0]!), { body: '  ' })).statusCode).toBe(
      400,
    );

    const actions = await h.db
      .selectFrom('admin_audit')
      .select('action')
      .where('tenant_id', '=', ctx.tenant.id)
      .where('target_type', '=', 'application')
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['application.move', 'application.note']);
  });

  it('moves many at once in one transaction, and never another tenant’s applications', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'riley@example.com', 'recruiter');
    const { ids } = await applied(ctx.tenant, 'Harbour Pilot', ['Ada Byron', 'Ben Okri', 'Cleo Park']);
    const other = await ctx.createTenant();
    const rival = await ctx.signedInStaff(other, 'rival@example.com', 'admin');
    const theirs = await applied(other, 'Rival Job', ['Eve Stone']);

    const bulk = await recruiter.client.post(API.adminApplicationsMove, {
      ids: [ids[0], ids[1]],
      stage: 'Rejected',
      message: 'Thank you for your interest.',
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({ moved: 2, unchanged: 0 });
    const again = await recruiter.client.post(API.adminApplicationsMove, {
      ids: [ids[0], ids[2]],
      stage: 'Rejected',
    });
    expect(again.json().data).toEqual({ moved: 1, unchanged: 1 });

    // Another tenant's id anywhere in the list: nothing is moved.
    const mixed = await recruiter.client.post(API.adminApplicationsMove, {
      ids: [ids[0], theirs.ids[0]],
      stage: 'Screening',
    });
    expect(mixed.statusCode).toBe(404);
    const stages = await h.db
      .selectFrom('applications')
      .select(['id', 'stage'])
      .where('id', 'in', [...ids, ...theirs.ids])
      .execute();
    expect(Object.fromEntries(stages.map((s) => [s.id, s.stage]))).toEqual({
      [ids[0]!]: 'Rejected',
      [ids[1]!]: 'Rejected',
      [ids[2]!]: 'Rejected',
      [theirs.ids[0]!]: 'New',
    });
    for (const res of [
      await rival.client.get(API.adminApplication(ids[0]!)),
      await rival.client.get(API.adminApplicationResume(ids[0]!)),
      await rival.client.post(API.adminApplicationNotes(ids[0]!), { body: 'x' }),
      await rival.client.post(API.adminApplicationStage(ids[0]!), { stage: 'New', version: 'x' }),
    ])
      expect(res.statusCode).toBe(404);
    expect((await rival.client.get(API.adminApplications)).json().data.total).toBe(1);
    expect(
      (await recruiter.client.post(API.adminApplicationsMove, { ids: [], stage: 'New' })).statusCode,
    ).toBe(400);
    expect(
      (await recruiter.client.post(API.adminApplicationsMove, { ids: [ids[0]], stage: 'Lunch' })).statusCode,
    ).toBe(400);
  });

  it('extends an offer with a letter and a PDF: the candidate sees it, the application is at Offer; cancel', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'riley@example.com', 'recruiter');
    const { ids, clients } = await applied(ctx.tenant, 'Harbour Pilot', ['Ada Byron']);
    const candidate = clients[0]!;
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Benefits: ships, sea air.');
    const dataUrl = `data:application/pdf;base64,${Buffer.from(await pdf.save()).toString('base64')}`;
    const offer = (over: object = {}) => ({
      salary: { amount: 85_000, currency: 'EUR', period: 'year' },
      start_date: '2027-02-01',
      expires_on: new Date(ctx.clock.now().getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
      esign: false,
      documents: [{ name: 'Benefits Summary', content: dataUrl }],
      ...over,
    });

    // Refused, with nothing written: an expiry in the past, a document that is no PDF.
    const past = await recruiter.client.post(
      API.adminApplicationOffer(ids[0]!),
      offer({ expires_on: '2020-01-01' }),
    );
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).fields).toEqual({ expires_on: 'The offer must expire after today.' });
    const fake = await recruiter.client.post(
      API.adminApplicationOffer(ids[0]!),
      offer({
        documents: [
          {
            name: 'Not really',
            content: `data:application/pdf;base64,${Buffer.from('hello').toString('base64')}`,
          },
        ],
      }),
    );
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake).fields).toEqual({ 'documents.0': '“Not really” is not a PDF we can read.' });
    expect((await candidate.get(API.offers)).json().data.offers).toEqual([]);

    const extended = await recruiter.client.post(API.adminApplicationOffer(ids[0]!), offer());
    expect(extended.statusCode).toBe(200);
    const view = extended.json().data as AdminApplication;
    expect(view.stage).toBe('Offer');
    expect(view.offers).toEqual([
      expect.objectContaining({
        status: 'Extended',
        documents: [
          expect.objectContaining({ name: 'Offer Letter', status: 'Unsigned', under_revision: false }),
          expect.objectContaining({ name: 'Benefits Summary', status: 'Read Only', under_revision: false }),
        ],
      }),
    ]);
    const seen = (await candidate.get(API.offers)).json().data.offers as {
      enc_id: string;
      status: string;
      position: { name: string };
      offer_documents: { name: string; status: string }[];
    }[];
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      enc_id: view.offers[0]!.id,
      status: 'Extended',
      position: { name: 'Harbour Pilot' },
    });
    expect(seen[0]!.offer_documents.map((d) => [d.name, d.status])).toEqual([
      ['Offer Letter', 'Unsigned'],
      ['Benefits Summary', 'Read Only'],
    ]);

    // The letter is revised: the candidate sees it being revised, then its new version.
    const letter = view.offers[0]!.documents[0]!;
    const encId = view.offers[0]!.id;
    const revising = await recruiter.client.post(API.adminOfferDocumentRevision(encId, letter.id), {
      revising: true,
    });
    expect(revising.statusCode).toBe(200);
    const during = (await candidate.get(API.offers)).json().data.offers[0].offer_documents[0];
    expect(during.under_revision).toBe(true);
    const bad = await recruiter.client.post(API.adminOfferDocumentRevision(encId, letter.id), {
      revising: false,
      content: `data:application/pdf;base64,${Buffer.from('not a pdf').toString('base64')}`,
    });
    expect(bad.statusCode).toBe(400);
    const done = await recruiter.client.post(API.adminOfferDocumentRevision(encId, letter.id), {
      revising: false,
      content: dataUrl,
    });
    expect(done.statusCode).toBe(200);
    expect((await candidate.get(API.offers)).json().data.offers[0].offer_documents[0].under_revision).toBe(
      false,
    );
    expect(
      (await recruiter.client.post(API.adminOfferDocumentRevision(encId, 999999), { revising: true }))
        .statusCode,
    ).toBe(404);

    // One open offer per application.
    const twice = await recruiter.client.post(API.adminApplicationOffer(ids[0]!), offer());
    expect(twice.statusCode).toBe(409);

    // Another tenant's staff cannot cancel it; its own can, and the candidate sees it canceled.
    const other = await ctx.createTenant();
    const rival = await ctx.signedInStaff(other, 'rival@example.com', 'admin');
    expect(
      (await rival.client.post(API.adminOfferCancel(view.offers[0]!.id), { reason: 'x' })).statusCode,
    ).toBe(404);
    const cancel = await recruiter.client.post(API.adminOfferCancel(view.offers[0]!.id), {
      reason: 'Budget moved.',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await candidate.get(API.offers)).json().data.offers[0].status).toBe('Canceled');
    expect(
      (
        await h.db
          .selectFrom('admin_audit')
          .select('action')
          .where('tenant_id', '=', ctx.tenant.id)
          .where('target_type', '=', 'offer')
          .orderBy('created_at')
          .execute()
      ).map((r) => r.action),
    ).toEqual(['offer.extend', 'offer.document_revising', 'offer.document_revised', 'offer.cancel']);
    // A canceled offer's documents are not revised any more.
    expect(
      (await recruiter.client.post(API.adminOfferDocumentRevision(encId, letter.id), { revising: true }))
        .statusCode,
    ).toBe(409);
  });

  it('a tenant’s own stages: saved with a version, used by moves with the status they show, never removed in use', async () => {
    ctx = await createTestApp(h.db);
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'riley@example.com', 'recruiter');
    const { ids } = await applied(ctx.tenant, 'Harbour Pilot', ['Ada Byron']);
    const read = (await admin.client.get(API.adminPipeline)).json().data as AdminPipeline;
    expect(read.version).toBe('');
    expect(read.stages.map((s) => [s.name, s.status, s.built_in, s.applications])).toEqual([
      ['New', 'Submitted', true, 1],
      ['Screening', 'In review', true, 0],
      ['Interview', 'Interview', true, 0],
      ['Offer', 'Offer', true, 0],
      ['Hired', 'Hired', true, 0],
      ['Rejected', 'Rejected', true, 0],
      ['Withdrawn', 'Withdrawn', true, 0],
    ]);
    const withAssessment = (version: string, status = 'In review') => ({
      version,
      stages: read.stages.flatMap((s) =>
        s.name === 'Screening' ? [s, { name: ' Assessment ', status }] : [s],
      ),
    });

    const bad = await admin.client.put(API.adminPipeline, withAssessment('', 'Hired'));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      'stages.2.status': 'A stage of your own shows In review, Interview, Offer.',
    });
    const noNew = await admin.client.put(API.adminPipeline, { version: '', stages: read.stages.slice(1) });
    expect(errorOf(noNew).fields).toEqual({ stages: 'The stage “New” is built in and cannot be removed.' });
    const saved = await admin.client.put(API.adminPipeline, withAssessment(''));
    expect(saved.statusCode).toBe(200);
    const after = saved.json().data as AdminPipeline;
    expect(after.stages.map((s) => s.name)).toEqual([
      'New',
      'Screening',
      'Assessment',
      'Interview',
      'Offer',
      'Hired',
      'Rejected',
      'Withdrawn',
    ]);
    expect(after.version).not.toBe('');
    // Saved from the page as it was before: the other save stands.
    const stale = await admin.client.put(API.adminPipeline, withAssessment(''));
    expect(stale.statusCode).toBe(409);

    // The stage is the pipeline's: listed with its count, a move there shows the candidate "In review".
    const one = (await recruiter.client.get(API.adminApplication(ids[0]!))).json().data as AdminApplication;
    expect(one.stages).toContain('Assessment');
    const moved = await recruiter.client.post(API.adminApplicationStage(ids[0]!), {
      stage: 'Assessment',
      version: one.updated_at,
    });
    expect(moved.statusCode).toBe(200);
    const row = await h.db
      .selectFrom('applications')
      .select(['stage', 'status'])
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stage: 'Assessment', status: 'In review' });
    const list = (await recruiter.client.get(`${API.adminApplications}?stage=Assessment`)).json().data;
    expect(list.total).toBe(1);
    const unknown = await recruiter.client.post(API.adminApplicationsMove, { ids, stage: 'Lunch' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ stage: 'Not a stage of the pipeline.' });
    expect((await recruiter.client.get(`${API.adminApplications}?stage=Lunch`)).statusCode).toBe(400);

    // Not while it holds an application; nothing changes.
    const removing = await admin.client.put(API.adminPipeline, {
      version: after.version,
      stages: read.stages,
    });
    expect(removing.statusCode).toBe(409);
    expect(errorOf(removing).message).toBe(
      '1 application is in “Assessment”. Move it to another stage first.',
    );
    expect((await admin.client.get(API.adminPipeline)).json().data.stages).toHaveLength(8);
    // Recruiters move through the stages but do not change them; another tenant keeps its own pipeline.
    expect((await recruiter.client.put(API.adminPipeline, withAssessment(after.version))).statusCode).toBe(
      403,
    );
    const other = await ctx.createTenant();
    const rival = await ctx.signedInStaff(other, 'rival@example.com', 'admin');
    expect((await rival.client.get(API.adminPipeline)).json().data.stages).toHaveLength(7);
    expect(
      (
        await h.db
          .selectFrom('admin_audit')
          .select('action')
          .where('tenant_id', '=', ctx.tenant.id)
          .where('action', '=', 'pipeline.update')
          .execute()
      ).length,
    ).toBe(1);
  });
});
