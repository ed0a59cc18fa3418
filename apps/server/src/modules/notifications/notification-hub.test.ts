import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { API, type PageConfigInput } from '@portico/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, TestClient, testEnv } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { createLocalHub, createRedisHub, type NotificationHub } from './notification-hub.js';

const REDIS_URL = process.env.PORTICO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const redisUp = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = new Socket();
  socket.setTimeout(500);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('timeout', () => {
    socket.destroy();
    resolve(false);
  });
  socket.once('error', () => resolve(false));
  socket.connect(Number(url.port || 6379), url.hostname);
});
if (!redisUp) console.warn('[notification hub] Redis not reachable: its tests are skipped');

const heard = (hub: NotificationHub) => {
  const got: string[] = [];
  hub.subscribe((t, c) => got.push(`${t}/${c}`));
  return got;
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('notification hub', () => {
  const hubs: NotificationHub[] = [];
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((h) => h.close()));
  });

  it('in one process tells every subscriber', async () => {
    const hub = createLocalHub();
    hubs.push(hub);
    const a = heard(hub);
    const b = heard(hub);
    await hub.publish('t1', 'c1');
    expect(a).toEqual(['t1/c1']);
    expect(b).toEqual(['t1/c1']);
  });

  it.skipIf(!redisUp)('through Redis carries a change from one process to another', async () => {
    const one = createRedisHub(REDIS_URL);
    const two = createRedisHub(REDIS_URL);
    hubs.push(one, two);
    await Promise.all([one.ready, two.ready]);
    const onTwo = heard(two);
    const onOne = heard(one);
    const tenant = `t-${Date.now()}`;
    await one.publish(tenant, 'c1');
    await until(() => onTwo.includes(`${tenant}/c1`) && onOne.includes(`${tenant}/c1`));
    expect(onTwo.filter((x) => x.startsWith(tenant))).toEqual([`${tenant}/c1`]);
    expect(onOne.filter((x) => x.startsWith(tenant))).toEqual([`${tenant}/c1`]);
  });
});

const ON = {
  notificationsConfig: {
    enableCandidateInappNotifications: true,
    hasActionRequiredNotificationsConfigured: true,
  },
} as Partial<PageConfigInput>;

describeEachDb('notification badge across processes', (h) => {
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it.skipIf(!redisUp)('a change written by one server reaches a stream held by another (Redis)', async () => {
    const env = { REDIS_URL };
    const ctx = await createTestApp(h.db, { config: ON, env });
    closers.push(() => ctx.app.close());
    // A second server process over the same database and Redis: it holds the candidate's open stream.
    const other = await buildApp({ env: testEnv(env), db: h.db, now: ctx.clock.now, logger: false });
    closers.push(() => other.close());
    await other.services.notificationHub.ready;
    await other.listen({ port: 0, host: '127.0.0.1' });
    const signed = new TestClient(other, ctx.tenant.domain);
    expect((await signed.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
    const chunks: string[] = [];
    const req = httpRequest({
      host: '127.0.0.1',
      port: (other.server.address() as AddressInfo).port,
      path: `${API.notificationsStream}?domain=${ctx.tenant.domain}`,
      headers: { cookie: [...signed.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    req.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (c: string) => chunks.push(c));
    });
    req.end();
    closers.push(async () => req.destroy());
    await until(() => chunks.join('').includes('{"count":0}'));
    expect(chunks.join('')).toContain('data: {"count":0}');

    // The event happens in the first server's process.
    await ctx.app.services.notifications.transaction((trx) =>
      ctx.app.services.notifications.notify(trx, {
        tenantId: ctx.tenant.id,
        candidateId: ctx.candidate.row.id,
        kind: 'application_submitted',
        params: { jobTitle: 'Crossing Guard' },
        targetPath: '/careers/applications',
      }),
    );
    await until(() => chunks.join('').includes('{"count":1}'));
    expect(chunks.join('')).toContain('event: badge\ndata: {"count":1}\n\n');
  });
});
