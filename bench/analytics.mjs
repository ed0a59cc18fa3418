/**
 * The workspace's analytics over 1,000,000 logged page views (issue 17 §5, target p95 ≤ 200 ms), in-process,
 * on SQLite and on PostgreSQL (a fresh database, dropped after).
 *
 * One tenant with 200 jobs gets a year of what POST /vslog stores: page views of the search page, job pages and
 * apply pages (with `utm_source` on some addresses) and the search page's search logs, 1,000,000 rows in all,
 * inserted in bulk, then rolled up into page_view_days by the same rules the service applies to each logged
 * view (dayRowsOf); and 20,000 applications with their later stages. Then random periods (1 to 366 days) and,
 * one time in three, a random job, each answered three ways in the same run:
 *
 * - ours: `adminAnalytics.figures`, reading the daily rollup (migration 0029);
 * - indexes: the figures from page_views itself, grouped in the database over a covering index of
 *   (tenant_id, created_at, event, namespace, pid, data_json), so the scan never touches the table;
 * - naive: the period's page views read with the existing (tenant_id, created_at) index and counted in
 *   JavaScript.
 * The two page_views variants add the same application reads as ours. On the first pass the three must agree.
 *
 * Options: --db sqlite|postgres|both, --views N (default 1000000), --runs N (periods, default 30),
 * --baseline-runs N (how many of the same periods the two baselines answer, default 8).
 */
import { randomUUID } from 'node:crypto';
import { databaseKinds, dist, openDatabase, option, percentile, printTable } from './lib/catalogue.mjs';

const VIEWS = Number(option('views', '1000000'));
const RUNS = Number(option('runs', '30'));
/** The two baselines take seconds a period: they answer the first periods of the same list only. */
const BASELINE_RUNS = Math.min(RUNS, Number(option('baseline-runs', '8')));
const APPLICATIONS = 20_000;
const DAY = 86_400_000;
const SOURCES = ['', '', '', 'linkedin', 'newsletter', 'indeed', 'glassdoor', 'twitter', 'fair', 'partner'];
const WORDS = [
  'nurse',
  'engineer',
  'driver',
  'data',
  'sales',
  'chef',
  'pilot',
  'teacher',
  'analyst',
  'manager',
];
const PLACES = [
  'berlin',
  'austin',
  'remote',
  'london',
  'paris',
  'night',
  'senior',
  'junior',
  'part time',
  'lead',
];

const { mulberry32 } = await dist('seed/random.js');

const ms = (start) => performance.now() - start;
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return [percentile(sorted, 50), percentile(sorted, 95), sorted.at(-1)].map((v) => v.toFixed(1));
};

export async function services(db) {
  const { createServices } = await dist('services.js');
  const { loadEnv } = await dist('env.js');
  const { NORTHWIND_CONFIG } = await dist('seed/tenants.js');
  const quiet = { info() {}, warn() {}, error() {} };
  const env = loadEnv({ NODE_ENV: 'production', SQLITE_PATH: ':memory:', LOG_LEVEL: 'warn' });
  return { ...createServices({ db, env, now: () => new Date(), log: quiet }), NORTHWIND_CONFIG };
}

/** A year of logged views and searches (fixed seed), as POST /vslog stores them. */
function* loggedViews(tenantId, jobs, now) {
  const rnd = mulberry32(17);
  // Popular jobs and words get more traffic (a long tail, as on a real site).
  const skewed = (items) => items[Math.floor(rnd() ** 2.2 * items.length)];
  const terms = WORDS.flatMap((w) => [w, ...PLACES.map((p) => `${w} ${p}`)]);
  for (let i = 0; i < VIEWS; i++) {
    const at = new Date(now - Math.floor(rnd() * 365 * DAY)).toISOString();
    const r = rnd();
    const job = skewed(jobs);
    const source = SOURCES[Math.floor(rnd() * SOURCES.length)];
    const utm = source ? `utm_source=${source}` : '';
    let event = 'contentloadtime';
    let namespace = 'careers';
    let pid = null;
    let data;
    if (r < 0.2) {
      event = 'metrics';
      namespace = 'search';
      data = { query: skewed(terms), location: '', resultCount: rnd() < 0.08 ? 0 : Math.floor(rnd() * 300) };
    } else if (r < 0.45) {
      const query = skewed(terms);
      data = { page: 'jobs', path: `/careers?query=${encodeURIComponent(query)}${utm ? `&${utm}` : ''}` };
    } else if (r < 0.55) {
      pid = String(job);
      data = { page: 'jobs', path: `/careers?pid=${job}` };
    } else if (r < 0.85) {
      data = { page: 'singlePosition', path: `/careers/job/${job}${utm ? `?${utm}` : ''}` };
    } else if (r < 0.93) {
      pid = String(job);
      data = { page: 'applyPage', path: `/careers/apply?pid=${job}${utm ? `&${utm}` : ''}` };
    } else {
      data = { page: 'dashboard', path: '/careers/dashboard' };
    }
    yield {
      id: randomUUID(),
      tenant_id: tenantId,
      candidate_id: null,
      event,
      namespace,
      pid,
      data_json: JSON.stringify({ ...data, contentLoadTime: 120 }),
      user_agent: 'bench',
      created_at: at,
    };
  }
}

