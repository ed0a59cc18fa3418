import { describe, expect, it, vi } from 'vitest';
import {
  CachedFetchError,
  cachedFetch,
  cacheStorageCache,
  defaultFetchCache,
  type FetchCache,
  memoryCache,
} from './cached-fetch.js';

const URL = '/api/pcsx/options';

function server(...bodies: unknown[]) {
  let call = 0;
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const body = bodies[Math.min(call, bodies.length - 1)];
    call += 1;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
}

/** Lets background revalidation finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cachedFetch', () => {
  it('fetches and keeps the answer on a miss', async () => {
    const fetch = server({ v: 1 });
    const cache = memoryCache();
    await expect(cachedFetch(URL, { fetch, cache, now: () => 1000 })).resolves.toEqual({ v: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await cache.get(URL)).toEqual({ data: { v: 1 }, storedAt: 1000 });
  });

  it('returns a fresh copy at once and revalidates in the background without onChange when equal', async () => {
    const fetch = server({ v: 1 });
    const cache = memoryCache();
    await cache.set(URL, { data: { v: 1 }, storedAt: 0 });
    const onChange = vi.fn();
    await expect(cachedFetch(URL, { fetch, cache, onChange, now: () => 5_000 })).resolves.toEqual({ v: 1 });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect((await cache.get(URL))?.storedAt).toBe(5_000);
  });

  it('calls onChange with new data found by the background refresh', async () => {
    const fetch = server({ v: 2 });
    const cache = memoryCache();
    await cache.set(URL, { data: { v: 1 }, storedAt: 0 });
    const onChange = vi.fn();
    await expect(cachedFetch(URL, { fetch, cache, onChange, now: () => 1 })).resolves.toEqual({ v: 1 });
    await settle();
    expect(onChange).toHaveBeenCalledWith({ v: 2 });
    expect((await cache.get(URL))?.data).toEqual({ v: 2 });
  });

  it('refreshes each url once at a time', async () => {
    const fetch = server({ v: 2 });
    const cache = memoryCache();
    await cache.set(URL, { data: { v: 1 }, storedAt: 0 });
    await Promise.all([
      cachedFetch(URL, { fetch, cache, now: () => 1 }),
      cachedFetch(URL, { fetch, cache, now: () => 1 }),
    ]);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits for the network once the copy is older than maxAgeSeconds (default 3600)', async () => {
    const fetch = server({ v: 2 });
    const cache = memoryCache();
    await cache.set(URL, { data: { v: 1 }, storedAt: 0 });
    await expect(cachedFetch(URL, { fetch, cache, now: () => 3_599_999 })).resolves.toEqual({ v: 1 });
    await settle();
    await cache.set(URL, { data: { v: 1 }, storedAt: 0 });
    await expect(cachedFetch(URL, { fetch, cache, now: () => 3_600_000 })).resolves.toEqual({ v: 2 });
    await cache.set(URL, { data: { v: 1 }, storedAt: 0 });
    await expect(cachedFetch(URL, { fetch, cache, maxAgeSeconds: 10, now: () => 10_000 })).resolves.toEqual({
      v: 2,
    });
  });

  it('neither reads nor writes the cache when disabled', async () => {
    const fetch = server({ v: 2 });
    const cache = memoryCache();
    await cache.set(URL, { data: { v: 1 }, storedAt: 0 });
    await expect(cachedFetch(URL, { fetch, cache, disabled: true, now: () => 1 })).resolves.toEqual({ v: 2 });
    expect((await cache.get(URL))?.data).toEqual({ v: 1 });
  });

  it('drops the kept copy when forced to invalidate', async () => {
    const fetch = server({ v: 2 });
    const cache = memoryCache();
    await cache.set(URL, { data: { v: 1 }, storedAt: 0 });
    const onChange = vi.fn();
    await expect(
      cachedFetch(URL, { fetch, cache, forceInvalidate: true, onChange, now: () => 1 }),
    ).resolves.toEqual({ v: 2 });
    expect(onChange).not.toHaveBeenCalled();
    expect((await cache.get(URL))?.data).toEqual({ v: 2 });
  });

  it('throws on a failed miss and keeps the copy when a background refresh fails', async () => {
    const failing = vi.fn(async () => new Response('nope', { status: 503 }));
    await expect(cachedFetch(URL, { fetch: failing, cache: memoryCache() })).rejects.toBeInstanceOf(
      CachedFetchError,
    );
    const cache = memoryCache();
    await cache.set(URL, { data: { v: 1 }, storedAt: 0 });
    await expect(cachedFetch(URL, { fetch: failing, cache, now: () => 1 })).resolves.toEqual({ v: 1 });
    await settle();
    expect(await cache.get(URL)).toEqual({ data: { v: 1 }, storedAt: 0 });
  });

  it('ages copies by the clock (fake timers, default now)', async () => {
    vi.useFakeTimers();
    try {
      const fetch = server({ v: 1 }, { v: 2 }, { v: 3 });
      const cache = memoryCache();
      const onChange = vi.fn();
      await expect(cachedFetch(URL, { fetch, cache, onChange })).resolves.toEqual({ v: 1 });
      vi.advanceTimersByTime(3_599_999);
      await expect(cachedFetch(URL, { fetch, cache, onChange })).resolves.toEqual({ v: 1 });
      await vi.advanceTimersByTimeAsync(0);
      expect(onChange).toHaveBeenCalledWith({ v: 2 });
      vi.advanceTimersByTime(3_600_000);
      await expect(cachedFetch(URL, { fetch, cache, onChange })).resolves.toEqual({ v: 3 });
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to one shared memory cache without Cache Storage', () => {
    expect(typeof caches).toBe('undefined');
    expect(defaultFetchCache()).toBe(defaultFetchCache());
  });
});

describe('cacheStorageCache', () => {
  function fakeStorage(): CacheStorage {
    const stores = new Map<string, Map<string, Response>>();
    const open = async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (key: string) => store.get(key)?.clone(),
        put: async (key: string, response: Response) => {
          store.set(key, response);
        },
        delete: async (key: string) => store.delete(key),
      } as unknown as Cache;
    };
    return { open } as unknown as CacheStorage;
  }

  it('round-trips data and its age through Cache Storage', async () => {
    const cache: FetchCache = cacheStorageCache(fakeStorage());
    expect(await cache.get(URL)).toBeUndefined();
    await cache.set(URL, { data: { options: [1] }, storedAt: 42 });
    expect(await cache.get(URL)).toEqual({ data: { options: [1] }, storedAt: 42 });
    await cache.delete(URL);
    expect(await cache.get(URL)).toBeUndefined();
  });

  it('reads a broken store as a miss', async () => {
    const broken = {
      open: async () => {
        throw new Error('SecurityError');
      },
    } as unknown as CacheStorage;
    const cache = cacheStorageCache(broken);
    await expect(cache.set(URL, { data: 1, storedAt: 0 })).resolves.toBeUndefined();
    await expect(cache.get(URL)).resolves.toBeUndefined();
  });
});
