/**
 * What the in-process benchmarks share: command-line options, a fresh database of either kind (PostgreSQL in
 * a database of its own, dropped afterwards), a seeded catalogue generated through the real positions
 * service (so it is indexed exactly as in production), percentiles and the printed table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = (p) => import(pathToFileURL(join(root, 'apps/server/dist', p)).href);

export function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A connection string for creating databases, or null when no PostgreSQL answers. */
export async function pgAdminUrl() {
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

/** The kinds of database `--db sqlite|postgres|both` asks for (both = PostgreSQL too when it answers). */
export async function databaseKinds() {
  const wanted = option('db', 'both');
  return wanted === 'both' ? ['sqlite', ...((await pgAdminUrl()) ? ['postgres'] : [])] : [wanted];
}

/** A migrated, empty database; `drop()` closes it and deletes it. */
export async function openDatabase(kind, label) {
  const { createDb } = await dist('db/database.js');
  const { migrateToLatest } = await dist('db/migrator.js');
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `portico-bench-${label}-`));
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
  const name = `portico_bench_${label.replace(/\W/g, '_')}_${process.pid}`;
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
      // The pool's sockets close a moment after destroy() returns; a forced drop before that kills them
      // mid-close and their 'error' event has no listener any more.
      for (let i = 0; i < 40; i++) {
        const { rows } = await adminClient.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    },
  };
}

/**
 * A tenant with Northwind's configuration and `jobs` generated open positions (fixed seed), loaded in
 * chunks and followed by the after-bulk-load maintenance the seed command runs.
 */
export async function loadCatalogue(db, kind, jobs) {
  const { createTenantsService } = await dist('modules/tenants/tenants.service.js');
  const { createPositionsService } = await dist('modules/positions/positions.service.js');
  const { generatePositions, NORTHWIND_PROFILE } = await dist('seed/positions.js');
  const { resolveCities, NORTHWIND_CITIES } = await dist('seed/cities.js');
  const { NORTHWIND_CONFIG } = await dist('seed/tenants.js');
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
  const ids = [];
  for (let done = 0; done < jobs; done += CHUNK) {
    const batch = generatePositions(NORTHWIND_PROFILE, {
      seed: 7 + done,
      now,
      open: Math.min(CHUNK, jobs - done),
      places,
    });
    ids.push(...(await positions.createMany(tenant.id, batch)));
  }
  await positions.optimizeSearch();
  const loadSeconds = (performance.now() - started) / 1000;
  console.log(
    `[${kind}] ${jobs.toLocaleString('en')} positions created and indexed in ${loadSeconds.toFixed(1)} s`,
  );
  return { tenant, positions, ids, now };
}

/** Prints rows as an aligned table (first column left, the rest right). */
export function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(header));
  for (const r of rows) console.log(fmt(r));
}
