import { type DocPayload, SKILL_SEPARATOR } from './documents.js';
import type { ScannedDoc } from './facets.js';
import type { TextQuery, TextTerm } from './text-query.js';
import { LEVEL_WORDS, wordsOf } from './words.js';

/*
 * Relevance, computed above both engines from what a match's payload carries (title, skills, seniority,
 * remote, places), so SQLite and PostgreSQL order the same matches the same way (docs/decisions/056).
 * The engines decide what matches (every term somewhere in the title, skills or description, stemmed);
 * this decides what comes first. A job seeker's words mostly name a role or a skill, so:
 *
 * - a term in the title outweighs one in the skills, which outweighs one only in the description;
 * - a title word as typed outweighs one that only shares its stem ("accountant" is the head of "Senior
 *   Accountant" but only shares "account" with "Senior Account Executive");
 * - the title's head word (the role's last word: "Accountant", "Engineer") matching a term, the whole role
 *   matching the query, and the query's words together in the title in order each add more;
 * - a required skill outweighs a preferred one;
 * - a seniority word typed ("senior", "junior", "intern") that the position's level meets adds, one it
 *   misses takes away; "remote" typed favours remote positions; a typed city favours positions there.
 *
 * Ties keep the newest first.
 */

const W = {
  titleExact: 4,
  /** A synonym in the title: good, but what was typed is the better evidence. */
  titleAlternative: 3.5,
  longerAlternative: 0.25,
  laterAlternative: 0.01,
  titleStem: 1.5,
  requiredSkill: 3,
  preferredSkill: 2,
  inRequiredSkill: 2,
  inPreferredSkill: 1.3,
  skillStem: 0.8,
  body: 0.5,
  role: 4,
  head: 2.5,
  phrase: 1,
  seniorityMet: 3,
  seniorityMissed: -2,
  /** The query's words are one of the skills, whole: the required (or preferred) skill named. */
  skillPhrase: 3,
  remote: 2,
  city: 2,
} as const;

/** What ranking reads of a position. */
interface DocWords {
  title: string[];
  /** The title without its seniority words: the role. */
  role: string[];
  /** The role's last word ("Accountant" of "Senior Accountant (m/f/d)"). */
  head: string | null;
  required: string[][];
  preferred: string[][];
  /** "intern" for an internship, else the position's seniority. */
  level: string;
}

/**
 * Words of titles and of single skills, by their text. A tenant has few distinct titles and skills beside
 * its many positions, so each is split once per process (bounded: cleared when it grows past the limit).
 */
const titleCache = new Map<string, Pick<DocWords, 'title' | 'role' | 'head'>>();
const skillCache = new Map<string, string[]>();
const CACHE_LIMIT = 20_000;

function titleWords(text: string): Pick<DocWords, 'title' | 'role' | 'head'> {
  let t = titleCache.get(text);
  if (!t) {
    // The role is what the title says before any qualifier: "Accountant (m/f/d) - Berlin" → "Accountant".
    // "Director, Marketing" names a level and a department, no role.
    const main = wordsOf(text.split(/\s[-–—|(]|[(|,]/u)[0] ?? text);
    const role = main.filter((x) => !(x in LEVEL_WORDS));
    t = { title: wordsOf(text), role, head: role[role.length - 1] ?? null };
    if (titleCache.size >= CACHE_LIMIT) titleCache.clear();
    titleCache.set(text, t);
  }
  return t;
}

function skillWords(list: string): string[][] {
  if (list === '') return [];
  return list.split(SKILL_SEPARATOR).map((skill) => {
    let words = skillCache.get(skill);
    if (!words) {
      words = wordsOf(skill);
      if (skillCache.size >= CACHE_LIMIT) skillCache.clear();
      skillCache.set(skill, words);
    }
    return words;
  });
}

function wordsOfDoc(doc: DocPayload): DocWords {
  const t = titleWords(doc.title);
  return {
    title: t.title,
    role: t.role,
    head: t.head,
    required: skillWords(doc.required),
    preferred: skillWords(doc.preferred),
    level: doc.jobType === 'internship' ? 'intern' : doc.seniority,
  };
}

/** The same word as typed, allowing a plural ("accountants", "analyses" → "analysis" is left to stems). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return (
    long.startsWith(short) && (long.length - short.length === 1 ? long.endsWith('s') : long === `${short}es`)
  );
}

/**
 * Words that share a stem, as the engines' stemmers would conflate them: one is a prefix of the other and
 * at least four letters long ("account" / "accountant", "engineer" / "engineering").
 */
function sameStem(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short.slice(0, Math.max(4, short.length - 2)));
}

/** Whether `phrase` occurs in `words` as consecutive words (the last one as a prefix when `prefix`). */
function contains(words: readonly string[], phrase: readonly string[], prefix = false): boolean {
  const n = phrase.length;
  for (let i = 0; i + n <= words.length; i++) {
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      const w = words[i + k] as string;
      const q = phrase[k] as string;
      ok = prefix && k === n - 1 ? w.startsWith(q) : sameWord(w, q);
    }
    if (ok) return true;
  }
  return false;
}

function stemIn(words: readonly string[], phrase: readonly string[]): boolean {
  return phrase.every((q) => words.some((w) => sameStem(w, q)));
}

/** A term's ways to match: its words, each alternative, each prefix completion. */
interface TermOptions {
  /** The words as typed first, then the alternatives and completions. */
  phrases: string[][];
  /** Phrases beyond this index are alternatives, not what was typed. */
  typed: number;
  prefix: string[] | null;
  /** A seniority word (TextTerm `level`): ranked by the position's level, not as a word. */
  level: string | null;
  remote: boolean;
}

