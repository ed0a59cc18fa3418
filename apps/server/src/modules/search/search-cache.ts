/**
 * Answers of the public search calls, kept per server process (docs/decisions/017). An entry is served only
 * while its tenant's index version is the one it was computed at (every position write raises it, in any
 * process) and for at most `ttlMs` (the passing of time changes "posted within" and expiry on its own).
 * Least recently used entries go first when the cache is full.
 */
export interface SearchCache {
  get(key: string, version: number): unknown;
  set(key: string, version: number, value: unknown): void;
}

export function createSearchCache(opts: {
  maxEntries: number;
  ttlMs: number;
  now: () => number;
}): SearchCache {
  const entries = new Map<string, { version: number; at: number; value: unknown }>();
  return {
    get(key, version) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.version !== version || opts.now() - entry.at > opts.ttlMs) return undefined;
      // Map order is insertion order: re-inserting marks it most recently used.
      entries.set(key, entry);
      return entry.value;
    },
    set(key, version, value) {
      entries.delete(key);
      if (entries.size >= opts.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { version, at: opts.now(), value });
    },
  };
}
