import {
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  ANALYTICS_CHART_ENTRIES,
  ANALYTICS_DAY_FIGURES,
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_FUNNEL_STEPS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_OTHER,
  type AnalyticsFunnel,
  daysBetween,
  SELF_ID_MIN_GROUP,
} from '@portico/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Breakdown, Metric, MonthBreakdown } from './page-view-days.js';

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * How far an application went after it was sent, as the steps of the funnel: an application counts for each step
 * up to the furthest it reached (hired counts as an offer and an interview too, even when a step was skipped).
 */
const LATER_STEPS = [
  { status: 'Interview', step: 'interviews' },
  { status: 'Offer', step: 'offers' },
  { status: 'Hired', step: 'hires' },
] as const;

type DayFigures = Record<(typeof ANALYTICS_DAY_FIGURES)[number], number>;
const emptyDay = (): DayFigures => ({ views: 0, searches: 0, job_views: 0, apply_starts: 0, submits: 0 });
const emptyFunnel = (): AnalyticsFunnel => ({
  job_views: 0,
  apply_starts: 0,
  submits: 0,
  interviews: 0,
  offers: 0,
  hires: 0,
});
const funnelOf = (f: AnalyticsFunnel): AnalyticsFunnel =>
  Object.fromEntries(ANALYTICS_FUNNEL_STEPS.map((step) => [step, f[step]])) as AnalyticsFunnel;
const FIGURE_OF_METRIC: Partial<Record<Metric, keyof DayFigures>> = {
  view: 'views',
  search: 'searches',
  job_view: 'job_views',
  apply_start: 'apply_starts',
};

/**
 * At most ANALYTICS_CHART_ENTRIES entries (spec 2 §9): the first ones as they are, the rest summed into one
 * "Other" entry that takes the last place.
 */
export function capEntries<T>(entries: readonly T[], other: (rest: readonly T[]) => T): T[] {
  if (entries.length <= ANALYTICS_CHART_ENTRIES) return [...entries];
  return [
    ...entries.slice(0, ANALYTICS_CHART_ENTRIES - 1),
    other(entries.slice(ANALYTICS_CHART_ENTRIES - 1)),
  ];
}

const sumFunnels = (rows: readonly AnalyticsFunnel[]) => {
  const sum = emptyFunnel();
  for (const r of rows) for (const step of ANALYTICS_FUNNEL_STEPS) sum[step] += r[step];
  return sum;
};

/** Most first (by job views, then sends, then the label), so the busiest jobs and sources lead the charts. */
const byActivity = (a: AnalyticsFunnel & { label: string }, b: AnalyticsFunnel & { label: string }) =>
  b.job_views - a.job_views ||
  b.submits - a.submits ||
  b.apply_starts - a.apply_starts ||
  a.label.localeCompare(b.label);

const lastDayOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const monthAfter = (month: string) => addDays(lastDayOfMonth(month), 1).slice(0, 7);
const monthBefore = (month: string) => addDays(`${month}-01`, -1).slice(0, 7);

/**
 * A period as the rollup reads it: its whole calendar months (one row each per key), and the days before and
 * after them. A period within one month is days only.
 */
export function splitPeriod(period: { from: string; to: string }) {
  const first = period.from.endsWith('-01') ? period.from.slice(0, 7) : monthAfter(period.from.slice(0, 7));
  const last =
    period.to === lastDayOfMonth(period.to.slice(0, 7))
      ? period.to.slice(0, 7)
      : monthBefore(period.to.slice(0, 7));
  if (first > last) return { days: [period], months: null };
  const days: { from: string; to: string }[] = [];
  if (period.from < `${first}-01`) days.push({ from: period.from, to: addDays(`${first}-01`, -1) });
  if (lastDayOfMonth(last) < period.to) days.push({ from: addDays(lastDayOfMonth(last), 1), to: period.to });
  return { days, months: { from: first, to: last } };
}

/** An application's `utm_source` as the page views' is counted: trimmed, lower case, "" for none. */
function sourceOf(sourceJson: string): string {
  try {
    const parsed = JSON.parse(sourceJson) as Record<string, unknown>;
    return typeof parsed.utm_source === 'string' ? parsed.utm_source.trim().toLowerCase().slice(0, 60) : '';
  } catch {
    return '';
  }
}

/** The period a query asks for, with its defaults (ending today, 30 days), or a 400 naming the field. */
export function periodOf(query: Pick<AdminAnalyticsQuery, 'from' | 'to'>, today: string) {
  const to =
    query.to ?? (query.from ? minDay(addDays(query.from, ANALYTICS_DEFAULT_DAYS - 1), today) : today);
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  if (to < from)
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { to: 'The end of the period is before its start.' },
    });
  const days = daysBetween(from, to);
  if (days > ANALYTICS_MAX_DAYS)
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { from: `A period is at most ${ANALYTICS_MAX_DAYS} days.` },
    });
  return { from, to, days };
}
const minDay = (a: string, b: string) => (a < b ? a : b);

