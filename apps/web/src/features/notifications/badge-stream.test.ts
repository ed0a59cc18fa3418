import { describe, expect, it, vi } from 'vitest';
import {
  type EventSourceLike,
  openBadgeStream,
  readCount,
  retryDelay,
  STREAM_RETRY_BASE_MS,
  STREAM_RETRY_MAX_MS,
} from './badge-stream.js';

class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent | Event) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent | Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: string) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(data === undefined ? new Event(type) : new MessageEvent(type, { data }));
  }
  open() {
    this.readyState = 1;
    this.emit('open');
  }
  /** The browser gave up (an HTTP error): readyState CLOSED, then `error`. */
  fail() {
    this.readyState = 2;
    this.emit('error');
  }
  /** A dropped connection the browser retries itself: readyState CONNECTING, then `error`. */
  drop() {
    this.readyState = 0;
    this.emit('error');
  }
}

function harness() {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const target = new EventTarget();
  const counts: number[] = [];
  const stop = openBadgeStream({
    url: '/api/pcsx/notifications/stream?domain=acme.example',
    onCount: (count) => counts.push(count),
    createEventSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    target: target as unknown as Window,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    random: () => 0.5,
  });
  return { sources, timers, target, counts, stop };
}

describe('readCount', () => {
  it('reads the count of a badge event and refuses anything else', () => {
    expect(readCount('{"count":3}')).toBe(3);
    expect(readCount('{"count":0}')).toBe(0);
    for (const bad of ['{"count":-1}', '{"count":1.5}', '{"count":"3"}', '{}', 'null', 'nope', undefined, 3])
      expect(readCount(bad)).toBeNull();
  });
});

describe('retryDelay', () => {
  it('doubles from 2 s and stops at 5 minutes, with ±20% jitter', () => {
    expect(retryDelay(0, () => 0.5)).toBe(STREAM_RETRY_BASE_MS);
    expect(retryDelay(1, () => 0.5)).toBe(2 * STREAM_RETRY_BASE_MS);
    expect(retryDelay(3, () => 0.5)).toBe(8 * STREAM_RETRY_BASE_MS);
    expect(retryDelay(50, () => 0.5)).toBe(STREAM_RETRY_MAX_MS);
    expect(retryDelay(0, () => 0)).toBe(0.8 * STREAM_RETRY_BASE_MS);
    expect(retryDelay(0, () => 1)).toBe(1.2 * STREAM_RETRY_BASE_MS);
  });
});

describe('openBadgeStream', () => {
  it('opens one stream and passes on every valid count', () => {
    const { sources, counts } = harness();
    expect(sources).toHaveLength(1);
    expect(sources[0]?.url).toBe('/api/pcsx/notifications/stream?domain=acme.example');
    sources[0]?.open();
    sources[0]?.emit('badge', '{"count":2}');
    sources[0]?.emit('badge', 'garbage');
    sources[0]?.emit('message', '{"count":9}');
    sources[0]?.emit('badge', '{"count":5}');
    expect(counts).toEqual([2, 5]);
  });

  it('leaves a dropped connection to the browser, and reconnects with growing waits when it gives up', () => {
    const { sources, timers } = harness();
    sources[0]?.drop();
    expect(timers).toHaveLength(0);
    expect(sources[0]?.closed).toBe(false);

    sources[0]?.fail();
    expect(sources[0]?.closed).toBe(true);
    expect(timers.map((t) => t.ms)).toEqual([STREAM_RETRY_BASE_MS]);
    timers[0]?.run();
    expect(sources).toHaveLength(2);
    sources[1]?.fail();
    expect(timers.map((t) => t.ms)).toEqual([STREAM_RETRY_BASE_MS, 2 * STREAM_RETRY_BASE_MS]);

    // A connection that opens starts the waits over.
    timers[1]?.run();
    sources[2]?.open();
    sources[2]?.fail();
    expect(timers[2]?.ms).toBe(STREAM_RETRY_BASE_MS);
  });

  it('reconnects at once when the device comes back online', () => {
    const { sources, timers, target } = harness();
    sources[0]?.fail();
    target.dispatchEvent(new Event('online'));
    expect(timers[0]?.cleared).toBe(true);
    expect(sources).toHaveLength(2);
    // Online while connected does nothing.
    target.dispatchEvent(new Event('online'));
    expect(sources).toHaveLength(2);
  });

  it('stops for good: closes the stream, cancels a pending reconnection and ignores late events', () => {
    const first = harness();
    first.stop();
    expect(first.sources[0]?.closed).toBe(true);
    first.sources[0]?.emit('badge', '{"count":4}');
    expect(first.counts).toEqual([]);

    const second = harness();
    second.sources[0]?.fail();
    second.stop();
    expect(second.timers[0]?.cleared).toBe(true);
    second.target.dispatchEvent(new Event('online'));
    expect(second.sources).toHaveLength(1);
  });

  it('uses the browser EventSource by default', () => {
    const created: string[] = [];
    const Original = globalThis.EventSource;
    class Spy extends FakeSource {
      constructor(url: string) {
        super(url);
        created.push(url);
      }
    }
    vi.stubGlobal('EventSource', Spy);
    try {
      const stop = openBadgeStream({ url: '/stream', onCount: () => {} });
      stop();
      expect(created).toEqual(['/stream']);
    } finally {
      vi.stubGlobal('EventSource', Original);
    }
  });
});