function optionsOf(term: TextTerm): TermOptions {
  const phrases = [term.words, ...(term.alternatives ?? []), ...(term.expansions ?? []).map((w) => [w])];
  return {
    phrases: term.prefix ? phrases.slice(1) : phrases,
    typed: term.prefix ? 0 : 1,
    prefix: term.prefix ? term.words : null,
    level: term.level ?? null,
    remote: phrases.some((p) => p.length === 1 && p[0] === 'remote'),
  };
}

function termScore(o: TermOptions, w: DocWords): { score: number; titleExact: boolean } {
  const typedInTitle =
    (o.prefix !== null && contains(w.title, o.prefix, true)) ||
    o.phrases.slice(0, o.typed).some((p) => contains(w.title, p));
  if (typedInTitle) return { score: W.titleExact, titleExact: true };
  // Of the alternatives, a longer one in the title says more ("software engineer" for "developer",
  // beside "engineer"), and an earlier one is the likelier meaning ("pm": product manager, then program
  // manager): the synonym tables list meanings likeliest first.
  let alternative = 0;
  o.phrases.slice(o.typed).forEach((p, i) => {
    if (!contains(w.title, p)) return;
    const score = W.titleAlternative + W.longerAlternative * (p.length - 1) - W.laterAlternative * i;
    alternative = Math.max(alternative, score);
  });
  if (alternative > 0) return { score: alternative, titleExact: true };
  const inWords = (words: readonly string[]) =>
    (o.prefix !== null && contains(words, o.prefix, true)) || o.phrases.some((p) => contains(words, p));
  let best: number = W.body;
  const skill = (list: readonly string[][], whole: number, part: number) => {
    for (const s of list) {
      if (o.phrases.some((p) => p.length === s.length && contains(s, p))) best = Math.max(best, whole);
      else if (inWords(s)) best = Math.max(best, part);
      else if (o.phrases.some((p) => stemIn(s, p))) best = Math.max(best, W.skillStem);
    }
  };
  skill(w.required, W.requiredSkill, W.inRequiredSkill);
  skill(w.preferred, W.preferredSkill, W.inPreferredSkill);
  if (o.phrases.some((p) => stemIn(w.title, p))) best = Math.max(best, W.titleStem);
  return { score: best, titleExact: false };
}

/**
 * How close together the words stand in the title, in (0, 0.5]: the number of gaps the words need over the
 * width of the narrowest stretch of the title that holds them all ("data platform engineer" holds "data
 * engineer" in 3 words: 0.5 × 1/2). Together and in order is a phrase, which scores more.
 */
function proximity(title: readonly string[], words: readonly string[]): number {
  const at = words.map((q) => title.flatMap((w, i) => (sameWord(w, q) ? [i] : [])));
  if (at.some((list) => list.length === 0)) return 0;
  let narrowest = Number.POSITIVE_INFINITY;
  for (const start of at[0] as number[]) {
    let lo = start;
    let hi = start;
    for (const list of at.slice(1)) {
      const nearest = list.reduce((a, b) => (Math.abs(b - start) < Math.abs(a - start) ? b : a));
      lo = Math.min(lo, nearest);
      hi = Math.max(hi, nearest);
    }
    narrowest = Math.min(narrowest, hi - lo + 1);
  }
  return (0.5 * (words.length - 1)) / Math.max(narrowest - 1, words.length - 1);
}

/** A query compiled for ranking many documents. */
export interface Ranker {
  score(doc: DocPayload): number;
}

export function ranker(text: TextQuery): Ranker {
  const terms = text.terms.map(optionsOf);
  const content = terms.filter((t) => t.level === null);
  const levels = terms.map((t) => t.level).filter((l): l is string => l !== null);
  const remote = terms.some((t) => t.remote);
  const ordered = content.flatMap((t) => t.phrases[0] ?? t.prefix ?? []);
  return {
    score(doc) {
      const w = wordsOfDoc(doc);
      let score = 0;
      let allInTitle = content.length > 0;
      for (const t of content) {
        const s = termScore(t, w);
        score += s.score;
        if (!s.titleExact) allInTitle = false;
        if (w.head !== null && t.phrases.some((p) => sameWord(p[p.length - 1] as string, w.head as string)))
          score += W.head;
        if (t.phrases.some((p) => p.length === 1 && doc.places.some((pl) => pl.city.toLowerCase() === p[0])))
          score += W.city;
      }
      // The whole role is the query: every role word is one of the query's words (as typed).
      if (
        allInTitle &&
        w.role.length > 0 &&
        w.role.every((r) =>
          content.some((t) => t.phrases.slice(0, t.typed).some((p) => p.some((q) => sameWord(q, r)))),
        )
      )
        score += W.role;
      if (content.length > 1 && allInTitle) {
        if (contains(w.title, ordered)) score += W.phrase;
        else score += W.phrase * proximity(w.title, ordered);
      }
      if (content.length > 1 && !allInTitle) {
        const named = (s: readonly string[]) => s.length === ordered.length && contains(s, ordered);
        if (w.required.some(named)) score += W.skillPhrase;
        else if (w.preferred.some(named)) score += W.skillPhrase - 1;
      }
      for (const level of levels) score += level === w.level ? W.seniorityMet : W.seniorityMissed;
      if (remote && doc.isRemote) score += W.remote;
      return score;
    },
  };
}

/** Documents by relevance to `text`, the given order (newest first) kept among equals. */
export function byRelevance(text: TextQuery, docs: readonly ScannedDoc[]): ScannedDoc[] {
  const r = ranker(text);
  return docs
    .map((d, i) => ({ d, i, s: r.score(d.doc) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.d);
}
