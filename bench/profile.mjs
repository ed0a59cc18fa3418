/**
 * The candidate's profile calls at scale, over HTTP against the real app (issue 15 §9): `GET
 * /api/pcsx/profile_details`, `GET /api/pcsx/profile_analysis?hl=en` and `POST /api/pcsx/profile_edit` with 100
 * concurrent signed-in candidates (100 distinct accounts), on SQLite and on PostgreSQL, each beside a baseline
 * measured in the same run at the same concurrency: `GET /api/pcsx/session` (tenant, CSRF cookie, session and
 * candidate lookup through the same HTTP stack), so machines that differ compare by ratio. Target: p95 ≤ 10 ms.
 *
 * The accounts are a realistic mix, written through the real services before the timings: a fifth with an empty
 * profile (new accounts), half a typical one (headline, phone, a place, 6 skills, 2 jobs, a degree, one text
 * resume) and the rest a long one (15 skills, 6 jobs with paragraph descriptions, 2 degrees, 3 links, job
 * preferences, two resumes). Each signs in over HTTP from its own address (behind a trusted proxy on loopback).
 * Edits cycle through a headline update, a skill added and that skill deleted by its index, so profiles keep
 * their size and every edit is a real read-modify-write.
 *
 * Two load shapes (baseline first and again last, to show drift), as bench/apply.mjs:
 *  - paced: each candidate sends one request a second from a random offset (100 requests/s): the issue's
 *    "100 concurrent candidates", where the target is read;
 *  - saturated: all 100 in flight back to back: the capacity, where latency is mostly queueing.
 * The candidates run in a worker thread (their own event loop), each with its own keep-alive connection, cookies
 * and CSRF token. Loops are bounded by count and time; edits stay under the route's limit (120 a minute each).
 *
 * Options: --db sqlite|postgres|both (default both when 127.0.0.1:5432 answers), --candidates N (100),
 * --mode paced|saturated|both (both), --seconds N (cap per phase, 30), --profile DIR (a CPU profile of the app's
 * thread per measured phase). PostgreSQL runs in a fresh database that is dropped afterwards.
 */
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { databaseKinds, dist, openDatabase, option, printTable } from './lib/catalogue.mjs';

const IS_WORKER = !isMainThread && workerData?.benchProfile === true;
const KINDS = ['baseline', 'details', 'analysis', 'edit'];
const PATHS = {
  baseline: '/api/pcsx/session',
  details: '/api/pcsx/profile_details',
  analysis: '/api/pcsx/profile_analysis?hl=en',
};
/**
 * Requests per candidate: [warm-up, paced, saturated]. The warm-up (JIT, statement caches, pools) is not timed.
 * Edits stay under 120 a minute per candidate.
 */
const PLAN = {
  baseline: { warm: 20, paced: 10, saturated: 100 },
  details: { warm: 20, paced: 10, saturated: 100 },
  analysis: { warm: 20, paced: 10, saturated: 100 },
  edit: { warm: 6, paced: 10, saturated: 40 },
};
const PACE_MS = 1000;
const TARGET_P95_MS = 10;
const PASSWORD = 'bench-profile-Candidate-2026!';

// ---------------------------------------------------------------------------------------------------------
// The candidates (worker thread).
// ---------------------------------------------------------------------------------------------------------

