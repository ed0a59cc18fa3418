/**
 * The recruiter workspace at scale, in-process (issue 17 §5), on SQLite and on PostgreSQL:
 *
 * 1. The applications pipeline of a job with 5,000 applications (and 5,000 more on other jobs of the tenant):
 *    `adminApplications.list` as recruiters use it, a mix of the job's first page with its stage counts, a stage
 *    tab, a page deep in the list, and a search by a candidate's name. Beside it, in the same run, the naive
 *    implementation of the same answer: read all of the job's applications with their candidates and count,
 *    filter, sort and page them in JavaScript.
 * 2. Importing 10,000 jobs from a CSV file through `adminPositions.importFile` (read, gazetteer, one
 *    transaction, search index), then the same file again (every row an update), and a search for one imported
 *    title at the end. Beside it, in the same run, the seeder's bulk path for the same 10,000 positions
 *    already parsed (`positions.createMany`): the floor an import cannot beat.
 *
 * The candidates and applications of part 1 are inserted directly (10,000 accounts through the sign-up path
 * would mostly time the password hash). Options: --db sqlite|postgres|both (default both when 127.0.0.1:5432
 * answers), --applications N (the job's, default 5000), --import N (default 10000), --runs N (passes of the
 * mix, default 40; the first is a warm-up).
 */
import { randomUUID } from 'node:crypto';
import { databaseKinds, dist, openDatabase, option, percentile, printTable } from './lib/catalogue.mjs';

const APPLICATIONS = Number(option('applications', '5000'));
const IMPORT = Number(option('import', '10000'));
const RUNS = Number(option('runs', '40'));
const STAGES = ['New', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected', 'Withdrawn'];
const FIRST = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eve', 'Finn', 'Gia', 'Hugo', 'Ines', 'Jon', 'Kai', 'Lea'];
const LAST = ['Smith', 'Okafor', 'Park', 'Patel', 'Stone', 'Moreau', 'Rossi', 'Novak', 'Silva', 'Tanaka'];

/** The server's own services over the benchmark's database, as the app builds them. */
async function services(db) {
  const { createServices } = await dist('services.js');
  const { loadEnv } = await dist('env.js');
  const { NORTHWIND_CONFIG } = await dist('seed/tenants.js');
  const quiet = { info() {}, warn() {}, error() {} };
  const env = loadEnv({ NODE_ENV: 'production', SQLITE_PATH: ':memory:', LOG_LEVEL: 'warn' });
  return { ...createServices({ db, env, now: () => new Date(), log: quiet }), NORTHWIND_CONFIG };
}

const ms = (start) => performance.now() - start;
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return [percentile(sorted, 50), percentile(sorted, 95), sorted.at(-1)].map((v) => v.toFixed(2));
};

