/**
 * A query log that looks like real use of the search page, for bench:http's replay: a fixed set of DISTINCT
 * searches built from the catalogue's own vocabulary (role titles, skills, seniority words, departments, the
 * tenant's cities with a radius, remote, job types, date posted, page 2 and 3, sort by date), and a log of
 * requests that lands on the page with no query about 40 % of the time and otherwise draws one of the
 * distinct searches by a Zipf law (s = 1: the k-th most popular is asked 1/k as often as the first), so a few
 * are frequent and most are rare. Everything comes from a fixed seed: two runs replay the same log.
 */
import { dist } from './catalogue.mjs';

/** The seed data's own generator (mulberry32), so a log drawn with a seed is the same on every run. */
const { mulberry32 } = await dist('seed/random.js');

const SENIORITY = { entry: 'junior', mid: '', senior: 'senior', lead: 'lead', principal: 'principal' };
const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'temporary'];
const RADII = [10, 25, 50, 100];
const POSTED_WITHIN = [1, 3, 7, 14, 30];

/**
 * `count` distinct search-call query strings for the tenant at `domain`, in the page's own form
 * (`domain`, `hl`, then `query`, `location`, `filter_*`, `start`, `sort_by` as the page writes them).
 * Distinct as URLs; the server's cache key is the normalised request, and the replay counts its misses.
 */
export async function distinctSearches(count, { seed = 19, domain, hl = 'en' } = {}) {
  const { DEPARTMENTS } = await dist('seed/job-catalogue.js');
  const { NORTHWIND_CITIES } = await dist('seed/cities.js');
  const rnd = mulberry32(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const chance = (p) => rnd() < p;
  const roles = DEPARTMENTS.flatMap((d) => d.roles.map((r) => ({ department: d.name, ...r })));
  const titleWords = [...new Set(roles.flatMap((r) => r.title.toLowerCase().split(/\s+/)))].filter(
    (w) => w.length > 2,
  );
  const skills = [...new Set(roles.flatMap((r) => [...r.required, ...r.preferred]))];
  const cities = NORTHWIND_CITIES.map((c) => c.name);

  /** What a person types: a title, a word of one, a skill, a seniority and a title, or a title and a skill. */
  function typed() {
    const role = pick(roles);
    switch (pick(['title', 'title', 'word', 'skill', 'skill', 'seniority', 'title+skill'])) {
      case 'title':
        return role.title.toLowerCase();
      case 'word':
        return pick(titleWords);
      case 'skill':
        return pick([...role.required, ...role.preferred]);
      case 'seniority': {
        const word = SENIORITY[pick(Object.keys(SENIORITY))];
        return word ? `${word} ${role.title.toLowerCase()}` : role.title.toLowerCase();
      }
      default:
        return `${role.title.split(' ').at(-1).toLowerCase()} ${pick(skills)}`;
    }
  }

  const seen = new Set();
  const out = [];
  // Bounded: the vocabulary gives far more than 10,000 combinations, but a mistake must not loop forever.
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const p = new URLSearchParams({ domain, hl });
    // Some searches have no text: a place, a department or remote alone (the landing page is the log's own).
    if (!chance(0.15)) p.set('query', typed());
    if (chance(0.35)) {
      p.set('location', pick(cities));
      p.set('filter_distance', String(pick(RADII)));
    } else if (chance(0.08)) {
      p.set('location', 'remote');
    }
    if (chance(0.2)) p.set('filter_department', pick(DEPARTMENTS).name);
    if (chance(0.12)) p.set('filter_job_type', pick(JOB_TYPES));
    if (chance(0.1)) p.set('filter_seniority', pick(Object.keys(SENIORITY)));
    if (chance(0.08)) p.set('filter_is_remote', 'true');
    if (chance(0.08)) p.set('filter_posted_at', String(pick(POSTED_WITHIN)));
    if (chance(0.15)) p.set('start', String(pick([10, 20])));
    if (chance(0.1)) p.set('sort_by', 'date');
    if (!p.has('query') && !p.has('location') && ![...p.keys()].some((k) => k.startsWith('filter_')))
      continue;
    const qs = p.toString();
    if (seen.has(qs)) continue;
    seen.add(qs);
    out.push(qs);
  }
  if (out.length < count) throw new Error(`only ${out.length} distinct searches from the vocabulary`);
  return out;
}

/**
 * `length` requests (query strings): the landing page (no query) with probability `landingShare`, else the
 * k-th of `searches` with probability proportional to 1/k.
 */
export function queryLog(searches, length, { seed = 23, landingShare = 0.4, domain, hl = 'en' } = {}) {
  const rnd = mulberry32(seed);
  const cumulative = new Float64Array(searches.length);
  let total = 0;
  for (let k = 0; k < searches.length; k++) {
    total += 1 / (k + 1);
    cumulative[k] = total;
  }
  const landing = new URLSearchParams({ domain, hl }).toString();
  const log = new Array(length);
  for (let i = 0; i < length; i++) {
    if (rnd() < landingShare) {
      log[i] = landing;
      continue;
    }
    const x = rnd() * total;
    let lo = 0;
    let hi = searches.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    log[i] = searches[lo];
  }
  return log;
}
