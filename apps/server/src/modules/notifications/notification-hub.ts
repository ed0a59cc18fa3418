import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Tells every open badge stream that a candidate's notifications changed (docs/decisions/051). In one process an
 * EventEmitter is enough; with REDIS_URL the news goes through one Redis pub/sub channel, so a change written by
 * one server process reaches a stream held by another (several processes behind a load balancer, or `WORKERS`).
 * Only "this candidate changed" travels, never the notifications: each stream's process reads the count itself.
 */
export interface NotificationHub {
  publish(tenantId: string, candidateId: string): Promise<void>;
  /** Runs `listener` for every change, from this process or another; returns the unsubscribe. */
  subscribe(listener: (tenantId: string, candidateId: string) => void): () => void;
  close(): Promise<void>;
  /** Resolves once the hub hears changes (Redis: the subscription is in place). */
  ready: Promise<void>;
}

const EVENT = 'changed';
export const HUB_CHANNEL = 'portico:notifications:changed';

function localEmitter() {
  const emitter = new EventEmitter();
  // One listener per process (the stream registry), plus tests' own: no leak warning at a fixed count.
  emitter.setMaxListeners(0);
  return {
    emit: (tenantId: string, candidateId: string) => emitter.emit(EVENT, tenantId, candidateId),
    subscribe(listener: (tenantId: string, candidateId: string) => void) {
      emitter.on(EVENT, listener);
      return () => {
        emitter.off(EVENT, listener);
      };
    },
  };
}

export function createLocalHub(): NotificationHub {
  const local = localEmitter();
  return {
    async publish(tenantId, candidateId) {
      local.emit(tenantId, candidateId);
    },
    subscribe: local.subscribe,
    async close() {},
    ready: Promise.resolve(),
  };
}

/**
 * The Redis hub: one connection publishes, one subscribes to the channel (a subscribed connection can do nothing
 * else). A message is `tenantId candidateId`; this process hears its own publications back from Redis, which
 * is how a stream in this process learns of them too.
 */
export function createRedisHub(
  url: string,
  opts: { onError?: (error: unknown) => void } = {},
): NotificationHub {
  const local = localEmitter();
  const onError = opts.onError ?? (() => undefined);
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const ready = subscriber.subscribe(HUB_CHANNEL);
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== HUB_CHANNEL) return;
    const [tenantId, candidateId] = message.split(' ');
    if (tenantId && candidateId) local.emit(tenantId, candidateId);
  });
  return {
    async publish(tenantId, candidateId) {
      await publisher.publish(HUB_CHANNEL, `${tenantId} ${candidateId}`);
    },
    subscribe: local.subscribe,
    async close() {
      await ready.catch(() => undefined);
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
    ready: ready.then(() => undefined),
  };
}

/** The hub the configuration asks for: Redis with REDIS_URL, else in-process. */
export function createHub(redisUrl: string | undefined, onError?: (error: unknown) => void): NotificationHub {
  return redisUrl ? createRedisHub(redisUrl, onError ? { onError } : {}) : createLocalHub();
}
