/**
 * The notification center at scale (issue 18 §6, docs/decisions/051), over HTTP against the real app, on SQLite and
 * on PostgreSQL:
 *
 *  - badge: `GET /api/pcsx/notification_badge` for a candidate with --notes notifications (2,000: a heavy year),
 *    a third of them unviewed, beside a baseline measured in the same run on the same connection: `GET
 *    /api/pcsx/session` (tenant, CSRF cookie, session and candidate lookup through the same HTTP stack). Target:
 *    badge p95 ≤ 3 ms. Sequential requests on one keep-alive connection (a page's one poll), after a warm-up.
 *  - event to badge: --streams open badge streams (1,000 candidates, one stream each), then --events events, one
 *    at a time, each for a random candidate: the time from the start of the producer's write (a notification in
 *    its transaction, `notifications.transaction` + `notify`) until that candidate's stream has delivered the new
 *    count. Beside it, the baseline of the same run: the same write with nobody listening. Target: p95 ≤ 2 s.
 *    The streams are read in this process (the server's own event loop also serves them), so the figure is an
 *    upper bound of what a separate browser sees.
 *
 * Options: --db sqlite|postgres|both (default both when 127.0.0.1:5432 answers), --notes N (2000),
 * --requests N (2000), --streams N (1000), --events N (300). `REDIS_URL` makes the hub Redis (as in production with
 * several processes); without it the in-process hub.
 */
import http from 'node:http';
import { cpus } from 'node:os';
import { databaseKinds, dist, openDatabase, option, percentile, printTable } from './lib/catalogue.mjs';

const NOTES = Number(option('notes', '2000'));
const REQUESTS = Number(option('requests', '2000'));
const STREAMS = Number(option('streams', '1000'));
const EVENTS = Number(option('events', '300'));

const stats = (label, samples, base) => {
  const s = [...samples].sort((a, b) => a - b);
  const p95 = percentile(s, 95);
  return [
    label,
    String(s.length),
    percentile(s, 50).toFixed(2),
    p95.toFixed(2),
    percentile(s, 99).toFixed(2),
    base ? (p95 / base).toFixed(1) : '',
  ];
};

