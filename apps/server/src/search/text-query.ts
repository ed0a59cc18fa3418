import { looksLikeFilterToken } from './documents.js';
import { LEVEL_WORDS, type SynonymTable, splitUnspaced, wordsOf } from './words.js';

/**
 * What a person typed in the search box, as terms both engines understand the same way. Nothing typed is
 * ever passed to FTS5 or tsquery syntax as it is: words are extracted and quoted by the engine, so
 * operators, quotes, parentheses, colons or SQL in the text are just characters. Every word typed is
 * searched: no word is dropped in a way that would widen the search to every job.
 */
export interface TextTerm {
  /** Words of the term; more than one for a quoted phrase. */
  words: string[];
  /** `word*`: any word starting with it. */
  prefix: boolean;
  /**
   * For a prefix: whole words of the tenant's titles and skills that start with it. Both engines stem
   * what they index, and a stemmed prefix is often no prefix of the stemmed word ("analy" → "anali" but
   * "analyst" stays), so a prefix also matches these words, each stemmed like any typed word.
   */
  expansions?: string[];
  /**
   * Phrases the term also matches: its synonyms and the words its abbreviation stands for (words.ts), so
   * "swe" finds "software engineer" and "contable" finds "accountant". Each is a phrase of whole words.
   */
  alternatives?: string[][];
  /**
   * Where the term must occur. Left out: anywhere the engine indexes a position's text.
   * - `text`: the title, skills or description only, never a filter token: the word has the shape of one
   *   (documents.ts `filterToken`), and filter tokens are indexed beside the words.
   * - `names`: as whole words of the title or the skills only. A query made only of stop words ("IT",
   *   "do", "The Who") is searched this way: such words are in most descriptions ("it" as a pronoun), so
   *   there they would match nearly everything, while in a title or skill they are a name ("IT Support").
   */
  in?: 'text' | 'names';
  /**
   * A level of seniority typed beside other words ("senior", "sr", "intern"; words.ts LEVEL_WORDS): it
   * orders the matches (search/rank.ts) but does not decide what matches, so engines leave it out.
   */
  level?: string;
}

/**
 * The typed text as terms. `terms` is empty when something was typed but no word of it is searchable
 * (only punctuation): such a query matches nothing, like any other text that is in no position.
 */
export interface TextQuery {
  terms: TextTerm[];
}

/** More terms than this add nothing to a job search and only cost time. */
export const MAX_TERMS = 12;
/**
 * PostgreSQL's English configuration leaves these out of what it indexes and of what it searches for;
 * beside other words they are left out here too, so both engines answer the same ("manager of sales" finds
 * what "manager sales" finds on either). A query of nothing but these is searched as names instead
 * (TextTerm `in: 'names'`), never dropped.
 */
const STOP_WORDS = new Set(
  'a about above after again against all am an and any are as at be because been before being below between both but by can did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with you your yours yourself yourselves'.split(
    ' ',
  ),
);
/**
 * Stop words that name a field of work when a job seeker types them ("IT support", "IT manager"): beside
 * other words they are kept, as whole words of titles and skills (`in: 'names'`), where "it" is "IT".
 */
const NAME_WORDS = new Set(['it']);

/** Whether every word of a term is a stop word (a phrase of stop words is one too). */
function isStopTerm(term: Pick<TextTerm, 'words'>): boolean {
  return term.words.every((w) => STOP_WORDS.has(w));
}

/** A term as typed, with the scope its words need (TextTerm `in`). */
function term(list: string[], prefix: boolean): TextTerm {
  return list.some(looksLikeFilterToken) ? { words: list, prefix, in: 'text' } : { words: list, prefix };
}

/** A typed word: `prefix` when it ended in `*`; `phrase` for the words of a quoted phrase. */
type Typed = { word: string; prefix: boolean } | { phrase: string[] };

