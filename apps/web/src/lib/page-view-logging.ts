import { useEffect, useRef } from 'react';
import type { PageView, PageViewLogger } from './analytics.js';

/**
 * Logs the first page view after hydration and every client navigation after the new route has rendered.
 * Pass `navigating` (router navigation state !== 'idle') so the start of a navigation is timed from the
 * click, not from the render.
 *
 * The logger (lib/analytics.ts) is downloaded after hydration, so it may arrive after the first view has
 * rendered: the time of that first render is taken here, when it happens, and handed to the logger (its
 * `contentLoadTime`), so the download does not count (docs/decisions/014).
 */
export function usePageViewLogging(
  logger: PageViewLogger | null,
  view: PageView & { navigating: boolean },
): void {
  const logged = useRef<string | null>(null);
  const firstRenderAt = useRef<number | undefined>(undefined);
  const { page, path, pid, navigating } = view;

  useEffect(() => {
    firstRenderAt.current ??= performance.now();
  }, []);

  useEffect(() => {
    if (navigating) logger?.markNavigationStart();
  }, [logger, navigating]);

  useEffect(() => {
    if (!logger || navigating) return;
    const key = `${page}|${path}`;
    // StrictMode runs effects twice in development; log each view once.
    if (logged.current === key) return;
    const first = logged.current === null;
    logged.current = key;
    if (first) void logger.logInitialLoad({ page, path, pid }, firstRenderAt.current);
    else void logger.logNavigation({ page, path, pid });
  }, [logger, navigating, page, path, pid]);
}
