import { z } from 'zod';

/** POST /vslog (spec 1 §7, spec 2 §7). Query: domain, pid, event, namespace. */
export const vslogQuerySchema = z.object({
  domain: z.string().max(253).optional(),
  pid: z.string().max(40).optional(),
  event: z.string().max(60).optional(),
  namespace: z.string().max(60).optional(),
});
/** Page timing carried in data_json for the contentloadtime event. */
export const pageTimingSchema = z.object({
  page: z.string().max(60),
  path: z.string().max(2000),
  /** Milliseconds from navigation start. */
  ttfb: z.number().nonnegative().optional(),
  domContentLoaded: z.number().nonnegative().optional(),
  load: z.number().nonnegative().optional(),
  /** Milliseconds from route change to the page's content being shown (client navigations). */
  contentLoadTime: z.number().nonnegative().optional(),
  navigationType: z.string().max(30).optional(),
});
/**
 * The search page's log of one search (a `metrics` event in namespace SEARCH_METRICS_NAMESPACE): what was
 * searched and how many jobs it found, so the workspace can list the searches that found nothing.
 */
export const SEARCH_METRICS_NAMESPACE = 'search';
export const searchMetricsSchema = z.object({
  query: z.string().max(200),
  location: z.string().max(200),
  resultCount: z.number().int().nonnegative(),
});
export type SearchMetrics = z.infer<typeof searchMetricsSchema>;
export const vslogBodySchema = z.object({
  event: z.enum(['contentloadtime', 'error', 'metrics']),
  namespace: z.string().min(1).max(60),
  data_json: z.string().max(20000),
});
export type VslogBody = z.infer<typeof vslogBodySchema>;
