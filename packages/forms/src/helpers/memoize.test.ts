import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMOIZE_TTL_MS, memoize } from './memoize.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('memoize', () => {
  it('keeps a result per argument list for 5 minutes by default', () => {
    expect(MEMOIZE_TTL_MS).toBe(300_000);
    const fn = vi.fn((a: number, b: number) => a + b);
    const add = memoize(fn);
    expect(add(1, 2)).toBe(3);
    expect(add(1, 2)).toBe(3);
    expect(add(2, 1)).toBe(3);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(MEMOIZE_TTL_MS - 1);
    add(1, 2);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    add(1, 2);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('honours a custom ttl and key', () => {
    const fn = vi.fn((o: { id: number; noise: number }) => o.id);
    const byId = memoize(fn, { ttlMs: 1000, key: (o) => String(o.id) });
    byId({ id: 1, noise: 1 });
    byId({ id: 1, noise: 2 });
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    byId({ id: 1, noise: 3 });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('forceRefresh calls through and replaces the kept result', () => {
    let n = 0;
    const next = memoize(() => ++n);
    expect(next()).toBe(1);
    expect(next.forceRefresh()).toBe(2);
    expect(next()).toBe(2);
    next.clear();
    expect(next()).toBe(3);
  });

  it('does not keep a rejected promise', async () => {
    const fn = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
    const load = memoize(fn as () => Promise<string>);
    await expect(load()).rejects.toThrow('down');
    await expect(load()).resolves.toBe('ok');
    await expect(load()).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