export async function seed(kind, db, s, tenant) {
  const { generatePositions, NORTHWIND_PROFILE } = await dist('seed/positions.js');
  const { resolveCities, NORTHWIND_CITIES } = await dist('seed/cities.js');
  const { dayRowsOf, sumDayRows } = await dist('modules/analytics/page-view-days.js');
  const { createAnalyticsRepository } = await dist('modules/analytics/analytics.repository.js');
  const now = Date.now();
  const jobs = await s.positions.createMany(
    tenant.id,
    generatePositions(NORTHWIND_PROFILE, {
      seed: 5,
      now: new Date(now),
      open: 200,
      places: resolveCities(NORTHWIND_CITIES),
    }),
  );

  let t = performance.now();
  let batch = [];
  for (const row of loggedViews(tenant.id, jobs, now)) {
    batch.push(row);
    if (batch.length === 500) {
      await db.insertInto('page_views').values(batch).execute();
      batch = [];
    }
  }
  if (batch.length) await db.insertInto('page_views').values(batch).execute();
  const insertMs = ms(t);
  // The rollup of the loaded views, by the service's own rules, read back from page_views a day at a time.
  t = performance.now();
  const repo = createAnalyticsRepository(db);
  for (let day = now - 366 * DAY; day <= now + DAY; day += DAY) {
    const from = new Date(day).toISOString().slice(0, 10);
    const views = await db
      .selectFrom('page_views')
      .select(['event', 'namespace', 'pid', 'data_json', 'created_at'])
      .where('tenant_id', '=', tenant.id)
      .where('created_at', '>=', `${from}T00:00:00.000Z`)
      .where('created_at', '<', new Date(Date.parse(`${from}T00:00:00Z`) + DAY).toISOString())
      .execute();
    const rows = views.flatMap((v) => dayRowsOf({ ...v, data: JSON.parse(v.data_json) }));
    await repo.addDays(sumDayRows(rows).map((r) => ({ ...r, tenant_id: tenant.id })));
  }
  const rollupMs = ms(t);

  // Applications over the year, a third of them with a source and self-identification, some further on.
  const rnd = mulberry32(23);
  for (let i = 0; i < APPLICATIONS; i += 500) {
    const candidates = [];
    const apps = [];
    const stages = [];
    for (let k = i; k < Math.min(APPLICATIONS, i + 500); k++) {
      const id = randomUUID();
      const at = new Date(now - Math.floor(rnd() * 365 * DAY)).toISOString();
      candidates.push({
        id,
        tenant_id: tenant.id,
        email: `a${k}@bench.example`,
        password_hash: 'x',
        full_name: `Applicant ${k}`,
        preferred_language: null,
        staff_role: null,
        is_onboarded: 1,
        is_bootstrapped: 1,
        tos_attested_at: null,
        email_verified_at: at,
        created_at: at,
        updated_at: at,
      });
      const appId = randomUUID();
      const source = SOURCES[Math.floor(rnd() * SOURCES.length)];
      apps.push({
        id: appId,
        tenant_id: tenant.id,
        candidate_id: id,
        position_id: jobs[Math.floor(rnd() ** 2.2 * jobs.length)],
        position_title: 'Bench job',
        status: 'Submitted',
        stage: 'New',
        answers_json: '{}',
        self_id_json:
          k % 3 === 0
            ? JSON.stringify({ gender: ['female', 'male', 'other'][k % 9 === 0 ? 2 : k % 2] })
            : null,
        resume_id: null,
        source_json: JSON.stringify(source ? { utm_source: source } : {}),
        language: 'en',
        created_at: at,
        updated_at: at,
      });
      const steps = [
        'Submitted',
        ...['Interview', 'Offer', 'Hired'].slice(0, rnd() < 0.2 ? Math.ceil(rnd() * 3) : 0),
      ];
      for (const status of steps)
        stages.push({
          tenant_id: tenant.id,
          application_id: appId,
          stage: status,
          status,
          actor_id: null,
          at,
        });
    }
    await db.insertInto('candidates').values(candidates).execute();
    await db.insertInto('applications').values(apps).execute();
    await db.insertInto('application_stages').values(stages).execute();
  }
  const { sql } = await import('kysely');
  await sql`analyze`.execute(db);
  const [{ n }] = await db
    .selectFrom('page_view_days')
    .select((e) => e.fn.countAll().as('n'))
    .execute();
  console.log(
    `[${kind}] ${VIEWS.toLocaleString('en')} page views inserted in ${(insertMs / 1000).toFixed(1)} s, rolled up into ${Number(n).toLocaleString('en')} page_view_days rows in ${(rollupMs / 1000).toFixed(1)} s; ${APPLICATIONS.toLocaleString('en')} applications`,
  );
  return jobs;
}

