/**
 * The grading rule and the measures of the relevance benchmark.
 *
 * Every listed position of the catalogue is graded against a query's intent (queries.mjs), so the ideal
 * ranking, and with it nDCG's normaliser, is exact rather than estimated from what some engine returned.
 * A position is read from the database as it was stored (title, seniority, job type, skills, remote,
 * places), never from the generator, so the rule judges what a candidate would see.
 *
 * A position's role is its title without the level word ("Senior ", "Junior ", "Lead ", "Principal ") or
 * " Intern"; its level is 'intern' for an internship, else its seniority ('entry' is a "Junior" title).
 * "Director, <department>" titles name no role and so are never the role a query means.
 *
 * The base grade:
 * - a role intent: 3 when the position's role is one of the intended roles; 1 when it is one of the
 *   intent's related roles or the position asks for one of the intent's skills (related work); else 0.
 * - a skill intent: 3 when the position requires one of the skills, 2 when it would only like one
 *   ("nice to have"); else 0.
 * Either kind of intent may name related roles: a position of one is a 1 (a Financial Analyst does some
 * "financial planning" without having it among its skills).
 * Constraints (level, remote, within the radius of a place) then cost a base of 2 or 3 one grade each that
 * misses, never below 1: a Senior Accountant is a 3 for "senior accountant", a mid-level Accountant a 2, an
 * Accountant elsewhere at another level a 1. A base of 1 stays 1: related work is related wherever it is.
 *
 * The ideal ranking is drawn from the positions the request itself allows: a location typed with the
 * query is a filter the candidate chose (within its radius, or remote only), so a position outside it is
 * no answer any ranking could give; counting it would mark a perfect answer down wherever fewer than 10
 * positions are inside.
 *
 * Why this is fair to any ranking: it reads only what the candidate asked for and what the position
 * says of itself in its structured fields, not the words of its description nor any engine's scoring, so
 * neither the search nor the baseline can score by echoing the grader; and the grades separate the right
 * job (3) from the right job with a detail wrong (2) and from a neighbouring job (1), which is the order a
 * candidate would accept them in.
 */

const LEVEL_WORD = /^(Junior|Senior|Lead|Principal) /;
const INTERN = / Intern$/;

/** A stored position as the rule reads it. */
export function judgedPosition(row) {
  const lower = (json) => new Set(JSON.parse(json).map((s) => s.toLowerCase()));
  return {
    id: row.id,
    title: row.title,
    role: row.title.replace(LEVEL_WORD, '').replace(INTERN, ''),
    level: row.job_type === 'internship' ? 'intern' : row.seniority,
    required: lower(row.skills_required_json),
    preferred: lower(row.skills_preferred_json),
    remote: row.is_remote === 1 || row.is_remote === true,
    places: JSON.parse(row.locations_json),
  };
}

/** Great-circle distance in km (mean Earth radius). */
export function haversineKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The point of an intent's `near.city`: the coordinates the catalogue's positions give that city (the
 * place the search resolves the typed location to). Throws when no position names it: the query would
 * test nothing.
 */
export function cityPoint(positions, city) {
  for (const p of positions) {
    const place = p.places.find((l) => l.city === city);
    if (place) return { lat: place.lat, lng: place.lng };
  }
  throw new Error(`no position of the catalogue is in ${city}`);
}

/** The grader of one intent: position → 0..3. */
export function grader(intent, positions) {
  const roles = new Set(intent.roles ?? []);
  const related = new Set(intent.related ?? []);
  const skills = (intent.skills ?? []).map((s) => s.toLowerCase());
  const point = intent.near ? cityPoint(positions, intent.near.city) : null;
  return (p) => {
    let base = 0;
    if (roles.size > 0) {
      if (roles.has(p.role)) base = 3;
      else if (skills.some((s) => p.required.has(s) || p.preferred.has(s))) base = 1;
    } else if (skills.some((s) => p.required.has(s))) base = 3;
    else if (skills.some((s) => p.preferred.has(s))) base = 2;
    if (base === 0 && related.has(p.role)) base = 1;
    if (base < 2) return base;
    let misses = 0;
    if (intent.seniority && p.level !== intent.seniority) misses++;
    if (intent.remote && !p.remote) misses++;
    if (point && !p.places.some((l) => haversineKm(point, l) <= intent.near.km)) misses++;
    return Math.max(1, base - misses);
  };
}

const gain = (g) => 2 ** g - 1;
const discount = (i) => 1 / Math.log2(i + 2);

/** Discounted cumulative gain of grades in rank order, the first k. */
export function dcg(grades, k = 10) {
  let sum = 0;
  for (let i = 0; i < Math.min(k, grades.length); i++) sum += gain(grades[i]) * discount(i);
  return sum;
}

/** The best DCG@k any ranking can reach: the k highest grades of the whole catalogue. */
export function idealDcg(counts, k = 10) {
  const best = [];
  for (let g = 3; g >= 1 && best.length < k; g--) {
    for (let n = 0; n < counts[g] && best.length < k; n++) best.push(g);
  }
  return dcg(best, k);
}

/** 1 / rank of the first result a candidate would call right (grade 2 or 3), 0 when none of them is. */
export function reciprocalRank(grades) {
  const i = grades.findIndex((g) => g >= 2);
  return i < 0 ? 0 : 1 / (i + 1);
}

/** The search's radius when the query gives none (contracts DEFAULT_DISTANCE; Northwind counts in km). */
export const DEFAULT_KM = 50;

/**
 * The filter a query's `location` (and `distance`) asks the search for, as a test of a position: remote
 * only, or a place within the radius of the city the intent names; null without a location.
 */
export function locationFilter(query, positions) {
  if (!query.location) return null;
  if (query.location.toLowerCase() === 'remote') return (p) => p.remote;
  if (!query.near) throw new Error(`"${query.q}" @ ${query.location}: a location query needs near.city`);
  const point = cityPoint(positions, query.near.city);
  const km = query.distance ?? DEFAULT_KM;
  return (p) => p.places.some((l) => haversineKm(point, l) <= km);
}

/**
 * The judgements of a query over the catalogue: every position's grade, and how many of each grade among
 * the positions its location filter allows (the ideal's pool).
 */
export function judge(intent, positions) {
  const grade = grader(intent, positions);
  const allowed = locationFilter(intent, positions) ?? (() => true);
  const byId = new Map();
  const counts = [0, 0, 0, 0];
  for (const p of positions) {
    const g = grade(p);
    if (allowed(p)) counts[g]++;
    if (g > 0) byId.set(p.id, g);
  }
  return { gradeOf: (id) => byId.get(id) ?? 0, counts, ideal: idealDcg(counts) };
}
