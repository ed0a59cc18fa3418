/**
 * Relevance of job search: does the search put the job a candidate means first? A hand-written set of
 * queries, each with its intent (bench/relevance/queries.mjs), is run through the real search service
 * in-process on a seeded catalogue (the first page of 10, the default order: relevance when text is given),
 * and every result is graded 0-3 by a fixed rule against every position of the catalogue
 * (bench/relevance/grade.mjs). Printed per kind of query and overall: nDCG@10, MRR (the first result
 * graded 2 or more) and the rate of queries answered with no result although relevant jobs exist.
 *
 * Baseline, in the same run: a plain BM25 over the same positions (bench/relevance/bm25.mjs), filtered
 * by the same location and remote constraints. It does not depend on the engine and is printed once.
 *
 * Options: --jobs N (default 100000), --db sqlite|postgres|both (default both when 127.0.0.1:5432 answers),
 * --kind K (one kind of query), --json FILE (per-query results: query, engine, nDCG, top 10 with grades),
 * --show N (the top 5 of N queries picked at random, with their grades, to check by hand; --seed S picks
 * another sample).
 */
import { writeFileSync } from 'node:fs';
import { databaseKinds, dist, loadCatalogue, openDatabase, option, printTable } from './lib/catalogue.mjs';
import { createBm25, words } from './relevance/bm25.mjs';
import { dcg, judge, judgedPosition, locationFilter, reciprocalRank } from './relevance/grade.mjs';
import { KINDS, QUERIES } from './relevance/queries.mjs';

const JOBS = Number(option('jobs', '100000'));
const KIND = option('kind', null);
const JSON_FILE = option('json', null);
const SHOW = Number(option('show', '0'));
const SEED = Number(option('seed', '1'));
const K = 10;

/** Listed positions (open, public, published) as stored, with what the baseline indexes. */
async function readCatalogue(db, tenantId, now) {
  const rows = await db.selectFrom('positions').selectAll().where('tenant_id', '=', tenantId).execute();
  const listed = rows.filter(
    (r) =>
      r.published_at !== null &&
      !r.is_private &&
      r.archived_at === null &&
      (r.valid_through === null || Date.parse(r.valid_through) > now.getTime()),
  );
  return {
    judged: listed.map(judgedPosition),
    texts: listed.map((r) => ({
      id: r.id,
      postedAt: r.posted_at,
      title: r.title,
      skills: [...JSON.parse(r.skills_required_json), ...JSON.parse(r.skills_preferred_json)],
      description: r.description,
    })),
  };
}

/** A query's measures from the grades of what was answered, in order. */
function measure(judgement, ids, count) {
  const grades = ids.map((id) => judgement.gradeOf(id));
  return {
    ndcg: judgement.ideal > 0 ? dcg(grades, K) / judgement.ideal : 0,
    rr: reciprocalRank(grades),
    zero: count === 0,
    grades,
  };
}

/** Per kind and overall: mean nDCG, MRR, zero-result rate (every query here has relevant jobs). */
function summarise(results) {
  const groups = new Map([...KINDS.map((k) => [k, []]), ['all', []]]);
  for (const r of results) {
    groups.get(r.query.kind).push(r);
    groups.get('all').push(r);
  }
  const out = new Map();
  for (const [kind, list] of groups) {
    if (list.length === 0) continue;
    const mean = (f) => list.reduce((s, r) => s + f(r), 0) / list.length;
    out.set(kind, {
      n: list.length,
      ndcg: mean((r) => r.ndcg),
      mrr: mean((r) => r.rr),
      zero: mean((r) => (r.zero ? 1 : 0)),
    });
  }
  return out;
}

/** The seed data's generator, so `--show` picks the same sample again. */
const { mulberry32: sampler } = await dist('seed/random.js');

function label(q) {
  const where = q.location ? ` @ ${q.location}${q.distance ? ` ${q.distance} km` : ''}` : '';
  return `"${q.q}"${where}`;
}

async function runEngine(kind, queries, state) {
  const { createSearchService } = await dist('modules/search/search.service.js');
  const { searchRequest } = await dist('modules/search/search-request.js');
  const { readFilterParams } = await import('@portico/contracts');
  const { db, drop } = await openDatabase(kind, 'relevance');
  try {
    const { tenant, positions, now } = await loadCatalogue(db, kind, JOBS);
    const catalogue = await readCatalogue(db, tenant.id, now);
    const judgements = queries.map((q) => judge(q, catalogue.judged));
    const search = createSearchService({ db, positions, now: () => now });
    const results = [];
    for (let i = 0; i < queries.length; i++) {
      const q = queries[i];
      const filters = q.distance === undefined ? [] : [['filter_distance', String(q.distance)]];
      const request = searchRequest(
        tenant,
        { query: q.q, location: q.location ?? '', start: 0, num: K },
        readFilterParams(filters, { commaInValues: false }),
      );
      const res = await search.search(tenant, request);
      const ids = res.positions.map((p) => p.id);
      results.push({
        query: q,
        engine: kind,
        ids,
        titles: res.positions.map((p) => p.title),
        count: res.count,
        ...measure(judgements[i], ids, res.count),
      });
    }
    if (!state.baseline) state.baseline = baseline(queries, catalogue, judgements);
    state.judgements ??= judgements;
    return results;
  } finally {
    await drop();
  }
}

