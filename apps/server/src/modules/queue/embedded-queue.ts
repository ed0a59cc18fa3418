import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, QueueJobTable } from '../../db/types.js';
import {
  backoffDelay,
  clampLimit,
  createRegistry,
  errorText,
  type FailedJob,
  KEEP_DONE_MS,
  KEEP_FAILED_MS,
  type Queue,
  type QueueLogger,
  recurringSlot,
} from './queue.js';

export interface EmbeddedQueueOptions {
  now?: () => Date;
  log: QueueLogger;
  /** How often a started queue looks for due jobs; default 500 ms (env QUEUE_POLL_MS). */
  pollMs?: number;
  /** Jobs this process runs at once; default 2 (the server's own requests come first). */
  concurrency?: number;
  /**
   * How long a taken job is this process's. The lease is renewed every third of it while the handler runs, so
   * it only runs out when the process is gone (or stuck); then another process runs the job again.
   */
  leaseMs?: number;
  /** How long close() waits for running jobs before leaving them to their lease; default 10 s. */
  closeGraceMs?: number;
}

/** Old done and failed rows are removed at most this often. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

type JobRow = Selectable<QueueJobTable>;

export interface EmbeddedQueue extends Queue {
  /** Removes done jobs past KEEP_DONE_MS and failed ones past KEEP_FAILED_MS; answers how many. */
  prune(): Promise<number>;
}

/**
 * The queue on the app's own database (docs/decisions/052). Taking a job is one conditional UPDATE (status and
 * lease checked in its WHERE), so of several processes polling the same table exactly one gets each job, on
 * SQLite and PostgreSQL alike, with no row locks held while the handler runs.
 */
