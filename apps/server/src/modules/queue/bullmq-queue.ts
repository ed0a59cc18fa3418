import { Queue as BullQueue, type Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import {
  clampLimit,
  createRegistry,
  type EnqueueOptions,
  errorText,
  type FailedJob,
  KEEP_DONE_MS,
  KEEP_FAILED_MS,
  type Queue,
  type QueueLogger,
  recurringSlot,
} from './queue.js';

export interface BullQueueOptions {
  redisUrl: string;
  log: QueueLogger;
  now?: () => Date;
  /** Redis key prefix: one per deployment (tests use their own). Default "portico". */
  prefix?: string;
  /** Jobs this process runs at once; default 2. */
  concurrency?: number;
  /**
   * How long a running job's lock lasts without renewal; BullMQ renews it while the handler runs. When its
   * process dies the lock runs out and the stalled check (every `stalledIntervalMs`) puts the job back.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** How long close() waits for running jobs before leaving them to be found stalled; default 10 s. */
  closeGraceMs?: number;
  /** How long drain() waits for Redis to have nothing left before it gives up; default 60 s. */
  drainTimeoutMs?: number;
}

const QUEUE_NAME = 'jobs';

interface JobData {
  payload: unknown;
  key: string;
  tenantId: string | null;
}

/**
 * BullMQ forbids ':' in custom ids (it separates its own key parts) and ids that read as integers. The key is
 * kept readable: '%' and ':' are percent-encoded and a prefix keeps every id from being a number, so two keys
 * never share an id.
 */
export function jobIdOf(key: string): string {
  return `k_${key.replace(/%/g, '%25').replace(/:/g, '%3A')}`;
}

/**
 * The queue on Redis (docs/decisions/052), used when REDIS_URL is set so that several server processes share
 * the work. The idempotency key is BullMQ's job id, and BullMQ adds nothing for an id it still holds (done jobs
 * are kept KEEP_DONE_MS, failed ones KEEP_FAILED_MS). Retries are BullMQ's attempts with exponential backoff;
 * its failed set is the failed list.
 */
export function createBullQueue(opts: BullQueueOptions): Queue {
  const now = opts.now ?? (() => new Date());
  const log = opts.log;
  const prefix = opts.prefix ?? 'portico';
  const closeGraceMs = opts.closeGraceMs ?? 10_000;
  const registry = createRegistry();
  // The queue's commands fail fast when Redis is down (the caller sees the error); the worker's blocking
  // connection must wait as long as it takes, which BullMQ requires (maxRetriesPerRequest null).
  const connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: 3, lazyConnect: true });
  const queue = new BullQueue<JobData>(QUEUE_NAME, { connection, prefix });
  queue.on('error', (err) => log.warn({ err }, 'job queue connection error'));
  let worker: Worker<JobData> | undefined;
  let workerConnection: Redis | undefined;
  let recurringTimer: NodeJS.Timeout | undefined;
  const lastSlots = new Map<string, string>();
  let closed = false;

  async function enqueue<P>(name: string, payload: P, o: EnqueueOptions): Promise<void> {
    const def = registry.checkEnqueue(name, o);
    await queue.add(
      name,
      { payload: payload ?? null, key: o.key, tenantId: o.tenantId ?? null },
      {
        jobId: jobIdOf(o.key),
        attempts: def.attempts,
        backoff: { type: 'exponential', delay: def.backoffMs },
        ...(o.delayMs ? { delay: o.delayMs } : {}),
        removeOnComplete: { age: Math.ceil(KEEP_DONE_MS / 1000) },
        removeOnFail: { age: Math.ceil(KEEP_FAILED_MS / 1000) },
      },
    );
  }

  async function addRecurring(): Promise<void> {
    for (const [name, everyMs] of registry.recurring) {
      const { slot, key } = recurringSlot(name, everyMs, now());
      if (lastSlots.get(name) === slot) continue;
      await enqueue(name, { slot }, { key });
      lastSlots.set(name, slot);
    }
  }

  async function process(job: Job<JobData>): Promise<void> {
    const def = registry.definitions.get(job.name);
    if (!def) throw new Error(`no handler for job "${job.name}" in this process`);
    await def.handler(job.data.payload, { attempt: job.attemptsMade + 1, key: job.data.key });
  }

  function toFailed(job: Job<JobData>): FailedJob {
    return {
      id: job.id ?? '',
      name: job.name,
      key: job.data.key,
      tenantId: job.data.tenantId,
      attempts: job.attemptsMade,
      lastError: job.failedReason ? errorText(job.failedReason) : null,
      createdAt: new Date(job.timestamp).toISOString(),
      failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
    };
  }

  return {
    kind: 'bullmq',
    define: registry.define,
    every: registry.every,
    enqueue,

    start() {
      if (registry.started || closed) return;
      registry.markStarted();
      workerConnection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
      worker = new Worker<JobData>(QUEUE_NAME, process, {
        connection: workerConnection,
        prefix,
        concurrency: opts.concurrency ?? 2,
        lockDuration: opts.lockDurationMs ?? 30_000,
        stalledInterval: opts.stalledIntervalMs ?? 30_000,
        // A job found stalled (its process died) runs again; a job that stalls this often kills its process
        // and is failed instead of taking the workers down one by one.
        maxStalledCount: 3,
      });
      worker.on('failed', (job, err) => {
        if (!job) return;
        const last = job.attemptsMade >= (job.opts.attempts ?? 1);
        log[last ? 'error' : 'warn'](
          { job: job.name, key: job.data.key, attempt: job.attemptsMade, error: errorText(err) },
          last ? 'job failed' : 'job will be retried',
        );
      });
      worker.on('error', (err) => log.warn({ err }, 'job worker error'));
      if (registry.recurring.size > 0) {
        const tick = () => {
          addRecurring().catch((err: unknown) => log.warn({ err }, 'adding a recurring job failed'));
        };
        tick();
        recurringTimer = setInterval(tick, 1000);
        recurringTimer.unref();
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(recurringTimer);
      if (worker) {
        const w = worker;
        let grace: NodeJS.Timeout | undefined;
        const finished = await Promise.race([
          w.close().then(() => true),
          new Promise<boolean>((resolve) => {
            grace = setTimeout(() => resolve(false), closeGraceMs);
          }),
        ]);
        clearTimeout(grace);
        // Jobs still running are left to the stalled check of another process, which runs them again.
        if (!finished) await w.close(true);
      }
      await queue.close();
      workerConnection?.disconnect();
      connection.disconnect();
    },

    async drain() {
      await addRecurring();
      const deadline = Date.now() + (opts.drainTimeoutMs ?? 60_000);
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'paused');
        if (Object.values(counts).every((n) => n === 0)) return;
        if (Date.now() > deadline)
          throw new Error(`the job queue did not empty in time (${JSON.stringify(counts)})`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },

    async failed({ tenantId, limit }) {
      const want = clampLimit(limit);
      const found: FailedJob[] = [];
      const page = 200;
      for (let start = 0; found.length < want; start += page) {
        const jobs = (await queue.getFailed(start, start + page - 1)) as Job<JobData>[];
        for (const job of jobs) {
          if (!job) continue;
          if (tenantId !== undefined && job.data.tenantId !== tenantId) continue;
          found.push(toFailed(job));
          if (found.length >= want) break;
        }
        if (jobs.length < page) break;
      }
      return found.sort((a, b) => b.failedAt.localeCompare(a.failedAt));
    },

    async retry(id, tenantId) {
      const job = (await queue.getJob(id)) as Job<JobData> | undefined;
      if (!job) return false;
      if (tenantId !== undefined && job.data.tenantId !== tenantId) return false;
      if ((await job.getState()) !== 'failed') return false;
      try {
        await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
        return true;
      } catch (error) {
        // Another process retried it (or it is locked) between the check and the move.
        log.warn({ err: error, id }, 'job retry refused');
        return false;
      }
    },
  };
}