async function pipeline(kind, db, s, tenant) {
  const { generatePositions, NORTHWIND_PROFILE } = await dist('seed/positions.js');
  const { resolveCities, NORTHWIND_CITIES } = await dist('seed/cities.js');
  const now = new Date();
  const ids = await s.positions.createMany(
    tenant.id,
    generatePositions(NORTHWIND_PROFILE, { seed: 3, now, open: 20, places: resolveCities(NORTHWIND_CITIES) }),
  );
  const job = ids[0];
  const total = APPLICATIONS * 2;
  const started = performance.now();
  for (let i = 0; i < total; i += 500) {
    const candidates = [];
    const apps = [];
    for (let k = i; k < Math.min(total, i + 500); k++) {
      const id = randomUUID();
      const at = new Date(now.getTime() - (total - k) * 60_000).toISOString();
      candidates.push({
        id,
        tenant_id: tenant.id,
        email: `applicant${k}@bench.example`,
        password_hash: 'x',
        full_name: `${FIRST[k % FIRST.length]} ${LAST[(k * 7) % LAST.length]} ${k}`,
        preferred_language: null,
        staff_role: null,
        is_onboarded: 1,
        is_bootstrapped: 1,
        tos_attested_at: null,
        email_verified_at: at,
        created_at: at,
        updated_at: at,
      });
      const stage = STAGES[(k * 13) % 10 < 5 ? 0 : (k * 13) % 7];
      // Half of them on the measured job, the rest over the tenant's other jobs.
      const positionId = k % 2 === 0 ? job : ids[1 + (k % (ids.length - 1))];
      apps.push({
        id: randomUUID(),
        tenant_id: tenant.id,
        candidate_id: id,
        position_id: positionId,
        position_title: 'Bench job',
        status: 'Submitted',
        stage,
        answers_json: '{"first_name":"x"}',
        self_id_json: null,
        resume_id: null,
        source_json: '{}',
        language: 'en',
        created_at: at,
        updated_at: at,
      });
    }
    await db.insertInto('candidates').values(candidates).execute();
    await db.insertInto('applications').values(apps).execute();
  }
  if (kind === 'postgres') {
    const { sql } = await import('kysely');
    await sql`analyze applications`.execute(db);
    await sql`analyze candidates`.execute(db);
  } else {
    const { sql } = await import('kysely');
    await sql`analyze`.execute(db);
  }
  console.log(
    `[${kind}] ${total.toLocaleString('en')} applications (${APPLICATIONS.toLocaleString('en')} on the measured job) in ${(ms(started) / 1000).toFixed(1)} s`,
  );

  const mix = [
    { name: 'job, all stages, page 1', query: { position_id: job, q: '', sort: 'newest', page: 1 } },
    {
      name: 'job, stage tab',
      query: { position_id: job, stage: 'Screening', q: '', sort: 'newest', page: 1 },
    },
    { name: 'job, page 40', query: { position_id: job, q: '', sort: 'newest', page: 40 } },
    { name: 'job, by name', query: { position_id: job, q: 'okafor', sort: 'name', page: 1 } },
  ];

  /** The same answer computed the naive way: every application of the job, then JavaScript. */
  async function naive(query) {
    const rows = await db
      .selectFrom('applications as a')
      .innerJoin('candidates as c', 'c.id', 'a.candidate_id')
      .select([
        'a.id',
        'a.stage',
        'a.position_title',
        'a.created_at',
        'a.updated_at',
        'c.full_name',
        'c.email',
      ])
      .where('a.tenant_id', '=', tenant.id)
      .where('a.position_id', '=', query.position_id)
      .execute();
    const words = query.q.toLowerCase();
    const matching = rows.filter(
      (r) => !words || r.full_name.toLowerCase().includes(words) || r.email.toLowerCase().includes(words),
    );
    const counts = STAGES.map((stage) => matching.filter((r) => r.stage === stage).length);
    const inStage = query.stage ? matching.filter((r) => r.stage === query.stage) : matching;
    inStage.sort((a, b) =>
      query.sort === 'name'
        ? a.full_name.localeCompare(b.full_name)
        : b.created_at.localeCompare(a.created_at),
    );
    return { rows: inStage.slice((query.page - 1) * 50, query.page * 50), counts };
  }

  const times = { ours: [], naive: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const { query } of mix) {
      let t = performance.now();
      const ours = await s.adminApplications.list(tenant.id, query);
      const a = ms(t);
      t = performance.now();
      const theirs = await naive(query);
      const b = ms(t);
      if (run === 0) {
        if (ours.applications.length !== theirs.rows.length)
          throw new Error(
            `the two disagree on ${JSON.stringify(query)}: ${ours.applications.length} vs ${theirs.rows.length}`,
          );
        continue;
      }
      times.ours.push(a);
      times.naive.push(b);
    }
  }
  const [o50, o95, oMax] = stats(times.ours);
  const [n50, n95, nMax] = stats(times.naive);
  printTable(
    [
      `pipeline of a job with ${APPLICATIONS.toLocaleString('en')} applications [${kind}]`,
      'p50 ms',
      'p95 ms',
      'max ms',
    ],
    [
      ['adminApplications.list (the mix of 4 views)', o50, o95, oMax],
      ['naive: all of the job’s rows, then JavaScript', n50, n95, nMax],
      ['ratio (naive / ours) at p95', '', (Number(n95) / Number(o95)).toFixed(1), ''],
    ],
  );
}