/**
 * The workspace's analytics (docs/decisions/047): the site's figures from the daily rollup of its page views
 * (page_view_days), the later steps from the applications, for one tenant, a period of UTC days and optionally
 * one job.
 */
export function createAdminAnalyticsService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());

  /** Sums of the rollup of one breakdown over the period, grouped by `by`. */
  function sums<K extends 'day' | 'position_id' | 'source' | 'term'>(
    tenantId: string,
    breakdown: Breakdown | MonthBreakdown,
    by: K,
    period: { from: string; to: string },
    positionId?: number,
  ) {
    // Grouped by an expression, not the bare column: SQLite would otherwise walk the position index for its
    // order, every day of every job, instead of the period's days by the primary key.
    const key = by === 'position_id' ? sql<number>`position_id + 0` : sql.ref(by);
    let q = db
      .selectFrom('page_view_days')
      .select([key.as(by), 'metric', sql<number>`sum(count)`.as('n')])
      .where('tenant_id', '=', tenantId)
      .where('breakdown', '=', breakdown)
      .where('day', '>=', period.from)
      .where('day', '<=', period.to);
    if (positionId !== undefined) q = q.where('position_id', '=', positionId);
    return q.groupBy([key, 'metric']).execute() as Promise<
      ({ metric: string; n: number | string } & Record<K, string | number>)[]
    >;
  }

  /**
   * Sums of a breakdown over the period by key (not by day): whole months from the month rows, the days around
   * them from the day rows, added up.
   */
  async function sumsOver<K extends 'position_id' | 'source' | 'term'>(
    tenantId: string,
    breakdown: Exclude<Breakdown, 'site'>,
    by: K,
    period: { from: string; to: string },
    positionId?: number,
  ) {
    const { days, months } = splitPeriod(period);
    const parts = await Promise.all([
      ...days.map((d) => sums(tenantId, breakdown, by, d, positionId)),
      ...(months ? [sums(tenantId, `${breakdown}:month`, by, months, positionId)] : []),
    ]);
    const total = new Map<string, { metric: string; n: number } & Record<K, string | number>>();
    for (const r of parts.flat()) {
      const k = `${r.metric}\u0000${r[by]}`;
      const sum = total.get(k);
      if (sum) sum.n += Number(r.n);
      else total.set(k, { ...r, n: Number(r.n) });
    }
    return [...total.values()];
  }

  /**
   * The period's applications (of the job): per day, per job, per source, how far each went after it was sent
   * (only those that went on), and per set of self-identification answers.
   */
  async function applications(tenantId: string, period: { from: string; to: string }, positionId?: number) {
    const start = `${period.from}T00:00:00.000Z`;
    const end = `${addDays(period.to, 1)}T00:00:00.000Z`;
    const sent = () => {
      let q = db
        .selectFrom('applications as a')
        .where('a.tenant_id', '=', tenantId)
        .where('a.created_at', '>=', start)
        .where('a.created_at', '<', end);
      if (positionId !== undefined) q = q.where('a.position_id', '=', positionId);
      return q;
    };
    const rank = sql<number>`max(case s.status ${sql.join(
      LATER_STEPS.map((l, i) => sql`when ${l.status} then ${i + 1}`),
      sql` `,
    )} end)`;
    // One pass over the covering index (day, job, source and answers of each application, counted here), and
    // the few that went on to an interview or further.
    const [rows, later] = await Promise.all([
      sent().select(['a.created_at', 'a.position_id', 'a.source_json', 'a.self_id_json']).execute(),
      sent()
        .innerJoin('application_stages as s', 's.application_id', 'a.id')
        .where('s.tenant_id', '=', tenantId)
        .where(
          's.status',
          'in',
          LATER_STEPS.map((l) => l.status),
        )
        .select(['a.position_id', 'a.source_json', rank.as('reached')])
        .groupBy(['a.id', 'a.position_id', 'a.source_json'])
        .execute(),
    ]);
    const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
    const daily = new Map<string, number>();
    const jobs = new Map<number, number>();
    const sourceJsons = new Map<string, number>();
    const selfIds = new Map<string, number>();
    for (const r of rows) {
      count(daily, r.created_at.slice(0, 10));
      count(jobs, r.position_id);
      count(sourceJsons, r.source_json);
      if (r.self_id_json) count(selfIds, r.self_id_json);
    }
    return {
      daily: [...daily].map(([day, n]) => ({ day, n })),
      jobs: [...jobs].map(([position_id, n]) => ({ position_id, n })),
      sources: [...sourceJsons].map(([json, n]) => ({ source: sourceOf(json), n })),
      later: later.map((r) => ({
        position_id: r.position_id,
        source: sourceOf(r.source_json),
        reached: Number(r.reached),
      })),
      selfIds: [...selfIds].map(([self_id_json, n]) => ({ self_id_json, n })),
    };
  }

  /** Counts per answer of each self-identification question, only for groups of SELF_ID_MIN_GROUP or more. */
  function selfIdentification(rows: readonly { self_id_json: string | null; n: number }[]) {
    const questions = new Map<string, Map<string, number>>();
    for (const r of rows) {
      if (!r.self_id_json) continue;
      let answers: Record<string, unknown>;
      try {
        answers = JSON.parse(r.self_id_json) as Record<string, unknown>;
      } catch {
        continue;
      }
      for (const [question, value] of Object.entries(answers)) {
        const values = (Array.isArray(value) ? value : [value])
          .filter((v) => v !== null && v !== undefined && v !== '')
          .map((v) => String(v).slice(0, 200));
        const counts = questions.get(question) ?? new Map<string, number>();
        for (const v of new Set(values)) counts.set(v, (counts.get(v) ?? 0) + r.n);
        questions.set(question, counts);
      }
    }
    const out: AdminAnalytics['self_identification'] = [];
    for (const [question, counts] of [...questions].sort(([a], [b]) => a.localeCompare(b))) {
      const groups = [...counts].map(([answer, count]) => ({ answer, count }));
      const shown = groups
        .filter((g) => g.count >= SELF_ID_MIN_GROUP)
        .sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer));
      // Small groups are summed, and shown only if the sum is itself no small group.
      const small = groups.filter((g) => g.count < SELF_ID_MIN_GROUP).reduce((n, g) => n + g.count, 0);
      const smallShown = small >= SELF_ID_MIN_GROUP ? small : 0;
      const keep =
        shown.length + (smallShown ? 1 : 0) > ANALYTICS_CHART_ENTRIES
          ? ANALYTICS_CHART_ENTRIES - 1
          : shown.length;
      const rest = shown.slice(keep).reduce((n, g) => n + g.count, smallShown);
      const answers = shown.slice(0, keep);
      if (rest > 0) answers.push({ answer: ANALYTICS_OTHER, count: rest });
      if (answers.length > 0) out.push({ question, answers });
    }
    return out;
  }

  return {
    async figures(tenantId: string, query: AdminAnalyticsQuery): Promise<AdminAnalytics> {
      const period = periodOf(query, now().toISOString().slice(0, 10));
      const positionId = query.position_id;
      let position: AdminAnalytics['position'] = null;
      if (positionId !== undefined) {
        const row = await db
          .selectFrom('positions')
          .select(['id', 'title'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', positionId)
          .executeTakeFirst();
        if (!row) throw new AppError('NOT_FOUND', 'No job with this id.');
        position = { id: row.id, title: row.title };
      }

      const [site, job, jobs, sources, terms, apps] = await Promise.all([
        sums(tenantId, 'site', 'day', period),
        positionId === undefined ? null : sums(tenantId, 'job', 'day', period, positionId),
        positionId === undefined ? sumsOver(tenantId, 'job', 'position_id', period) : null,
        positionId === undefined
          ? sumsOver(tenantId, 'source', 'source', period)
          : sumsOver(tenantId, 'job_source', 'source', period, positionId),
        sumsOver(tenantId, 'query', 'term', period),
        applications(tenantId, period, positionId),
      ]);

      // The daily figures: views and job steps of the site or the job, searches always of the site.
      const daily = new Map<string, DayFigures>();
      for (let d = period.from; d <= period.to; d = addDays(d, 1)) daily.set(d, emptyDay());
      const totals = { ...emptyFunnel(), views: 0, searches: 0, zero_result_searches: 0 };
      for (const r of site) {
        const n = Number(r.n);
        if (r.metric === 'search') totals.searches += n;
        if (r.metric === 'zero_search') totals.zero_result_searches += n;
        if (job && r.metric !== 'search') continue;
        const figure = FIGURE_OF_METRIC[r.metric as Metric];
        const day = daily.get(String(r.day));
        if (figure && day) day[figure] += n;
      }
      for (const r of job ?? []) {
        const figure = FIGURE_OF_METRIC[r.metric as Metric];
        const day = daily.get(String(r.day));
        if (figure && day) day[figure] += Number(r.n);
      }
      for (const a of apps.daily) {
        const day = daily.get(a.day);
        if (day) day.submits += a.n;
      }
      for (const d of daily.values()) {
        totals.views += d.views;
        totals.job_views += d.job_views;
        totals.apply_starts += d.apply_starts;
        totals.submits += d.submits;
      }
      for (const a of apps.later)
        for (const [i, l] of LATER_STEPS.entries()) if (a.reached > i) totals[l.step]++;

      // The funnel per job and per source: site steps from the rollup, later steps from the applications.
      const funnels = <K extends string | number>(
        rollup: readonly { metric: string; n: number | string; key: K }[],
        submits: readonly { key: K; n: number }[],
        keyOf: (a: (typeof apps.later)[number]) => K,
      ) => {
        const map = new Map<K, AnalyticsFunnel>();
        const get = (k: K) => map.get(k) ?? map.set(k, emptyFunnel()).get(k)!;
        for (const r of rollup) {
          if (r.metric === 'job_view') get(r.key).job_views += Number(r.n);
          if (r.metric === 'apply_start') get(r.key).apply_starts += Number(r.n);
        }
        for (const a of submits) get(a.key).submits += a.n;
        for (const a of apps.later) {
          const f = get(keyOf(a));
          for (const [i, l] of LATER_STEPS.entries()) if (a.reached > i) f[l.step]++;
        }
        return map;
      };
      const jobFunnels = position
        ? new Map([[position.id, funnelOf(totals)]])
        : funnels(
            (jobs ?? []).map((r) => ({ metric: r.metric, n: r.n, key: Number(r.position_id) })),
            apps.jobs.map((a) => ({ key: a.position_id, n: a.n })),
            (a) => a.position_id,
          );
      const byJob = capEntries(
        [...jobFunnels]
          .map(([id, f]) => ({ ...f, position_id: id as number | null, label: String(id).padStart(10, '0') }))
          .sort(byActivity),
        (rest) => ({ ...sumFunnels(rest), position_id: null, label: '' }),
      );
      // Titles only of the jobs shown.
      const ids = byJob.flatMap((j) => (j.position_id === null ? [] : [j.position_id]));
      const titles = new Map<number, string>();
      if (ids.length > 0)
        for (const r of await db
          .selectFrom('positions')
          .select(['id', 'title'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .execute())
          titles.set(r.id, r.title);
      const sourceSubmits = new Map<string, number>();
      for (const a of apps.sources) sourceSubmits.set(a.source, (sourceSubmits.get(a.source) ?? 0) + a.n);
      const sourceFunnels = funnels(
        sources.map((r) => ({ metric: r.metric, n: r.n, key: String(r.source) })),
        [...sourceSubmits].map(([key, n]) => ({ key, n })),
        (a) => a.source,
      );
      const bySource = [...sourceFunnels]
        .map(([source, f]) => ({ ...f, label: source }))
        .sort(byActivity)
        .map(({ label, ...e }) => ({ ...e, source: label }));

      const ranked = (metric: Metric) =>
        terms
          .filter((r) => r.metric === metric)
          .map((r) => ({ query: String(r.term), count: Number(r.n) }))
          .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query));
      const otherQueries = (rest: readonly { count: number }[]) => ({
        query: ANALYTICS_OTHER,
        count: rest.reduce((n, r) => n + r.count, 0),
      });

      // The chart's spans: the days in at most 10 runs of equal length (the last one may be shorter).
      const days = [...daily];
      const size = Math.ceil(days.length / ANALYTICS_CHART_ENTRIES);
      const spans: AdminAnalytics['spans'] = [];
      for (let i = 0; i < days.length; i += size) {
        const part = days.slice(i, i + size);
        const sum = emptyDay();
        for (const [, d] of part) for (const f of ANALYTICS_DAY_FIGURES) sum[f] += d[f];
        spans.push({ from: part[0]![0], to: part.at(-1)![0], ...sum });
      }

      return {
        period,
        position,
        totals,
        daily: days.map(([day, d]) => ({ day, ...d })),
        spans,
        top_queries: capEntries(ranked('search'), otherQueries),
        zero_result_queries: capEntries(ranked('zero_search'), otherQueries),
        by_job: byJob.map(({ label: _, ...j }) => ({
          ...j,
          title:
            j.position_id === null ? ANALYTICS_OTHER : (titles.get(j.position_id) ?? `#${j.position_id}`),
        })),
        by_source: capEntries(bySource, (rest) => ({ ...sumFunnels(rest), source: ANALYTICS_OTHER })),
        self_identification: selfIdentification(apps.selfIds),
      };
    },
  };
}
export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
