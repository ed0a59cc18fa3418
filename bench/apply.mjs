/**
 * Applying at scale, over HTTP against the real app (issue 14 §11): draft autosave (`PUT
 * /api/pcsx/draft_applications`) and submit (`POST /api/pcsx/apply`) with 100 concurrent signed-in candidates
 * against a seeded catalogue (default 100,000 positions, generated through the real positions service), on
 * SQLite and on PostgreSQL, each beside a baseline measured in the same run at the same concurrency: a plain
 * authenticated read (`GET /api/pcsx/session`, i.e. tenant, CSRF cookie, session and candidate lookup), so
 * machines that differ 2-3x compare by ratio.
 *
 * The app is `buildApp` of apps/server/dist over the benchmark's database, listening on 127.0.0.1 on an
 * ephemeral port (production settings: NODE_ENV=production, LOG_LEVEL=warn, rate limits in memory, the
 * outbox for mail, PostgreSQL's pool of 10 as the server opens it). Every request passes the session, CSRF,
 * zod validation, rate limits and routing. The candidates run in a worker thread of this process (their
 * own event loop), each a browser: its own keep-alive connection, cookie jar and CSRF token, signed up
 * through `POST /api/pcsx/auth/signup` behind a trusted proxy that names a distinct client address
 * (`x-forwarded-for`), as candidates from 100 addresses would be.
 *
 * The tenant's form is Northwind's (seed/application-forms.ts: contact details, work experience and
 * education lists, screening questions, voluntary self-identification, an extra question for Engineering
 * jobs) with `resumeRequired: false`: no resume is parsed inside the timings (the parser has its own
 * benchmark, bench:resume).
 *
 * Two load shapes, each with the three kinds (baseline first and again last, to show drift):
 *  - paced: each candidate sends one request a second (autosave is debounced to at most one a second,
 *    issue 14 §6), starting at a random offset: 100 requests/s in all. This is the issue's "100
 *    concurrent candidates"; the targets (submit p95 <= 50 ms, autosave p95 <= 15 ms) are read here.
 *  - saturated: no pause between requests, all 100 candidates in flight at once: the capacity (req/s),
 *    where latency is mostly waiting in line (Little's law: 100 / throughput).
 * Loops are bounded by count and time, and the counts stay under the routes' rate limits per candidate
 * (submit 20 a minute, draft save 240 a minute). Each submit goes to a position of its own (open, not
 * private); each candidate autosaves one draft of its own position with the version the last save gave.
 *
 * Options: --jobs N (default 100000), --db sqlite|postgres|both (default both when 127.0.0.1:5432 answers),
 * --candidates N (default 100), --mode paced|saturated|both (default both), --seconds N (cap per phase,
 * default 30). Diagnostics: --profile DIR (a CPU profile of the app's thread per measured phase, written to
 * DIR/<db>-<mode>-<kind>.cpuprofile), --queries 1 (the app's statements per phase, count and ms per request,
 * through Kysely's log on a connection of the app's own). Both cost a little: leave them off for figures.
 * PostgreSQL runs in a fresh database that is dropped afterwards. Traffic stays on loopback.
 */
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  databaseKinds,
  dist,
  loadCatalogue,
  openDatabase,
  option,
  percentile,
  pgAdminUrl,
} from './lib/catalogue.mjs';

const IS_WORKER = !isMainThread && workerData?.benchApply === true;

/** Requests per candidate: [warm-up, paced, saturated]. Submits stay under 20 a minute per candidate. */
const PLAN = {
  baseline: { warm: 3, paced: 10, saturated: 150 },
  autosave: { warm: 3, paced: 10, saturated: 150 },
  submit: { warm: 1, paced: 8, saturated: 10 },
};
const PACE_MS = 1000;
const TARGETS = { autosave: 15, submit: 50 };

// ---------------------------------------------------------------------------------------------------------
// The candidates (worker thread): plain node:http, one keep-alive socket per candidate.
// ---------------------------------------------------------------------------------------------------------