/**
 * Plain typed words in order become terms, a run of them that is an entry of the synonym table becoming
 * one term with the entry's alternatives (longest entry first). Phrases and prefixes are kept as typed.
 */
function withSynonyms(typed: readonly Typed[], table: SynonymTable | undefined): TextTerm[] {
  const terms: TextTerm[] = [];
  for (let i = 0; i < typed.length; i++) {
    const t = typed[i] as Typed;
    if ('phrase' in t) {
      terms.push(term(t.phrase, false));
      continue;
    }
    const entry = t.prefix
      ? undefined
      : table?.byFirst.get(t.word)?.find(({ from }) =>
          from.every((w, k) => {
            const next = typed[i + k];
            return next !== undefined && 'word' in next && !next.prefix && next.word === w;
          }),
        );
    if (!entry) {
      terms.push(term([t.word], t.prefix));
      continue;
    }
    terms.push({ words: entry.from, prefix: false, alternatives: entry.to });
    i += entry.from.length - 1;
  }
  return terms;
}

/**
 * `"quoted text"` is a phrase; a word ending in `*` (at least two letters before it) is a prefix; every
 * other word is a term, and runs of them found in `synonyms` also match the entry's phrases. Hyphens and
 * underscores separate words (URLs write spaces as either); symbol-bearing skills ("C#", ".NET") are one
 * word each (words.ts). Stop words are left out when other words remain, except those that name a field
 * of work ("IT"), which are kept as names; a query of stop words only is searched as names (whole words of
 * titles and skills, no prefix). Returns null when nothing was typed, and no terms when what was typed holds
 * no word (see TextQuery).
 */
export function parseTextQuery(input: string, synonyms?: SynonymTable): TextQuery | null {
  if (input.trim() === '') return null;
  const typed: Typed[] = [];
  const pattern = /"([^"]*)"?|(\S+)/g;
  for (const match of input.matchAll(pattern)) {
    if (match[1] !== undefined) {
      const phrase = wordsOf(match[1]);
      if (phrase.length > 0) typed.push({ phrase: phrase.slice(0, MAX_TERMS) });
      continue;
    }
    const raw = match[2] as string;
    const list = wordsOf(raw).flatMap((w) => (synonyms ? splitUnspaced(w, synonyms) : [w]));
    list.forEach((word, i) => {
      const last = i === list.length - 1;
      typed.push({ word, prefix: last && raw.endsWith('*') && word.length >= 2 });
    });
  }
  const all = withSynonyms(typed, synonyms);
  const meaningful = all
    .filter((t) => !isStopTerm(t) || (t.words.length === 1 && NAME_WORDS.has(t.words[0] as string)))
    .map((t): TextTerm => (isStopTerm(t) ? { words: t.words, prefix: false, in: 'names' } : t));
  const terms = all.some((t) => !isStopTerm(t))
    ? meaningful
    : all.map((t): TextTerm => ({ words: t.words, prefix: false, in: 'names' }));
  return { terms: withLevels(terms.slice(0, MAX_TERMS)) };
}

/** The level a term names, as typed or through a synonym ("sr" → "senior"). */
function levelOf(t: TextTerm): string | undefined {
  if (t.prefix || t.in) return undefined;
  for (const phrase of [t.words, ...(t.alternatives ?? [])])
    if (phrase.length === 1 && LEVEL_WORDS[phrase[0] as string]) return LEVEL_WORDS[phrase[0] as string];
  return undefined;
}

/** Marks level words (TextTerm `level`) when other words decide what matches; alone, they are words. */
function withLevels(terms: TextTerm[]): TextTerm[] {
  const levels = terms.map(levelOf);
  if (levels.every((l) => l !== undefined)) return terms;
  return terms.map((t, i) => (levels[i] ? { ...t, level: levels[i] } : t));
}

/** The terms an engine matches: all but the levels (TextTerm `level`). */
export function matchedTerms(text: TextQuery): TextTerm[] {
  return text.terms.filter((t) => t.level === undefined);
}
