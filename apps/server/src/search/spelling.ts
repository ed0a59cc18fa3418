import type { SearchTermsRepository } from './search-terms.js';
import { MAX_TERMS } from './text-query.js';
import { wordsOf } from './words.js';

/*
 * Typo tolerance (docs/decisions/059): the words people search for are the words of a tenant's listed
 * titles and skills (`search_terms`, kept by both engines on every index write), so a typed word that is
 * not one of them but lies within a small edit distance of one is taken as a typo of it.
 */

/**
 * Words shorter than this are never corrected nor offered: "QA", "IT", "Go" or "SQL" are names, and one
 * edit away from a short word lies half the dictionary.
 */
export const MIN_WORD_LENGTH = 4;
/**
 * Queries of more words than this (6) are pasted text, not something a person mistyped. The search asks for
 * the positions both the typed and the corrected text match as one query of both texts, so twice this
 * stays within the terms a query keeps (text-query.ts MAX_TERMS), or a term would be cut and the query
 * widened.
 */
export const MAX_CORRECTED_WORDS = Math.floor(MAX_TERMS / 2);

/**
 * The edits a typed word of `length` letters may be away from what it means: one for 4–7 letters, two from
 * 8 (long words collect more slips and stay unambiguous), none below 4.
 */
export function maxEdits(length: number): 0 | 1 | 2 {
  if (length < MIN_WORD_LENGTH) return 0;
  return length >= 8 ? 2 : 1;
}

/** A word as both sides compare it: NFKC, lower case, as code points (so "é" or "ジ" is one letter). */
function letters(word: string): string[] {
  return Array.from(word.normalize('NFKC').toLowerCase());
}

/**
 * Damerau-Levenshtein distance in its restricted form (optimal string alignment): insertions, deletions,
 * substitutions and swaps of two neighbouring letters each cost one, which is how people mistype ("pyhton",
 * "acountant"). Answers `limit + 1` as soon as the distance is known to exceed `limit`.
 */
export function editDistance(a: readonly string[], b: readonly string[], limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    before = prev;
    prev = row;
  }
  return Math.min(prev[b.length] as number, limit + 1);
}

/** Start and end markers of a word's trigrams: private-use characters no typed word carries. */
const EDGE = ['\uE000', '\uE000'];
const END = ['\uE001', '\uE001'];

/** A word's trigrams, the word padded at both ends, with how often each occurs ("$$a", "$ab", … "z##"). */
function trigrams(word: readonly string[]): Map<string, number> {
  const padded = [...EDGE, ...word, ...END];
  const out = new Map<string, number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    const gram = `${padded[i]}${padded[i + 1]}${padded[i + 2]}`;
    out.set(gram, (out.get(gram) ?? 0) + 1);
  }
  return out;
}

/**
 * The trigrams two words of `length` (the longer) within `edits` must share at least. A padded word of n
 * letters has n + 2 trigrams; an insertion, deletion or substitution changes at most 3 of them, a swap of
 * two neighbours at most 4 (q-gram lemma), so words within `edits` share at least n + 2 - 4 · edits.
 */
function sharedAtLeast(length: number, edits: number): number {
  return Math.max(1, length + 2 - 4 * edits);
}

export interface SpellingIndex {
  /** Distinct words of the vocabulary. */
  readonly size: number;
  /** The word (any case) is one of the vocabulary's. */
  has(word: string): boolean;
  /**
   * The vocabulary word nearest to a word that is not in it, within `maxEdits` of its length; ties go to the
   * word more positions use, then to the alphabetically first. Null for words in the vocabulary, words
   * under 4 letters or with digits, and words nothing is near.
   */
  suggest(word: string): string | null;
}

/**
 * The vocabulary of titles and skills with how many positions use each (a word of several terms counts
 * each term's positions), indexed by trigrams: a typed word meets only the words that share enough of its
 * trigrams to be within its edits (sharedAtLeast), instead of being compared with every word, and each
 * candidate is then checked with the real distance. Building it reads each word once (n + 2 trigrams), so
 * a new index version costs little even for a large vocabulary (bench/spelling.mjs).
 */