class Candidate {
  constructor(port, index, plan) {
    this.port = port;
    this.index = index;
    this.plan = plan;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    this.cookies = new Map();
    this.csrf = undefined;
    // A distinct client address behind the trusted proxy (the app's IP-keyed limits count per candidate).
    this.ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    this.draftVersion = 0;
    this.edits = 0;
    this.submitted = 0;
  }

  request(method, path, body) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { 'x-forwarded-for': this.ip, accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.csrf) headers['x-csrf-token'] = this.csrf;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    return new Promise((resolve) => {
      const started = performance.now();
      const req = http.request(
        { host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - started;
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair, ...attrs] = line.split(';');
              const eq = pair.indexOf('=');
              const name = pair.slice(0, eq).trim();
              const value = pair.slice(eq + 1).trim();
              const gone = value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
              if (gone) this.cookies.delete(name);
              else this.cookies.set(name, value);
            }
            const token = res.headers['x-csrf-token'];
            if (typeof token === 'string') this.csrf = token;
            resolve({ status: res.statusCode ?? 0, ms, text: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      req.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, text: String(err) }));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  async signUp() {
    await this.request('GET', '/api/pcsx/session');
    const res = await this.request('POST', '/api/pcsx/auth/signup', {
      email: this.plan.email,
      password: 'bench-apply-Candidate-2026!',
      full_name: `${this.plan.values.first_name} ${this.plan.values.last_name}`,
    });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${res.text.slice(0, 300)}`);
  }

  /** One request of a kind; returns { status, ms, text }. */
  async one(kind) {
    if (kind === 'baseline') return this.request('GET', '/api/pcsx/session');
    if (kind === 'autosave') {
      // As the apply page sends it: every answer so far, the step, and the version the last save returned.
      this.edits++;
      const values = {
        ...this.plan.values,
        salary_expectation: 50_000 + ((this.index * 7919 + this.edits * 104_729) % 90_000),
        location: `${this.plan.values.location}${' '.repeat(this.edits % 3)}`,
      };
      const res = await this.request('PUT', '/api/pcsx/draft_applications', {
        position_id: this.plan.draftPosition,
        base_version: this.draftVersion,
        step: this.edits % 5,
        values,
        resume_id: null,
      });
      if (res.status === 200) this.draftVersion = JSON.parse(res.text).data.draft.version;
      return res;
    }
    const target = this.plan.submitPositions[this.submitted++];
    if (!target) return { status: -1, ms: 0, text: 'no position left to apply to' };
    return this.request('POST', '/api/pcsx/apply', {
      position_ids: [target.id],
      values: target.engineering
        ? { ...this.plan.values, code_sample_url: `https://github.com/${this.plan.handle}/compiler` }
        : this.plan.values,
      resume_id: null,
      source: { utm_source: 'bench', utm_campaign: 'apply-speed', src: 'careers-site' },
      private: false,
      language: 'en',
    });
  }
}

function summarize(kind, samples, seconds) {
  const ok = samples.filter((s) => s.status === 200).map((s) => s.ms);
  ok.sort((a, b) => a - b);
  const pct = (p) => ok[Math.min(ok.length - 1, Math.floor((p / 100) * ok.length))] ?? 0;
  const statuses = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const firstError = samples.find((s) => s.status !== 200);
  return {
    kind,
    n: ok.length,
    rps: ok.length / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: ok.at(-1) ?? 0,
    statuses,
    ...(firstError ? { firstError: `${firstError.status} ${firstError.text.slice(0, 400)}` } : {}),
  };
}

let phaseIds = 0;

/**
 * Every candidate runs `count` requests of `kind` at once with the others: paced (one a PACE_MS, from a
 * random offset; a late answer makes the next one go at once) or saturated (back to back).
 */
