/**
 * Search at scale, in-process (no HTTP): generates a seeded catalogue through the real positions service
 * (so it is indexed exactly as in production), then runs a fixed mix of 220 searches through the search
 * service on SQLite and on PostgreSQL, and prints p50/p95/p99 per kind of query. Two baselines, measured in
 * the same run on the same database: loading one position by id (the cheapest read the API does), and the
 * naive search of bench/lib/naive-search.mjs (the engine's own full-text search, a count and a GROUP BY
 * per facet) asked the same search right after ours: "p95 / naive p95" is the figure to hold to 0.25 or less.
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
import { buildNaive, naiveSearch } from './lib/naive-search.mjs';

const JOBS = Number(option('jobs', '100000'));
const RUNS = Number(option('runs', '3'));

/** The fixed mix: 220 searches of seven kinds. */
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
  // Relevance-free: filters alone, newest first, for both (the naive one needs no ranking either).
  const jobTypes = ['full-time', 'part-time', 'contract'];
  for (let i = 0; i < 20; i++) {
    mix.push({
      kind: 'filters only, no text',
      query: '',
      filters: {
        filter_department: departments[i % departments.length],
        ...(i % 2 === 0 ? { filter_job_type: jobTypes[i % jobTypes.length] } : {}),
      },
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
    const naiveSeconds = await buildNaive(db, kind, tenant.id, now);
    console.log(`[${kind}] naive tables built in ${naiveSeconds.toFixed(1)} s`);
    const mix = queryMix();
    const times = new Map();
    const record = (k, ms) => (times.get(k) ?? times.set(k, []).get(k)).push(ms);
    let sample = null;
    const counts = [];
    for (let run = 0; run < RUNS; run++) {
      for (let i = 0; i < mix.length; i++) {
        const m = mix[i];
        const t0 = performance.now();
        // Ours alone: the naive search, asked right after it, is timed on its own.
        let ms;
        if (m.kind === 'autocomplete') {
          await search.suggestQueries(tenant.id, m.prefix);
          ms = performance.now() - t0;
        } else {
          const request = searchRequest(
            tenant,
            { query: m.query, location: m.location ?? '', start: 0, num: 10 },
            readFilterParams(Object.entries(m.filters ?? {}), { commaInValues: false }),
          );
          const res = await search.search(tenant, request);
          ms = performance.now() - t0;
          if (run === 0 && m.kind === 'common word' && !sample)
            sample = `${m.query}: ${res.count}${res.resultsMetaData.countIsCapped ? '+' : ''} matches`;
          // The same search, naively: same text, same filter values, the place our answer resolved.
          const { lat, lng } = res.resultsMetaData.location;
          const f = m.filters ?? {};
          const n0 = performance.now();
          const naive = await naiveSearch(
            db,
            kind,
            {
              query: m.query,
              filters: {
                ...(f.filter_department ? { department: f.filter_department } : {}),
                ...(f.filter_job_type ? { job_type: f.filter_job_type } : {}),
              },
              near:
                f.filter_distance && lat !== null
                  ? { lat, lng, radius: Number(f.filter_distance), unit: res.resultsMetaData.distanceUnit }
                  : undefined,
            },
            now,
          );
          const nms = performance.now() - n0;
          if (run === 0) counts.push([m.kind, m.query, res.count, naive.count]);
          if (run > 0) {
            record(`naive: ${m.kind}`, nms);
            record('naive: all but autocomplete', nms);
            record('all but autocomplete', ms);
          }
        }
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
    const p95 = (k) =>
      percentile(
        [...(times.get(k) ?? [])].sort((a, b) => a - b),
        95,
      );
    const header = ['kind', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 / baseline p50', 'p95 / naive p95'];
    // Ours first (kinds, then the totals and the baseline), then the naive ones in the same order.
    const last = (k) => k.startsWith('all ') || k.startsWith('baseline');
    const ours = [...times.keys()].filter((k) => !k.startsWith('naive: '));
    const kinds = [...ours.filter((k) => !last(k)), ...ours.filter(last)];
    const order = [...kinds, ...kinds.map((k) => `naive: ${k}`).filter((k) => times.has(k))];
    const rows = order.map((k) => {
      const list = times.get(k);
      const s = [...list].sort((a, b) => a - b);
      const naive = !k.startsWith('naive: ') && times.has(`naive: ${k}`) ? p95(`naive: ${k}`) : null;
      return [
        k,
        String(s.length),
        percentile(s, 50).toFixed(2),
        percentile(s, 95).toFixed(2),
        percentile(s, 99).toFixed(2),
        (percentile(s, 95) / base).toFixed(1),
        naive ? `${(percentile(s, 95) / naive).toFixed(2)}x` : '',
      ];
    });
    printTable(header, rows);
    // What each side counted for the first search of every kind: the two are not the same search (ours
    // matches stems, titles and cities as the product defines; the naive one the engine's defaults).
    const firsts = new Map();
    for (const [k, q, ours, naive] of counts)
      if (!firsts.has(k)) firsts.set(k, [k, q || '(no text)', String(ours), String(naive)]);
    printTable(['kind', 'first query', 'our count', 'naive count'], [...firsts.values()]);
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
