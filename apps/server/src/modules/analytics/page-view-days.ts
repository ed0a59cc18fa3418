import { SEARCH_METRICS_NAMESPACE } from '@portico/contracts';

/**
 * How a logged page view counts in the daily rollup (page_view_days, docs/decisions/047). Each view adds 1 to a
 * few rows: one figure (`metric`) of its UTC day in each breakdown it belongs to.
 *
 * - Every page view of the site is a `view` (the site logs no visitor or session id, so views are the visits).
 * - A job's page, or the search page showing a job in its detail pane (`pid`), is a `job_view` of that job.
 * - The apply page (not its confirmation) is an `apply_start` of the job it names.
 * - A search (the search page's `metrics` event) is a `search`, and a `zero_search` when it found nothing; its
 *   words, lower-cased, are counted per query.
 * Views and job steps are counted per job; job steps also per `utm_source` of the page's address.
 */
export type Breakdown = 'site' | 'job' | 'source' | 'job_source' | 'query';
/**
 * Each breakdown but the site's is counted per calendar month too (`day` is then "YYYY-MM"), so a long period
 * reads its whole months as one row each and only the days at its ends day by day.
 */
export type MonthBreakdown = `${Exclude<Breakdown, 'site'>}:month`;
export type Metric = 'view' | 'job_view' | 'apply_start' | 'search' | 'zero_search';

export interface DayRow {
  breakdown: Breakdown | MonthBreakdown;
  day: string;
  metric: Metric;
  position_id: number;
  source: string;
  term: string;
}

export interface LoggedView {
  event: string;
  namespace: string;
  pid: string | null;
  /** The parsed data_json. */
  data: Record<string, unknown>;
  /** ISO time; its UTC day is the row's day. */
  created_at: string;
}

const MAX_ID = 2_147_483_647;
const TERM_MAX = 100;
const SOURCE_MAX = 60;
const JOB_PATH = /^\/careers\/job\/(\d+)(?:[/?#]|$)/;

const idOf = (value: string | null | undefined): number => {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const id = Number(value);
  return id <= MAX_ID ? id : 0;
};

/** Search words as counted: trimmed, lower case, single spaces, at most 100 characters. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, TERM_MAX);
}

function sourceOf(path: string): string {
  const at = path.indexOf('?');
  if (at < 0) return '';
  try {
    return (new URLSearchParams(path.slice(at + 1)).get('utm_source') ?? '')
      .trim()
      .toLowerCase()
      .slice(0, SOURCE_MAX);
  } catch {
    return '';
  }
}

/** The rollup rows one logged view adds 1 to (none for events that are not page views or searches). */
export function dayRowsOf(view: LoggedView): DayRow[] {
  const day = view.created_at.slice(0, 10);
  const row = (breakdown: Breakdown, metric: Metric, position_id = 0, source = '', term = ''): DayRow => ({
    breakdown,
    day,
    metric,
    position_id,
    source,
    term,
  });

  if (view.event === 'metrics' && view.namespace === SEARCH_METRICS_NAMESPACE) {
    const { query, resultCount } = view.data;
    if (typeof query !== 'string' || typeof resultCount !== 'number') return [];
    const term = normaliseQuery(query);
    const rows = [row('site', 'search')];
    if (term) rows.push(row('query', 'search', 0, '', term));
    if (resultCount === 0) {
      rows.push(row('site', 'zero_search'));
      if (term) rows.push(row('query', 'zero_search', 0, '', term));
    }
    return withMonths(rows);
  }
  if (view.event !== 'contentloadtime') return [];

  const page = typeof view.data.page === 'string' ? view.data.page : '';
  const path = typeof view.data.path === 'string' ? view.data.path : '';
  let step: Metric | null = null;
  let job = idOf(view.pid);
  if (page === 'singlePosition') {
    step = 'job_view';
    job ||= idOf(JOB_PATH.exec(path)?.[1]);
  } else if (page === 'jobs') {
    if (job) step = 'job_view';
  } else if (page === 'applyPage') {
    // The confirmation names the job too (a view of it), but starts nothing.
    if (!path.startsWith('/careers/apply/confirm')) step = 'apply_start';
  } else job = 0;

  const rows = [row('site', 'view')];
  if (job) rows.push(row('job', 'view', job));
  if (step) {
    const source = sourceOf(path);
    rows.push(row('site', step), row('source', step, 0, source));
    if (job) rows.push(row('job', step, job), row('job_source', step, job, source));
  }
  return withMonths(rows);
}

function withMonths(rows: DayRow[]): DayRow[] {
  const months = rows
    .filter((r) => r.breakdown !== 'site')
    .map((r) => ({ ...r, breakdown: `${r.breakdown}:month` as MonthBreakdown, day: r.day.slice(0, 7) }));
  return [...rows, ...months];
}

/** The same rows summed: one entry per key with its count (for writing many views at once). */
export function sumDayRows(rows: Iterable<DayRow>): (DayRow & { count: number })[] {
  const sums = new Map<string, DayRow & { count: number }>();
  for (const r of rows) {
    const key = `${r.breakdown}\u0000${r.day}\u0000${r.metric}\u0000${r.position_id}\u0000${r.source}\u0000${r.term}`;
    const sum = sums.get(key);
    if (sum) sum.count++;
    else sums.set(key, { ...r, count: 1 });
  }
  return [...sums.values()];
}