async function phase(candidates, kind, { count, paced, seconds, label }) {
  const id = phaseIds++;
  // The app takes its measures (event loop use, optionally a CPU profile) before the first request.
  const go = new Promise((resolve) => parentPort.once('message', resolve));
  parentPort.postMessage({ mark: 'start', id, label });
  await go;
  const loop = performance.eventLoopUtilization();
  const samples = [];
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(
    candidates.map(async (c) => {
      const offset = paced ? Math.random() * PACE_MS : 0;
      for (let i = 0; i < count && performance.now() < stopAt; i++) {
        if (paced) {
          const due = started + offset + i * PACE_MS;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
        samples.push(await c.one(kind));
      }
    }),
  );
  const clientBusy = performance.eventLoopUtilization(loop).utilization;
  parentPort.postMessage({ mark: 'end', id });
  return { ...summarize(kind, samples, (performance.now() - started) / 1000), id, clientBusy };
}

async function candidatesMain() {
  const { port, plans, modes, seconds } = workerData;
  const candidates = plans.map((plan, i) => new Candidate(port, i, plan));
  // Sign-ups hash a password each (argon2id): ten at a time.
  for (let i = 0; i < candidates.length; i += 10)
    await Promise.all(candidates.slice(i, i + 10).map((c) => c.signUp()));
  // Warm-up (not counted): JIT, statement caches, the first draft of every candidate (base_version 0).
  const warm = {};
  for (const kind of ['baseline', 'autosave', 'submit'])
    warm[kind] = await phase(candidates, kind, {
      count: PLAN[kind].warm,
      paced: false,
      seconds,
      label: null,
    });
  for (const [kind, r] of Object.entries(warm))
    if (r.firstError) throw new Error(`warm-up ${kind}: ${JSON.stringify(r.statuses)} ${r.firstError ?? ''}`);
  const results = {};
  for (const mode of modes) {
    const paced = mode === 'paced';
    const rows = [];
    for (const kind of ['baseline', 'autosave', 'submit'])
      rows.push(
        await phase(candidates, kind, { count: PLAN[kind][mode], paced, seconds, label: `${mode}-${kind}` }),
      );
    const again = await phase(candidates, 'baseline', {
      count: PLAN.baseline[mode],
      paced,
      seconds,
      label: `${mode}-baseline-again`,
    });
    rows.push({ ...again, kind: 'baseline, again' });
    results[mode] = rows;
  }
  for (const c of candidates) c.agent.destroy();
  parentPort.postMessage({ results });
}

if (IS_WORKER) {
  candidatesMain().catch((err) => parentPort.postMessage({ error: String(err?.stack ?? err) }));
}

// ---------------------------------------------------------------------------------------------------------
// The app and the data (main thread).
// ---------------------------------------------------------------------------------------------------------

const FIRST = ['Ada', 'Kwame', 'Mei', 'Lucía', 'Oluwaseun', 'Ingrid', 'Ravi', 'Sakura', 'Mateo', 'Zainab'];
const LAST = ['Okafor', 'Lindqvist', 'Tanaka', 'García', 'Novak', 'Haddad', 'Kowalski', 'Nguyen', 'Rossi'];
const COMPANIES = ['Globex', 'Initech', 'Umbrella Logistics', 'Stark Freight', 'Wayne Retail', 'Acme Foods'];
const TITLES = [
  'Software Engineer',
  'Data Analyst',
  'Account Manager',
  'Operations Lead',
  'Product Designer',
];
const SKILLS = [
  'TypeScript',
  'SQL',
  'PostgreSQL',
  'Kubernetes',
  'Negotiation',
  'Forecasting',
  'Figma',
  'Excel',
  'Python',
  'Stakeholder management',
  'Tableau',
  'Supply chain planning',
];

/** A complete, valid set of answers for Northwind's form (about 2 KB as JSON). */
function answersFor(i) {
  const first = FIRST[i % FIRST.length];
  const last = LAST[(i * 7) % LAST.length];
  const year = (y) => `${y}-01-01`;
  const experience = Array.from({ length: 8 }, (_, k) => ({
    title: `${k === 0 ? 'Senior ' : ''}${TITLES[(i + k) % TITLES.length]}`,
    company: `${COMPANIES[(i + k) % COMPANIES.length]} ${['GmbH', 'Ltd', 'Inc.', 'S.A.', 'BV'][k % 5]}`,
    dates: {
      startDate: `${2024 - 2 * k}-0${(k % 9) + 1}-01`,
      endDate: k === 0 ? null : `${2024 - 2 * k + 2}-0${(k % 9) + 1}-01`,
      isCurrent: k === 0,
    },
  }));
  const education = [
    { school: 'Technical University of Munich', degree: 'MSc', field: 'Computer Science' },
    { school: 'University of Lagos', degree: 'BSc', field: 'Mathematics and Statistics' },
    { school: 'Lycée Henri-IV', degree: 'Baccalauréat', field: 'Sciences' },
  ].map((e, k) => ({ ...e, dates: { startDate: year(2006 - 4 * k), endDate: year(2010 - 4 * k) } }));
  return {
    first_name: first,
    last_name: last,
    email: `bench.apply.${i}@example.com`,
    phone: `+4930${String(2_000_000 + i * 37).padStart(8, '0')}`,
    location: ['Berlin, Germany', 'Lagos, Nigeria', 'Toronto, Canada', 'Osaka, Japan'][i % 4],
    links: `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()}-${i}`,
    skills: [...SKILLS.slice(i % 4), ...SKILLS.slice(0, i % 4)],
    experience,
    education,
    work_authorization: i % 5 === 0 ? 'sponsorship' : 'yes',
    notice_period: ['now', '2w', '1m', '2m', '3m'][i % 5],
    salary_expectation: 60_000 + (i % 30) * 1_000,
    self_id_gender: ['woman', 'man', 'non_binary', 'undisclosed'][i % 4],
    self_id_disability: 'undisclosed',
    self_id_veteran: 'no',
  };
}

function fmtTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [fmt(header), ...rows.map(fmt)].join('\n');
}