class Candidate {
  constructor(port, index, email) {
    this.port = port;
    this.index = index;
    this.email = email;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    this.cookies = new Map();
    this.csrf = undefined;
    this.ip = `10.78.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    this.edits = 0;
    this.skills = 0;
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
              if (value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
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

  async logIn() {
    await this.request('GET', '/api/pcsx/session');
    const res = await this.request('POST', '/api/pcsx/auth/login', { email: this.email, password: PASSWORD });
    if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.text.slice(0, 300)}`);
    const details = await this.request('GET', PATHS.details);
    this.skills = JSON.parse(details.text).data.profile.skills.length;
  }

  async one(kind) {
    if (kind !== 'edit') return this.request('GET', PATHS[kind]);
    // A headline update, a skill added, the same skill deleted by its index: real edits, stable sizes.
    const step = this.edits++ % 3;
    const body =
      step === 0
        ? { op_section: 'headline', operation: 'update', op_data: { value: `Bench headline ${this.edits}` } }
        : step === 1
          ? { op_section: 'skills', operation: 'add', op_data: { value: `Bench skill ${this.edits}` } }
          : { op_section: 'skills', operation: 'delete', op_data: { index: this.skills - 1 } };
    const res = await this.request('POST', '/api/pcsx/profile_edit', body);
    if (res.status === 200) this.skills = JSON.parse(res.text).data.skills.length;
    return res;
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
    ...(firstError ? { firstError: `${firstError.status} ${firstError.text.slice(0, 300)}` } : {}),
  };
}

let phaseIds = 0;

