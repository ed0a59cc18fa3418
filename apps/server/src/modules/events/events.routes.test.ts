import { type AdminEvent, API, type CandidateEvent, EVENT_MESSAGES } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import {
  createTestApp,
  errorOf,
  TEST_PASSWORD,
  type TestAppContext,
  type TestClient,
} from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';
import { csvCell, EVENT_TEXTS } from './events.service.js';

const MINUTE = 60_000;
/** An event an hour after the test clock's start (2026-03-02T09:00Z), half an hour long. */
const SOON = { starts_at: '2026-03-02T10:00:00.000Z', ends_at: '2026-03-02T10:30:00.000Z' };

/** A webinar a week after the test clock's start (2026-03-02), an hour long. */
const webinar = (overrides: Record<string, unknown> = {}) => ({
  title: 'Meet the platform team',
  kind: 'webinar',
  description: 'How we build Portico.\nQuestions welcome.',
  starts_at: '2026-03-09T16:00:00.000Z',
  ends_at: '2026-03-09T17:00:00.000Z',
  time_zone: 'Europe/Berlin',
  place: null,
  online_url: 'https://meet.example.com/platform',
  capacity: null,
  ...overrides,
});

describeEachDb('events', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  const auditActions = async (tenantId: string) =>
    (
      await h.db
        .selectFrom('admin_audit')
        .select('action')
        .where('tenant_id', '=', tenantId)
        .where('target_type', '=', 'event')
        .orderBy('created_at')
        .execute()
    ).map((r) => r.action);

  async function published(
    recruiter: TestClient,
    overrides: Record<string, unknown> = {},
  ): Promise<AdminEvent> {
    const created = await recruiter.post(API.adminEvents, webinar(overrides));
    expect(created.statusCode).toBe(201);
    const event = created.json().data as AdminEvent;
    const out = await recruiter.post(API.adminEventPublish(event.id), { updated_at: event.updated_at });
    expect(out.statusCode).toBe(200);
    return out.json().data as AdminEvent;
  }

  const eventsOf = async (client: TestClient) => {
    const res = await client.get(API.dashboardEvents);
    expect(res.statusCode).toBe(200);
    return res.json().data as { upcoming: CandidateEvent[]; past: CandidateEvent[] };
  };

  it('creates a draft, refuses bad input with field errors, edits against the version read and publishes', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'hiring@example.com', 'recruiter');

    const bad = await recruiter.client.post(
      API.adminEvents,
      webinar({
        ends_at: '2026-03-09T15:00:00.000Z',
        time_zone: 'Mars/Olympus',
        online_url: 'http://meet.example.com',
        capacity: 0,
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      time_zone: EVENT_MESSAGES.timeZone,
      online_url: EVENT_MESSAGES.https,
      capacity: EVENT_MESSAGES.capacity,
    });
    const backwards = await recruiter.client.post(
      API.adminEvents,
      webinar({ ends_at: '2026-03-09T15:00:00.000Z' }),
    );
    expect(errorOf(backwards).fields).toEqual({ ends_at: EVENT_MESSAGES.endBeforeStart });
    const nowhere = await recruiter.client.post(API.adminEvents, webinar({ online_url: null, place: '' }));
    expect(errorOf(nowhere).fields).toEqual({ place: EVENT_MESSAGES.where });
    expect(
      await h.db.selectFrom('events').selectAll().where('tenant_id', '=', ctx.tenant.id).execute(),
    ).toEqual([]);

    const created = await recruiter.client.post(API.adminEvents, webinar({ capacity: 2 }));
    expect(created.statusCode).toBe(201);
    const draft = created.json().data as AdminEvent;
    expect(draft).toMatchObject({ status: 'draft', registrations: 0, created_by: 'hiring@example.com' });

    const edited = await recruiter.client.put(API.adminEvent(draft.id), {
      ...webinar({ title: 'Meet the platform team (2)', capacity: 2 }),
      updated_at: draft.updated_at,
    });
    expect(edited.statusCode).toBe(200);
    const stale = await recruiter.client.put(API.adminEvent(draft.id), {
      ...webinar({ title: 'Someone else' }),
      updated_at: draft.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(EVENT_TEXTS.stale);
    const stalePublish = await recruiter.client.post(API.adminEventPublish(draft.id), {
      updated_at: draft.updated_at,
    });
    expect(stalePublish.statusCode).toBe(409);
    expect((await recruiter.client.get(API.adminEvent(draft.id))).json().data.title).toBe(
      'Meet the platform team (2)',
    );

    const version = (edited.json().data as AdminEvent).updated_at;
    const out = await recruiter.client.post(API.adminEventPublish(draft.id), { updated_at: version });
    expect(out.json().data.status).toBe('published');
    expect(await auditActions(ctx.tenant.id)).toEqual(['event.create', 'event.update', 'event.publish']);

    const upcoming = (await recruiter.client.get(`${API.adminEvents}?view=upcoming`)).json().data;
    expect(upcoming.events.map((e: AdminEvent) => e.id)).toEqual([draft.id]);
    expect((await recruiter.client.get(`${API.adminEvents}?view=drafts`)).json().data.total).toBe(0);
  });

  it('refuses to publish an event whose start has passed', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'hiring@example.com', 'recruiter');
    const created = (await recruiter.client.post(API.adminEvents, webinar(SOON))).json().data as AdminEvent;
    ctx.clock.advance(61 * MINUTE);
    const late = await recruiter.client.post(API.adminEventPublish(created.id), {
      updated_at: created.updated_at,
    });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).fields).toEqual({ starts_at: EVENT_TEXTS.pastStart });
    expect((await recruiter.client.get(API.adminEvent(created.id))).json().data.status).toBe('draft');
    expect((await recruiter.client.get(`${API.adminEvents}?view=drafts`)).json().data.total).toBe(1);
  });

  it('lets candidates register up to capacity, once each, and never shows drafts or another tenant’s events', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'hiring@example.com', 'recruiter');
    const event = await published(recruiter.client, { capacity: 1 });
    await recruiter.client.post(API.adminEvents, webinar({ title: 'Secret draft' }));
    const other = await ctx.createTenant();
    const rival = await ctx.signedInStaff(other, 'rival@example.com', 'recruiter');
    const theirs = await published(rival.client, { title: 'Rival fair' });

    const ann = await ctx.signedInCandidate('ann@example.com', 'Ann Able');
    const ben = await ctx.signedInCandidate('ben@example.com', 'Ben Baker');
    const list = await eventsOf(ann.client);
    expect(list.upcoming.map((e) => e.title)).toEqual(['Meet the platform team']);
    expect(list.upcoming[0]).toMatchObject({
      seatsLeft: 1,
      registered: false,
      status: 'published',
      online: true,
      // The way in is for those registered.
      onlineUrl: null,
    });

    const first = await ann.client.post(API.eventRegistration(event.id));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      registered: true,
      seatsLeft: 0,
      onlineUrl: 'https://meet.example.com/platform',
    });
    const again = await ann.client.post(API.eventRegistration(event.id));
    expect(again.json().data).toMatchObject({ registered: true, seatsLeft: 0 });
    const full = await ben.client.post(API.eventRegistration(event.id));
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toBe(EVENT_TEXTS.full);

    // Another tenant's event and a draft are not found; nothing is written.
    const drafts = (await recruiter.client.get(`${API.adminEvents}?view=drafts`)).json().data.events;
    expect((await ben.client.post(API.eventRegistration(theirs.id))).statusCode).toBe(404);
    expect((await ben.client.post(API.eventRegistration(drafts[0].id))).statusCode).toBe(404);
    for (const res of [
      await rival.client.get(API.adminEvent(event.id)),
      await rival.client.put(API.adminEvent(event.id), { ...webinar(), updated_at: event.updated_at }),
      await rival.client.post(API.adminEventPublish(event.id), { updated_at: event.updated_at }),
      await rival.client.get(API.adminEventRegistrationsCsv(event.id)),
    ])
      expect(res.statusCode).toBe(404);
    expect((await rival.client.get(API.adminEvents)).json().data.events.map((e: AdminEvent) => e.id)).toEqual(
      [theirs.id],
    );
    expect((await rival.client.get(API.adminEventRegistrations(event.id))).statusCode).toBe(404);
    expect(
      (await rival.client.post(API.adminEventCancel(event.id), { updated_at: event.updated_at, reason: 'x' }))
        .statusCode,
    ).toBe(404);

    const registrations = (await recruiter.client.get(API.adminEventRegistrations(event.id))).json().data;
    expect(registrations.registrations).toMatchObject([{ name: 'Ann Able', email: 'ann@example.com' }]);
    expect((await recruiter.client.get(API.adminEvent(event.id))).json().data.registrations).toBe(1);

    // Unregistering gives the seat back, and then Ben can take it.
    const left = await ann.client.request({ method: 'DELETE', url: API.eventRegistration(event.id) });
    expect(left.json().data).toMatchObject({ registered: false, seatsLeft: 1 });
    expect((await ben.client.post(API.eventRegistration(event.id))).statusCode).toBe(200);

    // Ben deletes his account: his seat is free again.
    expect((await ben.client.post(API.settingsDeleteAccount, { password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await recruiter.client.get(API.adminEvent(event.id))).json().data.registrations).toBe(0);
    expect((await ann.client.post(API.eventRegistration(event.id))).json().data).toMatchObject({
      registered: true,
      seatsLeft: 0,
    });

    // More seats let another in; a capacity below those registered is then refused.
    const current = (await recruiter.client.get(API.adminEvent(event.id))).json().data as AdminEvent;
    const more = await recruiter.client.put(API.adminEvent(event.id), {
      ...webinar({ capacity: 2 }),
      updated_at: current.updated_at,
    });
    expect(more.statusCode).toBe(200);
    const cy = await ctx.signedInCandidate('cy@example.com', 'Cy');
    expect((await cy.client.post(API.eventRegistration(event.id))).json().data.seatsLeft).toBe(0);
    const lower = await recruiter.client.put(API.adminEvent(event.id), {
      ...webinar({ capacity: 1 }),
      updated_at: (more.json().data as AdminEvent).updated_at,
    });
    expect(lower.statusCode).toBe(400);
    expect(errorOf(lower).fields).toEqual({
      capacity: EVENT_TEXTS.belowRegistered.replace('{count}', '2'),
    });
  });

  it('gives the last seat to one of two candidates registering at once', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'hiring@example.com', 'recruiter');
    const event = await published(recruiter.client, { capacity: 1 });
    const people = await Promise.all(
      ['a', 'b', 'c', 'd'].map((n) => ctx.signedInCandidate(`${n}@example.com`, n.toUpperCase())),
    );
    const results = await Promise.allSettled(
      people.map((p) => ctx.app.services.events.register(ctx.tenant, p.id, event.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason.message).toBe(EVENT_TEXTS.full);
    const rows = await h.db
      .selectFrom('event_registrations')
      .selectAll()
      .where('event_id', '=', event.id)
      .execute();
    expect(rows).toHaveLength(1);
    const row = await h.db
      .selectFrom('events')
      .select('registered_count')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.registered_count)).toBe(1);
  });

  it('cancels with a reason: registrants are mailed and see it canceled; a past event refuses', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'hiring@example.com', 'recruiter');
    const event = await published(recruiter.client);
    const kept = await published(recruiter.client, {
      ...SOON,
      title: 'Career fair',
      kind: 'career_fair',
      place: 'Hall 3',
    });
    const ann = await ctx.signedInCandidate('ann@example.com', '=HYPERLINK("x")');
    const ben = await ctx.signedInCandidate('ben@example.com', 'Ben');
    await ann.client.post(API.eventRegistration(event.id));
    await ann.client.post(API.eventRegistration(kept.id));

    const csv = await recruiter.client.get(API.adminEventRegistrationsCsv(event.id));
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")","ann@example.com"`);

    const noReason = await recruiter.client.post(API.adminEventCancel(event.id), {
      updated_at: event.updated_at,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const canceled = await recruiter.client.post(API.adminEventCancel(event.id), {
      updated_at: event.updated_at,
      reason: 'The speaker is ill.',
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data).toMatchObject({ status: 'canceled', cancel_reason: 'The speaker is ill.' });
    const mail = await ctx.app.services.mail.outboxFor(ctx.tenant.id, 'ann@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Canceled: Meet the platform team (Test Co)']);
    expect(mail[0]?.text_body).toContain('The speaker is ill.');
    expect(await ctx.app.services.mail.outboxFor(ctx.tenant.id, 'ben@example.com')).toEqual([]);

    // Ann sees it canceled; Ben, who never registered, no longer sees it.
    const annList = await eventsOf(ann.client);
    expect(annList.upcoming.find((e) => e.id === event.id)).toMatchObject({
      status: 'canceled',
      cancelReason: 'The speaker is ill.',
      registered: true,
    });
    expect((await eventsOf(ben.client)).upcoming.map((e) => e.id)).toEqual([kept.id]);
    expect((await eventsOf(ann.client)).upcoming.map((e) => e.id)).toEqual([kept.id, event.id]);
    const refused = await ben.client.post(API.eventRegistration(event.id));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(EVENT_TEXTS.canceled);

    // Once the fair has ended it is among Ann's past events, and neither registering nor leaving is possible.
    ctx.clock.advance(91 * MINUTE);
    const later = await eventsOf(ann.client);
    expect(later.upcoming.map((e) => e.id)).toEqual([event.id]);
    expect(later.past.map((e) => e.title)).toEqual(['Career fair']);
    expect((await ben.client.post(API.eventRegistration(kept.id))).statusCode).toBe(409);
    expect(
      (await ann.client.request({ method: 'DELETE', url: API.eventRegistration(kept.id) })).statusCode,
    ).toBe(409);
    expect(await auditActions(ctx.tenant.id)).toEqual([
      'event.create',
      'event.publish',
      'event.create',
      'event.publish',
      'event.cancel',
    ]);
  });

  it('shows the application status of the event’s job only with showEventApplicationStatus', async () => {
    for (const flag of [false, true]) {
      ctx = await createTestApp(h.db, { config: { behaviourFlags: { showEventApplicationStatus: flag } } });
      const recruiter = await ctx.signedInStaff(ctx.tenant, 'hiring@example.com', 'recruiter');
      const position = await ctx.app.services.positions.create(
        ctx.tenant.id,
        positionInput('Platform engineer', {
          description: '<p>A job.</p>',
          postedAt: '2026-02-01T09:00:00.000Z',
        }),
      );
      const unknownJob = await recruiter.client.post(API.adminEvents, webinar({ position_id: 999_999 }));
      expect(errorOf(unknownJob).fields).toEqual({ position_id: EVENT_TEXTS.unknownPosition });
      const event = await published(recruiter.client, { position_id: position.id });
      expect(event.position_title).toBe('Platform engineer');
      const at = ctx.clock.now().toISOString();
      await h.db
        .insertInto('applications')
        .values({
          id: `app-${flag}`,
          tenant_id: ctx.tenant.id,
          candidate_id: ctx.candidate.row.id,
          position_id: position.id,
          position_title: position.title,
          status: 'In review',
          stage: 'Screening',
          answers_json: '{}',
          self_id_json: null,
          resume_id: null,
          source_json: '{}',
          language: 'en',
          created_at: at,
          updated_at: at,
        })
        .execute();
      const client = ctx.client();
      await client.logIn(ctx.candidate.email, ctx.candidate.password);
      const list = await eventsOf(client);
      expect(list.upcoming[0]?.applicationStatus).toBe(flag ? 'In review' : null);
      await ctx.app.close();
    }
  });
});

it('writes CSV cells a spreadsheet shows as text', () => {
  expect(csvCell('Ann')).toBe('"Ann"');
  expect(csvCell('=1+1')).toBe(`"'=1+1"`);
  expect(csvCell('+1')).toBe(`"'+1"`);
  expect(csvCell('-1')).toBe(`"'-1"`);
  expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
});
