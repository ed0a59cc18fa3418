import { NOTIFICATION_STREAM_EVENT } from '@portico/contracts';

/** What the stream needs of the browser's EventSource (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent | Event) => void): void;
  close(): void;
}

export interface BadgeStreamOptions {
  /** The stream's address, with the tenant's `domain`. */
  url: string;
  /** A count the server sent (on connect and after every change to the candidate's notifications). */
  onCount(count: number): void;
  createEventSource?: (url: string) => EventSourceLike;
  /** The window whose `online` event ends a wait early (absent in tests that do not need it). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

/** EventSource.CLOSED: the browser gave up on the stream and will not reconnect by itself. */
const CLOSED = 2;
/** The first wait after the browser gave up; it doubles up to the cap. */
export const STREAM_RETRY_BASE_MS = 2_000;
/** Never wait longer than the badge's own poll (spec 1 §9: 5 minutes), which is the fallback anyway. */
export const STREAM_RETRY_MAX_MS = 5 * 60_000;

/** How long to wait before the `attempt`-th reconnection (0-based): doubling, capped, with ±20% jitter. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_BASE_MS * 2 ** Math.min(attempt, 20));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The count of a `badge` event's data (`{"count":N}`), or null when it is not one. */
export function readCount(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (!parsed || typeof parsed !== 'object') return null;
    const count = (parsed as { count?: unknown }).count;
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}

/**
 * The live badge: one EventSource on the notifications stream (docs/decisions/055). While the connection
 * merely drops, the browser reconnects by itself (the server's `retry:` interval). When the browser gives up —
 * an HTTP error such as a 401 or 503, or an answer that is not an event stream — this reconnects after a wait
 * that doubles from 2 s up to 5 minutes (with jitter, so a restarted server is not hit by every tab at once),
 * and at once when the device comes back online. A connection that opens starts the waits over. The returned
 * function closes the stream for good (signed out, the page left).
 */
export function openBadgeStream(options: BadgeStreamOptions): () => void {
  // A browser without EventSource keeps the 5-minute poll alone.
  if (!options.createEventSource && typeof EventSource === 'undefined') return () => {};
  const create = options.createEventSource ?? ((url: string) => new EventSource(url));
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as number));
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    timer = null;
    if (stopped) return;
    const current = create(options.url);
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
    });
    current.addEventListener(NOTIFICATION_STREAM_EVENT, (event) => {
      const count = readCount((event as MessageEvent).data);
      if (count !== null && source === current) options.onCount(count);
    });
    current.addEventListener('error', () => {
      if (stopped || source !== current || current.readyState !== CLOSED) return;
      current.close();
      source = null;
      timer = setTimer(connect, retryDelay(attempt++, options.random));
    });
  };

  const onOnline = () => {
    if (stopped || timer === null) return;
    clearTimer(timer);
    connect();
  };

  target?.addEventListener('online', onOnline);
  connect();
  return () => {
    stopped = true;
    target?.removeEventListener('online', onOnline);
    if (timer !== null) clearTimer(timer);
    timer = null;
    source?.close();
    source = null;
  };
}
