import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createClock, createTestApp, type TestAppContext, type TestClock } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { createEmbeddedQueue, type EmbeddedQueue, type EmbeddedQueueOptions } from './embedded-queue.js';
import { KEEP_DONE_MS, QueueError } from './queue.js';

const silent = { info() {}, warn() {}, error() {} };

/** Resolves when `check` holds, polling; fails the test after two seconds. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describeEachDb('embedded queue', (h) => {
  let ctx: TestAppContext;
  let clock: TestClock;
  const open: EmbeddedQueue[] = [];

  const queue = (opts: Partial<EmbeddedQueueOptions> = {}) => {
    const q = createEmbeddedQueue(h.db, { now: clock.now, log: silent, ...opts });
    open.push(q);
    return q;
  };
  const jobRows = () =>
    h.db.selectFrom('queue_jobs').selectAll().orderBy('created_at').orderBy('key').execute();

  beforeAll(async () => {
    ctx = await createTestApp(h.db);
  });
  afterAll(async () => {
    await ctx.app.close();
  });
  beforeEach(async () => {
    clock = createClock();
    await h.db.deleteFrom('queue_jobs').execute();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((q) => q.close()));
  });

  it('keeps one job per key, in any state, and runs it once', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.define<{ n: number }>('mail.welcome', async (payload, job) => {
      seen.push({ ...payload, ...job });
    });
    await q.enqueue('mail.welcome', { n: 1 }, { key: 'welcome:1', tenantId: ctx.tenant.id });
    await q.enqueue('mail.welcome', { n: 2 }, { key: 'welcome:1', tenantId: ctx.tenant.id });
    expect(await jobRows()).toHaveLength(1);
    await q.drain();
    // Added again after it is done: still nothing new.
    await q.enqueue('mail.welcome', { n: 3 }, { key: 'welcome:1' });
    await q.drain();
    expect(seen).toEqual([{ n: 1, attempt: 1, key: 'welcome:1' }]);
    const [row] = await jobRows();
    expect(row).toMatchObject({ status: 'done', attempts: 1, tenant_id: ctx.tenant.id, last_error: null });
  });

  it('retries with doubling backoff, then lists the job as failed until it is retried', async () => {
    const q = queue();
    const attempts: number[] = [];
    let broken = true;
    q.define(
      'digest.send',
      async (_payload, job) => {
        attempts.push(job.attempt);
        if (broken) throw new Error(`SMTP 451 on attempt ${job.attempt}`);
      },
      { attempts: 3, backoffMs: 1000 },
    );
    await q.enqueue('digest.send', {}, { key: 'digest:a', tenantId: ctx.tenant.id });
    await q.drain();
    expect(attempts).toEqual([1]);
    const [afterFirst] = await jobRows();
    expect(afterFirst).toMatchObject({
      status: 'pending',
      last_error: 'Error: SMTP 451 on attempt 1',
      run_at: new Date(clock.now().getTime() + 1000).toISOString(),
    });
    clock.advance(999);
    await q.drain();
    expect(attempts).toEqual([1]);
    clock.advance(1);
    await q.drain();
    expect(attempts).toEqual([1, 2]);
    // The second retry waits twice as long.
    clock.advance(1999);
    await q.drain();
    expect(attempts).toEqual([1, 2]);
    clock.advance(1);
    await q.drain();
    expect(attempts).toEqual([1, 2, 3]);
    clock.advance(60_000);
    await q.drain();
    expect(attempts).toEqual([1, 2, 3]);

    const failed = await q.failed({ tenantId: ctx.tenant.id });
    expect(failed).toEqual([
      {
        id: expect.any(String),
        name: 'digest.send',
        key: 'digest:a',
        tenantId: ctx.tenant.id,
        attempts: 3,
        lastError: 'Error: SMTP 451 on attempt 3',
        createdAt: '2026-03-02T09:00:00.000Z',
        failedAt: '2026-03-02T09:00:03.000Z',
      },
    ]);

    broken = false;
    expect(await q.retry(failed[0]!.id, ctx.tenant.id)).toBe(true);
    // Retried once only: the job is pending again, not failed.
    expect(await q.retry(failed[0]!.id, ctx.tenant.id)).toBe(false);
    await q.drain();
    expect(attempts).toEqual([1, 2, 3, 1]);
    expect(await q.failed({ tenantId: ctx.tenant.id })).toEqual([]);
    expect((await jobRows())[0]).toMatchObject({ status: 'done', last_error: null });
  });

  it('runs a job again when the process that took it stopped, and ignores that process finishing late', async () => {
    const dying = queue({ leaseMs: 30_000, closeGraceMs: 0, pollMs: 20 });
    let release: () => void = () => {};
    let started = 0;
    dying.define('fanout.notify', async () => {
      started++;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    dying.start();
    await dying.enqueue('fanout.notify', { id: 7 }, { key: 'fanout:7' });
    await until(() => started === 1);
    // The process "dies": it stops without finishing the job.
    await dying.close();

    const survivor = queue();
    const runs: { payload: unknown; attempt: number }[] = [];
    survivor.define('fanout.notify', async (payload, job) => {
      runs.push({ payload, attempt: job.attempt });
    });
    await survivor.drain();
    expect(runs).toEqual([]); // the lease still holds
    clock.advance(30_000);
    await survivor.drain();
    expect(runs).toEqual([{ payload: { id: 7 }, attempt: 2 }]);

    // The first process's handler ends after all: its lease is gone, so it changes nothing.
    release();
    await until(async () => (await jobRows())[0]?.status === 'done');
    await new Promise((r) => setTimeout(r, 50));
    expect(await jobRows()).toMatchObject([{ status: 'done', attempts: 2, lease_token: null }]);
  });

  it('fails a job whose process stopped during its last attempt instead of running it again', async () => {
    const dying = queue({ leaseMs: 5_000, closeGraceMs: 0, pollMs: 20 });
    let started = 0;
    dying.define(
      'once',
      async () => {
        started++;
        await new Promise(() => {});
      },
      { attempts: 1 },
    );
    dying.start();
    await dying.enqueue('once', null, { key: 'once:1', tenantId: ctx.tenant.id });
    await until(() => started === 1);
    await dying.close();

    const survivor = queue();
    let ran = false;
    survivor.define(
      'once',
      async () => {
        ran = true;
      },
      { attempts: 1 },
    );
    clock.advance(5_000);
    await survivor.drain();
    expect(ran).toBe(false);
    expect(await survivor.failed({ tenantId: ctx.tenant.id })).toMatchObject([
      { key: 'once:1', attempts: 1, lastError: 'Error: its process stopped during the last attempt' },
    ]);
  });

  it('adds one job per slot of a recurring job, however many processes run', async () => {
    const slots: string[] = [];
    const a = queue();
    const b = queue();
    for (const q of [a, b]) {
      q.define<{ slot: string }>('alerts.daily', async ({ slot }) => {
        slots.push(slot);
      });
      q.every('alerts.daily', 60_000);
    }
    clock.advance(30_000);
    await a.drain();
    await b.drain();
    await a.drain();
    expect(slots).toEqual(['2026-03-02T09:00:00.000Z']);
    clock.advance(30_000);
    await b.drain();
    await a.drain();
    expect(slots).toEqual(['2026-03-02T09:00:00.000Z', '2026-03-02T09:01:00.000Z']);
    expect((await jobRows()).map((r) => r.key)).toEqual([
      'alerts.daily@2026-03-02T09:00:00.000Z',
      'alerts.daily@2026-03-02T09:01:00.000Z',
    ]);
  });

  it('runs jobs on its own once started, a new job at once and a delayed one when due', async () => {
    const q = queue({ pollMs: 20 });
    const ran: string[] = [];
    q.define<{ id: string }>('work', async ({ id }) => {
      ran.push(id);
    });
    q.start();
    await q.enqueue('work', { id: 'now' }, { key: 'work:now' });
    await q.enqueue('work', { id: 'later' }, { key: 'work:later', delayMs: 10_000 });
    await until(() => ran.length === 1);
    await new Promise((r) => setTimeout(r, 60));
    expect(ran).toEqual(['now']);
    clock.advance(10_000);
    await until(() => ran.length === 2);
    expect(ran).toEqual(['now', 'later']);
  });

  it('shows a tenant only its own failed jobs and retries only those', async () => {
    const other = await ctx.createTenant();
    const q = queue();
    q.define(
      'broken',
      async () => {
        throw new Error('always');
      },
      { attempts: 1 },
    );
    await q.enqueue('broken', {}, { key: 'broken:mine', tenantId: ctx.tenant.id });
    await q.enqueue('broken', {}, { key: 'broken:theirs', tenantId: other.id });
    await q.enqueue('broken', {}, { key: 'broken:nobody' });
    await q.drain();
    const mine = await q.failed({ tenantId: ctx.tenant.id });
    const theirs = await q.failed({ tenantId: other.id });
    expect(mine.map((j) => j.key)).toEqual(['broken:mine']);
    expect(theirs.map((j) => j.key)).toEqual(['broken:theirs']);
    expect((await q.failed({})).map((j) => j.key).sort()).toEqual([
      'broken:mine',
      'broken:nobody',
      'broken:theirs',
    ]);
    expect(await q.retry(theirs[0]!.id, ctx.tenant.id)).toBe(false);
    expect(await q.failed({ tenantId: other.id })).toHaveLength(1);
    expect(await q.retry('no-such-job', ctx.tenant.id)).toBe(false);
  });

  it('keeps done jobs a week, so their keys stay idempotent, then prunes them', async () => {
    const q = queue();
    let runs = 0;
    q.define('weekly', async () => {
      runs++;
    });
    await q.enqueue('weekly', {}, { key: 'weekly:1' });
    await q.drain();
    clock.advance(KEEP_DONE_MS - 1);
    expect(await q.prune()).toBe(0);
    await q.enqueue('weekly', {}, { key: 'weekly:1' });
    await q.drain();
    expect(runs).toBe(1);
    clock.advance(2);
    expect(await q.prune()).toBe(1);
    expect(await jobRows()).toEqual([]);
  });

  it('refuses bad definitions and jobs with a clear error, adding nothing', async () => {
    const q = queue();
    q.define('known', async () => {});
    expect(() => q.define('known', async () => {})).toThrow(QueueError);
    expect(() => q.define('bad name!', async () => {})).toThrow(/job name/);
    expect(() => q.define('zero', async () => {}, { attempts: 0 })).toThrow(/attempts/);
    expect(() => q.every('known', 10)).toThrow(/everyMs/);
    await expect(q.enqueue('unknown', {}, { key: 'k' })).rejects.toThrow(/not defined/);
    await expect(q.enqueue('known', {}, { key: '' })).rejects.toThrow(/key/);
    await expect(q.enqueue('known', {}, { key: 'k', delayMs: -1 })).rejects.toThrow(/delayMs/);
    q.every('undefined-recurring' as string, 60_000);
    expect(() => q.start()).toThrow(/no handler/);
    expect(await jobRows()).toEqual([]);
  });
});
