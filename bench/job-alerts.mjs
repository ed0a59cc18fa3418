/**
 * Job alerts at scale (issue 18 §6): 1,000 new jobs matched against 100,000 saved searches, in-process. A
 * catalogue of existing jobs is generated through the real positions service (indexed as in production), then
 * 1,000 jobs posted after the alerts' cursor, then 100,000 alerts made of the catalogue's own words, places and
 * filters (a fixed seed). Two ways are measured in the same run on the same database (docs/decisions/053):
 *
 * - ours, the inverted index of the alerts (`matchJobs`): the engine asked once per distinct text over the new
 *   jobs' key range, places and filters tested in memory through token → alerts;
 * - the baseline, the search engine per alert (`matchJobsPerAlert`): planSearch and the index scan per alert over
 *   the same range. It takes minutes for 100,000, so it runs over the first --sample alerts and the figure for
 *   all is extrapolated (printed as such); on that sample both must give the same matches, which is checked.
 *
 * Options: --jobs N existing jobs (default 20000), --alerts N (default 100000), --new N (default 1000),
 * --sample N (default 2000), --db sqlite|postgres|both.
 */
import { databaseKinds, dist, loadCatalogue, openDatabase, option, printTable } from './lib/catalogue.mjs';

const JOBS = Number(option('jobs', '20000'));
const ALERTS = Number(option('alerts', '100000'));
const NEW = Number(option('new', '1000'));
const SAMPLE = Number(option('sample', '2000'));

/** A small fixed-seed generator (mulberry32), so two runs make the same alerts. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Alerts as people make them: mostly a word or two of a job title or a skill, often a city (or remote, or a
 * country), sometimes a department or job type; a search that names nothing is never an alert.
 */
function makeAlerts(positions, n) {
  const rnd = random(53);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const words = [];
  const phrases = [];
  const skills = [];
  const cities = [];
  const departments = new Set();
  for (const p of positions) {
    const w = p.title.split(/\s+/).filter((x) => /^[A-Za-z]{3,}$/.test(x));
    words.push(...w);
    if (w.length >= 2) phrases.push(`${w[0]} ${w[1]}`);
    skills.push(...p.requiredSkills);
    for (const l of p.locations) cities.push(l.city);
    departments.add(p.department);
  }
  const depts = [...departments];
  const types = ['full-time', 'part-time', 'contract', 'internship', 'temporary'];
  const countries = ['Germany', 'United States', 'Japan', 'France', 'Brazil', 'Canada'];
  const alerts = [];
  for (let i = 0; alerts.length < n; i++) {
    const r = rnd();
    const query = r < 0.45 ? pick(words) : r < 0.65 ? pick(phrases) : r < 0.8 ? pick(skills) : '';
    const l = rnd();
    const location = l < 0.5 ? pick(cities) : l < 0.6 ? 'remote' : l < 0.68 ? pick(countries) : '';
    const filters = {};
    if (rnd() < 0.3) filters.department = [pick(depts)];
    if (rnd() < 0.15) filters.job_type = [pick(types)];
    if (!query && !location && Object.keys(filters).length === 0) continue;
    alerts.push({ id: `alert-${i}`, query, location, filters });
  }
  return alerts;
}

