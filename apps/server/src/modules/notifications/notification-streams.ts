import { NOTIFICATION_STREAM_EVENT } from '@portico/contracts';
import type { NotificationHub } from './notification-hub.js';

/**
 * The open badge streams of this process (`GET /api/pcsx/notifications/stream`, docs/decisions/051): per
 * candidate, the connections to write to. A change announced on the hub for a candidate with open streams is
 * read once (the unviewed count) and written to each of them; candidates with no stream here cost nothing.
 */
export interface StreamConnection {
  write(chunk: string): void;
  end(): void;
}

export interface BadgeStreamsOptions {
  /** A candidate's streams at once in this process (tabs, devices); one more is refused. */
  maxPerCandidate: number;
  /** A comment line this often keeps proxies from closing a quiet connection. */
  heartbeatMs: number;
}

export const DEFAULT_STREAM_OPTIONS: BadgeStreamsOptions = { maxPerCandidate: 8, heartbeatMs: 25_000 };

/** One server-sent event: `event: badge` with `{"count":N}`. */
export const badgeEvent = (count: number) =>
  `event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify({ count })}\n\n`;

export function createBadgeStreams(
  hub: NotificationHub,
  count: (tenantId: string, candidateId: string) => Promise<number>,
  opts: BadgeStreamsOptions = DEFAULT_STREAM_OPTIONS,
  onError: (error: unknown) => void = () => undefined,
) {
  const open = new Map<string, Set<StreamConnection>>();
  const keyOf = (tenantId: string, candidateId: string) => `${tenantId} ${candidateId}`;
  /** Candidates whose count is being read; a change meanwhile reads it once more afterwards. */
  const reading = new Map<string, boolean>();

  async function refresh(tenantId: string, candidateId: string): Promise<void> {
    const key = keyOf(tenantId, candidateId);
    if (!open.has(key)) return;
    if (reading.has(key)) {
      reading.set(key, true);
      return;
    }
    reading.set(key, false);
    try {
      do {
        reading.set(key, false);
        const n = await count(tenantId, candidateId);
        for (const conn of open.get(key) ?? []) conn.write(badgeEvent(n));
      } while (reading.get(key));
    } catch (error) {
      onError(error);
    } finally {
      reading.delete(key);
    }
  }

  const unsubscribe = hub.subscribe((tenantId, candidateId) => {
    void refresh(tenantId, candidateId);
  });
  const heartbeat = setInterval(() => {
    for (const set of open.values()) for (const conn of set) conn.write(': heartbeat\n\n');
  }, opts.heartbeatMs);
  heartbeat.unref();

  return {
    /**
     * Adds a stream and writes its first count; null when the candidate has `maxPerCandidate` open here. The
     * returned function removes it (call it when the connection closes).
     */
    async add(tenantId: string, candidateId: string, conn: StreamConnection): Promise<(() => void) | null> {
      const key = keyOf(tenantId, candidateId);
      const set = open.get(key) ?? new Set<StreamConnection>();
      if (set.size >= opts.maxPerCandidate) return null;
      set.add(conn);
      open.set(key, set);
      const remove = () => {
        set.delete(conn);
        if (set.size === 0 && open.get(key) === set) open.delete(key);
      };
      try {
        conn.write(badgeEvent(await count(tenantId, candidateId)));
      } catch (error) {
        remove();
        throw error;
      }
      return remove;
    },

    /** Open streams in this process (tests, benchmarks). */
    size(): number {
      let n = 0;
      for (const set of open.values()) n += set.size;
      return n;
    },

    /** Ends every stream (the server is closing) and stops listening. */
    close(): void {
      clearInterval(heartbeat);
      unsubscribe();
      for (const set of open.values()) for (const conn of set) conn.end();
      open.clear();
    },
  };
}
export type BadgeStreams = ReturnType<typeof createBadgeStreams>;