export function createEmbeddedQueue(db: Kysely<Database>, opts: EmbeddedQueueOptions): EmbeddedQueue {
  const now = opts.now ?? (() => new Date());
  const log = opts.log;
  const pollMs = opts.pollMs ?? 500;
  const concurrency = opts.concurrency ?? 2;
  const leaseMs = opts.leaseMs ?? 60_000;
  const closeGraceMs = opts.closeGraceMs ?? 10_000;
  const registry = createRegistry();

  const running = new Set<Promise<void>>();
  const heartbeats = new Set<NodeJS.Timeout>();
  const lastSlots = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let pollAgain = false;
  let closed = false;
  let lastPrune = 0;

  const iso = (ms: number) => new Date(ms).toISOString();

  async function enqueue<P>(
    name: string,
    payload: P,
    o: { key: string; tenantId?: string | null; delayMs?: number },
  ): Promise<void> {
    const def = registry.checkEnqueue(name, o);
    const at = now().getTime();
    await db
      .insertInto('queue_jobs')
      .values({
        id: randomUUID(),
        key: o.key,
        name,
        tenant_id: o.tenantId ?? null,
        payload: JSON.stringify(payload ?? null),
        status: 'pending',
        attempts: 0,
        max_attempts: def.attempts,
        backoff_ms: def.backoffMs,
        run_at: iso(at + (o.delayMs ?? 0)),
        created_at: iso(at),
      })
      // The key is the job: a second add of the same key (in any state) keeps the first.
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    if (!o.delayMs) wake();
  }

  /** Adds the current slot of each recurring job once per slot and process; the key dedups across processes. */
  async function addRecurring(): Promise<void> {
    for (const [name, everyMs] of registry.recurring) {
      const { slot, key } = recurringSlot(name, everyMs, now());
      if (lastSlots.get(name) === slot) continue;
      await enqueue(name, { slot }, { key });
      lastSlots.set(name, slot);
    }
  }

  /**
   * Takes up to `limit` due jobs: pending ones whose time has come, and running ones whose lease ran out (their
   * process died). Each is taken by an UPDATE that repeats the due condition, so a job another process took in
   * between is skipped. Taking counts an attempt.
   */
  async function claim(limit: number): Promise<{ row: JobRow; token: string }[]> {
    const at = now().toISOString();
    const due = await db
      .selectFrom('queue_jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', at)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', at)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(limit * 2)
      .execute();
    const taken: { row: JobRow; token: string }[] = [];
    for (const { id } of due) {
      if (taken.length >= limit) break;
      const token = randomUUID();
      const row = await db
        .updateTable('queue_jobs')
        .set({
          status: 'running',
          attempts: sql<number>`attempts + 1`,
          locked_until: iso(now().getTime() + leaseMs),
          lease_token: token,
        })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', at)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', at)]),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
      if (row) taken.push({ row, token });
    }
    return taken;
  }

  /** Writes the outcome of an attempt, only while this attempt still holds the lease. */
  async function finish(row: JobRow, token: string, error: unknown | null): Promise<void> {
    const at = now().getTime();
    const update = (values: Updateable<QueueJobTable>) =>
      db
        .updateTable('queue_jobs')
        .set({ ...values, locked_until: null, lease_token: null })
        .where('id', '=', row.id)
        .where('lease_token', '=', token)
        .execute();
    if (error === null) {
      await update({ status: 'done', finished_at: iso(at), last_error: null });
      return;
    }
    const lastError = errorText(error);
    if (row.attempts >= row.max_attempts) {
      await update({ status: 'failed', attempts: row.attempts, finished_at: iso(at), last_error: lastError });
      log.error({ job: row.name, key: row.key, attempts: row.attempts, error: lastError }, 'job failed');
      return;
    }
    await update({
      status: 'pending',
      run_at: iso(at + backoffDelay(row.backoff_ms, row.attempts)),
      last_error: lastError,
    });
    log.warn({ job: row.name, key: row.key, attempt: row.attempts, error: lastError }, 'job will be retried');
  }

  async function runJob(row: JobRow, token: string): Promise<void> {
    // A lease taken back from a process that died during the last attempt: no attempts are left.
    if (row.attempts > row.max_attempts) {
      await finish(
        { ...row, attempts: row.max_attempts },
        token,
        new Error('its process stopped during the last attempt'),
      );
      return;
    }
    const def = registry.definitions.get(row.name);
    const heartbeat = setInterval(
      () => {
        db.updateTable('queue_jobs')
          .set({ locked_until: iso(now().getTime() + leaseMs) })
          .where('id', '=', row.id)
          .where('lease_token', '=', token)
          .execute()
          .catch((err: unknown) => log.warn({ err, job: row.name }, 'job lease renewal failed'));
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    heartbeats.add(heartbeat);
    let outcome: unknown | null = null;
    try {
      if (!def) throw new Error(`no handler for job "${row.name}" in this process`);
      await def.handler(JSON.parse(row.payload) as unknown, { attempt: row.attempts, key: row.key });
    } catch (error) {
      outcome = error ?? new Error('the job threw nothing');
    } finally {
      clearInterval(heartbeat);
      heartbeats.delete(heartbeat);
    }
    await finish(row, token, outcome);
  }

  /** Runs a taken job in the background, tracked so close() and drain() can wait for it. */
  function track(row: JobRow, token: string): Promise<void> {
    const p: Promise<void> = runJob(row, token)
      .catch((err: unknown) => log.error({ err, job: row.name, key: row.key }, 'job bookkeeping failed'))
      .finally(() => {
        running.delete(p);
        wake();
      });
    running.add(p);
    return p;
  }

  async function prune(): Promise<number> {
    const at = now().getTime();
    // A recurring job's slot must stay known for longer than the slot lasts, or it would be added again.
    const keepDone = Math.max(KEEP_DONE_MS, ...[...registry.recurring.values()].map((ms) => 2 * ms));
    const done = await db
      .deleteFrom('queue_jobs')
      .where('status', '=', 'done')
      .where('finished_at', '<', iso(at - keepDone))
      .executeTakeFirst();
    const failed = await db
      .deleteFrom('queue_jobs')
      .where('status', '=', 'failed')
      .where('finished_at', '<', iso(at - KEEP_FAILED_MS))
      .executeTakeFirst();
    return Number(done.numDeletedRows) + Number(failed.numDeletedRows);
  }

  async function poll(): Promise<void> {
    await addRecurring();
    if (now().getTime() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = now().getTime();
      const removed = await prune();
      if (removed > 0) log.info({ removed }, 'old queue jobs removed');
    }
    const free = concurrency - running.size;
    if (free <= 0 || closed) return;
    for (const { row, token } of await claim(free)) track(row, token);
  }

  function schedule(delayMs: number): void {
    if (closed || !registry.started) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick(): void {
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    poll()
      .catch((err: unknown) => log.warn({ err }, 'queue poll failed'))
      .finally(() => {
        polling = false;
        const again = pollAgain;
        pollAgain = false;
        schedule(again ? 0 : pollMs);
      });
  }

  /** Looks for work now instead of at the next poll (a job was added or one finished). */
  function wake(): void {
    if (registry.started && !closed) schedule(0);
  }

  return {
    kind: 'embedded',
    define: registry.define,
    every: registry.every,
    enqueue,
    prune,

    start() {
      if (registry.started) return;
      registry.markStarted();
      schedule(0);
    },

    async close() {
      closed = true;
      clearTimeout(timer);
      if (running.size > 0) {
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...running]),
          new Promise<void>((resolve) => {
            grace = setTimeout(resolve, closeGraceMs);
          }),
        ]);
        clearTimeout(grace);
      }
      // A job still running keeps its lease only until it runs out; then another process runs it again.
      for (const h of heartbeats) clearInterval(h);
      heartbeats.clear();
    },

    async drain() {
      for (;;) {
        await addRecurring();
        const jobs = await claim(10);
        if (jobs.length === 0) {
          if (running.size === 0) return;
          await Promise.allSettled([...running]);
          continue;
        }
        await Promise.all(jobs.map(({ row, token }) => track(row, token)));
      }
    },

    async failed({ tenantId, limit }): Promise<FailedJob[]> {
      let q = db
        .selectFrom('queue_jobs')
        .select(['id', 'name', 'key', 'tenant_id', 'attempts', 'last_error', 'created_at', 'finished_at'])
        .where('status', '=', 'failed');
      if (tenantId !== undefined) q = q.where('tenant_id', '=', tenantId);
      const rows = await q.orderBy('finished_at', 'desc').orderBy('id').limit(clampLimit(limit)).execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        key: r.key,
        tenantId: r.tenant_id,
        attempts: Number(r.attempts),
        lastError: r.last_error,
        createdAt: r.created_at,
        failedAt: r.finished_at ?? r.created_at,
      }));
    },

    async retry(id, tenantId) {
      let q = db
        .updateTable('queue_jobs')
        .set({ status: 'pending', attempts: 0, run_at: now().toISOString(), finished_at: null })
        .where('id', '=', id)
        .where('status', '=', 'failed');
      if (tenantId !== undefined) q = q.where('tenant_id', '=', tenantId);
      const res = await q.executeTakeFirst();
      const retried = Number(res.numUpdatedRows) > 0;
      if (retried) wake();
      return retried;
    },
  };
}
