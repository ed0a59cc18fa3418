/**
 * Search at scale, in-process (no HTTP): generates a seeded catalogue through the real positions service
 * (so it is indexed exactly as in production), then runs a fixed mix of 200 searches through the search
 * service on SQLite and on PostgreSQL, and prints p50/p95/p99 per kind of query. The baseline, measured in
 * the same run on the same database, is loading one position by id: the ratio shows what a search costs
 * compared with the cheapest read the API does.
 *
 * Options: --jobs N (default 100000), --db sqlite|postgres|both (default both when 127.0.0.1:5432 answers),
 * --runs N (passes over the mix, default 3; the first is a warm-up and is not counted).
 * PostgreSQL runs in a fresh database that is dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(pathToFileURL(join(root, 'apps/server/dist', p)).href);

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const JOBS = Number(option('jobs', '100000'));
const RUNS = Number(option('runs', '3'));

/** The fixed mix: 200 searches of six kinds. */
function queryMix() {
  const rare = ['kubernetes', 'pastry', 'tableau', 'incoterms', 'forklift', 'payroll', 'figma', 'terraform'];
  const titles = [
    'engineer',
    'manager',
    'analyst',
    'designer',
    'coordinator',
    'specialist',
    'recruiter',
    'chef',
  ];
  const common = ['team', 'experience', 'work', 'customers'];
  const pairs = [
    'software engineer',
    'data analyst',
    'sales manager',
    'product designer',
    'supply chain',
    'customer support',
  ];
  const departments = ['Engineering', 'Sales', 'Supply Chain & Logistics', 'Customer Support', 'Marketing'];
  const cities = ['Berlin', 'London', 'New York', 'Tokyo', 'Sydney', 'Paris', 'Toronto', 'São Paulo'];
  const prefixes = ['eng', 'ma', 'da', 'sa', 'pro', 'cu', 'ja', 'sup'];
  const mix = [];
  for (let i = 0; i < 40; i++) mix.push({ kind: 'one keyword', query: (i % 2 ? rare : titles)[i % 8] });
  for (let i = 0; i < 30; i++) mix.push({ kind: 'two keywords', query: pairs[i % pairs.length] });
  for (let i = 0; i < 30; i++) mix.push({ kind: 'common word', query: common[i % common.length] });
  for (let i = 0; i < 40; i++) {
    mix.push({
      kind: 'keyword + filter + facets',
      query: i % 2 ? common[i % common.length] : titles[i % titles.length],
      filters: {
        filter_department: departments[i % departments.length],
        ...(i % 3 === 0 ? { filter_job_type: 'full-time' } : {}),
      },
    });
  }
  for (let i = 0; i < 30; i++) {
    mix.push({
      kind: 'keyword + radius',
      query: i % 3 ? titles[i % titles.length] : '',
      location: cities[i % cities.length],
      filters: { filter_distance: String([25, 50, 100][i % 3]) },
    });
  }
  for (let i = 0; i < 30; i++) mix.push({ kind: 'autocomplete', prefix: prefixes[i % prefixes.length] });
  return mix;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function pgAdminUrl() {
  const { default: pg } = await import('pg');
  for (const url of [
    'postgres://postgres@127.0.0.1:5432/test',
    'postgres://postgres@127.0.0.1:5432/postgres',
  ]) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

async function openDatabase(kind) {
  const { createDb } = await dist('db/database.js');
  const { migrateToLatest } = await dist('db/migrator.js');
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'portico-bench-search-'));
    const db = createDb({ sqlitePath: join(dir, 'bench.db') });
    await migrateToLatest(db);
    return {
      db,
      drop: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { default: pg } = await import('pg');
  const admin = await pgAdminUrl();
  const name = `portico_bench_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`drop database if exists ${name}`);
  await adminClient.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = createDb({ databaseUrl: url.toString(), maxConnections: 4 });
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    },
  };
}

async function benchOne(kind) {
  const { createTenantsService } = await dist('modules/tenants/tenants.service.js');
  const { createPositionsService } = await dist('modules/positions/positions.service.js');
  const { createSearchService } = await dist('modules/search/search.service.js');
  const { generatePositions, NORTHWIND_PROFILE } = await dist('seed/positions.js');
  const { resolveCities, NORTHWIND_CITIES } = await dist('seed/cities.js');
  const { NORTHWIND_CONFIG } = await dist('seed/tenants.js');
  const { db, drop } = await openDatabase(kind);
  try {
    const now = new Date();
    const tenant = await createTenantsService(db).create({
      domain: 'bench.example',
      name: 'Bench',
      config: NORTHWIND_CONFIG,
      isDefault: true,
    });
    const positions = createPositionsService(db);
    const started = performance.now();
    const places = resolveCities(NORTHWIND_CITIES);
    const CHUNK = 20_000;
    for (let done = 0; done < JOBS; done += CHUNK) {
      const batch = generatePositions(NORTHWIND_PROFILE, {
        seed: 7 + done,
        now,
        open: Math.min(CHUNK, JOBS - done),
        places,
      });
      await positions.createMany(tenant.id, batch);
    }
    await positions.optimizeSearch();
    const loadSeconds = (performance.now() - started) / 1000;
    console.log(
      `[${kind}] ${JOBS.toLocaleString('en')} positions created and indexed in ${loadSeconds.toFixed(1)} s`,
    );
    const search = createSearchService({ db, positions, now: () => now });
    const mix = queryMix();
    const times = new Map();
    const record = (k, ms) => (times.get(k) ?? times.set(k, []).get(k)).push(ms);
    let sample = null;
    for (let run = 0; run < RUNS; run++) {
      for (let i = 0; i < mix.length; i++) {
        const m = mix[i];
        const t0 = performance.now();
        if (m.kind === 'autocomplete') {
          await search.suggestQueries(tenant.id, m.prefix);
        } else {
          const res = await search.search(tenant, {
            query: m.query,
            location: m.location ?? '',
            start: 0,
            num: 10,
            rawParams: m.filters ?? {},
          });
          if (run === 0 && m.kind === 'common word' && !sample)
            sample = `${m.query}: ${res.count}${res.resultsMetaData.countIsCapped ? '+' : ''} matches`;
        }
        const ms = performance.now() - t0;
        // Baseline: the cheapest read, right after, on the same connection pool.
        const b0 = performance.now();
        await positions.findById(tenant.id, 1 + (i % 1000));
        const bms = performance.now() - b0;
        if (run > 0) {
          record(m.kind, ms);
          record('all searches', ms);
          record('baseline: position by id', bms);
        }
      }
    }
    const base = percentile(
      [...times.get('baseline: position by id')].sort((a, b) => a - b),
      50,
    );
    console.log(`[${kind}] ${sample ?? ''}`);
    const header = ['kind', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 / baseline p50'];
    const rows = [...times].map(([k, list]) => {
      const s = [...list].sort((a, b) => a - b);
      return [
        k,
        String(s.length),
        percentile(s, 50).toFixed(2),
        percentile(s, 95).toFixed(2),
        percentile(s, 99).toFixed(2),
        (percentile(s, 95) / base).toFixed(1),
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const fmt = (cells) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(fmt(header));
    for (const r of rows) console.log(fmt(r));
  } finally {
    await drop();
  }
}

export async function run() {
  const wanted = option('db', 'both');
  const kinds = wanted === 'both' ? ['sqlite', ...((await pgAdminUrl()) ? ['postgres'] : [])] : [wanted];
  console.log(
    `search: ${JOBS.toLocaleString('en')} positions, ${queryMix().length} searches per pass, ${RUNS - 1} measured passes, node ${process.version}`,
  );
  for (const kind of kinds) await benchOne(kind);
}
