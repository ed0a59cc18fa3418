import { API, type Notification, type PageConfigInput } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';

/** A tenant in English and German with the center on; its candidate reads German. */
const CONFIG = {
  supportedLanguages: ['en', 'de'],
  defaultLanguage: 'en',
  notificationsConfig: {
    enableCandidateInappNotifications: true,
    hasActionRequiredNotificationsConfigured: true,
  },
} as Partial<PageConfigInput>;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every producer, through the real service call the product makes: its notification, in the candidate's saved
 * language (German), with its link, and its action required until the action is done.
 */
describeEachDb('notification producers', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  async function setUp() {
    ctx = await createTestApp(h.db, { config: CONFIG });
    await ctx.app.services.candidates.update(ctx.tenant.id, ctx.candidate.row.id, {
      preferredLanguage: 'de',
    });
    const client = ctx.client();
    expect((await client.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
    const recruiter = await ctx.signedInStaff(ctx.tenant, `rec-${Date.now()}@example.com`, 'recruiter');
    const position = await ctx.app.services.positions.create(
      ctx.tenant.id,
      positionInput('Harbour Pilot', {
        description: '<p>Pilot</p>',
        postedAt: '2026-02-01T09:00:00.000Z',
        validThrough: '2026-06-01T09:00:00.000Z',
      }),
    );
    await ctx.app.services.applications.setFormConfig(ctx.tenant.id, {
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
    });
    return { client, recruiter, position };
  }

  const list = async (client: TestClient, query = '') =>
    (await client.get(`${API.notifications}${query}`)).json().data.notifications as Notification[];
  const newest = async (client: TestClient) => (await list(client))[0]!;
  const candidateRow = async () =>
    (await ctx.app.services.candidates.findById(ctx.tenant.id, ctx.candidate.row.id))!;

  it('application submitted, stage changed by staff (one and many), interviews scheduled, moved and canceled', async () => {
    const { client, recruiter, position } = await setUp();
    const s = ctx.app.services;
    const candidate = await candidateRow();
    const { results } = await s.applications.submit(
      { tenant: ctx.tenant, candidate, origin: 'http://localhost' },
      {
        position_ids: [position.id],
        values: { first_name: 'Casey', email: ctx.candidate.email },
        resume_id: null,
        source: {},
        language: 'de',
        private: null,
      } as never,
    );
    const applicationId = results[0]!.application_id!;
    expect(await newest(client)).toMatchObject({
      kind: 'application_submitted',
      categoryTitle: 'Bewerbung gesendet',
      message: 'Ihre Bewerbung für Harbour Pilot wurde gesendet.',
      redirectUrl: '/careers/applications',
      notificationType: 'informational',
    });

    const actor = { id: recruiter.id, email: 'rec@example.com' };
    const app = await s.adminApplications.get(ctx.tenant.id, applicationId);
    ctx.clock.advance(1000);
    await s.adminApplications.move(ctx.tenant, actor, applicationId, {
      stage: 'Screening',
      version: app.updated_at,
    });
    expect(await newest(client)).toMatchObject({
      kind: 'application_stage_changed',
      message: 'Ihre Bewerbung für Harbour Pilot ist jetzt im Schritt Vorauswahl.',
    });
    // A failed move (stale version) changes nothing and tells nobody.
    const before = (await list(client)).length;
    await expect(
      s.adminApplications.move(ctx.tenant, actor, applicationId, { stage: 'Offer', version: app.updated_at }),
    ).rejects.toThrow();
    expect((await list(client)).length).toBe(before);
    ctx.clock.advance(1000);
    expect(
      await s.adminApplications.moveMany(ctx.tenant, actor, { ids: [applicationId], stage: 'Hired' }),
    ).toEqual({ moved: 1, unchanged: 0 });
    expect((await newest(client)).message).toBe(
      'Ihre Bewerbung für Harbour Pilot ist jetzt im Schritt Eingestellt.',
    );

    await s.adminApplications.moveMany(ctx.tenant, actor, { ids: [applicationId], stage: 'Screening' });
    const input = {
      date: '2026-04-02',
      time: '10:00',
      time_zone: 'Europe/Berlin',
      duration_minutes: 45,
      kind: 'video' as const,
      place: 'https://meet.example.com/harbour',
      interviewer_ids: [recruiter.id],
    };
    ctx.clock.advance(1000);
    const interview = await s.interviews.schedule(ctx.tenant, actor, applicationId, input);
    expect(await newest(client)).toMatchObject({
      kind: 'interview_scheduled',
      categoryTitle: 'Vorstellungsgespräch geplant',
      message: 'Ihr Vorstellungsgespräch für Harbour Pilot findet am 2. Apr. 2026, 10:00 MESZ statt.',
      redirectUrl: '/careers/interviews',
    });
    ctx.clock.advance(1000);
    const moved = await s.interviews.reschedule(ctx.tenant, actor, interview.id, {
      ...input,
      time: '14:30',
      version: interview.version,
    });
    expect((await newest(client)).message).toBe(
      'Ihr Vorstellungsgespräch für Harbour Pilot findet jetzt am 2. Apr. 2026, 14:30 MESZ statt.',
    );
    ctx.clock.advance(1000);
    await s.interviews.cancel(ctx.tenant, actor, interview.id, { reason: 'Filled', version: moved.version });
    expect(await newest(client)).toMatchObject({
      kind: 'interview_canceled',
      message: 'Ihr Vorstellungsgespräch für Harbour Pilot am 2. Apr. 2026, 14:30 MESZ wurde abgesagt.',
    });
  });

  it('offer extended asks to sign until signed; declined and canceled clear it; revised and expiring tell', async () => {
    const { client } = await setUp();
    const s = ctx.app.services;
    const letter = {
      name: 'Offer Letter',
      documentType: 'Offer',
      status: 'Unsigned' as const,
      requiresSignature: true,
      content: 'offer-letter' as const,
    };
    const extend = (expiresInDays: number) =>
      s.offers.extend(ctx.tenant, {
        candidateId: ctx.candidate.row.id,
        positionName: 'Harbour Pilot',
        expiresAt: new Date(ctx.clock.now().getTime() + expiresInDays * DAY).toISOString(),
        documents: [letter],
      });
    const actionUrls = async () =>
      (await list(client, '?type_filter=action_required')).map((n) => n.redirectUrl).sort();

    const signed = await extend(14);
    ctx.clock.advance(1000);
    const declined = await extend(14);
    ctx.clock.advance(1000);
    const canceled = await extend(2);
    expect(await newest(client)).toMatchObject({
      kind: 'offer_extended',
      categoryTitle: 'Angebot unterschreiben',
      message: 'Sie haben ein Angebot für Harbour Pilot erhalten.',
      redirectUrl: `/careers/offer/${canceled.encId}`,
      notificationType: 'action_required',
    });
    expect(await actionUrls()).toEqual(
      [signed, declined, canceled].map((o) => `/careers/offer/${o.encId}`).sort(),
    );

    // The recurring job: only the offer within 3 days of its expiry, once however often it runs.
    ctx.clock.advance(1000);
    expect(await s.offers.notifyExpiring()).toBe(1);
    expect(await s.offers.notifyExpiring()).toBe(0);
    expect(await newest(client)).toMatchObject({
      kind: 'offer_expiring',
      message: `Ihr Angebot für Harbour Pilot läuft am ${new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(ctx.clock.now().getTime() + 2 * DAY - 2000))} ab.`,
      notificationType: 'action_required',
    });

    const actor = {
      tenant: ctx.tenant,
      candidate: await candidateRow(),
      ip: '127.0.0.1',
      siteOrigin: 'http://localhost',
    };
    await s.offers.accept(actor, signed.encId, { file: null, signature: 'Casey Candidate', agree: true });
    await s.offers.decline(actor, declined.encId);
    expect(await actionUrls()).toEqual([
      `/careers/offer/${canceled.encId}`,
      `/careers/offer/${canceled.encId}`,
    ]);
    await s.offers.cancel(ctx.tenant.id, canceled.encId, 'Position closed');
    expect(await actionUrls()).toEqual([]);

    const open = await extend(20);
    const offer = await s.offers.get(actor, open.encId);
    const documentId = offer.offer_documents[0]!.id;
    await s.offers.reviseDocument(ctx.tenant.id, open.encId, documentId, { revising: true });
    const count = (await list(client)).length;
    ctx.clock.advance(1000);
    await s.offers.reviseDocument(ctx.tenant.id, open.encId, documentId, { revising: false });
    expect((await list(client)).length).toBe(count + 1);
    expect(await newest(client)).toMatchObject({
      kind: 'offer_document_revised',
      message: '„Offer Letter“ Ihres Angebots für Harbour Pilot wurde überarbeitet.',
      redirectUrl: `/careers/offer/${open.encId}`,
    });
  });

  it('form assigned asks to fill it until it is sent; an event reminds its registrants the day before', async () => {
    const { client, recruiter } = await setUp();
    const s = ctx.app.services;
    await s.candidateForms.createTemplate(ctx.tenant.id, {
      key: 'contact',
      kind: 'assigned',
      title: 'Emergency contact',
      layout: 'simple',
      definition: {
        sections: [
          { title: 'Contact', items: [{ name: 'who', label: 'Who', type: 'text', required: true }] },
        ],
      },
    } as never);
    const formId = await s.candidateForms.assign(ctx.tenant.id, ctx.candidate.row.id, {
      templateKey: 'contact',
    });
    expect(await newest(client)).toMatchObject({
      kind: 'form_assigned',
      categoryTitle: 'Formular ausfüllen',
      message: 'Bitte füllen Sie „Emergency contact“ aus.',
      redirectUrl: `/careers/forms/center/${formId}`,
      notificationType: 'action_required',
    });
    const formsActor = {
      tenantId: ctx.tenant.id,
      candidateId: ctx.candidate.row.id,
      siteOrigin: 'http://localhost',
    };
    await expect(s.candidateForms.submit(formsActor, formId, {})).rejects.toThrow();
    expect((await newest(client)).notificationType).toBe('action_required');
    await s.candidateForms.submit(formsActor, formId, { who: 'Sam' });
    expect((await newest(client)).notificationType).toBe('informational');

    const staff = { id: recruiter.id, email: 'rec@example.com' };
    const event = async (startsInHours: number, title: string) => {
      const start = new Date(ctx.clock.now().getTime() + startsInHours * 3_600_000);
      const draft = await s.events.create(ctx.tenant.id, staff, {
        title,
        kind: 'webinar',
        description: 'Questions welcome.',
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
        time_zone: 'Europe/Berlin',
        place: null,
        online_url: 'https://meet.example.com/x',
        capacity: null,
        position_id: null,
      } as never);
      const published = await s.events.publish(ctx.tenant.id, staff, draft.id, draft.updated_at);
      await s.events.register(ctx.tenant, ctx.candidate.row.id, published.id);
      return published;
    };
    await event(20, 'Harbour open day');
    await event(50, 'Later webinar');
    ctx.clock.advance(1000);
    expect(await s.events.remindRegistrants()).toBe(1);
    expect(await s.events.remindRegistrants()).toBe(0);
    expect(await newest(client)).toMatchObject({
      kind: 'event_reminder',
      categoryTitle: 'Erinnerung an Veranstaltung',
      message: 'Harbour open day beginnt am 3. März 2026, 06:00 MEZ.',
      redirectUrl: '/careers/events',
    });
  });
});