async function benchOne(kind) {
  const { matchJobs, matchJobsPerAlert, createAlertCompiler, newJobOf } = await dist(
    'modules/job-alerts/alert-matcher.js',
  );
  const { createSearchIndex } = await dist('search/search-index.js');
  const { createSearchTermsRepository } = await dist('search/search-terms.js');
  const { createSearchPlacesRepository } = await dist('search/search-places.js');
  const { generatePositions, NORTHWIND_PROFILE } = await dist('seed/positions.js');
  const { resolveCities, NORTHWIND_CITIES } = await dist('seed/cities.js');
  const { db, drop } = await openDatabase(kind, 'job_alerts');
  try {
    const { tenant, positions, now } = await loadCatalogue(db, kind, JOBS);
    // The new jobs: posted in the hour after `now` (the alerts' cursor), public and open.
    const generated = generatePositions(NORTHWIND_PROFILE, {
      seed: 9_001,
      now,
      open: NEW,
      places: resolveCities(NORTHWIND_CITIES),
    }).map((p, i) => ({
      ...p,
      isPrivate: false,
      postedAt: new Date(now.getTime() + 60_000 + i * 3_000).toISOString(),
    }));
    const ids = await positions.createMany(tenant.id, generated);
    const fresh = await positions.findManyByIds(tenant.id, ids);
    const at = new Date(now.getTime() + 2 * 3_600_000);
    const alerts = makeAlerts(fresh, ALERTS);
    const distinctTexts = new Set(alerts.map((a) => a.query.toLowerCase())).size;
    console.log(
      `[${kind}] ${alerts.length.toLocaleString('en')} alerts (${distinctTexts.toLocaleString('en')} distinct texts), ${fresh.length.toLocaleString('en')} new jobs`,
    );

    const index = createSearchIndex(db);
    const sources = {
      searchTerms: createSearchTermsRepository(db),
      searchPlaces: createSearchPlacesRepository(db),
    };
    const jobs = fresh.map(newJobOf);

    // Ours: compile every alert, then match all at once.
    const t0 = performance.now();
    const compile = createAlertCompiler(tenant, at);
    const compiled = alerts.map(compile);
    const t1 = performance.now();
    const inverted = await matchJobs({ index, sources }, tenant, compiled, jobs);
    const t2 = performance.now();
    let pairs = 0;
    for (const list of inverted.values()) pairs += list.length;

    // Baseline: the search engine per alert, over the first SAMPLE alerts.
    const sample = alerts.slice(0, SAMPLE);
    const reader = { index, cap: 10_000, sample: 5_000 };
    const b0 = performance.now();
    const perAlert = await matchJobsPerAlert({ index, sources, reader }, tenant, sample, jobs, at);
    const b1 = performance.now();
    // The two must agree on the sample.
    let disagreements = 0;
    for (const a of sample) {
      const x = [...(inverted.get(a.id) ?? [])].sort().join(',');
      const y = [...(perAlert.get(a.id) ?? [])].sort().join(',');
      if (x !== y) disagreements++;
    }
    const perAlertMs = (b1 - b0) / sample.length;
    printTable(
      ['way', 'alerts', 'seconds', 'ms per alert'],
      [
        [
          'ours: inverted index of the alerts (compile + match)',
          alerts.length.toLocaleString('en'),
          ((t2 - t0) / 1000).toFixed(2),
          ((t2 - t0) / alerts.length).toFixed(4),
        ],
        [
          '  of which compiling the alerts',
          alerts.length.toLocaleString('en'),
          ((t1 - t0) / 1000).toFixed(2),
          '',
        ],
        [
          'baseline: search engine per alert (measured)',
          sample.length.toLocaleString('en'),
          ((b1 - b0) / 1000).toFixed(2),
          perAlertMs.toFixed(3),
        ],
        [
          'baseline: search engine per alert (extrapolated)',
          alerts.length.toLocaleString('en'),
          ((perAlertMs * alerts.length) / 1000).toFixed(1),
          perAlertMs.toFixed(3),
        ],
      ],
    );
    console.log(
      `[${kind}] matches: ${pairs.toLocaleString('en')} (alert, job) pairs for ${inverted.size.toLocaleString('en')} alerts; ` +
        `ratio (baseline extrapolated / ours): ${((perAlertMs * alerts.length) / (t2 - t0)).toFixed(1)}; ` +
        `sample disagreements: ${disagreements}`,
    );
  } finally {
    await drop();
  }
}

export async function run() {
  const kinds = await databaseKinds();
  console.log(
    `job-alerts: ${NEW.toLocaleString('en')} new jobs against ${ALERTS.toLocaleString('en')} alerts over ${JOBS.toLocaleString('en')} existing jobs, node ${process.version}`,
  );
  for (const kind of kinds) await benchOne(kind);
}
