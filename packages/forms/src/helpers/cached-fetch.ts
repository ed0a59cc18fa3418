/**
 * The cached fetch of spec 3 §7: a GET whose JSON answer is kept (Cache Storage in the browser, memory
 * elsewhere) for `maxAgeSeconds`. A kept copy is returned at once and refreshed in the background; when the
 * refreshed data differs, `onChange` receives it. An expired copy is not used: the call waits for the network.
 */

export const CACHED_FETCH_MAX_AGE_SECONDS = 3600;
export const CACHED_FETCH_STORE = 'portico-cached-fetch';

export interface CacheEntry {
  readonly data: unknown;
  /** Epoch milliseconds when the data was fetched. */
  readonly storedAt: number;
}

export interface FetchCache {
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry): Promise<void>;
  delete(key: string): Promise<void>;
}

export function memoryCache(): FetchCache {
  const entries = new Map<string, CacheEntry>();
  return {
    get: async (key) => entries.get(key),
    set: async (key, entry) => {
      entries.set(key, entry);
    },
    delete: async (key) => {
      entries.delete(key);
    },
  };
}

const STORED_AT_HEADER = 'x-portico-stored-at';

/** Keeps entries in the browser's Cache Storage; any storage failure reads as a miss. */
export function cacheStorageCache(storage: CacheStorage, name = CACHED_FETCH_STORE): FetchCache {
  return {
    async get(key) {
      try {
        const response = await (await storage.open(name)).match(key);
        if (!response) return undefined;
        const storedAt = Number(response.headers.get(STORED_AT_HEADER));
        return { data: await response.json(), storedAt: Number.isFinite(storedAt) ? storedAt : 0 };
      } catch {
        return undefined;
      }
    },
    async set(key, entry) {
      try {
        const headers = { 'content-type': 'application/json', [STORED_AT_HEADER]: String(entry.storedAt) };
        await (await storage.open(name)).put(key, new Response(JSON.stringify(entry.data), { headers }));
      } catch {
        // A full or unavailable cache only costs the next call a network round trip.
      }
    },
    async delete(key) {
      try {
        await (await storage.open(name)).delete(key);
      } catch {
        // Nothing to invalidate.
      }
    },
  };
}

let fallbackCache: FetchCache | undefined;

/** Cache Storage when the runtime has it, else one in-memory cache shared by every call. */
export function defaultFetchCache(): FetchCache {
  if (typeof caches !== 'undefined') return cacheStorageCache(caches);
  fallbackCache ??= memoryCache();
  return fallbackCache;
}

export class CachedFetchError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`GET ${url} failed with status ${status}`);
    this.name = 'CachedFetchError';
  }
}

export interface CachedFetchOptions<T> {
  readonly maxAgeSeconds?: number;
  /** Skip the cache entirely: read nothing, store nothing. */
  readonly disabled?: boolean;
  /** Drop the kept copy first, so this call waits for fresh data. */
  readonly forceInvalidate?: boolean;
  /** Called with the background-refreshed data when it differs from the copy that was returned. */
  readonly onChange?: (data: T) => void;
  readonly fetch?: typeof fetch;
  readonly cache?: FetchCache;
  readonly now?: () => number;
}

const inFlight = new WeakMap<FetchCache, Map<string, Promise<void>>>();

export async function cachedFetch<T = unknown>(url: string, options: CachedFetchOptions<T> = {}): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const maxAgeMs = (options.maxAgeSeconds ?? CACHED_FETCH_MAX_AGE_SECONDS) * 1000;
  const load = async (): Promise<T> => {
    const response = await doFetch(url, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new CachedFetchError(url, response.status);
    return (await response.json()) as T;
  };
  if (options.disabled) return load();

  const cache = options.cache ?? defaultFetchCache();
  if (options.forceInvalidate) await cache.delete(url);
  const kept = await cache.get(url);
  if (kept && now() - kept.storedAt < maxAgeMs) {
    revalidate(cache, url, kept.data, load, now, options.onChange);
    return kept.data as T;
  }
  const data = await load();
  await cache.set(url, { data, storedAt: now() });
  return data;
}

function revalidate<T>(
  cache: FetchCache,
  url: string,
  previous: unknown,
  load: () => Promise<T>,
  now: () => number,
  onChange: ((data: T) => void) | undefined,
): void {
  let pending = inFlight.get(cache);
  if (!pending) {
    pending = new Map();
    inFlight.set(cache, pending);
  }
  if (pending.has(url)) return;
  const running = pending;
  const task = load()
    .then(async (data) => {
      await cache.set(url, { data, storedAt: now() });
      if (JSON.stringify(data) !== JSON.stringify(previous)) onChange?.(data);
    })
    .catch(() => {
      // The kept copy stays in use; the next call tries again.
    })
    .finally(() => running.delete(url));
  running.set(url, task);
}
