import {
  API,
  JOB_ALERT_CONFIRM_PAGE,
  JOB_ALERT_MESSAGES,
  JOB_ALERT_UNSUBSCRIBE_PAGE,
  type JobAlert,
  type PageConfigInput,
  type PositionInput,
} from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createSearchIndex } from '../../search/search-index.js';
import { createSearchPlacesRepository } from '../../search/search-places.js';
import { createSearchTermsRepository } from '../../search/search-terms.js';
import { createTestApp, errorOf, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { BERLIN, MUNICH, PARIS, POTSDAM } from '../../test/places.js';
import { positionInput } from '../../test/positions.js';
import { type AlertSearch, compileAlert, matchJobs, matchJobsPerAlert, newJobOf } from './alert-matcher.js';
import type { DigestJob } from './job-alerts.service.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const FILTERS = {
  smartFilters: [{ filterName: 'department', displayName: 'Department', type: 'multiselect' as const }],
  allFilters: [
    { filterName: 'job_type', displayName: 'Job type', type: 'multiselect' as const },
    { filterName: 'is_remote', displayName: 'Remote', type: 'multiselect' as const },
  ],
};

/** A site with job alerts for candidates and, by e-mail, for visitors. */
const ALERTS_ON: Partial<PageConfigInput> = {
  notificationsConfig: {
    savedSearchNotification: { enabled: true },
    enableCandidateInappNotifications: true,
  },
  supportedLanguages: ['en', 'fr', 'de'],
  pcsxConfig: {
    branding: { companyName: 'Test Co' },
    searchConfig: FILTERS,
    loggedOutNotificationConfig: { enabled: true, privacyText: 'Only for these mails.' },
  },
} as Partial<PageConfigInput>;

