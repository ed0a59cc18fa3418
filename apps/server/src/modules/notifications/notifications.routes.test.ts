import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, NOTIFICATION_KINDS, type Notification, type PageConfigInput } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestAppContext, TestClient, testEnv } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import type { NotifyInput } from './notifications.service.js';

const ON: Partial<PageConfigInput> = {
  notificationsConfig: {
    enableCandidateInappNotifications: true,
    hasActionRequiredNotificationsConfigured: true,
  },
} as Partial<PageConfigInput>;

describeEachDb('notifications', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  async function signedIn(c: TestAppContext): Promise<TestClient> {
    const client = c.client();
    expect((await client.logIn(c.candidate.email, c.candidate.password)).statusCode).toBe(200);
    return client;
  }

  const notify = (c: TestAppContext, input: NotifyInput) =>
    c.app.services.notifications.transaction((trx) => c.app.services.notifications.notify(trx, input));

  const submitted = (
    c: TestAppContext,
    candidateId: string,
    jobTitle: string,
    extra: Partial<NotifyInput> = {},
  ) =>
    notify(c, {
      tenantId: c.tenant.id,
      candidateId,
      kind: 'application_submitted',
      params: { jobTitle },
      targetPath: '/careers/applications',
      ...extra,
    } as NotifyInput);

  const list = async (client: TestClient, query = '') => {
    const res = await client.get(`${API.notifications}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.notifications as Notification[];
  };
  const badge = async (client: TestClient) => {
    const res = await client.get(API.notificationBadge);
    expect(res.statusCode).toBe(200);
    return res.json().data.count as number;
  };

  it('lists newest first in the language asked, counts unviewed, and marks viewed and clicked', async () => {
    ctx = await createTestApp(h.db, { config: ON });
    const client = await signedIn(ctx);
    expect(await list(client)).toEqual([]);
    expect(await badge(client)).toBe(0);

    await submitted(ctx, ctx.candidate.row.id, 'Ferry Deckhand');
    ctx.clock.advance(60_000);
    await notify(ctx, {
      tenantId: ctx.tenant.id,
      candidateId: ctx.candidate.row.id,
      kind: 'interview_scheduled',
      params: { jobTitle: 'Ferry Deckhand', startsAt: '2026-03-09T16:00:00.000Z', timeZone: 'Europe/Berlin' },
      targetPath: '/careers/interviews',
    });

    const items = await list(client);
    expect(items.map((n) => n.kind)).toEqual(['interview_scheduled', 'application_submitted']);
    expect(items[0]).toMatchObject({
      categoryTitle: 'Interview scheduled',
      message: 'Your interview for Ferry Deckhand is on Mar 9, 2026, 5:00 PM GMT+1.',
      isClicked: false,
      isViewed: false,
      redirectUrl: '/careers/interviews',
      notificationType: 'informational',
    });
    const french = await list(client, '?hl=fr');
    expect(french[1]?.message).toBe('Votre candidature pour Ferry Deckhand a été envoyée.');
    expect(await badge(client)).toBe(2);

    const viewed = await client.post(API.notificationsMarkAllViewed);
    expect(viewed.json()).toEqual({ data: { count: 0 } });
    expect((await list(client)).every((n) => n.isViewed && !n.isClicked)).toBe(true);

    ctx.clock.advance(60_000);
    await submitted(ctx, ctx.candidate.row.id, 'Lighthouse Keeper');
    expect(await badge(client)).toBe(1);
    const newest = (await list(client))[0]!;
    const clicked = await client.post(API.notificationMarkClicked(newest.id));
    expect(clicked.json()).toEqual({ data: { count: 0 } });
    expect((await list(client))[0]).toMatchObject({ id: newest.id, isClicked: true, isViewed: true });

    const all = await client.post(API.notificationsMarkAllClicked);
    expect(all.json()).toEqual({ data: { count: 0 } });
    expect((await list(client)).every((n) => n.isClicked)).toBe(true);

    const bad = await client.post(API.notificationMarkClicked('not-a-uuid'));
    expect(bad.statusCode).toBe(400);
    const unknown = await client.post(API.notificationMarkClicked('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
  });

  it("never lists, marks or counts another candidate's or another tenant's notifications", async () => {
    ctx = await createTestApp(h.db, { config: ON });
    const client = await signedIn(ctx);
    const other = await ctx.signedInCandidate(`other-${Date.now()}@example.com`);
    await submitted(ctx, other.id, 'Secret Harbour Pilot');
    const othersId = (await list(other.client))[0]!.id;

    const elsewhere = await ctx.createTenant(ON);
    const foreign = await ctx.signedInStaff(elsewhere, `far-${Date.now()}@example.com`, null);
    await notify(ctx, {
      tenantId: elsewhere.id,
      candidateId: foreign.id,
      kind: 'application_submitted',
      params: { jobTitle: 'Foreign Lock Keeper' },
      targetPath: '/careers/applications',
    });
    const foreignId = (await list(foreign.client))[0]!.id;

    expect(await list(client)).toEqual([]);
    expect(await badge(client)).toBe(0);
    for (const id of [othersId, foreignId]) {
      const res = await client.post(API.notificationMarkClicked(id));
      expect(res.statusCode).toBe(404);
    }
    await client.post(API.notificationsMarkAllViewed);
    await client.post(API.notificationsMarkAllClicked);
    expect(await list(other.client)).toMatchObject([{ id: othersId, isViewed: false, isClicked: false }]);
    expect(await badge(other.client)).toBe(1);
    expect(await list(foreign.client)).toMatchObject([{ id: foreignId, isViewed: false, isClicked: false }]);
    // The other tenant's candidate, on this tenant's domain, has no session here at all.
    const crossed = await foreign.client.get(`${API.notificationBadge}?domain=${ctx.tenant.domain}`);
    expect(crossed.statusCode).toBe(401);
  });

  it('needs a signed-in candidate and a tenant with the center switched on; boot data answers everyone', async () => {
    ctx = await createTestApp(h.db);
    const visitor = ctx.client();
    for (const path of [
      API.notifications,
      API.notificationBadge,
      API.notificationPreferences,
      API.notificationsStream,
    ]) {
      const res = await visitor.get(path);
      expect(res.statusCode, path).toBe(401);
    }
    expect((await visitor.get(API.notificationsBootData)).json().data).toEqual({
      groupId: ctx.tenant.domain,
      isLoggedIn: false,
      enableCandidateInappNotifications: false,
      hasActionRequiredNotificationsConfigured: false,
    });
    const client = await signedIn(ctx);
    const off = await client.get(API.notifications);
    expect(off.statusCode).toBe(404);
    expect((await client.get(API.notificationsBootData)).json().data.isLoggedIn).toBe(true);
  });

  it('keeps action required until the action is resolved or its deadline passes, and dedupes events', async () => {
    ctx = await createTestApp(h.db, { config: ON });
    const client = await signedIn(ctx);
    const s = ctx.app.services.notifications;
    const offer = (encId: string, expiresAt: string | null) =>
      notify(ctx, {
        tenantId: ctx.tenant.id,
        candidateId: ctx.candidate.row.id,
        kind: 'offer_extended',
        params: { jobTitle: `Tug Master ${encId}` },
        targetPath: `/careers/offer/${encId}`,
        actionKey: `offer:${encId}`,
        actionExpiresAt: expiresAt,
        dedupeKey: `offer_extended:${encId}`,
      });
    expect(await offer('a', null)).not.toBeNull();
    expect(await offer('a', null)).toBeNull();
    ctx.clock.advance(1000);
    await offer('b', '2026-03-02T09:10:00.000Z');
    ctx.clock.advance(1000);
    await submitted(ctx, ctx.candidate.row.id, 'Dock Hand');

    const action = async () => (await list(client, '?type_filter=action_required')).map((n) => n.redirectUrl);
    expect((await list(client)).length).toBe(3);
    expect(await action()).toEqual(['/careers/offer/b', '/careers/offer/a']);
    expect((await client.get(`${API.notifications}?type_filter=other`)).statusCode).toBe(400);

    await s.transaction((trx) => s.resolveAction(trx, ctx.tenant.id, ctx.candidate.row.id, 'offer:a'));
    expect(await action()).toEqual(['/careers/offer/b']);
    ctx.clock.advance(11 * 60_000);
    expect(await action()).toEqual([]);
    expect((await list(client)).find((n) => n.redirectUrl === '/careers/offer/a')?.notificationType).toBe(
      'informational',
    );

    // Outside the wrapper there is no announcement after the commit: refused, and nothing is written.
    await expect(
      h.db.transaction().execute((trx) =>
        s.notify(trx, {
          tenantId: ctx.tenant.id,
          candidateId: ctx.candidate.row.id,
          kind: 'application_submitted',
          params: { jobTitle: 'Forgotten' },
          targetPath: '/careers/applications',
        }),
      ),
    ).rejects.toThrow(/notifications.transaction/);
    // A rollback leaves no notification.
    await expect(
      s.transaction(async (trx) => {
        await s.notify(trx, {
          tenantId: ctx.tenant.id,
          candidateId: ctx.candidate.row.id,
          kind: 'application_submitted',
          params: { jobTitle: 'Rolled Back' },
          targetPath: '/careers/applications',
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await list(client)).some((n) => n.message.includes('Rolled Back'))).toBe(false);
  });

  it('reads and saves preferences per kind, refusing bad input without changing anything', async () => {
    ctx = await createTestApp(h.db, { config: ON });
    const client = await signedIn(ctx);
    const read = async () => (await client.get(API.notificationPreferences)).json().data.preferences;
    const defaults = await read();
    expect(defaults.map((p: { kind: string }) => p.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(defaults.find((p: { kind: string }) => p.kind === 'interview_scheduled').channel).toBe('in_app');
    expect(defaults.find((p: { kind: string }) => p.kind === 'application_stage_changed').channel).toBe(
      'both',
    );

    const bad = await client.put(API.notificationPreferences, {
      preferences: [
        { kind: 'offer_extended', channel: 'both' },
        { kind: 'form_assigned', channel: 'pigeon' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const twice = await client.put(API.notificationPreferences, {
      preferences: [
        { kind: 'offer_extended', channel: 'both' },
        { kind: 'offer_extended', channel: 'email' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(await read()).toEqual(defaults);

    const saved = await client.put(API.notificationPreferences, {
      preferences: [{ kind: 'application_stage_changed', channel: 'email' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json().data.preferences.find((p: { kind: string }) => p.kind === 'application_stage_changed')
        .channel,
    ).toBe('email');

    // Mail only: not listed, not counted; but mailed.
    await notify(ctx, {
      tenantId: ctx.tenant.id,
      candidateId: ctx.candidate.row.id,
      kind: 'application_stage_changed',
      params: { jobTitle: 'Mail Only Job', stage: 'Screening' },
      targetPath: '/careers/applications',
    });
    expect(await list(client)).toEqual([]);
    expect(await badge(client)).toBe(0);
    await ctx.app.services.queue.drain();
    const mails = await ctx.app.services.mail.outboxFor(ctx.tenant.id, ctx.candidate.email);
    expect(mails.map((m) => m.subject)).toEqual(['Application update – Test Co']);
    // A producer that mails the event itself (the application's confirmation) gets no second mail.
    await submitted(ctx, ctx.candidate.row.id, 'Confirmed By Its Own Mail', { producerMails: true } as never);
    await ctx.app.services.queue.drain();
    expect(await ctx.app.services.mail.outboxFor(ctx.tenant.id, ctx.candidate.email)).toHaveLength(1);
  });

  it('mails once per notification with a one-click unsubscribe that works without sign-in', async () => {
    ctx = await createTestApp(h.db, { config: ON });
    const s = ctx.app.services.notifications;
    const id = await notify(ctx, {
      tenantId: ctx.tenant.id,
      candidateId: ctx.candidate.row.id,
      kind: 'application_stage_changed',
      params: { jobTitle: 'Canal Lock Operator', stage: 'Screening' },
      targetPath: '/careers/applications',
    });
    await ctx.app.services.queue.drain();
    // The job again (a retry, a second worker, the sweep): no second mail.
    expect(await s.deliverMail(id!)).toBe('skipped');
    expect(await s.sweepMails()).toBe(0);
    const mails = await ctx.app.services.mail.outboxFor(ctx.tenant.id, ctx.candidate.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Application update – Test Co');
    expect(mail.text_body).toContain('Your application for Canal Lock Operator moved to Screening.');
    expect(mail.text_body).toContain(`/careers/applications?domain=${ctx.tenant.domain}`);
    const headers = JSON.parse(mail.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<(.+)>/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(mail.text_body).toContain(link);
    const url = new URL(link);
    expect(url.pathname).toBe('/notifications/unsubscribe');

    const stranger = ctx.client();
    const page = await stranger.get(url.pathname + url.search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop emails about “Application update”?');
    // A forged or altered token changes nothing.
    const token = url.searchParams.get('token') ?? '';
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await stranger.request({
      method: 'POST',
      url: `${url.pathname}?token=${forged}&domain=${ctx.tenant.domain}`,
      csrf: false,
    });
    expect(refused.statusCode).toBe(400);
    const client = await signedIn(ctx);
    const channel = async () =>
      (await client.get(API.notificationPreferences))
        .json()
        .data.preferences.find((p: { kind: string }) => p.kind === 'application_stage_changed').channel;
    expect(await channel()).toBe('both');
    // One click, as a mail client posts it: no cookie, no CSRF header.
    const done = await ctx.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get emails about “Application update”.');
    expect(await channel()).toBe('in_app');
    // The token is this tenant's only.
    const other = await ctx.createTenant(ON);
    const crossed = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${token}&domain=${other.domain}`,
    });
    expect(crossed.statusCode).toBe(400);
  });

  it('re-enqueues a mail left pending by a crash between the commit and the enqueue', async () => {
    ctx = await createTestApp(h.db, { config: ON });
    const s = ctx.app.services.notifications;
    const lost: string[] = [];
    s.useMailQueue(async ({ id }) => {
      lost.push(id);
    });
    const id = await notify(ctx, {
      tenantId: ctx.tenant.id,
      candidateId: ctx.candidate.row.id,
      kind: 'form_assigned',
      params: { formTitle: 'Emergency contact' },
      targetPath: '/careers/forms/center/x',
    });
    expect(lost).toEqual([id]);
    const sent: string[] = [];
    s.useMailQueue(async (job) => {
      sent.push(job.id);
      await s.deliverMail(job.id);
    });
    expect(await s.sweepMails()).toBe(0);
    ctx.clock.advance(61_000);
    expect(await s.sweepMails()).toBe(1);
    expect(sent).toEqual([id]);
    expect(await s.sweepMails()).toBe(0);
    expect(await ctx.app.services.mail.outboxFor(ctx.tenant.id, ctx.candidate.email)).toHaveLength(1);
  });

  it('streams the badge on connect and after every change, and caps streams per candidate', async () => {
    ctx = await createTestApp(h.db, { config: ON });
    await ctx.app.close();
    // A listening server of its own: the stream is a long response that inject() would wait for.
    const app = await buildApp({
      env: testEnv(),
      db: h.db,
      now: ctx.clock.now,
      logger: false,
      notifications: { stream: { maxPerCandidate: 2, heartbeatMs: 50 } },
    });
    ctx = { ...ctx, app };
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    // A TestClient over inject() signs in; its cookie then opens the real stream.
    const signed = new TestClient(app, ctx.tenant.domain);
    expect((await signed.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
    const cookie = [...signed.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

    const open = () =>
      new Promise<{ status: number; type: string; chunks: string[]; close: () => void }>((resolve) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: `${API.notificationsStream}?domain=${ctx.tenant.domain}`,
            headers: { cookie, 'accept-encoding': 'gzip, br' },
          },
          (res) => {
            const chunks: string[] = [];
            res.setEncoding('utf8');
            res.on('data', (c: string) => chunks.push(c));
            resolve({
              status: res.statusCode ?? 0,
              type: `${res.headers['content-type']} ${res.headers['content-encoding'] ?? 'identity'}`,
              chunks,
              close: () => req.destroy(),
            });
          },
        );
        req.end();
      });
    const waitFor = async (chunks: string[], text: string) => {
      for (let i = 0; i < 100 && !chunks.join('').includes(text); i++)
        await new Promise((r) => setTimeout(r, 20));
      return chunks.join('');
    };

    const first = await open();
    expect(first.status).toBe(200);
    expect(first.type).toBe('text/event-stream; charset=utf-8 identity');
    expect(await waitFor(first.chunks, 'data: {"count":0}')).toContain('event: badge\ndata: {"count":0}\n\n');
    await submitted(ctx, ctx.candidate.row.id, 'Stream Test Job');
    expect(await waitFor(first.chunks, '{"count":1}')).toContain('event: badge\ndata: {"count":1}\n\n');
    expect(await waitFor(first.chunks, ': heartbeat')).toContain(': heartbeat\n\n');

    const second = await open();
    expect(second.status).toBe(200);
    const third = await open();
    expect(third.status).toBe(429);
    third.close();
    // A closed stream frees its place.
    second.close();
    let fourth = await open();
    for (let i = 0; i < 50 && fourth.status !== 200; i++) {
      fourth.close();
      await new Promise((r) => setTimeout(r, 20));
      fourth = await open();
    }
    expect(fourth.status).toBe(200);
    fourth.close();

    await signed.post(API.notificationsMarkAllViewed);
    for (let i = 0; i < 100 && !/count":1[\s\S]*count":0/.test(first.chunks.join('')); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(first.chunks.join('')).toMatch(/count":1[\s\S]*count":0/);
    first.close();
  });
});
