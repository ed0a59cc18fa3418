import cluster from 'node:cluster';

/**
 * Notices between the workers of a multi-process server (`WORKERS` > 1, node:cluster): a worker that changed
 * something another worker keeps in memory (a tenant's configuration, its application form) tells the
 * primary, which passes the notice to every other worker. A single process has nobody to tell. Servers on
 * other machines are not reached: their caches expire on their own (a few seconds).
 */
const CHANNEL = 'portico:broadcast';

interface Notice {
  channel: typeof CHANNEL;
  topic: string;
  key: string;
}

const handlers = new Map<string, Set<(key: string) => void>>();
let listening = false;

function isNotice(message: unknown): message is Notice {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as Notice).channel === CHANNEL &&
    typeof (message as Notice).topic === 'string' &&
    typeof (message as Notice).key === 'string'
  );
}

/** Tells the other workers that `key` of `topic` changed. */
export function broadcast(topic: string, key: string): void {
  if (!cluster.isWorker || !process.send) return;
  process.send({ channel: CHANNEL, topic, key } satisfies Notice);
}

/** Runs `handler` when another worker broadcasts `topic`; returns the unsubscribe. */
export function onBroadcast(topic: string, handler: (key: string) => void): () => void {
  if (!cluster.isWorker) return () => undefined;
  if (!listening) {
    listening = true;
    process.on('message', (message: unknown) => {
      if (isNotice(message)) for (const h of handlers.get(message.topic) ?? []) h(message.key);
    });
  }
  const set = handlers.get(topic) ?? new Set();
  set.add(handler);
  handlers.set(topic, set);
  return () => set.delete(handler);
}

/** In the primary: passes each worker's notice on to the other workers. */
export function relayBroadcasts(): void {
  cluster.on('message', (from, message: unknown) => {
    if (!isNotice(message)) return;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker.id !== from.id && worker.isConnected()) worker.send(message);
  });
}