export function buildSpellingIndex(terms: Iterable<{ text: string; docs: number }>): SpellingIndex {
  const uses = new Map<string, number>();
  for (const term of terms) {
    if (term.docs <= 0) continue;
    for (const word of wordsOf(term.text)) uses.set(word, (uses.get(word) ?? 0) + term.docs);
  }
  const words: { word: string; letters: string[]; uses: number }[] = [];
  /** Per trigram: the words that have it and how often (flat pairs of word id and count). */
  const byTrigram = new Map<string, number[]>();
  for (const [word, n] of uses) {
    const chars = Array.from(word);
    if (chars.length < MIN_WORD_LENGTH || !/^\p{L}+$/u.test(word)) continue;
    const id = words.push({ word, letters: chars, uses: n }) - 1;
    for (const [gram, count] of trigrams(chars)) {
      const list = byTrigram.get(gram);
      if (list) list.push(id, count);
      else byTrigram.set(gram, [id, count]);
    }
  }
  return {
    size: uses.size,
    has: (word) => uses.has(word.normalize('NFKC').toLowerCase()),
    suggest(word) {
      const typed = letters(word);
      const limit = maxEdits(typed.length);
      const key = typed.join('');
      if (limit === 0 || uses.has(key) || !/^\p{L}+$/u.test(key)) return null;
      // Trigrams each word of a length within reach shares with the typed word (counted with repeats).
      const shared = new Map<number, number>();
      for (const [gram, count] of trigrams(typed)) {
        const list = byTrigram.get(gram);
        if (!list) continue;
        for (let i = 0; i < list.length; i += 2) {
          const id = list[i] as number;
          if (Math.abs((words[id] as (typeof words)[number]).letters.length - typed.length) > limit) continue;
          shared.set(id, (shared.get(id) ?? 0) + Math.min(count, list[i + 1] as number));
        }
      }
      let best: { word: string; distance: number; uses: number } | null = null;
      for (const [id, n] of shared) {
        const candidate = words[id] as (typeof words)[number];
        if (n < sharedAtLeast(Math.max(candidate.letters.length, typed.length), limit)) continue;
        const distance = editDistance(typed, candidate.letters, limit);
        if (distance > limit) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance &&
            (candidate.uses > best.uses || (candidate.uses === best.uses && candidate.word < best.word)))
        )
          best = { word: candidate.word, distance, uses: candidate.uses };
      }
      return best?.word ?? null;
    },
  };
}

/** The suggestion written the way the word was typed: "ACOUNTANT" → "ACCOUNTANT", "Enginer" → "Engineer". */
function inTypedCase(typed: string, suggestion: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase())
    return suggestion.toUpperCase();
  const first = typed.charAt(0);
  if (first !== first.toLowerCase()) return suggestion.charAt(0).toUpperCase() + suggestion.slice(1);
  return suggestion;
}

/**
 * The typed text with each word the index corrects replaced, everything else (quotes, other words,
 * punctuation) kept as typed; null when no word changes. A word ending in `*` is a prefix, not a word, and
 * is left alone, as are texts of more than MAX_CORRECTED_WORDS words.
 */
export function correctText(index: SpellingIndex, text: string): string | null {
  const typed = text.normalize('NFKC');
  const words = [...typed.matchAll(/[\p{L}\p{N}]+/gu)];
  if (words.length === 0 || words.length > MAX_CORRECTED_WORDS) return null;
  let changed = false;
  let out = '';
  let at = 0;
  for (const m of words) {
    const word = m[0];
    const end = m.index + word.length;
    const suggestion = typed[end] === '*' ? null : index.suggest(word);
    out += typed.slice(at, m.index) + (suggestion ? inTypedCase(word, suggestion) : word);
    if (suggestion) changed = true;
    at = end;
  }
  return changed ? out + typed.slice(at) : null;
}

/** Tenants whose spelling index a process keeps; the least recently used goes first. */
const MAX_TENANTS = 200;

/**
 * Spelling indexes per tenant, built from `search_terms` on first use and kept while the tenant's index
 * version (search-index.ts `version()`, raised by every write that changes the vocabulary) stays the one it
 * was built at.
 */
export function createSpelling(searchTerms: Pick<SearchTermsRepository, 'vocabulary'>) {
  const cache = new Map<string, { version: number; index: Promise<SpellingIndex> }>();

  async function load(tenantId: string): Promise<SpellingIndex> {
    return buildSpellingIndex(await searchTerms.vocabulary(tenantId));
  }

  function indexOf(tenantId: string, version: number): Promise<SpellingIndex> {
    const entry = cache.get(tenantId);
    cache.delete(tenantId);
    if (entry && entry.version === version) {
      cache.set(tenantId, entry);
      return entry.index;
    }
    if (cache.size >= MAX_TENANTS) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    const index = load(tenantId);
    // A failed read is not kept: the next search tries again.
    index.catch(() => cache.delete(tenantId));
    cache.set(tenantId, { version, index });
    return index;
  }

  return {
    /** The typed text corrected against the tenant's vocabulary at `version`, or null. */
    async correct(tenantId: string, version: number, text: string): Promise<string | null> {
      if (text.trim() === '') return null;
      return correctText(await indexOf(tenantId, version), text);
    },
  };
}

export type Spelling = ReturnType<typeof createSpelling>;
