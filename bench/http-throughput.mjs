/**
 * API throughput and SSR cost of the built server, measured against a baseline from the same run.
 *
 * Part 1 (`targets`): starts `apps/server/dist/server.js` on a free loopback port with a fresh SQLite file
 * and the demo data, then for each target sends requests over keep-alive connections for a bounded time (and
 * at most a bounded number of requests) and prints requests/s and latency percentiles. The baseline is a
 * static asset of the web build: the cost of Fastify + the plugins every request passes through, so the
 * ratio shows what each route adds on top, independent of how fast this machine is today.
 *
 * Part 2 (`replay`): real-looking search traffic over a large catalogue. A SQLite file is seeded once (the
 * demo data, then the seed CLI up to BENCH_REPLAY_POSITIONS open positions at Northwind); fresh server
 * processes (so the answer cache starts cold) replay a query log of 10,000 distinct searches drawn by a Zipf
 * law, 40 % landing-page requests (bench/lib/traffic.mjs), through the page's own call `GET
 * /api/pcsx/search?domain=…&hl=…&query=…`. It prints searches/s, p50/p95/p99 and the answer cache's hit rate
 * (the answers' `x-search-cache` header), then, on fresh processes again, distinct searches each asked once
 * (every one a cache miss: the engine's own cost), and the static-asset baseline of the same servers.
 *
 * Traffic goes only to 127.0.0.1. Options (env): BENCH_PARTS (default "targets,replay"), BENCH_SECONDS (per
 * target, default 5), BENCH_CONNECTIONS (default 8), BENCH_MAX_REQUESTS (per target, default 50000),
 * BENCH_WORKERS (server processes, default 2; above 1 needs Redis at BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379), BENCH_REPLAY_POSITIONS (default 100000), BENCH_REPLAY_REQUESTS (length of the
 * replayed log, default 20000), BENCH_UNCACHED_REQUESTS (distinct searches asked once, default 2000),
 * BENCH_CPU_PROF (a directory: the replay's server processes run with `--cpu-prof` and write their profiles
 * there when they stop; open them in Chrome DevTools or any .cpuprofile viewer).
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, printTable } from './lib/catalogue.mjs';
import { distinctSearches, queryLog } from './lib/traffic.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 50_000);
const WARMUP_REQUESTS = 200;
/** Server processes (the "2 workers"); above 1 they share rate limits through Redis. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PARTS = (process.env.BENCH_PARTS ?? 'targets,replay').split(',');
const REPLAY_POSITIONS = Number(process.env.BENCH_REPLAY_POSITIONS ?? 100_000);
const REPLAY_REQUESTS = Number(process.env.BENCH_REPLAY_REQUESTS ?? 20_000);
const UNCACHED_REQUESTS = Number(process.env.BENCH_UNCACHED_REQUESTS ?? 2_000);
const DISTINCT_SEARCHES = 10_000;
const DOMAIN = 'northwind.example';
const CPU_PROF = process.env.BENCH_CPU_PROF;
const workerEnv = () => (WORKERS > 1 ? { WORKERS: String(WORKERS), REDIS_URL } : { WORKERS: '1' });

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

/**
 * The built server on 127.0.0.1:port over a fresh SQLite file (demo data seeded), or over the file as it is
 * with `{ fresh: false }`; `extraEnv` e.g. WEB_DIST.
 */
