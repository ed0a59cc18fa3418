/**
 * The background job queue (issue 18 §4, docs/decisions/052). Mails, digests and notification fan-out run as
 * jobs, so a request answers at once and a failure is retried instead of lost.
 *
 * Two implementations behind one interface:
 * - embedded (the default, `embedded-queue.ts`): a `queue_jobs` table in the app's own database (SQLite or
 *   PostgreSQL). A process takes a job with a lease; if the process dies, the lease runs out and another
 *   process (or the same one after a restart) runs the job again.
 * - BullMQ (`bullmq-queue.ts`) when REDIS_URL is set: several server processes share the work through Redis.
 *
 * The contract both keep:
 * - `define(name, handler, { attempts = 5, backoffMs = 2000 })` registers the handler of a job name, before
 *   `start()`. A handler that throws is tried again after `backoffMs`, then twice that, and so on; after the
 *   last attempt the job is failed and listed by `failed()` until someone retries it.
 * - `enqueue(name, payload, { key, tenantId?, delayMs? })` adds a job after the caller's transaction has
 *   committed. `key` is the job's idempotency key, unique across the whole queue (put the tenant in it): adding
 *   a key that exists — pending, running, done (kept for KEEP_DONE_MS) or failed — does nothing, so a retried
 *   request or two processes adding the same work make one job. The payload must survive JSON.
 * - A handler may run more than once for one job (its process died after the work but before it was recorded
 *   done): handlers must be idempotent — mail them with `mail.send(..., { idempotencyKey: ctx.key })`.
 * - `every(name, everyMs)`: a recurring job. In every slot of `everyMs` (counted from the Unix epoch, UTC) one
 *   job `name` with payload `{ slot }` (the slot's start, ISO) and key `name@slot`, however many processes run.
 *   Only the current slot is added: slots that passed while no process ran are not made up.
 * - `start()` begins taking jobs; `close()` stops taking new ones, waits a while for those running, and leaves
 *   the rest to run again elsewhere. `drain()` (tests, the demo seed) runs every job due now in this process
 *   (embedded) or waits until Redis has no job waiting, running or delayed (BullMQ).
 * - `failed({ tenantId, limit })` lists failed jobs, newest first; `retry(id, tenantId)` puts one failed job
 *   back with fresh attempts (false when there is no such failed job of that tenant).
 */

export interface JobContext {
  /** 1 for the first run, then 2, 3, … */
  attempt: number;
  /** The job's idempotency key. */
  key: string;
}

export interface JobOptions {
  /** Runs in all before the job is failed; default 5. */
  attempts?: number;
  /** Delay before the first retry, doubling for each later one; default 2000 ms. */
  backoffMs?: number;
}

export interface EnqueueOptions {
  key: string;
  /** The tenant the job works for: its admins see the job if it fails. */
  tenantId?: string | null;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

/** A job that used all its attempts, as the failed list shows it. */
export interface FailedJob {
  id: string;
  name: string;
  key: string;
  tenantId: string | null;
  attempts: number;
  lastError: string | null;
  /** When it was added and when its last attempt failed (ISO). */
  createdAt: string;
  failedAt: string;
}

export interface Queue {
  readonly kind: 'embedded' | 'bullmq';
  define<P>(name: string, handler: JobHandler<P>, opts?: JobOptions): void;
  enqueue<P>(name: string, payload: P, opts: EnqueueOptions): Promise<void>;
  every(name: string, everyMs: number): void;
  start(): void;
  close(): Promise<void>;
  drain(): Promise<void>;
  failed(opts: { tenantId?: string; limit?: number }): Promise<FailedJob[]>;
  retry(id: string, tenantId?: string): Promise<boolean>;
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 2000;
/** Done jobs are kept this long, so their keys stay idempotent at least that long. */
export const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;
/** Failed jobs stay on the failed list this long unless retried. */
export const KEEP_FAILED_MS = 30 * 24 * 60 * 60 * 1000;
/** The longest key and last error kept (a key names a job; an error is for people to read). */
export const MAX_KEY_LENGTH = 400;
export const MAX_ERROR_LENGTH = 2000;
export const MAX_FAILED_LIST = 200;

export class QueueError extends Error {
  override name = 'QueueError';
}

interface Definition {
  handler: JobHandler<unknown>;
  attempts: number;
  backoffMs: number;
}

/** The handlers and recurring jobs both implementations keep, with the checks of their arguments. */
export function createRegistry() {
  const definitions = new Map<string, Definition>();
  const recurring = new Map<string, number>();
  let started = false;
  return {
    definitions,
    recurring,
    get started() {
      return started;
    },
    markStarted() {
      for (const name of recurring.keys())
        if (!definitions.has(name))
          throw new QueueError(`recurring job "${name}" has no handler (define it)`);
      started = true;
    },
    define<P>(name: string, handler: JobHandler<P>, opts: JobOptions = {}): void {
      if (!/^[A-Za-z0-9._-]{1,100}$/.test(name))
        throw new QueueError(`job name "${name}": use 1 to 100 letters, digits, dots, dashes or underscores`);
      if (definitions.has(name)) throw new QueueError(`job "${name}" is already defined`);
      const attempts = opts.attempts ?? DEFAULT_ATTEMPTS;
      const backoffMs = opts.backoffMs ?? DEFAULT_BACKOFF_MS;
      if (!Number.isInteger(attempts) || attempts < 1 || attempts > 100)
        throw new QueueError(`job "${name}": attempts must be a whole number from 1 to 100`);
      if (!Number.isInteger(backoffMs) || backoffMs < 0)
        throw new QueueError(`job "${name}": backoffMs must be a whole number of milliseconds`);
      definitions.set(name, { handler: handler as JobHandler<unknown>, attempts, backoffMs });
    },
    every(name: string, everyMs: number): void {
      if (!Number.isInteger(everyMs) || everyMs < 1000)
        throw new QueueError(`recurring job "${name}": everyMs must be a whole number of at least 1000`);
      if (recurring.has(name)) throw new QueueError(`recurring job "${name}" is already scheduled`);
      recurring.set(name, everyMs);
    },
    /** The definition of a job being added; an unknown name or a bad key is the caller's mistake. */
    checkEnqueue(name: string, opts: EnqueueOptions): Definition {
      const def = definitions.get(name);
      if (!def) throw new QueueError(`job "${name}" is not defined`);
      if (typeof opts.key !== 'string' || opts.key.length === 0 || opts.key.length > MAX_KEY_LENGTH)
        throw new QueueError(`job "${name}": key must be 1 to ${MAX_KEY_LENGTH} characters`);
      if (opts.delayMs !== undefined && (!Number.isFinite(opts.delayMs) || opts.delayMs < 0))
        throw new QueueError(`job "${name}": delayMs must be 0 or more`);
      return def;
    },
  };
}

/** The wait before retry number `retry` (1 = after the first failure): backoffMs, doubling each time. */
export function backoffDelay(backoffMs: number, retry: number): number {
  return backoffMs * 2 ** Math.max(0, retry - 1);
}

/** The slot of a recurring job that contains `at`: its start and the job's key. */
export function recurringSlot(name: string, everyMs: number, at: Date): { slot: string; key: string } {
  const slot = new Date(Math.floor(at.getTime() / everyMs) * everyMs).toISOString();
  return { slot, key: `${name}@${slot}` };
}

/** What a thrown value says, short enough to keep and show. */
export function errorText(error: unknown): string {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined) return 50;
  return Math.min(MAX_FAILED_LIST, Math.max(1, Math.floor(limit)));
}

export interface QueueLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
