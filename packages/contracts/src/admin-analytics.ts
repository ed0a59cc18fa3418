import { z } from 'zod';
import { envelope } from './errors.js';

/**
 * The workspace's analytics (docs/decisions/047): what the careers site logged (page views, searches, job views,
 * apply starts) and what the applications show (submits, then interviews, offers and hires), over a period of
 * days and optionally one job. Figures only: nothing here names a person.
 */

/** The longest period one request covers, in days (a year, leap day included). */
export const ANALYTICS_MAX_DAYS = 366;
/** The period when none is chosen: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** Spec 2 §9: chart data is limited to 10 entries; lists beyond that end in one "Other" entry. */
export const ANALYTICS_CHART_ENTRIES = 10;
/** The label of the entry that sums the rest of a list. */
export const ANALYTICS_OTHER = 'Other';
/**
 * Voluntary self-identification is shown only as counts of groups of at least this many people: a smaller group
 * (say the one person who answered "X" for a job) would point at who they are.
 */
export const SELF_ID_MIN_GROUP = 5;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const day = z.string().refine(isDay, 'Use a date like 2026-01-31.');

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * `GET /api/admin/analytics` and `GET /api/admin/analytics.csv`: `from` and `to` (UTC days, both included;
 * `to` defaults to today and `from` to 29 days before `to`), and optionally one job.
 */
export const adminAnalyticsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    position_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to || !isDay(query.from) || !isDay(query.to)) return;
    if (query.to < query.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end of the period is before its start.' });
    else if (daysBetween(query.from, query.to) > ANALYTICS_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: `A period is at most ${ANALYTICS_MAX_DAYS} days.`,
      });
  });
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuerySchema>;

const count = z.number().int().nonnegative();

/** The steps from a job's page to a hire, for one job or source (or all of them). */
export const analyticsFunnelSchema = z.object({
  job_views: count,
  apply_starts: count,
  submits: count,
  interviews: count,
  offers: count,
  hires: count,
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnelSchema>;
export const ANALYTICS_FUNNEL_STEPS = [
  'job_views',
  'apply_starts',
  'submits',
  'interviews',
  'offers',
  'hires',
] as const satisfies readonly (keyof AnalyticsFunnel)[];

const dayFigures = z.object({
  views: count,
  searches: count,
  job_views: count,
  apply_starts: count,
  submits: count,
});
export const ANALYTICS_DAY_FIGURES = [
  'views',
  'searches',
  'job_views',
  'apply_starts',
  'submits',
] as const satisfies readonly (keyof z.infer<typeof dayFigures>)[];

export const adminAnalyticsSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: count }),
  /** The job the figures are limited to; null for the whole site. */
  position: z.object({ id: z.number(), title: z.string() }).nullable(),
  totals: analyticsFunnelSchema.extend({
    /** Page views of the careers site (the site logs no visitor or session id, so a visit is a page view). */
    views: count,
    /** Searches of the whole site (a search names no job, so a chosen job does not narrow them). */
    searches: count,
    zero_result_searches: count,
  }),
  /** Every day of the period, oldest first (the CSV's rows). */
  daily: z.array(dayFigures.extend({ day: z.string() })),
  /** The same figures in at most 10 consecutive spans of days (the chart). */
  spans: z.array(dayFigures.extend({ from: z.string(), to: z.string() })),
  /** Most searched words, at most 10 entries (the last one "Other" when there are more). */
  top_queries: z.array(z.object({ query: z.string(), count })),
  /** Searches that found nothing, the same way. */
  zero_result_queries: z.array(z.object({ query: z.string(), count })),
  /** The funnel per job, most viewed first, at most 10 entries ("Other" sums the rest; id null). */
  by_job: z.array(analyticsFunnelSchema.extend({ position_id: z.number().nullable(), title: z.string() })),
  /** The funnel per `utm_source` ("" for none), the same way. */
  by_source: z.array(analyticsFunnelSchema.extend({ source: z.string() })),
  /**
   * Voluntary self-identification of the period's applications: per question, the answers given by at least
   * SELF_ID_MIN_GROUP people; smaller groups are summed into "Other" when that sum reaches the minimum, and
   * left out otherwise.
   */
  self_identification: z.array(
    z.object({ question: z.string(), answers: z.array(z.object({ answer: z.string(), count })) }),
  ),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
export const adminAnalyticsResponseSchema = envelope(adminAnalyticsSchema);
