import { looksLikeFilterToken } from './documents.js';

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
   * Where the term must occur. Left out: anywhere the engine indexes a position's text.
   * - `text`: the title, skills or description only, never a filter token: the word has the shape of one
   *   (documents.ts `filterToken`), and filter tokens are indexed beside the words.
   * - `names`: as whole words of the title or the skills only. A query made only of stop words ("IT",
   *   "do", "The Who") is searched this way: such words are in most descriptions ("it" as a pronoun), so
   *   there they would match nearly everything, while in a title or skill they are a name ("IT Support").
   */
  in?: 'text' | 'names';
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
const MAX_WORD_LENGTH = 60;
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

/** Whether every word of a term is a stop word (a phrase of stop words is one too). */
function isStopTerm(term: Pick<TextTerm, 'words'>): boolean {
  return term.words.every((w) => STOP_WORDS.has(w));
}

function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** A term as typed, with the scope its words need (TextTerm `in`). */
function term(list: string[], prefix: boolean): TextTerm {
  return list.some(looksLikeFilterToken) ? { words: list, prefix, in: 'text' } : { words: list, prefix };
}

/**
 * `"quoted text"` is a phrase; a word ending in `*` (at least two letters before it) is a prefix; every
 * other word is a term. Hyphens and underscores separate words (URLs write spaces as either).
 * Stop words are left out when other words remain; a query of stop words only is searched as names
 * (whole words of titles and skills, no prefix). Returns null when nothing was typed, and no terms when
 * what was typed holds no word (see TextQuery).
 */
export function parseTextQuery(input: string): TextQuery | null {
  if (input.trim() === '') return null;
  const typed: TextTerm[] = [];
  const pattern = /"([^"]*)"?|(\S+)/g;
  for (const match of input.matchAll(pattern)) {
    if (match[1] !== undefined) {
      const phrase = words(match[1]);
      if (phrase.length > 0) typed.push(term(phrase.slice(0, MAX_TERMS), false));
      continue;
    }
    const raw = match[2] as string;
    const list = words(raw);
    list.forEach((word, i) => {
      const last = i === list.length - 1;
      typed.push(term([word], last && raw.endsWith('*') && word.length >= 2));
    });
  }
  const meaningful = typed.filter((t) => !isStopTerm(t));
  const terms =
    meaningful.length > 0
      ? meaningful
      : typed.map((t): TextTerm => ({ words: t.words, prefix: false, in: 'names' }));
  return { terms: terms.slice(0, MAX_TERMS) };
}