function importCsv(count, suffix) {
  const { NORTHWIND_CITIES } = {
    NORTHWIND_CITIES: [
      'Austin, TX, US',
      'Berlin, DE',
      'Seattle, WA, US',
      'London, GB',
      'Toronto, ON, CA',
      'Paris, FR',
    ],
  };
  const lines = [
    'external_id,title,department,job_type,locations,description,required_skills,salary_min,salary_max,salary_currency,valid_through',
  ];
  for (let i = 0; i < count; i++) {
    const place = NORTHWIND_CITIES[i % NORTHWIND_CITIES.length];
    lines.push(
      [
        `FEED-${i}`,
        `Feed Engineer ${i}${suffix}`,
        ['Engineering', 'Sales', 'Marine', 'Finance'][i % 4],
        ['full-time', 'part-time', 'contract'][i % 3],
        `"${place}"`,
        `"<p>Build and run the platform, job ${i}. ${'We value clear writing and careful work. '.repeat(6)}</p>"`,
        'TypeScript;SQL;Communication',
        String(50_000 + (i % 50) * 1000),
        String(80_000 + (i % 50) * 1000),
        'USD',
        '',
      ].join(','),
    );
  }
  return lines.join('\n');
}

async function importing(kind, db, s, tenant) {
  const { readImportFile } = await dist('modules/positions/position-import.js');
  const actor = { id: randomUUID(), email: 'bench-recruiter@bench.example' };
  await db
    .insertInto('candidates')
    .values({
      id: actor.id,
      tenant_id: tenant.id,
      email: actor.email,
      password_hash: 'x',
      full_name: 'Bench Recruiter',
      preferred_language: null,
      staff_role: 'recruiter',
      is_onboarded: 1,
      is_bootstrapped: 1,
      tos_attested_at: null,
      email_verified_at: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
  const csv = importCsv(IMPORT, '');
  let t = performance.now();
  const preview = await s.adminPositions.previewImport(tenant, 'csv', csv);
  const previewMs = ms(t);
  t = performance.now();
  const first = await s.adminPositions.importFile(tenant, actor, 'csv', csv);
  const firstMs = ms(t);
  const again = importCsv(IMPORT, ' II');
  t = performance.now();
  const second = await s.adminPositions.importFile(tenant, actor, 'csv', again);
  const secondMs = ms(t);
  const { searchRequest } = await dist('modules/search/search-request.js');
  const found = await s.search.search(
    tenant,
    searchRequest(tenant, { query: `Feed Engineer ${IMPORT - 1} II`, location: '', start: 0, num: 5 }, {}),
  );

  // The floor: the same positions, already parsed, through the seeder's bulk path into a second tenant.
  const other = await s.tenants.create({
    domain: 'floor.example',
    name: 'Floor',
    config: s.NORTHWIND_CONFIG,
    isDefault: false,
  });
  const inputs = readImportFile('csv', csv, new Date()).map((e) => e.input);
  t = performance.now();
  await s.positions.createMany(other.id, inputs);
  const floorMs = ms(t);

  printTable(
    [`import of ${IMPORT.toLocaleString('en')} jobs from CSV [${kind}]`, 'seconds', 'rows'],
    [
      ['preview (read, gazetteer, known ids)', (previewMs / 1000).toFixed(2), String(preview.total)],
      ['import, all new (one transaction, indexed)', (firstMs / 1000).toFixed(2), `${first.created} created`],
      ['import again, all updates', (secondMs / 1000).toFixed(2), `${second.updated} updated`],
      ['floor: positions.createMany of the parsed rows', (floorMs / 1000).toFixed(2), String(inputs.length)],
      ['ratio (import / floor)', (firstMs / floorMs).toFixed(1), ''],
    ],
  );
  console.log(
    `[${kind}] after the second import, a search for the last job's new title finds: ${found.positions.map((p) => p.title).join(', ') || 'nothing'}`,
  );
}

export async function run() {
  for (const kind of await databaseKinds()) {
    const { db, drop } = await openDatabase(kind, 'workspace');
    try {
      const s = await services(db);
      const tenant = await s.tenants.create({
        domain: 'bench.example',
        name: 'Bench',
        config: s.NORTHWIND_CONFIG,
        isDefault: true,
      });
      await pipeline(kind, db, s, tenant);
      await importing(kind, db, s, tenant);
    } finally {
      await drop();
    }
  }
}
