import {
  type pageTimingSchema,
  SEARCH_METRICS_NAMESPACE,
  type SearchMetrics,
  type VslogBody,
} from '@portico/contracts';
import type { z } from 'zod';
import type { ApiClient } from './api/client.js';
import { postVslog } from './api/endpoints/vslog.js';

export type PageTiming = z.infer<typeof pageTimingSchema>;

/** Namespace of the careers site's page-view events in /vslog. */
export const ANALYTICS_NAMESPACE = 'careers';
const EVENT = 'contentloadtime' as const;
/** pageTimingSchema's limit for `path`. */
const PATH_MAX_LENGTH = 2000;

export interface PageViewLoggerOptions {
  api: ApiClient;
  /** The tenant's domain (query `domain`). */
  domain: string;
  namespace?: string;
  /** Clock in ms since navigation start (performance.now in the browser); injectable for tests. */
  now?: () => number;
  /** The browser's Performance API; injectable for tests. */
  performance?: Pick<Performance, 'getEntriesByType' | 'now'>;
}

export interface PageView {
  /** The page id (contracts PAGE_IDS where the page has one). */
  page: string;
  path: string;
  /** Position id when the page shows one (query `pid`). */
  pid?: string;
}

export interface PageViewLogger {
  /**
   * The first page of a visit: timing from PerformanceNavigationTiming, and `renderedAt` (ms since navigation
   * start, default now) as the time the content was shown.
   */
  logInitialLoad(view: PageView, renderedAt?: number): Promise<void>;
  /** A client-side navigation began (link click, back/forward). */
  markNavigationStart(): void;
  /** The new route rendered: logs the time since markNavigationStart. */
  logNavigation(view: PageView): Promise<void>;
}

const round = (ms: number) => Math.max(0, Math.round(ms));

/** Timing of the document load from the navigation entry (all values ms from navigation start). */
export function navigationTiming(entry: PerformanceNavigationTiming | undefined, renderedAt: number) {
  const timing: Omit<PageTiming, 'page' | 'path'> = { contentLoadTime: round(renderedAt) };
  if (!entry) return timing;
  if (entry.responseStart > 0) timing.ttfb = round(entry.responseStart - entry.startTime);
  if (entry.domContentLoadedEventEnd > 0)
    timing.domContentLoaded = round(entry.domContentLoadedEventEnd - entry.startTime);
  if (entry.loadEventEnd > 0) timing.load = round(entry.loadEventEnd - entry.startTime);
  timing.navigationType = entry.type;
  return timing;
}

/**
 * Page-view timing posted to POST /vslog (spec 1 §7, spec 2 §7) as a `contentloadtime` event.
 * `navigator.sendBeacon` cannot send the CSRF header, so this is a keepalive fetch through the request
 * layer (silent: no toasts). Every failure is swallowed — logging must never break a page.
 */
export function createPageViewLogger(options: PageViewLoggerOptions): PageViewLogger {
  const perf = options.performance ?? (typeof performance === 'undefined' ? undefined : performance);
  const now = options.now ?? (() => perf?.now() ?? 0);
  const namespace = options.namespace ?? ANALYTICS_NAMESPACE;
  let navigationStartedAt: number | undefined;

  async function send(view: PageView, timing: Omit<PageTiming, 'page' | 'path'>): Promise<void> {
    try {
      // Built from typed numbers; the server checks it against pageTimingSchema and refuses what does not
      // match. The browser does not repeat that check: it would download zod on every page view (docs/decisions/014).
      // In the schema's key order (absent values drop out of the JSON), as the parsed copy used to be.
      const payload: PageTiming = {
        page: view.page,
        path: view.path.slice(0, PATH_MAX_LENGTH),
        ttfb: timing.ttfb,
        domContentLoaded: timing.domContentLoaded,
        load: timing.load,
        contentLoadTime: timing.contentLoadTime,
        navigationType: timing.navigationType,
      };
      const body: VslogBody = { event: EVENT, namespace, data_json: JSON.stringify(payload) };
      await postVslog(options.api, {
        query: { domain: options.domain, pid: view.pid, event: EVENT, namespace },
        body,
      });
    } catch {
      // Swallowed on purpose: analytics is best effort.
    }
  }

  return {
    logInitialLoad(view, renderedAt = now()) {
      let entry: PerformanceNavigationTiming | undefined;
      try {
        entry = perf?.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      } catch {
        entry = undefined;
      }
      return send(view, navigationTiming(entry, renderedAt));
    },
    markNavigationStart() {
      navigationStartedAt ??= now();
    },
    logNavigation(view) {
      const started = navigationStartedAt;
      navigationStartedAt = undefined;
      // Without a recorded start (e.g. a navigation the router did synchronously) 0 is the honest value.
      const contentLoadTime = started === undefined ? 0 : round(now() - started);
      return send(view, { contentLoadTime, navigationType: 'navigate' });
    },
  };
}

/**
 * One search of the search page, with how many jobs it found, posted to POST /vslog as a `metrics` event
 * (namespace SEARCH_METRICS_NAMESPACE): the workspace's analytics count searches, their words and the ones that
 * found nothing from it. Best effort like the page views: a failure is swallowed.
 */
export async function logSearch(
  api: ApiClient,
  domain: string,
  search: { query: string; location: string; resultCount: number },
): Promise<void> {
  const payload: SearchMetrics = {
    query: search.query.slice(0, 200),
    location: search.location.slice(0, 200),
    resultCount: search.resultCount,
  };
  try {
    await postVslog(api, {
      query: { domain, event: 'metrics', namespace: SEARCH_METRICS_NAMESPACE },
      body: { event: 'metrics', namespace: SEARCH_METRICS_NAMESPACE, data_json: JSON.stringify(payload) },
    });
  } catch {
    // Swallowed on purpose: analytics is best effort.
  }
}
