import type { FastifyInstance } from 'fastify';

/** How often pending mails are looked for (a mail left pending is re-enqueued after MAIL_SWEEP_AFTER_MS). */
export const MAIL_SWEEP_INTERVAL_MS = 60_000;
/** How often the timed notifications are looked for (event reminders, offers about to expire). */
export const TIMED_NOTIFICATIONS_INTERVAL_MS = 15 * 60_000;

/**
 * The notification center's recurring work (docs/decisions/051): the sweep of mails left pending, the day-before
 * event reminders and the "offer expiring in 3 days" notices. Each is safe to run twice or in two processes at
 * once (the mail is claimed by one conditional update; a timed notification has a dedupe key), so this is a
 * plain timer in the housekeeping process until the background queue runs them as its recurring jobs. Runs once
 * at start; a failed run is logged and tried again next time. Answers a stop function.
 */
export function startNotificationJobs(
  app: FastifyInstance,
  opts: { mailSweepMs?: number; timedMs?: number } = {},
): { stop: () => void; ran: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const step = (name: string, work: () => Promise<number>) => async () => {
    try {
      const n = await work();
      if (n > 0) app.log.info({ job: name, count: n }, 'notification job done');
    } catch (error) {
      app.log.warn({ err: error, job: name }, 'notification job failed');
    }
  };
  const s = app.services;
  const sweep = step('mail-sweep', () => s.notifications.sweepMails());
  const timed = async () => {
    await step('event-reminders', () => s.events.remindRegistrants())();
    await step('offers-expiring', () => s.offers.notifyExpiring())();
  };
  const queue = (work: () => Promise<void>) => () => {
    running = running.then(work);
  };
  queue(timed)();
  queue(sweep)();
  const timers = [
    setInterval(queue(sweep), opts.mailSweepMs ?? MAIL_SWEEP_INTERVAL_MS),
    setInterval(queue(timed), opts.timedMs ?? TIMED_NOTIFICATIONS_INTERVAL_MS),
  ];
  for (const t of timers) t.unref();
  return {
    stop: () => {
      for (const t of timers) clearInterval(t);
    },
    ran: () => running,
  };
}
