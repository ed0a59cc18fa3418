import {
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_FUNNEL_STEPS,
  ANALYTICS_OTHER,
  API,
  adminAnalyticsQuerySchema,
  SELF_ID_MIN_GROUP,
} from '@portico/contracts';
import { Button, EmptyState, ErrorState, LoadingState, Select, TextField } from '@portico/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAdminAnalytics } from '../../lib/api/endpoints/admin.js';
import styles from './admin.module.css';
import { ADMIN_PATHS } from './admin-frame.js';
import { BarChart } from './analytics-chart.js';
import { ANY, queryOf } from './list-address.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.analytics;
const PRESETS = [7, ANALYTICS_DEFAULT_DAYS, 90, 365] as const;
const DAY_MS = 86_400_000;

/** The period and job as the address holds them; anything malformed is the default (the last 30 days). */
export const analyticsQueryOf = (params: URLSearchParams) => queryOf(adminAnalyticsQuerySchema, params);

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const spanLabel = (from: string, to: string) =>
  from === to ? dayLabel(from) : `${dayLabel(from)} – ${dayLabel(to)}`;

/** Spec 2 §9: above a thousand, k, M and B with one decimal. */
export function shortNumber(n: number): string {
  for (const [size, suffix] of [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ] as const)
    if (n >= size) return `${(n / size).toFixed(1)}${suffix}`;
  return String(n);
}

const isEmpty = (a: AdminAnalytics) =>
  Object.values(a.totals).every((n) => n === 0) && a.self_identification.length === 0;

/**
 * `/careers/admin/analytics` (recruiters and admins): the site's visits, searches and job steps and the
 * applications' later steps over a period and optionally one job, as figures, charts with tables, and a CSV file.
 */