async function phase(candidates, kind, { count, paced, seconds, label }) {
  const id = phaseIds++;
  const go = new Promise((resolve) => parentPort.once('message', resolve));
  parentPort.postMessage({ mark: 'start', id, label });
  await go;
  const samples = [];
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(
    candidates.map(async (c) => {
      const offset = paced ? Math.random() * PACE_MS : 0;
      for (let i = 0; i < count && performance.now() < stopAt; i++) {
        if (paced) {
          const wait = started + offset + i * PACE_MS - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
        samples.push(await c.one(kind));
      }
    }),
  );
  parentPort.postMessage({ mark: 'end', id });
  return { ...summarize(kind, samples, (performance.now() - started) / 1000), id };
}

async function candidatesMain() {
  const { port, emails, modes, seconds } = workerData;
  const candidates = emails.map((email, i) => new Candidate(port, i, email));
  // Sign-ins verify a password each (argon2id): ten at a time.
  for (let i = 0; i < candidates.length; i += 10)
    await Promise.all(candidates.slice(i, i + 10).map((c) => c.logIn()));
  for (const kind of KINDS) {
    const r = await phase(candidates, kind, { count: PLAN[kind].warm, paced: false, seconds, label: null });
    if (r.firstError) throw new Error(`warm-up ${kind}: ${JSON.stringify(r.statuses)} ${r.firstError}`);
  }
  const results = {};
  for (const mode of modes) {
    const paced = mode === 'paced';
    const rows = [];
    for (const kind of KINDS)
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

if (IS_WORKER) candidatesMain().catch((err) => parentPort.postMessage({ error: String(err?.stack ?? err) }));

// ---------------------------------------------------------------------------------------------------------
// The app and the accounts (main thread).
// ---------------------------------------------------------------------------------------------------------

const CITIES = [
  {
    city: 'Seattle',
    region: 'Washington',
    country: 'United States',
    countryCode: 'US',
    lat: 47.61,
    lng: -122.33,
  },
  { city: 'Berlin', region: 'Berlin', country: 'Germany', countryCode: 'DE', lat: 52.52, lng: 13.41 },
  { city: 'Lagos', region: 'Lagos', country: 'Nigeria', countryCode: 'NG', lat: 6.46, lng: 3.38 },
  { city: 'Osaka', region: 'Osaka', country: 'Japan', countryCode: 'JP', lat: 34.69, lng: 135.5 },
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
  'React',
  'Go',
  'Terraform',
  'Salesforce',
];
const PARAGRAPH =
  'Led a team of six through a platform migration, cut monthly infrastructure cost by a third and mentored two ' +
  'engineers into senior roles. Owned the on-call rotation and the incident reviews.';

/** The i-th account's profile: a fifth empty, half typical, the rest long (see the header). */
function profileFor(i) {
  const kind = i % 10 < 2 ? 'empty' : i % 10 < 7 ? 'typical' : 'long';
  if (kind === 'empty') return { kind, profile: {}, resumes: 0 };
  const jobs = kind === 'typical' ? 2 : 6;
  const profile = {
    headline: `${['Data', 'Platform', 'Sales', 'Operations'][i % 4]} professional, ${3 + (i % 12)} years`,
    phone: `+4930${String(3_000_000 + i * 41).padStart(8, '0')}`,
    location: CITIES[i % CITIES.length],
    skills: SKILLS.slice(0, kind === 'typical' ? 6 : 15).map((s, k) => (k === 0 ? `${s}` : s)),
    experience: Array.from({ length: jobs }, (_, k) => ({
      title: `${k === 0 ? 'Senior ' : ''}${['Engineer', 'Analyst', 'Account Manager'][(i + k) % 3]}`,
      company: ['Globex', 'Initech', 'Umbrella', 'Stark Freight', 'Wayne Retail', 'Acme'][(i + k) % 6],
      startDate: `${2022 - 3 * k}-0${(k % 9) + 1}`,
      endDate: k === 0 ? null : `${2025 - 3 * k}-0${(k % 9) + 1}`,
      description: kind === 'long' ? PARAGRAPH : '',
    })),
    education: Array.from({ length: kind === 'typical' ? 1 : 2 }, (_, k) => ({
      school: ['Technical University of Munich', 'University of Lagos'][k],
      degree: ['MSc', 'BSc'][k],
      field: 'Computer Science',
      startYear: 2008 - 4 * k,
      endYear: 2010 - 4 * k,
    })),
    ...(kind === 'long'
      ? {
          links: [
            { label: 'LinkedIn', url: `https://www.linkedin.com/in/bench-${i}` },
            { label: 'GitHub', url: `https://github.com/bench-${i}` },
            { label: 'Portfolio', url: `https://bench-${i}.example.com` },
          ],
          jobPreferences: {
            titles: ['Staff Engineer', 'Engineering Manager'],
            locations: [CITIES[(i + 1) % CITIES.length]],
            remote: 'hybrid',
            jobTypes: ['full-time'],
            salary: { min: 90_000, max: 120_000, currency: 'EUR', period: 'year' },
          },
        }
      : {}),
  };
  return { kind, profile, resumes: kind === 'typical' ? 1 : 2 };
}

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
  const { createDb } = await dist('db/database.js');
  const { loadEnv } = await dist('env.js');
  const { hashPassword } = await dist('modules/auth/passwords.js');
  const { NORTHWIND_CONFIG } = await dist('seed/tenants.js');
  const { db, drop } = await openDatabase(kind, 'profile');
  let app;
  let appDb = db; // SQLite: one connection per process, as the server has.
  try {
    let env = {};
    if (kind === 'postgres') {
      const { sql } = await import('kysely');
      const { pgAdminUrl } = await import('./lib/catalogue.mjs');
      const { rows } = await sql`select current_database() as name`.execute(db);
      const url = new URL(await pgAdminUrl());
      url.pathname = `/${rows[0].name}`;
      env = { DATABASE_URL: url.toString() };
      appDb = createDb({ databaseUrl: env.DATABASE_URL });
    }
    app = await buildApp({
      env: loadEnv({
        ...env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        TRUST_PROXY: '127.0.0.1',
      }),
      db: appDb,
    });
    const tenant = await app.services.tenants.create({
      domain: 'bench-profile.example',
      name: 'Bench',
      config: NORTHWIND_CONFIG,
      isDefault: true,
    });
    const passwordHash = await hashPassword(PASSWORD);
    const emails = [];
    const mix = { empty: 0, typical: 0, long: 0 };
    for (let i = 0; i < opts.candidates; i++) {
      const email = `bench.profile.${i}@example.com`;
      const row = await app.services.candidates.create({
        tenantId: tenant.id,
        email,
        passwordHash,
        fullName: `Bench Candidate ${i}`,
      });
      const { kind: shape, profile, resumes } = profileFor(i);
      mix[shape]++;
      if (shape !== 'empty') await app.services.profiles.save(tenant.id, row.id, profile);
      for (let r = 0; r < resumes; r++)
        await app.services.resumes.upload(tenant.id, row.id, {
          fileName: `resume-${r}.txt`,
          bytes: new TextEncoder().encode(
            `Bench Candidate ${i}\n${profile.headline}\nSkills: ${(profile.skills ?? []).join(', ')}\n${PARAGRAPH}\n`,
          ),
        });
      emails.push(email);
    }
    if (kind === 'postgres') {
      const { sql } = await import('kysely');
      await sql`vacuum analyze`.execute(db);
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address();
    console.log(
      `[${kind}] app on 127.0.0.1:${port}; ${opts.candidates} accounts: ${mix.empty} empty, ${mix.typical} typical, ` +
        `${mix.long} long profiles (see the header); load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    const appBusy = new Map();
    const profiler = opts.profileDir ? await appProfiler(opts.profileDir) : null;
    const result = await new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { benchProfile: true, port, emails, modes: opts.modes, seconds: opts.seconds },
      });
      const marks = new Map();
      let profiling = Promise.resolve();
      worker.on('message', async (m) => {
        if (m.mark === 'start') {
          if (profiler && m.label) await profiler.start();
          marks.set(m.id, { loop: performance.eventLoopUtilization(), label: m.label });
          worker.postMessage('go');
        } else if (m.mark === 'end') {
          const { loop, label } = marks.get(m.id);
          appBusy.set(m.id, performance.eventLoopUtilization(loop).utilization);
          if (profiler && label) profiling = profiling.then(() => profiler.stop(`${kind}-${label}`));
        } else if (m.error) reject(new Error(m.error));
        else profiling.then(() => resolve(m), reject);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => code !== 0 && reject(new Error(`candidates exited with ${code}`)));
    });
    const out = { kind, modes: {} };
    for (const [mode, rows] of Object.entries(result.results)) {
      const base = rows[0];
      console.log(
        `\n[${kind}] ${mode}: ${opts.candidates} candidates, ${
          mode === 'paced' ? `each one request every ${PACE_MS} ms` : 'all in flight, back to back'
        }`,
      );
      const names = { details: 'profile_details', analysis: 'profile_analysis', edit: 'profile_edit' };
      printTable(
        [
          'call',
          'n',
          'req/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'max ms',
          'p95 ÷ base',
          'target p95',
          'app loop',
          'statuses',
        ],
        rows.map((r) => [
          names[r.kind] ?? (r.kind === 'baseline' ? 'baseline (session)' : r.kind),
          String(r.n),
          r.rps.toFixed(0),
          r.p50.toFixed(2),
          r.p95.toFixed(2),
          r.p99.toFixed(2),
          r.max.toFixed(1),
          (r.p95 / base.p95).toFixed(2),
          names[r.kind] && mode === 'paced'
            ? `≤ ${TARGET_P95_MS} ${r.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`
            : '',
          `${Math.round((appBusy.get(r.id) ?? 0) * 100)} %`,
          Object.entries(r.statuses)
            .map(([s, n]) => `${s}x${n}`)
            .join(' '),
        ]),
      );
      for (const r of rows)
        if (r.firstError) console.log(`  ${r.kind}: first non-200 answer: ${r.firstError}`);
      out.modes[mode] = rows.map((r) => ({ ...r, appBusy: appBusy.get(r.id) }));
    }
    return out;
  } finally {
    if (app) await app.close();
    if (appDb !== db) await appDb.destroy();
    await drop();
  }
}

export async function run() {
  const mode = option('mode', 'both');
  const opts = {
    candidates: Number(option('candidates', '100')),
    seconds: Number(option('seconds', '30')),
    modes: mode === 'both' ? ['paced', 'saturated'] : [mode],
    profileDir: option('profile', ''),
  };
  console.log(
    `profile: ${opts.candidates} candidates over HTTP (keep-alive, loopback), node ${process.version}, ` +
      `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`,
  );
  const all = [];
  for (const kind of await databaseKinds()) all.push(await benchOne(kind, opts));
  return all;
}