/**
 * `--queries`: the app's statements per measured phase, through Kysely's query log (the time of each
 * statement on its connection: no wait for the connection, no parsing of the request).
 */
function queryLog() {
  let current = null;
  const phases = new Map();
  return {
    begin(label) {
      current = label ? new Map() : null;
      if (label) phases.set(label, current);
    },
    end() {
      current = null;
    },
    log(event) {
      if (!current || event.level !== 'query') return;
      const key = event.query.sql.replace(/\s+/g, ' ').slice(0, 150);
      const entry = current.get(key) ?? [];
      if (entry.length === 0) current.set(key, entry);
      entry.push(event.queryDurationMillis);
    },
    print(label, requests) {
      const stats = [...(phases.get(label) ?? new Map())].map(([q, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        const total = list.reduce((a, b) => a + b, 0);
        const [p50, p95, max] = [percentile(sorted, 50), percentile(sorted, 95), sorted.at(-1)];
        return { q, n: list.length, total, p50, p95, max };
      });
      stats.sort((a, b) => b.total - a.total);
      const all = stats.reduce((a, b) => a + b.total, 0);
      const per = stats.reduce((a, b) => a + b.n, 0);
      console.log(
        `  ${label}: ${(per / requests).toFixed(1)} statements and ${(all / requests).toFixed(2)} ms in them per request`,
      );
      for (const x of stats.slice(0, 8))
        console.log(
          `    ${(x.n / requests).toFixed(1).padStart(4)}/req  ${(x.total / requests).toFixed(3).padStart(7)} ms/req  ` +
            `p50 ${x.p50.toFixed(3)}  p95 ${x.p95.toFixed(3)}  max ${x.max.toFixed(1)}  ${x.q}`,
        );
    },
  };
}

/** `--profile DIR`: a CPU profile of the app's thread per measured phase, DIR/<db>-<mode>-<kind>.cpuprofile. */
async function appProfiler(dir) {
  const { Session } = await import('node:inspector/promises');
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  return {
    start: () => session.post('Profiler.start'),
    async stop(name) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    },
  };
}