/** The period's figures from page_views: rows or groups, turned into rollup rows and summed as ours reads them. */
async function fromPageViews(kind, db, tenantId, period, positionId, grouped) {
  const { dayRowsOf } = await dist('modules/analytics/page-view-days.js');
  const { sql } = await import('kysely');
  const start = `${period.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY).toISOString();
  let rows;
  if (grouped) {
    // In the database: one group per day, event, page and address (what the counting needs), over the covering index.
    const j = (field) =>
      kind === 'postgres'
        ? sql.raw(`(data_json::jsonb ->> '${field}')`)
        : sql.raw(`json_extract(data_json, '$.${field}')`);
    const result = await sql`
      select substr(created_at, 1, 10) as day, event, namespace, pid, ${j('page')} as page, ${j('path')} as path,
             ${j('query')} as query, ${kind === 'postgres' ? sql`${j('resultCount')} = '0'` : sql`${j('resultCount')} = 0`} as zero,
             count(*) as n
      from page_views where tenant_id = ${tenantId} and created_at >= ${start} and created_at < ${end}
      group by 1, 2, 3, 4, 5, 6, 7, 8`.execute(db);
    rows = result.rows.map((r) => ({
      event: r.event,
      namespace: r.namespace,
      pid: r.pid,
      created_at: r.day,
      data: {
        page: r.page,
        path: r.path,
        query: r.query,
        resultCount: r.zero === null ? undefined : Number(r.zero) ? 0 : 1,
      },
      n: Number(r.n),
    }));
  } else {
    rows = (
      await db
        .selectFrom('page_views')
        .select(['event', 'namespace', 'pid', 'data_json', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .execute()
    ).map((r) => ({ ...r, data: JSON.parse(r.data_json), n: 1 }));
  }
  const totals = { views: 0, searches: 0, job_views: 0, apply_starts: 0 };
  const byJob = new Map();
  const bySource = new Map();
  const terms = new Map();
  const wanted = positionId === undefined ? 'site' : 'job';
  for (const row of rows) {
    for (const d of dayRowsOf(row)) {
      if (d.breakdown === wanted && (positionId === undefined || d.position_id === positionId)) {
        if (d.metric === 'view') totals.views += row.n;
        if (d.metric === 'job_view') totals.job_views += row.n;
        if (d.metric === 'apply_start') totals.apply_starts += row.n;
      }
      if (d.breakdown === 'site' && d.metric === 'search') totals.searches += row.n;
      if (d.breakdown === 'job')
        byJob.set(`${d.position_id} ${d.metric}`, (byJob.get(`${d.position_id} ${d.metric}`) ?? 0) + row.n);
      if (d.breakdown === (positionId === undefined ? 'source' : 'job_source'))
        bySource.set(`${d.source} ${d.metric}`, (bySource.get(`${d.source} ${d.metric}`) ?? 0) + row.n);
      if (d.breakdown === 'query')
        terms.set(`${d.metric} ${d.term}`, (terms.get(`${d.metric} ${d.term}`) ?? 0) + row.n);
    }
  }
  // The applications, as ours reads them.
  let apps = db
    .selectFrom('applications')
    .select(['id', 'position_id', 'source_json', 'self_id_json'])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  if (positionId !== undefined) apps = apps.where('position_id', '=', positionId);
  const applications = await apps.execute();
  return { totals, groups: byJob.size + bySource.size + terms.size, applications: applications.length };
}

async function measure(kind, db, s, tenant, jobs) {
  const { sql } = await import('kysely');
  const rnd = mulberry32(41);
  const today = new Date().toISOString().slice(0, 10);
  const dayOf = (offset) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - offset * DAY).toISOString().slice(0, 10);
  const periods = Array.from({ length: RUNS + 1 }, () => {
    const days = 1 + Math.floor(rnd() * 366);
    const end = Math.floor(rnd() * (366 - days + 1));
    return {
      from: dayOf(end + days - 1),
      to: dayOf(end),
      position_id: rnd() < 1 / 3 ? jobs[Math.floor(rnd() * 20)] : undefined,
    };
  });

  const times = { ours: [], indexes: [], naive: [] };
  // ours and naive first (no extra index), then the indexed variant with its covering index in place.
  for (const [run, period] of periods.entries()) {
    let t = performance.now();
    const ours = await s.adminAnalytics.figures(tenant.id, period);
    const a = ms(t);
    if (run > BASELINE_RUNS) {
      times.ours.push(a);
      continue;
    }
    t = performance.now();
    const naive = await fromPageViews(kind, db, tenant.id, period, period.position_id, false);
    const b = ms(t);
    for (const f of ['views', 'searches', 'job_views', 'apply_starts'])
      if (ours.totals[f] !== naive.totals[f])
        throw new Error(
          `ours and naive disagree on ${f} for ${JSON.stringify(period)}: ${ours.totals[f]} vs ${naive.totals[f]}`,
        );
    if (run === 0) continue;
    times.ours.push(a);
    times.naive.push(b);
  }
  await sql`create index bench_page_views_cover on page_views (tenant_id, created_at, event, namespace, pid, data_json)`.execute(
    db,
  );
  await sql`analyze`.execute(db);
  for (const [run, period] of periods.slice(0, BASELINE_RUNS + 1).entries()) {
    const t = performance.now();
    const indexed = await fromPageViews(kind, db, tenant.id, period, period.position_id, true);
    const c = ms(t);
    const ours = await s.adminAnalytics.figures(tenant.id, period);
    for (const f of ['views', 'searches', 'job_views', 'apply_starts'])
      if (ours.totals[f] !== indexed.totals[f])
        throw new Error(
          `ours and indexes disagree on ${f} for ${JSON.stringify(period)}: ${ours.totals[f]} vs ${indexed.totals[f]}`,
        );
    if (run > 0) times.indexes.push(c);
  }
  const [o50, o95, oMax] = stats(times.ours);
  const [i50, i95, iMax] = stats(times.indexes);
  const [n50, n95, nMax] = stats(times.naive);
  printTable(
    [
      `analytics over ${VIEWS.toLocaleString('en')} page views, random periods (ours ${RUNS}, baselines ${BASELINE_RUNS}) [${kind}]`,
      'p50 ms',
      'p95 ms',
      'max ms',
    ],
    [
      ['ours: adminAnalytics.figures over page_view_days', o50, o95, oMax],
      ['indexes: grouped in SQL over a covering index', i50, i95, iMax],
      ['naive: the period’s rows, counted in JavaScript', n50, n95, nMax],
      ['ratio (indexes / ours) at p95', '', (Number(i95) / Number(o95)).toFixed(1), ''],
      ['ratio (naive / ours) at p95', '', (Number(n95) / Number(o95)).toFixed(1), ''],
    ],
  );
  // The longest period, a year, on its own (the worst case of ours).
  const year = { from: dayOf(365), to: today };
  const yearTimes = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await s.adminAnalytics.figures(tenant.id, year);
    yearTimes.push(ms(t));
  }
  const [y50, y95] = stats(yearTimes.slice(1));
  console.log(`[${kind}] ours over the whole year (366 days), 9 runs: p50 ${y50} ms, p95 ${y95} ms`);
}

export async function run() {
  for (const kind of await databaseKinds()) {
    const { db, drop } = await openDatabase(kind, 'analytics');
    try {
      const s = await services(db);
      const tenant = await s.tenants.create({
        domain: 'bench.example',
        name: 'Bench',
        config: s.NORTHWIND_CONFIG,
        isDefault: true,
      });
      const jobs = await seed(kind, db, s, tenant);
      await measure(kind, db, s, tenant, jobs);
    } finally {
      await drop();
    }
  }
}
