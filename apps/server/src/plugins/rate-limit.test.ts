import { randomInt } from 'node:crypto';
import { Socket } from 'node:net';
import { API } from '@portico/contracts';
import { Redis } from 'ioredis';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestAppContext } from '../test/app.js';
import { describeEachDb } from '../test/databases.js';

function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(300);
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
    socket.connect(6379, '127.0.0.1');
  });
}
const hasRedis = await redisReachable();
if (!hasRedis)
  console.warn('[server tests] Redis not reachable on 127.0.0.1:6379: Redis rate-limit store not tested');

describeEachDb('rate limits', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  it('limits log-in per address across emails (30 a minute)', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    for (let i = 0; i < 30; i++)
      expect((await c.logIn(`user${i}@example.com`, 'wrong-password')).statusCode).toBe(401);
    expect((await c.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(429);
  });

  it('limits forgot-password per address and email (5 per 15 minutes) without sending more mail', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    for (let i = 0; i < 5; i++)
      expect((await c.post(API.forgotPassword, { email: ctx.candidate.email })).statusCode).toBe(200);
    const res = await c.post(API.forgotPassword, { email: ctx.candidate.email });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Please try again in a few minutes');
    expect(await ctx.app.services.mail.outboxFor(ctx.tenant.id, ctx.candidate.email)).toHaveLength(5);
  });

  it.skipIf(!hasRedis)(
    'keeps counters in Redis when REDIS_URL is set, shared by two server processes',
    async () => {
      ctx = await createTestApp(h.db, { env: { REDIS_URL: 'redis://127.0.0.1:6379', TRUST_PROXY: 'true' } });
      const second = await createTestApp(h.db, {
        env: { REDIS_URL: 'redis://127.0.0.1:6379', TRUST_PROXY: 'true' },
      });
      // A fresh client address and fresh email addresses per run keep earlier runs' counters (still alive in
      // Redis: sign-up is also limited per email address for an hour) out of the way.
      const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const run = randomInt(1e9);
      const headers = { 'x-forwarded-for': ip };
      try {
        for (let i = 0; i < 5; i++) {
          const app = i % 2 === 0 ? ctx.app : second.app;
          const res = await app.inject({
            method: 'POST',
            url: `${API.signup}?domain=${ctx.tenant.domain}`,
            headers: { ...headers, 'x-csrf-token': 'x'.repeat(43), cookie: `portico_csrf=${'x'.repeat(43)}` },
            payload: { email: `r${run}-${i}@example.com`, password: 'short', full_name: 'R' },
          });
          expect(res.statusCode).toBe(422);
        }
        const limited = await second.app.inject({
          method: 'POST',
          url: `${API.signup}?domain=${ctx.tenant.domain}`,
          headers: { ...headers, 'x-csrf-token': 'x'.repeat(43), cookie: `portico_csrf=${'x'.repeat(43)}` },
          payload: { email: `r${run}-9@example.com`, password: 'a-good-password', full_name: 'R' },
        });
        expect(limited.statusCode).toBe(429);
        const redis = new Redis('redis://127.0.0.1:6379');
        try {
          expect(await redis.keys(`portico-rl:*signup-ip:${ip}*`)).not.toHaveLength(0);
        } finally {
          redis.disconnect();
        }
      } finally {
        await second.app.close();
      }
    },
  );
});