describeEachDb('job alerts', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  async function signedIn(): Promise<TestClient> {
    const c = ctx.client();
    expect((await c.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
    return c;
  }

  const outbox = (to: string) =>
    h.db
      .selectFrom('outbox')
      .selectAll()
      .where('tenant_id', '=', ctx.tenant.id)
      .where('to_address', '=', to)
      .orderBy('created_at')
      .execute();

  /** A job posted now (the test clock) in Berlin unless told otherwise. */
  const post = (title: string, o: Partial<PositionInput> = {}) =>
    ctx.app.services.positions.create(
      ctx.tenant.id,
      positionInput(title, { description: `<p>${title}</p>`, postedAt: ctx.clock.now().toISOString(), ...o }),
    );

  /** Runs the tick and then each digest it enqueued, as the queue would; answers what each digest did. */
  async function runTick(): Promise<string[]> {
    const jobs: DigestJob[] = [];
    ctx.app.services.jobAlerts.useQueue(async (job) => {
      jobs.push(job);
    });
    await ctx.app.services.jobAlerts.tick();
    const out: string[] = [];
    for (const job of jobs) out.push(await ctx.app.services.jobAlerts.sendDigest(job));
    return out;
  }

  it('creates, lists, renames, pauses, resumes, changes and deletes the candidate’s own alerts; bad input changes nothing', async () => {
    ctx = await createTestApp(h.db, { config: ALERTS_ON });
    const me = await signedIn();

    const bad = await me.post(API.jobAlerts, {
      query: 'platform',
      frequency: 'hourly',
      name: 'x'.repeat(121),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      frequency: JOB_ALERT_MESSAGES.frequency,
      name: JOB_ALERT_MESSAGES.name,
    });
    const empty = await me.post(API.jobAlerts, { query: '  ', filters: { unknown_filter: ['x'] } });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).fields).toEqual({ query: JOB_ALERT_MESSAGES.empty });
    const nowhere = await me.post(API.jobAlerts, { query: 'platform', location: 'Qwxzzyville' });
    expect(errorOf(nowhere).fields).toEqual({ location: JOB_ALERT_MESSAGES.place });
    expect((await me.get(API.jobAlerts)).json().data.alerts).toEqual([]);

    const created = await me.post(API.jobAlerts, {
      query: 'Platform',
      location: 'Berlin, Germany',
      filters: { job_type: ['full-time'], nonsense: ['1'] },
      frequency: 'daily',
    });
    expect(created.statusCode).toBe(201);
    const alert = created.json().data.alert as JobAlert;
    expect(alert).toMatchObject({
      name: 'Platform · Berlin, Germany · full-time',
      query: 'Platform',
      location: 'Berlin, Germany',
      filters: { job_type: ['full-time'] },
      frequency: 'daily',
      alertsEnabled: true,
      lastSentAt: null,
    });
    // The same search again (other case, spacing and filter order) is the same alert.
    const again = await me.post(API.jobAlerts, {
      query: ' platform ',
      location: 'berlin,  germany',
      filters: { job_type: ['full-time'] },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(JOB_ALERT_MESSAGES.duplicate);

    const renamed = await me.request({
      method: 'PATCH',
      url: API.jobAlert(alert.id),
      payload: { name: 'My platform jobs' },
    });
    expect(renamed.json().data.alert.name).toBe('My platform jobs');
    const paused = await me.request({
      method: 'PATCH',
      url: API.jobAlert(alert.id),
      payload: { alertsEnabled: false },
    });
    expect(paused.json().data.alert.alertsEnabled).toBe(false);
    const weekly = await me.request({
      method: 'PATCH',
      url: API.jobAlert(alert.id),
      payload: { alertsEnabled: true, frequency: 'weekly' },
    });
    expect(weekly.json().data.alert).toMatchObject({ alertsEnabled: true, frequency: 'weekly' });
    const nothing = await me.request({ method: 'PATCH', url: API.jobAlert(alert.id), payload: {} });
    expect(nothing.statusCode).toBe(400);
    const blank = await me.request({
      method: 'PATCH',
      url: API.jobAlert(alert.id),
      payload: { name: '   ' },
    });
    expect(errorOf(blank).fields).toEqual({ name: JOB_ALERT_MESSAGES.name });
    expect((await me.get(API.jobAlerts)).json().data.alerts).toEqual([
      expect.objectContaining({
        id: alert.id,
        name: 'My platform jobs',
        frequency: 'weekly',
        alertsEnabled: true,
      }),
    ]);

    // Another candidate sees none of it and can change none of it: their calls answer as for an unknown id.
    const other = await ctx.signedInCandidate('other-alerts@example.com');
    expect((await other.client.get(API.jobAlerts)).json().data.alerts).toEqual([]);
    const theirPatch = await other.client.request({
      method: 'PATCH',
      url: API.jobAlert(alert.id),
      payload: { name: 'Mine now' },
    });
    expect(theirPatch.statusCode).toBe(404);
    expect((await other.client.request({ method: 'DELETE', url: API.jobAlert(alert.id) })).statusCode).toBe(
      404,
    );
    expect((await me.get(API.jobAlerts)).json().data.alerts[0].name).toBe('My platform jobs');

    const deleted = await me.request({ method: 'DELETE', url: API.jobAlert(alert.id) });
    expect(deleted.json()).toEqual({ data: { deleted: true } });
    expect((await me.get(API.jobAlerts)).json().data.alerts).toEqual([]);
    expect((await me.request({ method: 'DELETE', url: API.jobAlert(alert.id) })).statusCode).toBe(404);

    // Signed out: 401. A site without saved-search notifications: 403, nothing stored.
    expect((await ctx.client().get(API.jobAlerts)).statusCode).toBe(401);
    const off = await ctx.createTenant();
    const offUser = await ctx.signedInStaff(off, 'off-alerts@example.com', null);
    const refused = await offUser.client.post(API.jobAlerts, { query: 'platform' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(JOB_ALERT_MESSAGES.disabled);
  });

  it('says in the search answer whether the signed-in candidate saved this search', async () => {
    ctx = await createTestApp(h.db, { config: ALERTS_ON });
    const me = await signedIn();
    const search = (c: TestClient, qs: string) => c.get(`${API.search}?${qs}`);
    expect((await search(me, 'query=platform&location=Berlin')).json().data.savedSearchMetadata).toEqual({
      isSaved: false,
      savedSearchId: null,
    });
    const alert = (
      await me.post(API.jobAlerts, {
        query: 'platform',
        location: 'Berlin',
        filters: { job_type: ['full-time'] },
      })
    ).json().data.alert as JobAlert;
    expect(
      (await search(me, 'query=PLATFORM&location=berlin&filter_job_type=full-time')).json().data
        .savedSearchMetadata,
    ).toEqual({ isSaved: true, savedSearchId: alert.id });
    expect((await search(me, 'query=platform&location=Berlin')).json().data.savedSearchMetadata).toEqual({
      isSaved: false,
      savedSearchId: null,
    });
    // Signed out: null; another candidate: not theirs.
    expect(
      (await search(ctx.client(), 'query=platform&location=Berlin&filter_job_type=full-time')).json().data
        .savedSearchMetadata,
    ).toBeNull();
    const other = await ctx.signedInCandidate('other-meta@example.com');
    expect(
      (await search(other.client, 'query=platform&location=Berlin&filter_job_type=full-time')).json().data
        .savedSearchMetadata,
    ).toEqual({ isSaved: false, savedSearchId: null });
  });

  it('mails a digest of new matching public jobs once, in the candidate’s language, never an archived, private or unpublished one', async () => {
    ctx = await createTestApp(h.db, { config: ALERTS_ON });
    await ctx.app.services.candidates.update(ctx.tenant.id, ctx.candidate.row.id, {
      preferredLanguage: 'fr',
    });
    const me = await signedIn();
    await post('Platform Lead before the alert');
    ctx.clock.advance(HOUR);
    const alert = (
      await me.post(API.jobAlerts, { query: 'platform', location: 'Berlin', frequency: 'daily' })
    ).json().data.alert as JobAlert;
    ctx.clock.advance(HOUR);
    const open = await post('Platform Engineer', { locations: [POTSDAM] });
    await post('Platform Secret', { isPrivate: true });
    await post('Platform Draft', { isDraft: true });
    const archived = await post('Platform Archived');
    await ctx.app.services.positions.archive(ctx.tenant.id, archived.id);
    await post('Platform Munich', { locations: [MUNICH] });
    await post('Gardener in Berlin');
    const later = await post('Platform Archived Before Mailing');

    // Not due before a day has passed: nothing is mailed.
    expect(await runTick()).toEqual([]);
    ctx.clock.advance(DAY);
    const jobs: DigestJob[] = [];
    ctx.app.services.jobAlerts.useQueue(async (job) => {
      jobs.push(job);
    });
    await ctx.app.services.jobAlerts.tick();
    expect(jobs).toHaveLength(1);
    // Archived between the match and the mail: left out of the mail.
    await ctx.app.services.positions.archive(ctx.tenant.id, later.id);
    expect(await ctx.app.services.jobAlerts.sendDigest(jobs[0] as DigestJob)).toBe('sent');
    // Running the same digest again (a retry) mails nothing more.
    expect(await ctx.app.services.jobAlerts.sendDigest(jobs[0] as DigestJob)).toBe('skipped');

    const mails = await outbox(ctx.candidate.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Nouvelles offres pour « ${alert.name} » : 1`);
    expect(mail.text_body).toContain('Platform Engineer (Potsdam, Germany)');
    expect(mail.text_body).toContain(`/careers/job/${open.id}-`);
    for (const absent of ['Secret', 'Draft', 'Platform Archived', 'Munich', 'Gardener', 'before the alert'])
      expect(mail.text_body).not.toContain(absent);
    const headers = JSON.parse(mail.headers as string) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/^<http.*\/job-alerts\/unsubscribe\?token=/);
    const notes = await h.db
      .selectFrom('notifications')
      .select(['kind', 'params_json'])
      .where('candidate_id', '=', ctx.candidate.row.id)
      .execute();
    expect(notes).toEqual([{ kind: 'job_alert_matches', params_json: expect.stringContaining('"count":1') }]);
    expect(
      (await ctx.app.services.savedSearches.listAlerts(ctx.tenant.id, ctx.candidate.row.id))[0]?.lastSentAt,
    ).toBe(ctx.clock.now().toISOString());

    // The next day: no new job, no mail. Then a new one: only it is mailed, never the first again.
    ctx.clock.advance(DAY);
    expect(await runTick()).toEqual([]);
    ctx.clock.advance(HOUR);
    const next = await post('Platform Architect');
    ctx.clock.advance(DAY);
    expect(await runTick()).toEqual(['sent']);
    const second = (await outbox(ctx.candidate.email))[1]!;
    expect(second.text_body).toContain('Platform Architect');
    expect(second.text_body).not.toContain('Platform Engineer');
    const delivered = await h.db
      .selectFrom('job_alert_deliveries')
      .select(['position_id'])
      .where('alert_id', '=', alert.id)
      .orderBy('position_id')
      .execute();
    expect(delivered.map((d) => d.position_id)).toEqual([open.id, next.id]);

    // Paused: nothing is mailed, and on resuming the jobs posted meanwhile are not either. (Days have passed:
    // the session of the morning has timed out, so the candidate signs in again.)
    const again = await signedIn();
    await again.request({ method: 'PATCH', url: API.jobAlert(alert.id), payload: { alertsEnabled: false } });
    await post('Platform While Paused');
    ctx.clock.advance(2 * DAY);
    expect(await runTick()).toEqual([]);
    await (await signedIn()).request({
      method: 'PATCH',
      url: API.jobAlert(alert.id),
      payload: { alertsEnabled: true },
    });
    ctx.clock.advance(2 * DAY);
    expect(await runTick()).toEqual([]);
    expect(await outbox(ctx.candidate.email)).toHaveLength(2);
  });

  it('a visitor subscribes by e-mail, nothing is mailed until the link is used, and unsubscribing deletes it; forged links are refused', async () => {
    ctx = await createTestApp(h.db, { config: ALERTS_ON });
    const visitor = await ctx.client().start();
    const email = 'visitor-alerts@example.com';
    const bad = await visitor.post(API.jobAlertsSubscribe, { email: 'not an address', query: 'platform' });
    expect(errorOf(bad).fields).toEqual({ email: JOB_ALERT_MESSAGES.email });
    const res = await visitor.post(API.jobAlertsSubscribe, {
      email,
      query: 'platform',
      location: 'Berlin',
      frequency: 'daily',
      hl: 'de',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { status: 'check_email' } });
    const [confirmMail] = await outbox(email);
    expect(confirmMail!.subject).toBe('Bestätigen Sie Ihren Job-Alarm');
    const link = /(http\S+\/job-alerts\/confirm\?\S+)/.exec(confirmMail!.text_body)?.[1] as string;
    const confirmUrl = new URL(link);

    // Unconfirmed: a matching job is posted and a day passes, yet nothing is mailed.
    ctx.clock.advance(HOUR);
    await post('Platform Engineer');
    ctx.clock.advance(DAY);
    expect(await runTick()).toEqual([]);
    expect(await outbox(email)).toHaveLength(1);

    // The link's page asks first (a scanner opening it confirms nothing); a forged token is refused.
    const page = await visitor.get(`${confirmUrl.pathname}${confirmUrl.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button type="submit">Bestätigen</button>');
    const forged = await visitor.request({
      method: 'POST',
      url: `${JOB_ALERT_CONFIRM_PAGE}?token=${'x'.repeat(43)}&hl=de`,
      csrf: false,
    });
    expect(forged.statusCode).toBe(400);
    const confirmed = await visitor.request({
      method: 'POST',
      url: `${confirmUrl.pathname}${confirmUrl.search}`,
      csrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Bestätigt');

    // From now on: a new job, a day later, one digest in German.
    ctx.clock.advance(HOUR);
    await post('Platform Architect');
    ctx.clock.advance(DAY);
    expect(await runTick()).toEqual(['sent']);
    const digest = (await outbox(email))[1]!;
    expect(digest.subject).toContain('Neue Stellen für');
    expect(digest.text_body).toContain('Platform Architect');
    expect(digest.text_body).not.toContain('Platform Engineer');
    const unsubscribe = /<(http[^>]+)>/.exec(
      (JSON.parse(digest.headers as string) as Record<string, string>)['List-Unsubscribe'] as string,
    )?.[1] as string;
    const u = new URL(unsubscribe);

    // A token altered by one character, or signed for something else, is refused and changes nothing.
    const token = u.searchParams.get('token') as string;
    const altered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}`;
    const refused = await ctx.client().request({
      method: 'POST',
      url: `${JOB_ALERT_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(altered)}`,
      csrf: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(
      await h.db.selectFrom('saved_searches').select('id').where('email', '=', email).execute(),
    ).toHaveLength(1);

    // A mail client's one-click unsubscribe: a form post, no cookie, no CSRF header.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${u.pathname}${u.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await h.db.selectFrom('saved_searches').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );

    // A site that does not offer visitors' alerts refuses the subscription.
    const other = await ctx.createTenant({
      notificationsConfig: { savedSearchNotification: { enabled: true } },
    } as Partial<PageConfigInput>);
    const there = await ctx.client(other.domain).start();
    const no = await there.post(API.jobAlertsSubscribe, { email, query: 'platform' });
    expect(no.statusCode).toBe(403);
  });

  it('an unsubscribe link pauses a candidate’s alert, which stays in their settings', async () => {
    ctx = await createTestApp(h.db, { config: ALERTS_ON });
    const me = await signedIn();
    const alert = (await me.post(API.jobAlerts, { query: 'platform' })).json().data.alert as JobAlert;
    const row = await ctx.app.services.savedSearches.byId(alert.id);
    const token = await ctx.app.services.savedSearches.unsubscribeToken(row!);
    // Another tenant's site does not take this tenant's link.
    const elsewhere = await ctx.createTenant(ALERTS_ON);
    const wrongSite = await ctx.app.inject({
      method: 'POST',
      url: `${JOB_ALERT_UNSUBSCRIBE_PAGE}?token=${token}&domain=${elsewhere.domain}`,
    });
    expect(wrongSite.statusCode).toBe(400);
    const done = await ctx.app.inject({
      method: 'POST',
      url: `${JOB_ALERT_UNSUBSCRIBE_PAGE}?token=${token}&domain=${ctx.tenant.domain}`,
    });
    expect(done.statusCode).toBe(200);
    expect((await me.get(API.jobAlerts)).json().data.alerts).toEqual([
      expect.objectContaining({ id: alert.id, alertsEnabled: false }),
    ]);
  });

  it('the inverted index of alerts and the search engine per alert find the same matches', async () => {
    ctx = await createTestApp(h.db, { config: ALERTS_ON });
    const at0 = ctx.clock.now();
    const jobs = [
      await post('Platform Engineer'),
      await post('Platform Engineer', { locations: [POTSDAM], jobType: 'part-time' }),
      await post('Data Analyst', { locations: [PARIS], department: 'Finance' }),
      await post('Remote Platform Support', { locations: [], isRemote: true }),
      await post('Sales Manager', { locations: [MUNICH], requiredSkills: ['Negotiation'] }),
      await post('Analytics Lead', { locations: [BERLIN], department: 'Finance' }),
    ];
    const alerts: AlertSearch[] = [
      { id: 'a1', query: 'platform', location: '', filters: {} },
      { id: 'a2', query: 'platform', location: 'Berlin', filters: { job_type: ['part-time'] } },
      { id: 'a3', query: '', location: 'Paris', filters: {} },
      { id: 'a4', query: '', location: 'remote', filters: {} },
      { id: 'a5', query: '"sales manager"', location: 'Germany', filters: {} },
      { id: 'a6', query: 'analy*', location: '', filters: { department: ['Finance'] } },
      { id: 'a7', query: '', location: '', filters: { department: ['Engineering'] } },
      { id: 'a8', query: 'platform', location: 'Nowhereville Qq', filters: {} },
      { id: 'a9', query: 'negotiation', location: 'Munich', filters: { distance: ['5'] } },
    ];
    const at = new Date(at0.getTime() + HOUR);
    const index = createSearchIndex(h.db);
    const sources = {
      searchTerms: createSearchTermsRepository(h.db),
      searchPlaces: createSearchPlacesRepository(h.db),
    };
    const newJobs = jobs.map(newJobOf);
    const inverted = await matchJobs(
      { index, sources },
      ctx.tenant,
      alerts.map((a) => compileAlert(ctx.tenant, a, at)),
      newJobs,
    );
    const perAlert = await matchJobsPerAlert(
      { index, sources, reader: { index, cap: 10_000, sample: 5_000 } },
      ctx.tenant,
      alerts,
      newJobs,
      at,
    );
    const sorted = (m: Map<string, number[]>) =>
      Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort((a, b) => a - b)]).sort());
    const ids = jobs.map((j) => j.id);
    expect(sorted(inverted)).toEqual({
      a1: [ids[0], ids[1], ids[3]],
      a2: [ids[1]],
      a3: [ids[2]],
      a4: [ids[3]],
      a5: [ids[4]],
      a6: [ids[2], ids[5]],
      a7: [ids[0], ids[1], ids[3], ids[4]],
      a9: [ids[4]],
    });
    expect(sorted(perAlert)).toEqual(sorted(inverted));
  });
});