export async function startServer(port, dbPath, extraEnv = {}, { fresh = true, nodeArgs = [] } = {}) {
  if (fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SQLITE_PATH: dbPath };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // One client address sends every request: the per-address search limit (120 a minute) would answer 429.
  Object.assign(env, { SEARCH_RATE_LIMIT: '100000000' }, extraEnv, {
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/server.js')], {
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

/** One GET: its status, time in ms and the search answer's `x-search-cache` (hit, miss, or undefined). */
function request(agent, port, path) {
  return new Promise((resolveRequest) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolveRequest({
          status: res.statusCode ?? 0,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          cache: res.headers['x-search-cache'],
        }),
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
    p95: pct(95),
    p99: pct(99),
    max: latencies.at(-1) ?? 0,
    statuses: Object.fromEntries(statuses),
  };
}

async function runTargets() {
  const port = await freePort();
  const dbPath = join(tmpdir(), `portico-bench-${process.pid}.db`);
  console.log(
    `http-throughput: server on 127.0.0.1:${port} (${WORKERS} worker${WORKERS > 1 ? 's' : ''}), ${CONNECTIONS} connections, ${SECONDS}s per target`,
  );
  const server = await startServer(port, dbPath, workerEnv());
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

async function stopServer(server) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

const removeDb = (path) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
};

/**
 * A SQLite file with the demo data and `positions` open positions at Northwind: the server seeds the demo
 * on its first start, then the seed CLI adds the rest (generated and indexed as in production).
 */
async function seedCatalogue(port, path, positions) {
  const started = performance.now();
  const server = await startServer(port, path, { WORKERS: '1' });
  let open;
  try {
    // The demo's open positions, exact (under the count cap): the seed CLI adds the difference.
    const res = await fetch(`http://127.0.0.1:${port}/api/pcsx/search?domain=${DOMAIN}`);
    open = (await res.json()).data.count;
  } finally {
    await stopServer(server);
  }
  const jobs = positions - open;
  if (jobs > 0) {
    const env = { ...process.env, SQLITE_PATH: path, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    delete env.DATABASE_URL;
    const cli = spawn(
      process.execPath,
      [join(root, 'apps/server/dist/seed/cli.js'), '--jobs', String(jobs)],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const code = await new Promise((r) => cli.once('exit', r));
    if (code !== 0) throw new Error(`the seed CLI exited with code ${code}`);
  }
  console.log(
    `replay: seeded ${positions.toLocaleString('en')} open positions (${open} demo + ${Math.max(0, jobs).toLocaleString('en')} from the seed CLI) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Closed-loop replay of `log` (query strings of the search call) in order, CONNECTIONS at a time. */
async function replay(port, log) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  const statuses = new Map();
  const cache = { hit: 0, miss: 0 };
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < log.length) {
      const qs = log[next++];
      const r = await request(agent, port, `/api/pcsx/search?${qs}`);
      latencies.push(r.ms);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (r.cache === 'hit' || r.cache === 'miss') cache[r.cache]++;
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    hitRate: cache.hit / Math.max(1, cache.hit + cache.miss),
    statuses: Object.fromEntries(statuses),
  };
}

async function runReplay() {
  const port = await freePort();
  const template = join(tmpdir(), `portico-bench-replay-${process.pid}.db`);
  const dbPath = join(tmpdir(), `portico-bench-replay-run-${process.pid}.db`);
  console.log(
    `\nhttp-throughput replay: ${REPLAY_POSITIONS.toLocaleString('en')} positions, ${WORKERS} worker(s), ${CONNECTIONS} keep-alive connections`,
  );
  const searches = await distinctSearches(DISTINCT_SEARCHES, { domain: DOMAIN });
  const log = queryLog(searches, REPLAY_REQUESTS, { domain: DOMAIN });
  const landing = log.filter((q) => q === new URLSearchParams({ domain: DOMAIN, hl: 'en' }).toString());
  console.log(
    `query log: ${log.length.toLocaleString('en')} requests, ${((landing.length / log.length) * 100).toFixed(1)} % the landing page, the rest drawn by Zipf (s = 1) over ${DISTINCT_SEARCHES.toLocaleString('en')} distinct searches; ${new Set(log).size.toLocaleString('en')} distinct URLs asked`,
  );
  try {
    await seedCatalogue(port, template, REPLAY_POSITIONS);
    /** Fresh server processes over a copy of the seeded file: a cold answer cache, the same data each time. */
    async function fresh() {
      removeDb(dbPath);
      copyFileSync(template, dbPath);
      if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, `${dbPath}-wal`);
      return startServer(port, dbPath, workerEnv(), {
        fresh: false,
        // Workers are forked with the primary's node options, so each writes a profile of its own.
        nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve(CPU_PROF)}`] : [],
      });
    }
    const rows = [];
    const row = (name, r) =>
      rows.push([
        name,
        String(r.requests),
        r.rps.toFixed(0),
        r.p50.toFixed(2),
        r.p95.toFixed(2),
        r.p99.toFixed(2),
        r.max.toFixed(1),
        r.hitRate === undefined ? '' : `${(r.hitRate * 100).toFixed(1)} %`,
        Object.entries(r.statuses)
          .map(([s, n]) => `${s}x${n}`)
          .join(' '),
      ]);
    let server = await fresh();
    let baseline;
    try {
      row('replay: real-looking log, cold cache', await replay(port, log));
      // After the replay, so that the page this reads the asset's name from cannot warm the search cache.
      const asset = await baselineAsset(port);
      baseline = await measure(port, asset);
    } finally {
      await stopServer(server);
    }
    server = await fresh();
    try {
      // Each distinct search once: nothing can come from the cache (the hit rate column shows it).
      row('uncached: distinct searches once each', await replay(port, searches.slice(0, UNCACHED_REQUESTS)));
    } finally {
      await stopServer(server);
    }
    row('baseline: static asset', baseline);
    const header = [
      'target',
      'requests',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'cache hits',
      'statuses',
    ];
    printTable(header, rows);
    console.log(
      `the replay's searches/s are ${((Number(rows[0][2]) / baseline.rps) * 100).toFixed(0)} % of the static asset's req/s on the same servers`,
    );
  } finally {
    removeDb(template);
    removeDb(dbPath);
  }
}

export async function run() {
  if (PARTS.includes('targets')) await runTargets();
  if (PARTS.includes('replay')) await runReplay();
}