async function benchOne(kind, opts) {
  const { buildApp } = await dist('app.js');
  const { createDb, openSqlite } = await dist('db/database.js');
  const { loadEnv } = await dist('env.js');
  const { NORTHWIND_APPLICATION_FORM } = await dist('seed/application-forms.js');
  const { db, drop } = await openDatabase(kind, 'apply');
  let app;
  let appDb;
  try {
    const { tenant, ids } = await loadCatalogue(db, kind, opts.jobs);
    let env;
    const { Kysely, PostgresDialect, SqliteDialect, sql } = await import('kysely');
    const queries = opts.queries ? queryLog() : null;
    if (kind === 'postgres') {
      const { default: pg } = await import('pg');
      // What autovacuum does soon after a bulk load.
      await sql`vacuum analyze`.execute(db);
      // The app opens its own pool as the server does (10 connections), on the database made above.
      const { rows } = await sql`select current_database() as name`.execute(db);
      const url = new URL(await pgAdminUrl());
      url.pathname = `/${rows[0].name}`;
      env = { DATABASE_URL: url.toString() };
      appDb = queries
        ? new Kysely({
            dialect: new PostgresDialect({
              pool: new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 }),
            }),
            log: queries.log,
          })
        : createDb({ databaseUrl: env.DATABASE_URL });
    } else if (queries) {
      // A logging connection of its own to the same file (the loader's stays open, idle).
      const { rows } = await sql`pragma database_list`.execute(db);
      const file = rows.find((r) => r.name === 'main').file;
      appDb = new Kysely({ dialect: new SqliteDialect({ database: openSqlite(file) }), log: queries.log });
    } else {
      appDb = db; // SQLite: one connection per process, as the server has.
    }
    app = await buildApp({
      env: loadEnv({
        ...env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        // The candidates come through a proxy on loopback that names each one's address.
        TRUST_PROXY: '127.0.0.1',
      }),
      db: appDb,
    });
    await app.services.applications.setFormConfig(tenant.id, {
      ...NORTHWIND_APPLICATION_FORM,
      resumeRequired: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address();

    // Positions spread over the catalogue, open and public: one draft position and the submit positions of
    // each candidate, none shared.
    const perCandidate = PLAN.submit.warm + PLAN.submit.paced + PLAN.submit.saturated + 1;
    const wanted = opts.candidates * perCandidate;
    const stride = Math.max(1, Math.floor(ids.length / (wanted * 1.3)));
    const spread = ids.filter((_, i) => i % stride === 0);
    const picked = [];
    for (let k = 0; k < spread.length && picked.length < wanted; k += 500) {
      for (const p of await app.services.positions.findManyByIds(tenant.id, spread.slice(k, k + 500)))
        if (!p.isPrivate && !p.archivedAt && picked.length < wanted)
          picked.push({ id: p.id, engineering: p.department === 'Engineering' });
    }
    if (picked.length < wanted) throw new Error(`only ${picked.length} open public positions picked`);
    const plans = Array.from({ length: opts.candidates }, (_, i) => {
      const mine = picked.slice(i * perCandidate, (i + 1) * perCandidate);
      const values = answersFor(i);
      return {
        email: values.email,
        handle: `${values.first_name.toLowerCase()}${i}`,
        values,
        draftPosition: mine[0].id,
        submitPositions: mine.slice(1),
      };
    });
    const draftBytes = JSON.stringify(plans[0].values).length;
    const engineeringShare = picked.filter((p) => p.engineering).length / picked.length;
    console.log(
      `[${kind}] app on 127.0.0.1:${port}; form: Northwind's (5 sections, Engineering jobs add a question), ` +
        `resumeRequired false (no resume parse timed); answers ${draftBytes.toLocaleString('en')} bytes of JSON ` +
        `per draft and submit; ${Math.round(engineeringShare * 100)} % of submits to Engineering jobs`,
    );

    const appBusy = new Map();
    const profiler = opts.profileDir ? await appProfiler(opts.profileDir) : null;
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
    console.log(`[${kind}] load average before: ${load()}`);
    const result = await new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { benchApply: true, port, plans, modes: opts.modes, seconds: opts.seconds },
      });
      // The app's event loop use per phase (SQLite runs on it; PostgreSQL's work is in its own processes).
      const marks = new Map();
      let profiling = Promise.resolve();
      worker.on('message', async (m) => {
        if (m.mark === 'start') {
          if (profiler && m.label) await profiler.start();
          marks.set(m.id, { loop: performance.eventLoopUtilization(), label: m.label });
          queries?.begin(m.label);
          worker.postMessage('go');
        } else if (m.mark === 'end') {
          const { loop, label } = marks.get(m.id);
          appBusy.set(m.id, performance.eventLoopUtilization(loop).utilization);
          queries?.end();
          if (profiler && label) profiling = profiling.then(() => profiler.stop(`${kind}-${label}`));
        } else if (m.error) reject(new Error(m.error));
        else profiling.then(() => resolve(m), reject);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => code !== 0 && reject(new Error(`candidates exited with ${code}`)));
    });

    console.log(`[${kind}] load average after: ${load()}`);
    const out = { kind, modes: {} };
    for (const [mode, rows] of Object.entries(result.results)) {
      const base = rows[0];
      console.log(
        `\n[${kind}] ${mode}: ${opts.candidates} candidates, ${
          mode === 'paced' ? `each one request every ${PACE_MS} ms` : 'all in flight, back to back'
        }`,
      );
      const header = [
        'kind',
        'n',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'p50 ÷ base',
        'p95 ÷ base',
        'target p95',
        'app loop',
        'client loop',
        'statuses',
      ];
      const table = rows.map((r) => {
        const target = TARGETS[r.kind];
        return [
          r.kind,
          String(r.n),
          r.rps.toFixed(0),
          r.p50.toFixed(2),
          r.p95.toFixed(2),
          r.p99.toFixed(2),
          r.max.toFixed(1),
          (r.p50 / base.p50).toFixed(2),
          (r.p95 / base.p95).toFixed(2),
          target ? `≤ ${target} ${r.p95 <= target ? 'met' : 'MISSED'}` : '',
          `${Math.round((appBusy.get(r.id) ?? 0) * 100)} %`,
          `${Math.round(r.clientBusy * 100)} %`,
          Object.entries(r.statuses)
            .map(([s, n]) => `${s}x${n}`)
            .join(' '),
        ];
      });
      console.log(fmtTable(header, table));
      for (const r of rows)
        if (r.firstError) console.log(`  ${r.kind}: first non-200 answer: ${r.firstError}`);
      if (queries)
        for (const r of rows.filter((x) => x.kind !== 'baseline, again'))
          queries.print(
            `${mode}-${r.kind}`,
            Object.values(r.statuses).reduce((a, b) => a + b, 0),
          );
      out.modes[mode] = rows.map((r) => ({ ...r, appBusy: appBusy.get(r.id) }));
    }
    return out;
  } finally {
    if (app) await app.close();
    if (appDb && appDb !== db) await appDb.destroy();
    await drop();
  }
}

export async function run() {
  const mode = option('mode', 'both');
  const opts = {
    jobs: Number(option('jobs', '100000')),
    candidates: Number(option('candidates', '100')),
    seconds: Number(option('seconds', '30')),
    modes: mode === 'both' ? ['paced', 'saturated'] : [mode],
    profileDir: option('profile', ''),
    queries: option('queries', '0') !== '0',
  };
  console.log(
    `apply: ${opts.jobs.toLocaleString('en')} positions, ${opts.candidates} candidates over HTTP (keep-alive, ` +
      `loopback), node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`,
  );
  const all = [];
  for (const kind of await databaseKinds()) all.push(await benchOne(kind, opts));
  return all;
}