export function AnalyticsScreen({ href }: { href: (path: string) => string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = analyticsQueryOf(params);
  const analytics = useAdminAnalytics(query);
  const data = analytics.data;

  const addressOf = (next: AdminAnalyticsQuery) => {
    const search = new URLSearchParams();
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    if (next.position_id) search.set('position_id', String(next.position_id));
    const s = search.toString();
    return `${ADMIN_PATHS.analytics}${s ? `?${s}` : ''}`;
  };
  const go = (next: AdminAnalyticsQuery) => void navigate(href(addressOf(next)));

  // The boxes show the period asked for, or the one the server chose by default.
  const shownFrom = query.from ?? data?.period.from ?? daysBefore(today(), ANALYTICS_DEFAULT_DAYS - 1);
  const shownTo = query.to ?? data?.period.to ?? today();
  const [from, setFrom] = useState(shownFrom);
  const [to, setTo] = useState(shownTo);
  const [seen, setSeen] = useState(`${shownFrom}|${shownTo}`);
  if (seen !== `${shownFrom}|${shownTo}`) {
    setSeen(`${shownFrom}|${shownTo}`);
    setFrom(shownFrom);
    setTo(shownTo);
  }
  const backwards = from !== '' && to !== '' && to < from;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (backwards) return;
    go({ ...query, from: from || undefined, to: to || undefined });
  };

  // The job choice: the jobs of the figures shown (the busiest ones) and the chosen one.
  const jobs = useMemo(() => {
    const list = (data?.by_job ?? []).flatMap((j) =>
      j.position_id === null ? [] : [{ id: String(j.position_id), label: j.title }],
    );
    if (data?.position && !list.some((j) => j.id === String(data.position?.id)))
      list.unshift({ id: String(data.position.id), label: data.position.title });
    return [{ id: ANY, label: T.allJobs }, ...list];
  }, [data]);

  const csvHref = href(
    `${API.adminAnalyticsCsv}?${new URLSearchParams(
      Object.entries({ from: shownFrom, to: shownTo, position_id: query.position_id })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    )}`,
  );

  return (
    <>
      <h1>{T.title}</h1>
      <p className={styles.intro}>{T.intro}</p>
      <form className={styles.filters} onSubmit={submit} aria-label={T.periodLabel}>
        <TextField label={T.from} type="date" value={from} onChange={setFrom} />
        <TextField
          label={T.to}
          type="date"
          value={to}
          onChange={setTo}
          errorMessage={backwards ? T.periodError : undefined}
        />
        <Button type="submit" variant="secondary">
          {T.show}
        </Button>
        <Select
          label={T.job}
          value={query.position_id ? String(query.position_id) : ANY}
          options={jobs}
          onChange={(id) => go({ ...query, position_id: id === ANY ? undefined : Number(id) })}
        />
      </form>
      <nav aria-label={T.presets}>
        <ul className={styles.presets}>
          {PRESETS.map((days) => (
            <li key={days}>
              <Link to={href(addressOf({ ...query, from: daysBefore(today(), days - 1), to: today() }))}>
                {T.preset(days)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={styles.count}>
        {analytics.isPending || analytics.isPlaceholderData
          ? T.loading
          : data
            ? T.showing(dayLabel(data.period.from), dayLabel(data.period.to), data.position?.title ?? null)
            : ''}
      </p>
      {analytics.isPending ? <LoadingState label={T.loading} /> : null}
      {analytics.isError ? (
        <ErrorState message={T.loadFailed}>
          <Button variant="secondary" onPress={() => analytics.refetch()}>
            {ADMIN_TEXTS.retry}
          </Button>
        </ErrorState>
      ) : null}
      {data ? (
        <p>
          <a href={csvHref} download>
            {T.download}
          </a>
        </p>
      ) : null}
      {data && isEmpty(data) ? <EmptyState message={T.empty} /> : null}
      {data && !isEmpty(data) ? (
        <div data-stale={analytics.isPlaceholderData || undefined}>
          <Figures data={data} />
          <Charts data={data} />
          <Searches data={data} />
          <FunnelTable
            title={T.byJob}
            column={T.jobColumn}
            rows={data.by_job.map((j) => ({
              key: String(j.position_id ?? ANALYTICS_OTHER),
              label:
                j.position_id === null || data.position ? (
                  j.title
                ) : (
                  <Link
                    to={href(addressOf({ ...query, position_id: j.position_id }))}
                    aria-label={T.onlyJob(j.title)}
                  >
                    {j.title}
                  </Link>
                ),
              funnel: j,
            }))}
          />
          <FunnelTable
            title={T.bySource}
            column={T.sourceColumn}
            rows={data.by_source.map((s) => ({
              key: s.source || '-',
              label: s.source || T.noSource,
              funnel: s,
            }))}
          />
          <SelfIdentification data={data} />
        </div>
      ) : null}
    </>
  );
}

function Figures({ data }: { data: AdminAnalytics }) {
  const keys = Object.keys(T.totals) as (keyof typeof T.totals)[];
  return (
    <section aria-label={T.figures}>
      <ul className={styles.figures}>
        {keys.map((key) => (
          <li key={key} className={styles.figure}>
            <span className={styles.figureValue} title={data.totals[key].toLocaleString('en')}>
              {shortNumber(data.totals[key])}
            </span>
            <span className={styles.figureLabel}>{T.totals[key]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Charts({ data }: { data: AdminAnalytics }) {
  const activity = useMemo(
    () => ({
      labels: data.spans.map((s) => spanLabel(s.from, s.to)),
      series: (['views', 'job_views', 'apply_starts', 'submits'] as const).map((f) => ({
        label: T.totals[f],
        values: data.spans.map((s) => s[f]),
      })),
    }),
    [data],
  );
  const funnel = useMemo(
    () => ({
      labels: ANALYTICS_FUNNEL_STEPS.map((s) => T.steps[s]),
      series: [{ label: T.count, values: ANALYTICS_FUNNEL_STEPS.map((s) => data.totals[s]) }],
    }),
    [data],
  );
  const searches = useMemo(
    () => ({
      labels: data.top_queries.map((q) => q.query),
      series: [{ label: T.searchCount, values: data.top_queries.map((q) => q.count) }],
    }),
    [data],
  );
  return (
    <div className={styles.charts}>
      <BarChart
        title={T.activity}
        tableCaption={T.activityAlt}
        labelHeader={T.span}
        labels={activity.labels}
        series={activity.series}
      />
      <BarChart
        title={T.funnel}
        tableCaption={T.funnelAlt}
        labelHeader={T.step}
        labels={funnel.labels}
        series={funnel.series}
      />
      {data.top_queries.length > 0 ? (
        <BarChart
          title={T.topQueries}
          tableCaption={T.topQueriesAlt}
          labelHeader={T.query}
          labels={searches.labels}
          series={searches.series}
          horizontal
        />
      ) : null}
    </div>
  );
}

function QueryTable({ caption, rows }: { caption: string; rows: AdminAnalytics['top_queries'] }) {
  if (rows.length === 0) return <p className={styles.muted}>{T.noQueries}</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.chartTitle}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{T.query}</th>
          <th scope="col" className={styles.numeric}>
            {T.searchCount}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.query}>
            <th scope="row" data-label={T.query}>
              {r.query}
            </th>
            <td data-label={T.searchCount} className={styles.numeric}>
              {r.count.toLocaleString('en')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Searches({ data }: { data: AdminAnalytics }) {
  return (
    <section aria-labelledby="analytics-searches">
      <h2 id="analytics-searches">{T.searchesTitle}</h2>
      <p className={styles.muted}>{T.searchesNote}</p>
      <div className={styles.charts}>
        <QueryTable caption={T.topQueries} rows={data.top_queries} />
        <QueryTable caption={T.zeroQueries} rows={data.zero_result_queries} />
      </div>
    </section>
  );
}

function FunnelTable({
  title,
  column,
  rows,
}: {
  title: string;
  column: string;
  rows: {
    key: string;
    label: React.ReactNode;
    funnel: AdminAnalytics['by_job'][number] | AdminAnalytics['by_source'][number];
  }[];
}) {
  if (rows.length === 0) return null;
  return (
    <section>
      <h2>{title}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            {ANALYTICS_FUNNEL_STEPS.map((s) => (
              <th key={s} scope="col" className={styles.numeric}>
                {T.steps[s]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" data-label={column}>
                {r.label}
              </th>
              {ANALYTICS_FUNNEL_STEPS.map((s) => (
                <td key={s} data-label={T.steps[s]} className={styles.numeric}>
                  {r.funnel[s].toLocaleString('en')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SelfIdentification({ data }: { data: AdminAnalytics }) {
  return (
    <section>
      <h2>{T.selfId}</h2>
      <p className={styles.muted}>{T.selfIdNote(SELF_ID_MIN_GROUP)}</p>
      {data.self_identification.length === 0 ? <p>{T.selfIdNone(SELF_ID_MIN_GROUP)}</p> : null}
      {data.self_identification.map((q) => (
        <table key={q.question} className={styles.table}>
          <caption className={styles.chartTitle}>{q.question}</caption>
          <thead>
            <tr>
              <th scope="col">{T.answer}</th>
              <th scope="col" className={styles.numeric}>
                {T.people}
              </th>
            </tr>
          </thead>
          <tbody>
            {q.answers.map((a) => (
              <tr key={a.answer}>
                <th scope="row" data-label={T.answer}>
                  {a.answer}
                </th>
                <td data-label={T.people} className={styles.numeric}>
                  {a.count.toLocaleString('en')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
