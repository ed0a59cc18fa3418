import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createClock } from '../../test/app.js';
import { type BullQueueOptions, createBullQueue, jobIdOf } from './bullmq-queue.js';
import type { Queue } from './queue.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

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
  console.warn('[server tests] Redis not reachable on 127.0.0.1:6379: the BullMQ queue is not tested');

const silent = { info() {}, warn() {}, error() {} };

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('turns keys into ids BullMQ accepts, one id per key', () => {
  expect(jobIdOf('alerts.daily@2026-03-02T09:00:00.000Z')).toBe(
    'k_alerts.daily@2026-03-02T09%3A00%3A00.000Z',
  );
  expect(jobIdOf('12')).toBe('k_12');
  expect(jobIdOf('a%3Ab')).not.toBe(jobIdOf('a:b'));
});

describe.skipIf(!hasRedis)('BullMQ queue (Redis)', () => {
  // Every test has its own key prefix, so nothing of another test or run is in its queue.
  let prefix = '';
  const open: Queue[] = [];
  const prefixes: string[] = [];
  const queue = (opts: Partial<BullQueueOptions> = {}) => {
    const q = createBullQueue({ redisUrl: REDIS_URL, log: silent, prefix, drainTimeoutMs: 20_000, ...opts });
    open.push(q);
    return q;
  };
  const fresh = () => {
    prefix = `portico-test-${randomBytes(4).toString('hex')}`;
    prefixes.push(prefix);
  };

  afterEach(async () => {
    await Promise.all(open.splice(0).map((q) => q.close()));
  });
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    for (const p of prefixes) {
      const keys = await redis.keys(`${p}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('runs each job once across two workers, however often its key is added', async () => {
    fresh();
    const runs = new Map<string, number>();
    const a = queue();
    const b = queue();
    for (const q of [a, b])
      q.define<{ n: number }>('mail.send', async (_payload, job) => {
        runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      });
    for (let n = 0; n < 30; n++) {
      // Both "processes" add every job, as two servers handling the same event would.
      await a.enqueue('mail.send', { n }, { key: `mail:${n}` });
      await b.enqueue('mail.send', { n }, { key: `mail:${n}` });
    }
    a.start();
    b.start();
    await a.drain();
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    // A key already done adds nothing.
    await a.enqueue('mail.send', { n: 0 }, { key: 'mail:0' });
    await a.drain();
    expect(runs.get('mail:0')).toBe(1);
  });

  it('retries with backoff, lists the failed job for its tenant only, and retries it on request', async () => {
    fresh();
    const attempts: number[] = [];
    let broken = true;
    const a = queue();
    const b = queue();
    for (const q of [a, b])
      q.define(
        'digest.send',
        async (_payload, job) => {
          attempts.push(job.attempt);
          if (broken) throw new Error(`refused on attempt ${job.attempt}`);
        },
        { attempts: 3, backoffMs: 100 },
      );
    await a.enqueue('digest.send', {}, { key: 'digest:t1', tenantId: 'tenant-1' });
    const startedAt = Date.now();
    a.start();
    b.start();
    await a.drain();
    expect(attempts).toEqual([1, 2, 3]);
    // Backoff 100 ms, then 200 ms.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300);

    const failed = await b.failed({ tenantId: 'tenant-1' });
    expect(failed).toEqual([
      {
        id: jobIdOf('digest:t1'),
        name: 'digest.send',
        key: 'digest:t1',
        tenantId: 'tenant-1',
        attempts: 3,
        lastError: 'refused on attempt 3',
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
    ]);
    expect(await b.failed({ tenantId: 'tenant-2' })).toEqual([]);
    expect(await b.retry(failed[0]!.id, 'tenant-2')).toBe(false);

    broken = false;
    expect(await b.retry(failed[0]!.id, 'tenant-1')).toBe(true);
    await a.drain();
    expect(attempts).toEqual([1, 2, 3, 1]);
    expect(await a.failed({ tenantId: 'tenant-1' })).toEqual([]);
  });

  it('runs a job again when the worker that took it stopped mid-job', async () => {
    fresh();
    const settings = { lockDurationMs: 1000, stalledIntervalMs: 300, closeGraceMs: 0 };
    const dying = queue(settings);
    let started = 0;
    dying.define('fanout.notify', async () => {
      started++;
      await new Promise(() => {});
    });
    await dying.enqueue('fanout.notify', { id: 7 }, { key: 'fanout:7' });
    dying.start();
    await until(() => started === 1);
    await dying.close();

    const survivor = queue(settings);
    const runs: unknown[] = [];
    survivor.define('fanout.notify', async (payload) => {
      runs.push(payload);
    });
    survivor.start();
    await until(() => runs.length === 1);
    expect(runs).toEqual([{ id: 7 }]);
    await survivor.drain();
    expect(runs).toHaveLength(1);
  });

  it('adds one job per slot of a recurring job across processes', async () => {
    fresh();
    const clock = createClock();
    const slots: string[] = [];
    const a = queue({ now: clock.now });
    const b = queue({ now: clock.now });
    for (const q of [a, b]) {
      q.define<{ slot: string }>('alerts.daily', async ({ slot }) => {
        slots.push(slot);
      });
      q.every('alerts.daily', 60_000);
    }
    a.start();
    b.start();
    await a.drain();
    await b.drain();
    expect(slots).toEqual(['2026-03-02T09:00:00.000Z']);
  });

  it('refuses a job it has no definition for', async () => {
    fresh();
    const q = queue();
    await expect(q.enqueue('unknown', {}, { key: 'x' })).rejects.toThrow(/not defined/);
  });
});
