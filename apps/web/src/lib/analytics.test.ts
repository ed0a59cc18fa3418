import { API, pageTimingSchema, searchMetricsSchema, vslogBodySchema } from '@portico/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPageViewLogger, logSearch, type PageViewLogger } from './analytics.js';
import { createApiClient } from './api/client.js';
import { createApiEvents } from './api/events.js';
import { usePageViewLogging } from './page-view-logging.js';

function setup(respond: () => Response | Promise<Response> = () => new Response(null, { status: 204 })) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return respond();
  }) as unknown as typeof globalThis.fetch;
  const events = createApiEvents();
  const errors = vi.fn();
  events.on('error', errors);
  const api = createApiClient({
    fetch,
    getCsrfToken: () => 'tok',
    setCsrfToken: () => {},
    getContext: () => ({ groupId: 'northwind.example' }),
    events,
  });
  let clock = 0;
  const entry = {
    startTime: 0,
    responseStart: 120.4,
    domContentLoadedEventEnd: 480,
    loadEventEnd: 900.6,
    type: 'navigate',
  } as PerformanceNavigationTiming;
  const logger = createPageViewLogger({
    api,
    domain: 'northwind.example',
    now: () => clock,
    performance: { getEntriesByType: () => [entry], now: () => clock },
  });
  return {
    api,
    logger,
    calls,
    errors,
    tick: (ms: number) => (clock += ms),
    setClock: (ms: number) => (clock = ms),
  };
}

describe('page-view analytics', () => {
  it('posts the first load with navigation timing, query fields and the CSRF header', async () => {
    const { logger, calls, setClock } = setup();
    setClock(950);
    await logger.logInitialLoad({ page: 'search', path: '/careers?query=x', pid: undefined });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(`${API.vslog}?domain=northwind.example&event=contentloadtime&namespace=careers`);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.keepalive).toBe(true);
    expect(new Headers(call?.init.headers).get('x-csrf-token')).toBe('tok');
    const body = vslogBodySchema.parse(JSON.parse(String(call?.init.body)));
    expect(body.event).toBe('contentloadtime');
    expect(body.namespace).toBe('careers');
    expect(pageTimingSchema.parse(JSON.parse(body.data_json))).toEqual({
      page: 'search',
      path: '/careers?query=x',
      ttfb: 120,
      domContentLoaded: 480,
      load: 901,
      contentLoadTime: 950,
      navigationType: 'navigate',
    });
  });

  it('times client navigations from their start to the render, with the pid', async () => {
    const { logger, calls, setClock, tick } = setup();
    setClock(5000);
    logger.markNavigationStart();
    tick(340);
    await logger.logNavigation({ page: 'job', path: '/careers/job/42', pid: '42' });
    expect(calls[0]?.url).toContain('pid=42');
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(JSON.parse(body.data_json)).toEqual({
      page: 'job',
      path: '/careers/job/42',
      contentLoadTime: 340,
      navigationType: 'navigate',
    });
  });

  it('swallows failures silently (no error event, no rejection)', async () => {
    const { logger, errors } = setup(
      () => new Response('{"error":{"code":"INTERNAL","message":"x"}}', { status: 500 }),
    );
    await expect(logger.logInitialLoad({ page: 'home', path: '/careers' })).resolves.toBeUndefined();
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.logger.logNavigation({ page: 'home', path: '/careers' })).resolves.toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
    expect(offline.errors).not.toHaveBeenCalled();
  });
});

describe('search logs', () => {
  it('posts a search with its words and how many jobs it found, as the server checks it', async () => {
    const { api, calls, errors } = setup();
    await logSearch(api, 'northwind.example', { query: 'astronaut', location: 'Berlin', resultCount: 0 });
    expect(calls[0]?.url).toBe(`${API.vslog}?domain=northwind.example&event=metrics&namespace=search`);
    const body = vslogBodySchema.parse(JSON.parse(String(calls[0]?.init.body)));
    expect(body).toMatchObject({ event: 'metrics', namespace: 'search' });
    expect(searchMetricsSchema.parse(JSON.parse(body.data_json))).toEqual({
      query: 'astronaut',
      location: 'Berlin',
      resultCount: 0,
    });
    // Best effort: a failure is swallowed.
    const failing = setup(() => Promise.reject(new Error('offline')));
    await expect(
      logSearch(failing.api, 'northwind.example', { query: 'x', location: '', resultCount: 1 }),
    ).resolves.toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('usePageViewLogging', () => {
  it('logs the first view once, then each navigation after it settles', () => {
    const logger: PageViewLogger = {
      logInitialLoad: vi.fn(async () => {}),
      markNavigationStart: vi.fn(),
      logNavigation: vi.fn(async () => {}),
    };
    const { rerender } = renderHook(
      (props: { path: string; navigating: boolean }) =>
        usePageViewLogging(logger, { page: 'home', ...props }),
      { initialProps: { path: '/careers', navigating: false } },
    );
    rerender({ path: '/careers', navigating: false });
    expect(logger.logInitialLoad).toHaveBeenCalledTimes(1);
    act(() => rerender({ path: '/careers', navigating: true }));
    expect(logger.markNavigationStart).toHaveBeenCalledTimes(1);
    expect(logger.logNavigation).not.toHaveBeenCalled();
    act(() => rerender({ path: '/careers/settings', navigating: false }));
    expect(logger.logNavigation).toHaveBeenCalledWith({
      page: 'home',
      path: '/careers/settings',
      pid: undefined,
    });
    expect(logger.logInitialLoad).toHaveBeenCalledTimes(1);
  });
});
