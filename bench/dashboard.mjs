/**
 * The dashboard's calls (issue 18 §6, docs/decisions/054) for a candidate with 200 applications, over HTTP against
 * the real app, on SQLite and on PostgreSQL: `GET /api/pcsx/dashboard/applications`, `/nudges`, `/interviews`,
 * `/events`, `/referrals` and `GET /api/pcsx/draft_applications`, each beside two baselines measured in the same
 * run on the same connection: `GET /api/health` (the HTTP stack alone) and `GET /api/pcsx/session` (tenant, CSRF
 * cookie, session and candidate lookup), so machines that differ compare by ratio. Target: p95 ≤ 15 ms.
 *
 * The data, written through the real services before the timings: a catalogue of --jobs positions (2,000) of
 * Northwind's generator, and one candidate with --applications applications (200), each submitted through the
 * applications service and a third of them moved on through two more stages (history rows), 3 open offers,
 * 2 drafts, 2 referrals and a profile whose wished-for title makes the nudges run the search engine.
 *
 * One signed-in client with a keep-alive connection sends the requests one after another, the kinds interleaved
 * round-robin so drift affects each alike: --warm (30) untimed rounds, then --rounds (400) timed ones.
 * Options: --db sqlite|postgres|both, --jobs N, --applications N, --rounds N, --warm N.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import { databaseKinds, dist, openDatabase, option, percentile, printTable } from './lib/catalogue.mjs';

const PASSWORD = 'bench-dashboard-Candidate-2026!';
const TARGET_P95_MS = 15;
const PATHS = {
  'baseline: health': '/api/health',
  'baseline: session': '/api/pcsx/session',
  applications: '/api/pcsx/dashboard/applications',
  nudges: '/api/pcsx/dashboard/nudges',
  interviews: '/api/pcsx/dashboard/interviews',
  events: '/api/pcsx/dashboard/events',
  referrals: '/api/pcsx/dashboard/referrals',
  drafts: '/api/pcsx/draft_applications',
};

function client(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const cookies = new Map();
  let csrf;
  function request(method, path, body) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json', host: 'bench-dashboard.example' };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    return new Promise((resolve) => {
      const started = performance.now();
      const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const eq = pair.indexOf('=');
            cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
          }
          if (typeof res.headers['x-csrf-token'] === 'string') csrf = res.headers['x-csrf-token'];
          resolve({ status: res.statusCode ?? 0, ms, text: Buffer.concat(chunks).toString('utf8') });
        });
      });
      req.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, text: String(err) }));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }
  return { request, close: () => agent.destroy() };
}

const FORM = {
  resumeRequired: false,
  definition: {
    sections: [
      {
        title: 'Contact',
        items: [
          { name: 'first_name', label: 'First name', type: 'text', required: true },
          { name: 'email', label: 'Email', type: 'email', required: true },
        ],
      },
    ],
  },
  rules: [],
};

async function benchOne(kind, opts) {
  const { buildApp } = await dist('app.js');
  const { createDb } = await dist('db/database.js');
  const { loadEnv } = await dist('env.js');
  const { hashPassword } = await dist('modules/auth/passwords.js');
  const { NORTHWIND_CONFIG } = await dist('seed/tenants.js');
  const { generatePositions, NORTHWIND_PROFILE } = await dist('seed/positions.js');
  const { resolveCities, NORTHWIND_CITIES } = await dist('seed/cities.js');
  const { db, drop } = await openDatabase(kind, 'dashboard');
  let app;
  let appDb = db;
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
      env: loadEnv({ ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false' }),
      db: appDb,
    });
    const s = app.services;
    const started = performance.now();
    const tenant = await s.tenants.create({
      domain: 'bench-dashboard.example',
      name: 'Bench',
      config: NORTHWIND_CONFIG,
      isDefault: true,
    });
    const now = new Date();
    const ids = await s.positions.createMany(
      tenant.id,
      generatePositions(NORTHWIND_PROFILE, {
        seed: 54,
        now,
        open: opts.jobs,
        places: resolveCities(NORTHWIND_CITIES),
      }),
    );
    await s.positions.optimizeSearch();
    await s.applications.setFormConfig(tenant.id, FORM);
    const passwordHash = await hashPassword(PASSWORD);
    const email = 'bench.dashboard@example.com';
    const candidate = await s.candidates.create({
      tenantId: tenant.id,
      email,
      passwordHash,
      fullName: 'Bench Candidate',
      emailVerified: true,
    });
    const staff = await s.candidates.create({
      tenantId: tenant.id,
      email: 'bench.staff@example.com',
      passwordHash,
      fullName: 'Bench Staff',
      emailVerified: true,
    });
    const positions = (await s.positions.findManyByIds(tenant.id, ids.slice(0, opts.applications + 10)))
      .filter((p) => !p.isPrivate)
      .sort((a, b) => a.id - b.id);
    await s.profiles.save(tenant.id, candidate.id, {
      headline: 'Engineer',
      jobPreferences: {
        titles: [positions[0].title],
        jobTypes: [],
        locations: [],
        remote: 'any',
        salary: null,
      },
    });
    const ctx = { tenant, candidate, origin: 'https://bench-dashboard.example' };
    for (const [i, p] of positions.slice(0, opts.applications).entries()) {
      const { results } = await s.applications.submit(ctx, {
        position_ids: [p.id],
        values: { first_name: 'Bench', email },
        source: {},
      });
      if (i % 3 === 0)
        for (const stage of ['Screening', i % 2 === 0 ? 'Interview' : 'Rejected'])
          await s.applications.moveStage(tenant.id, results[0].application_id, stage, null);
    }
    const rest = positions.slice(opts.applications);
    for (const days of [5, 14, 30])
      await s.offers.extend(tenant, {
        candidateId: candidate.id,
        positionName: rest[0].title,
        expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
        documents: [
          {
            name: 'Offer Letter',
            documentType: 'Offer',
            status: 'Unsigned',
            requiresSignature: true,
            content: 'offer-letter',
          },
        ],
      });
    for (const p of rest.slice(1, 3))
      await s.applications.saveDraft(tenant, candidate.id, {
        position_id: p.id,
        base_version: 0,
        step: 1,
        values: {},
        resume_id: null,
      });
    for (const p of rest.slice(3, 5))
      await s.referrals.create(tenant, { id: staff.id, email: staff.email }, p.id, {
        referrer_name: 'Bench Referrer',
        referrer_email: 'referrer@example.com',
        candidate_email: email,
        note: 'A bench referral.',
      });
    if (kind === 'postgres') {
      const { sql } = await import('kysely');
      await sql`vacuum analyze`.execute(db);
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address();
    console.log(
      `[${kind}] ${opts.jobs.toLocaleString('en')} positions, 1 candidate with ${opts.applications} applications, 3 offers, 2 drafts, 2 referrals ` +
        `written in ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );

    const c = client(port);
    await c.request('GET', '/api/pcsx/session');
    const login = await c.request('POST', '/api/pcsx/auth/login', { email, password: PASSWORD });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text.slice(0, 200)}`);
    const check = JSON.parse((await c.request('GET', PATHS.applications)).text).data;
    const nudges = JSON.parse((await c.request('GET', PATHS.nudges)).text).data.nudges;
    console.log(
      `[${kind}] the answers: ${check.applications.length} active + ${check.inactiveApplications.length} closed applications; ` +
        `${nudges.length} nudges (${[...new Set(nudges.map((n) => n.kind))].join(', ')})`,
    );
    const samples = Object.fromEntries(Object.keys(PATHS).map((k) => [k, []]));
    for (let round = 0; round < opts.warm + opts.rounds; round++)
      for (const [name, path] of Object.entries(PATHS)) {
        const res = await c.request('GET', path);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
        if (round >= opts.warm) samples[name].push(res.ms);
      }
    c.close();
    const base = [...samples['baseline: health']].sort((a, b) => a - b);
    const baseP95 = percentile(base, 95);
    const rows = Object.entries(samples).map(([name, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      return [
        name,
        String(sorted.length),
        percentile(sorted, 50).toFixed(2),
        p95.toFixed(2),
        percentile(sorted, 99).toFixed(2),
        `${(p95 / baseP95).toFixed(1)}×`,
        name.startsWith('baseline') ? '' : p95 <= TARGET_P95_MS ? 'met' : 'NOT met',
      ];
    });
    console.log(`\n[${kind}] sequential requests, one signed-in client, ms`);
    printTable(['call', 'n', 'p50', 'p95', 'p99', 'p95 / health', `p95 ≤ ${TARGET_P95_MS} ms`], rows);
  } finally {
    await app?.close();
    if (appDb !== db) await appDb.destroy();
    await drop();
  }
}

export async function run() {
  const opts = {
    jobs: Number(option('jobs', '2000')),
    applications: Number(option('applications', '200')),
    rounds: Number(option('rounds', '400')),
    warm: Number(option('warm', '30')),
  };
  for (const kind of await databaseKinds()) await benchOne(kind, opts);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
