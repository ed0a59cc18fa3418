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

async function benchOne(kind) {
  const { createSearchService } = await dist('modules/search/search.service.js');
  const { searchRequest } = await dist('modules/search/search-request.js');
  const { readFilterParams } = await import('@portico/contracts');
  const { db, drop } = await openDatabase(kind, 'search');
  try {
    const { tenant, positions, now } = await loadCatalogue(db, kind, JOBS);
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
          const request = searchRequest(
            tenant,
            { query: m.query, location: m.location ?? '', start: 0, num: 10 },
            readFilterParams(Object.entries(m.filters ?? {}), { commaInValues: false }),
          );
          const res = await search.search(tenant, request);
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
    printTable(header, rows);
  } finally {
    await drop();
  }
}

export async function run() {
  const kinds = await databaseKinds();
  console.log(
    `search: ${JOBS.toLocaleString('en')} positions, ${queryMix().length} searches per pass, ${RUNS - 1} measured passes, node ${process.version}`,
  );
  for (const kind of kinds) await benchOne(kind);
}
