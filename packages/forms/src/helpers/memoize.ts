/** The memoizer of spec 3 §7: results kept per argument list for 5 minutes by default. */

export const MEMOIZE_TTL_MS = 5 * 60_000;

export interface Memoized<A extends unknown[], R> {
  (...args: A): R;
  /** Calls through, ignoring and replacing the kept result for these arguments. */
  forceRefresh(...args: A): R;
  clear(): void;
}

export interface MemoizeOptions<A extends unknown[]> {
  readonly ttlMs?: number;
  /** Cache key of an argument list; JSON by default. */
  readonly key?: (...args: A) => string;
}

/** A rejected promise is not kept, so a failed call is retried next time. */
export function memoize<A extends unknown[], R>(
  fn: (...args: A) => R,
  options: MemoizeOptions<A> = {},
): Memoized<A, R> {
  const ttlMs = options.ttlMs ?? MEMOIZE_TTL_MS;
  const keyOf = options.key ?? ((...args: A) => JSON.stringify(args));
  const entries = new Map<string, { value: R; expiresAt: number }>();

  const call = (args: A): R => {
    const key = keyOf(...args);
    const value = fn(...args);
    const entry = { value, expiresAt: Date.now() + ttlMs };
    entries.set(key, entry);
    if (value instanceof Promise) {
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
    }
    return value;
  };

  const memoized = ((...args: A): R => {
    const entry = entries.get(keyOf(...args));
    if (entry && Date.now() < entry.expiresAt) return entry.value;
    return call(args);
  }) as Memoized<A, R>;
  memoized.forceRefresh = (...args: A) => call(args);
  memoized.clear = () => entries.clear();
  return memoized;
}
