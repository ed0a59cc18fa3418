import type { FastifyInstance } from 'fastify';

/** How often the sweeps run after the first one at start. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what the server keeps only for a while: timed-out sessions nobody comes back to (the ones that are
 * used again are deleted then) and page views past their retention (PAGE_VIEW_RETENTION_DAYS). Runs once at
 * start, then every `intervalMs`; a failed sweep is logged and tried again next time. Answers a stop function.
 */
export function startHousekeeping(
  app: FastifyInstance,
  opts: { intervalMs?: number } = {},
): { stop: () => void; ran: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    const [sessions, views] = await Promise.allSettled([
      app.services.sessions.purgeExpired(),
      app.services.tenants
        .list()
        .then((tenants) => app.services.analytics.purgeExpired(tenants.map((t) => t.id))),
    ]);
    if (sessions.status === 'rejected') app.log.warn({ err: sessions.reason }, 'session sweep failed');
    else if (sessions.value > 0) app.log.info({ removed: sessions.value }, 'expired sessions removed');
    if (views.status === 'rejected') app.log.warn({ err: views.reason }, 'page view sweep failed');
    else if (views.value > 0) app.log.info({ removed: views.value }, 'page views past retention removed');
  };
  const run = () => {
    running = running.then(sweep);
  };
  run();
  const timer = setInterval(run, opts.intervalMs ?? HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    /** Resolves when the sweeps started so far are done (tests, shutdown). */
    ran: () => running,
  };
}