function get(port, path, cookie, agent) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function setUp(kind) {
  const { buildApp } = await dist('app.js');
  const { loadEnv } = await dist('env.js');
  const { hashPassword } = await dist('modules/auth/passwords.js');
  const database = await openDatabase(kind, 'notifications');
  const env = loadEnv({
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const app = await buildApp({ env, db: database.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = app.server.address().port;
  const s = app.services;
  const tenant = await s.tenants.create({
    domain: `bench-notif-${process.pid}.example`,
    name: 'Bench Co',
    isDefault: false,
    config: {
      pcsxConfig: { branding: { companyName: 'Bench Co' } },
      supportedLanguages: ['en', 'fr'],
      notificationsConfig: {
        enableCandidateInappNotifications: true,
        hasActionRequiredNotificationsConfigured: true,
      },
    },
  });
  const passwordHash = await hashPassword('bench-notifications-2026!');
  const candidate = async (i) => {
    const row = await s.candidates.create({
      tenantId: tenant.id,
      email: `bench-notif-${i}@example.com`,
      passwordHash,
      fullName: `Bench ${i}`,
      emailVerified: true,
    });
    const { token } = await s.sessions.create({ tenantId: tenant.id, candidateId: row.id });
    return { id: row.id, cookie: `portico_session=${token}` };
  };
  const notify = (candidateId, i) =>
    s.notifications.transaction((trx) =>
      s.notifications.notify(trx, {
        tenantId: tenant.id,
        candidateId,
        kind: i % 3 === 0 ? 'application_stage_changed' : 'application_submitted',
        params:
          i % 3 === 0 ? { jobTitle: `Bench job ${i}`, stage: 'Screening' } : { jobTitle: `Bench job ${i}` },
        targetPath: '/careers/applications',
        // In the center only: the benchmark measures the center, not the mail fan-out.
        producerMails: true,
      }),
    );
  return { app, port, tenant, candidate, notify, database };
}

async function badgeBench(env) {
  const { port, tenant, candidate, notify, app } = env;
  const heavy = await candidate('heavy');
  for (let i = 0; i < NOTES; i++) {
    await notify(heavy.id, i);
    // Two thirds viewed: the bell was opened now and then.
    if (i === Math.floor((NOTES * 2) / 3)) await app.services.notifications.markAllViewed(tenant, heavy.id);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const q = `?domain=${tenant.domain}`;
  const run = async (path, n) => {
    const out = [];
    for (let i = 0; i < n; i++) {
      const { ms, status } = await get(port, path + q, heavy.cookie, agent);
      if (status !== 200) throw new Error(`${path}: ${status}`);
      out.push(ms);
    }
    return out;
  };
  await run('/api/pcsx/session', 200);
  await run('/api/pcsx/notification_badge', 200);
  const baseline = await run('/api/pcsx/session', REQUESTS);
  const badge = await run('/api/pcsx/notification_badge', REQUESTS);
  const baselineAgain = await run('/api/pcsx/session', REQUESTS);
  agent.destroy();
  const base = [...baseline].sort((a, b) => a - b);
  return [
    stats('baseline: session', baseline),
    stats(`badge (${NOTES} notifications)`, badge, percentile(base, 50)),
    stats('baseline again', baselineAgain),
  ];
}

async function streamBench(env) {
  const { port, tenant, candidate, notify } = env;
  const people = [];
  for (let i = 0; i < STREAMS; i++) people.push(await candidate(`s${i}`));
  // Baseline: the producer's write with nobody listening (no stream has opened yet).
  const write = [];
  for (let i = 0; i < Math.min(EVENTS, 200); i++) {
    const t = performance.now();
    await notify(people[i % people.length].id, i);
    write.push(performance.now() - t);
  }
  const waiting = new Map();
  const opened = await Promise.all(
    people.map(
      (p) =>
        new Promise((resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              path: `/api/pcsx/notifications/stream?domain=${tenant.domain}`,
              agent: false,
              headers: { cookie: p.cookie },
            },
            (res) => {
              if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
              res.setEncoding('utf8');
              let buffer = '';
              res.on('data', (chunk) => {
                buffer += chunk;
                let end = buffer.indexOf('\n\n');
                while (end >= 0) {
                  const event = buffer.slice(0, end);
                  buffer = buffer.slice(end + 2);
                  const m = /data: \{"count":(\d+)\}/.exec(event);
                  if (m) {
                    p.count = Number(m[1]);
                    const w = waiting.get(p.id);
                    if (w && p.count >= w.expect) {
                      waiting.delete(p.id);
                      w.done();
                    }
                    if (p.first === undefined) {
                      p.first = true;
                      resolve(req);
                    }
                  }
                  end = buffer.indexOf('\n\n');
                }
              });
            },
          );
          req.on('error', reject);
          req.end();
        }),
    ),
  );
  const latency = [];
  for (let i = 0; i < EVENTS; i++) {
    const p = people[Math.floor(Math.random() * people.length)];
    const t = performance.now();
    const arrived = new Promise((done) => waiting.set(p.id, { expect: p.count + 1, done }));
    await notify(p.id, 1000 + i);
    await Promise.race([arrived, new Promise((r) => setTimeout(r, 10_000))]);
    latency.push(performance.now() - t);
  }
  for (const req of opened) req.destroy();
  const base = [...write].sort((a, b) => a - b);
  return [
    stats('baseline: the write alone', write),
    stats(`event to badge (${STREAMS} streams open)`, latency, percentile(base, 50)),
  ];
}

export async function run() {
  const kinds = await databaseKinds();
  console.log(
    `${cpus().length} cores, hub: ${process.env.REDIS_URL ? 'Redis' : 'in-process'}, databases: ${kinds.join(', ')}`,
  );
  for (const kind of kinds) {
    const env = await setUp(kind);
    try {
      console.log(`\n### ${kind}: badge (target p95 ≤ 3 ms)\n`);
      printTable(['kind', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 / baseline p50'], await badgeBench(env));
      console.log(`\n### ${kind}: event to badge on open streams (target p95 ≤ 2000 ms)\n`);
      printTable(['kind', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 / baseline p50'], await streamBench(env));
    } finally {
      await env.app.close();
      await env.database.drop();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
