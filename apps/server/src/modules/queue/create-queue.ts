import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Env } from '../../env.js';
import { createBullQueue } from './bullmq-queue.js';
import { createEmbeddedQueue } from './embedded-queue.js';
import type { Queue, QueueLogger } from './queue.js';

/** BullMQ on Redis when REDIS_URL is set (several processes share the work), else the database's own table. */
export function createQueue(deps: {
  db: Kysely<Database>;
  env: Env;
  now: () => Date;
  log: QueueLogger;
}): Queue {
  const { db, env, now, log } = deps;
  if (env.REDIS_URL) return createBullQueue({ redisUrl: env.REDIS_URL, now, log });
  return createEmbeddedQueue(db, { now, log, pollMs: env.QUEUE_POLL_MS });
}
