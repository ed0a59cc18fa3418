import type { FastifyInstance } from 'fastify';

/**
 * The job alerts' recurring tick (docs/decisions/053), every JOB_ALERT_TICK_MS in the housekeeping process: it
 * finds the due alerts, records their digests and enqueues one digest job each. Safe to run twice or in two
 * processes at once (a job is recorded once per alert by the deliveries' key, so a second tick's digest holds
 * nothing). Runs once at start; a failed run is logged and tried again at the next tick. Answers a stop function.
 */
export function startJobAlertJobs(
  app: FastifyInstance,
  opts: { tickMs?: number } = {},
): { stop: () => void; ran: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      try {
        const { due, digests } = await app.services.jobAlerts.tick();
        if (due > 0 || digests > 0) app.log.info({ due, digests }, 'job alerts tick');
      } catch (error) {
        app.log.warn({ err: error }, 'job alerts tick failed');
      }
    });
  };
  tick();
  const timer = setInterval(tick, opts.tickMs ?? app.env.JOB_ALERT_TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), ran: () => running };
}
