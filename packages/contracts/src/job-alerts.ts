import { z } from 'zod';
import { envelope } from './errors.js';
import { JOB_ALERT_FREQUENCIES } from './onboarding.js';
import { SEARCH_LOCATION_MAX_LENGTH, SEARCH_QUERY_MAX_LENGTH } from './search-constants.js';

/*
 * Job alerts (issue 18 §3, docs/decisions/053): saved searches whose new matching jobs are mailed daily or
 * weekly. A signed-in candidate manages their own under /api/pcsx/job_alerts; a visitor subscribes by e-mail
 * where the site offers it (`loggedOutNotificationConfig`) and confirms through a mailed link; every digest
 * carries a one-click unsubscribe link that needs no sign-in.
 */

/** The longest name of an alert; a longer one is a field error, never cut. */
export const JOB_ALERT_NAME_MAX_LENGTH = 120;
/** Alerts one candidate may keep: beyond this a new one is refused with a clear message. */
export const JOB_ALERTS_PER_CANDIDATE = 50;
/** How long the confirmation link of a visitor's subscription stays valid. */
export const JOB_ALERT_CONFIRM_HOURS = 48;

/** The messages of the job alerts' field errors, shared by the server (which sends them) and its tests. */
export const JOB_ALERT_MESSAGES = {
  name: `Give the alert a name of 1 to ${JOB_ALERT_NAME_MAX_LENGTH} characters.`,
  frequency: 'Choose daily or weekly.',
  empty: 'An alert needs words, a place or a filter: otherwise it would mail every new job.',
  tooMany: `You can keep up to ${JOB_ALERTS_PER_CANDIDATE} job alerts. Delete one to add another.`,
  duplicate: 'You already have an alert for this search.',
  nothingToChange: 'Send a name, a frequency or alertsEnabled.',
  email: 'Enter a valid e-mail address.',
  place:
    'Choose a place by its name (a city, a country or "remote"): an alert cannot follow a map point or an unknown place.',
  disabled: 'Job alerts are not offered on this site.',
  visitorsDisabled: 'This site does not offer job alerts without an account.',
  link: 'This link is not valid any more. Job alerts send a new one with every mail.',
} as const;

const frequencySchema = z.enum(JOB_ALERT_FREQUENCIES, { message: JOB_ALERT_MESSAGES.frequency });
const nameSchema = z
  .string({ message: JOB_ALERT_MESSAGES.name })
  .trim()
  .min(1, JOB_ALERT_MESSAGES.name)
  .max(JOB_ALERT_NAME_MAX_LENGTH, JOB_ALERT_MESSAGES.name);

/** One of the signed-in candidate's alerts. `name` is theirs, or a summary of the search when they gave none. */
export const jobAlertSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  location: z.string(),
  /** The search URL's `filter_*` values by filter name, as the search understood them. */
  filters: z.record(z.string(), z.array(z.string())),
  frequency: frequencySchema,
  /** false while paused: nothing is mailed, and jobs posted meanwhile are not mailed on resuming. */
  alertsEnabled: z.boolean(),
  createdAt: z.string(),
  /** When the last digest went out; null before the first. */
  lastSentAt: z.string().nullable(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** The search a new alert saves: the search page's query, place and filters, as the search call takes them. */
const searchPartSchema = z.object({
  query: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).default(''),
  location: z.string().trim().max(SEARCH_LOCATION_MAX_LENGTH).default(''),
  filters: z.record(z.string().max(100), z.array(z.string().max(500)).max(50)).default({}),
  frequency: frequencySchema.default('weekly'),
});

/** `POST /api/pcsx/job_alerts`: saves the current search with its alert on. */
export const createJobAlertRequestSchema = searchPartSchema.extend({ name: nameSchema.optional() });
export type CreateJobAlertRequest = z.input<typeof createJobAlertRequestSchema>;

/** `PATCH /api/pcsx/job_alerts/{id}`: rename, pause or resume, change the frequency (any of them). */
export const updateJobAlertRequestSchema = z.object({
  name: nameSchema.optional(),
  frequency: frequencySchema.optional(),
  alertsEnabled: z.boolean().optional(),
});
export type UpdateJobAlertRequest = z.input<typeof updateJobAlertRequestSchema>;

export const jobAlertIdParamSchema = z.object({ id: z.uuid({ message: 'Not a job alert id.' }) });

export const jobAlertResponseSchema = envelope(z.object({ alert: jobAlertSchema }));
export type JobAlertResponse = z.infer<typeof jobAlertResponseSchema>;
export const jobAlertsResponseSchema = envelope(z.object({ alerts: z.array(jobAlertSchema) }));
export type JobAlertsResponse = z.infer<typeof jobAlertsResponseSchema>;
export const jobAlertDeletedResponseSchema = envelope(z.object({ deleted: z.literal(true) }));

/**
 * `POST /api/pcsx/job_alerts/subscribe` (visitors, where `loggedOutNotificationConfig.enabled`): the search and
 * an address. The answer is the same whatever the address, and nothing is mailed but the confirmation until its
 * link is used (double opt-in).
 */
export const subscribeJobAlertRequestSchema = searchPartSchema.extend({
  email: z.email({ message: JOB_ALERT_MESSAGES.email }).max(254, JOB_ALERT_MESSAGES.email),
  /** The page's language: the confirmation and the digests are written in it. */
  hl: z.string().max(20).optional(),
});
export type SubscribeJobAlertRequest = z.input<typeof subscribeJobAlertRequestSchema>;
export const subscribeJobAlertResponseSchema = envelope(z.object({ status: z.literal('check_email') }));

/**
 * The pages of the mailed links (no sign-in; `?token=`): GET shows the question and a button, which POSTs to the
 * same address — so a link scanner that opens every link in a mail confirms and unsubscribes nobody. A mail
 * client's own one-click unsubscribe (RFC 8058 `List-Unsubscribe-Post`) posts to the unsubscribe page too.
 */
export const JOB_ALERT_CONFIRM_PAGE = '/job-alerts/confirm';
export const JOB_ALERT_UNSUBSCRIBE_PAGE = '/job-alerts/unsubscribe';

/**
 * The search answer's `savedSearchMetadata` (spec 2 §3): whether the signed-in candidate saved this search
 * (query, place and filters as the search understands them) and that alert's id. Null when signed out or where
 * the site has no job alerts.
 */
export const savedSearchMetadataSchema = z
  .object({ isSaved: z.boolean(), savedSearchId: z.string().nullable() })
  .nullable();
export type SavedSearchMetadata = z.infer<typeof savedSearchMetadataSchema>;