/** BM25 over the same catalogue, with the location and remote constraints the search applies. */
function baseline(queries, catalogue, judgements) {
  const started = performance.now();
  const judged = new Map(catalogue.judged.map((p) => [p.id, p]));
  const bm25 = createBm25(
    catalogue.texts,
    queries.flatMap((q) => words(q.q)),
  );
  const results = queries.map((q, i) => {
    const filter = locationFilter(q, catalogue.judged);
    const allowed = filter ? (d) => filter(judged.get(d.id)) : () => true;
    const { ids, count } = bm25(q.q, allowed, K);
    const titled = ids.map((id) => judged.get(id).title);
    return { query: q, engine: 'bm25', ids, titles: titled, count, ...measure(judgements[i], ids, count) };
  });
  console.log(`[bm25] indexed and answered in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return results;
}

export async function run() {
  if (KIND && !KINDS.includes(KIND)) throw new Error(`--kind ${KIND}: known kinds are ${KINDS.join(', ')}`);
  const queries = QUERIES.filter((q) => !KIND || q.kind === KIND);
  const engines = await databaseKinds();
  console.log(
    `relevance: ${queries.length} queries, ${JOBS.toLocaleString('en')} positions, engines ${engines.join(', ')}, node ${process.version}`,
  );
  const state = {};
  const byEngine = new Map();
  for (const engine of engines) byEngine.set(engine, await runEngine(engine, queries, state));
  byEngine.set('bm25', state.baseline);

  // A query no position answers well tests nothing: it is reported and left out of every figure.
  const hopeless = new Set(
    state.judgements.flatMap((j, i) => (j.counts[2] + j.counts[3] === 0 ? [queries[i]] : [])),
  );
  for (const q of hopeless)
    console.log(`left out: no position of this catalogue is graded 2 or 3 for ${label(q)}`);
  const counted = (list) => list.filter((r) => !hopeless.has(r.query));

  const summaries = new Map([...byEngine].map(([e, list]) => [e, summarise(counted(list))]));
  const header = ['kind', 'n'];
  for (const e of byEngine.keys()) header.push(`${e} nDCG@10`, `${e} MRR`, `${e} zero`);
  const first = summaries.get(engines[0]);
  const rows = [...first.keys()].map((k) => {
    const row = [k, String(first.get(k).n)];
    for (const s of summaries.values()) {
      const m = s.get(k);
      row.push(m.ndcg.toFixed(3), m.mrr.toFixed(3), `${(m.zero * 100).toFixed(0)}%`);
    }
    return row;
  });
  console.log();
  printTable(header, rows);
  if (engines.length === 2) {
    const [a, b] = engines;
    const diff = summaries.get(b).get('all').ndcg - summaries.get(a).get('all').ndcg;
    console.log(`\noverall nDCG@10, ${b} − ${a}: ${diff >= 0 ? '+' : ''}${diff.toFixed(4)}`);
  }
  for (const e of engines) {
    const m = summaries.get(e).get('all');
    const base = summaries.get('bm25').get('all');
    console.log(
      `overall nDCG@10, ${e} − bm25 baseline: ${(m.ndcg - base.ndcg >= 0 ? '+' : '') + (m.ndcg - base.ndcg).toFixed(4)}`,
    );
  }

  const gradeList = (r, n) => r.titles.slice(0, n).map((title, i) => `${r.grades[i]} ${title}`);
  for (const e of engines) {
    const list = counted(byEngine.get(e));
    const none = list.filter((r) => r.zero);
    console.log(
      `\n${e}: ${none.length} queries answered with no result: ${none.map((r) => label(r.query)).join(', ')}`,
    );
    console.log(`10 worst answered queries on ${e} (nDCG@10, then what ranks first with its grade):`);
    const worst = list
      .filter((r) => !r.zero)
      .sort((x, y) => x.ndcg - y.ndcg || x.query.q.localeCompare(y.query.q))
      .slice(0, 10);
    for (const r of worst) {
      console.log(`  ${r.ndcg.toFixed(3)}  ${label(r.query)} [${r.query.kind}]  → ${gradeList(r, 1)[0]}`);
    }
  }

  if (SHOW > 0) {
    const random = sampler(SEED);
    const pool = [...queries.keys()];
    const picked = [];
    while (picked.length < Math.min(SHOW, pool.length))
      picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
    for (const i of picked) {
      const q = queries[i];
      const c = state.judgements[i].counts;
      console.log(`\n${label(q)} [${q.kind}] — catalogue grades 3/2/1: ${c[3]}/${c[2]}/${c[1]}`);
      for (const e of byEngine.keys()) {
        const r = byEngine.get(e)[i];
        console.log(`  ${e} (${r.count} results, nDCG ${r.ndcg.toFixed(3)}):`);
        for (const line of gradeList(r, 5)) console.log(`    ${line}`);
      }
    }
  }

  if (JSON_FILE) {
    const out = [];
    for (const list of byEngine.values()) {
      for (const r of list) {
        out.push({
          query: r.query,
          engine: r.engine,
          left_out: hopeless.has(r.query),
          count: r.count,
          ndcg: r.ndcg,
          rr: r.rr,
          top: r.ids.map((id, i) => ({ id, title: r.titles[i], grade: r.grades[i] })),
        });
      }
    }
    writeFileSync(JSON_FILE, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`\nper-query results: ${JSON_FILE}`);
  }
}
