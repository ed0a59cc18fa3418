/**
 * API throughput and SSR cost of the built server, measured against a baseline from the same run.
 *
 * Starts `apps/server/dist/server.js` on a free loopback port with a fresh SQLite file and the demo data,
 * then for each target sends requests over keep-alive connections for a bounded time (and at most a bounded
 * number of requests) and prints requests/s and latency percentiles. The baseline is a static asset of the
 * web build: the cost of Fastify + the plugins every request passes through, so the ratio shows what each
 * route adds on top, independent of how fast this machine is today.
 *
 * Traffic goes only to 127.0.0.1. Options (env): BENCH_SECONDS (per target, default 5), BENCH_CONNECTIONS
 * (default 8), BENCH_MAX_REQUESTS (per target, default 50000), BENCH_WORKERS (server processes, default 2; above 1
 * needs Redis at BENCH_REDIS_URL, default redis://127.0.0.1:6379).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 50_000);
const WARMUP_REQUESTS = 200;
/** Server processes (the "2 workers"); above 1 they share rate limits through Redis. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * A built asset that the served page itself references (its stylesheet, else its first script): a baseline
 * that exercises routing, static serving and headers without rendering anything.
 */
async function baselineAsset(port) {
  const html = await (await fetch(`http://127.0.0.1:${port}/careers`)).text();
  const css = html.match(/<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+)"/)?.[1];
  const js = html.match(/<script[^>]+src="(\/[^"]+)"/)?.[1];
  const asset = css ?? js;
  if (!asset) throw new Error('the /careers page references no built asset: is the web app built?');
  return asset;
}

/** The built server on 127.0.0.1:port over a fresh SQLite file (demo data seeded); `extraEnv` e.g. WEB_DIST. */
export async function startServer(port, dbPath, extraEnv = {}) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SQLITE_PATH: dbPath };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // One client address sends every request: the per-address search limit (120 a minute) would answer 429.
  Object.assign(env, { SEARCH_RATE_LIMIT: '100000000' }, extraEnv, {
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not answer /api/health within 120 s');
}

function request(agent, port, path) {
  return new Promise((resolveRequest) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolveRequest({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
    });
    req.on('error', () => resolveRequest({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
  });
}

/** Closed-loop load: CONNECTIONS workers each send the next request when the previous one ended. */
async function measure(port, target) {
  // A target's path may be a function of the request number: a new URL each time defeats the search cache.
  const pathOf = typeof target === 'function' ? target : () => target;
  const path = pathOf(0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  for (let i = 0; i < WARMUP_REQUESTS; i++) await request(agent, port, pathOf(i + 1));
  const latencies = [];
  const statuses = new Map();
  const started = performance.now();
  const stopAt = started + SECONDS * 1000;
  let sent = 0;
  async function worker() {
    while (performance.now() < stopAt && sent < MAX_REQUESTS) {
      sent++;
      const { status, ms } = await request(agent, port, pathOf(WARMUP_REQUESTS + sent));
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    path,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: latencies.at(-1) ?? 0,
    statuses: Object.fromEntries(statuses),
  };
}

export async function run() {
  const port = await freePort();
  const dbPath = join(tmpdir(), `portico-bench-${process.pid}.db`);
  console.log(
    `http-throughput: server on 127.0.0.1:${port} (${WORKERS} worker${WORKERS > 1 ? 's' : ''}), ${CONNECTIONS} connections, ${SECONDS}s per target`,
  );
  const server = await startServer(
    port,
    dbPath,
    WORKERS > 1 ? { WORKERS: String(WORKERS), REDIS_URL } : { WORKERS: '1' },
  );
  try {
    const asset = await baselineAsset(port);
    const targets = [
      { name: 'baseline: static asset', path: asset },
      { name: 'GET /api/health', path: '/api/health' },
      { name: 'GET /api/pcsx/session (anonymous)', path: '/api/pcsx/session' },
      { name: 'search: no query (landing)', path: '/api/pcsx/search' },
      { name: 'search: keyword', path: '/api/pcsx/search?query=engineer' },
      {
        name: 'search: common word + filter',
        path: '/api/pcsx/search?query=team&filter_department=Engineering',
      },
      { name: 'search: city + radius', path: '/api/pcsx/search?location=Berlin&filter_distance=100' },
      // Every request a URL not seen before, by a parameter the search ignores (a tracking tag): answered
      // from the cache all the same, since it is keyed by the validated request (docs/decisions/032).
      {
        name: 'search: keyword + junk parameter',
        path: (i) => `/api/pcsx/search?query=engineer&utm_content=bench${i}`,
      },
      {
        name: 'search: no query + junk parameter',
        path: (i) => `/api/pcsx/search?utm_content=bench${i}`,
      },
      // Every request another page (1,000 of them, more than a run sends): the engine's own cost, no cache.
      {
        name: 'search: keyword, uncached',
        path: (i) => `/api/pcsx/search?query=engineer&start=${i % 1000}`,
      },
      {
        name: 'search: no query, uncached',
        path: (i) => `/api/pcsx/search?start=${i % 1000}`,
      },
      { name: 'SSR GET /careers (Northwind)', path: '/careers' },
      { name: 'SSR GET /careers?domain=contoso.example', path: '/careers?domain=contoso.example' },
    ];
    for (const target of targets) {
      const first = typeof target.path === 'function' ? target.path(0) : target.path;
      const res = await fetch(`http://127.0.0.1:${port}${first}`);
      if (res.status !== 200) throw new Error(`${first} answered ${res.status}; nothing to measure`);
    }
    const results = [];
    for (const target of targets) results.push({ ...target, ...(await measure(port, target.path)) });
    const base = results[0].rps;
    const rows = results.map((r) => [
      r.name,
      String(r.requests),
      r.rps.toFixed(0),
      (r.rps / base).toFixed(2),
      r.p50.toFixed(2),
      r.p90.toFixed(2),
      r.p99.toFixed(2),
      r.max.toFixed(1),
      Object.entries(r.statuses)
        .map(([s, n]) => `${s}x${n}`)
        .join(' '),
    ]);
    const header = [
      'target',
      'requests',
      'req/s',
      'vs base',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'statuses',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const fmt = (cells) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(fmt(header));
    for (const row of rows) console.log(fmt(row));
    const bad = results.filter((r) => Object.keys(r.statuses).some((s) => s !== '200'));
    if (bad.length > 0) {
      console.log(`note: non-200 answers for ${bad.map((r) => r.path).join(', ')} (see statuses)`);
    }
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  }
}
