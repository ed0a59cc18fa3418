/**
 * The job page's calls at scale, in-process (no HTTP): generates a seeded catalogue through the real
 * positions service (as bench/search.mjs does), then times `positionDetails.insights` (similar positions'
 * skills and salary, department count, positions within 50 km) and `positionDetails.detail` for positions
 * spread over the catalogue, on SQLite and on PostgreSQL, and prints p50/p95/p99/max.
 *
 * Options: --jobs N (default 100000), --db sqlite|postgres|both (default both when 127.0.0.1:5432 answers),
 * --samples N (positions measured per pass, default 200), --runs N (passes, default 3; the first is a
 * warm-up and is not counted). PostgreSQL runs in a fresh database that is dropped afterwards.
 */
import {
  databaseKinds,
  dist,
  loadCatalogue,
  openDatabase,
  option,
  percentile,
  printTable,
} from './lib/catalogue.mjs';

const JOBS = Number(option('jobs', '100000'));
const RUNS = Number(option('runs', '3'));
const SAMPLES = Number(option('samples', '200'));

async function benchOne(kind) {
  const { createSavedPositionsService } = await dist('modules/positions/saved-positions.service.js');
  const { createPositionDetailsService } = await dist('modules/positions/position-details.service.js');
  const { createProfileService } = await dist('modules/profile/profile.service.js');
  const { db, drop } = await openDatabase(kind, 'insights');
  try {
    const { tenant, ids, now } = await loadCatalogue(db, kind, JOBS);
    if (kind === 'postgres') {
      const { sql } = await import('kysely');
      // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets the
      // department count read its index only.
      await sql`vacuum analyze positions`.execute(db);
      await sql`vacuum analyze position_places`.execute(db);
    }

    const details = createPositionDetailsService(db, {
      savedPositions: createSavedPositionsService(db, { now: () => now }),
      profiles: createProfileService(db, { now: () => now }),
      now: () => now,
    });
    // Evenly spread over the catalogue: every department, seniority and city mix shows up.
    const step = Math.max(1, Math.floor(ids.length / SAMPLES));
    const sample = ids.filter((_, i) => i % step === 0).slice(0, SAMPLES);
    const times = { insights: [], detail: [] };
    let rows = { similar: 0, nearby: 0, n: 0 };
    for (let run = 0; run < RUNS; run++) {
      for (const id of sample) {
        const t0 = performance.now();
        const got = await details.insights(tenant.id, id, { includePrivate: true });
        const t1 = performance.now();
        await details.detail(tenant.id, id, { includePrivate: true, candidateId: null });
        const t2 = performance.now();
        if (run > 0) {
          times.insights.push(t1 - t0);
          times.detail.push(t2 - t1);
        } else {
          rows = {
            similar: rows.similar + got.similarCount,
            nearby: rows.nearby + (got.nearbyOpenCount ?? 0),
            n: rows.n + 1,
          };
        }
      }
    }
    console.log(
      `[${kind}] per position on average: ${Math.round(rows.similar / rows.n)} similar open positions, ` +
        `${Math.round(rows.nearby / rows.n)} open positions within 50 km`,
    );
    const header = ['call', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
    const table = Object.entries(times).map(([k, list]) => {
      const s = [...list].sort((a, b) => a - b);
      return [
        k,
        String(s.length),
        percentile(s, 50).toFixed(2),
        percentile(s, 95).toFixed(2),
        percentile(s, 99).toFixed(2),
        (s[s.length - 1] ?? 0).toFixed(2),
      ];
    });
    printTable(header, table);
  } finally {
    await drop();
  }
}

export async function run() {
  const kinds = await databaseKinds();
  console.log(
    `position insights: ${JOBS.toLocaleString('en')} positions, ${SAMPLES} positions per pass, ${RUNS - 1} measured passes, node ${process.version}`,
  );
  for (const kind of kinds) await benchOne(kind);
}
