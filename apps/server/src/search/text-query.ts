/**
 * What a person typed in the search box, as terms both engines understand the same way. Nothing typed is
 * ever passed to FTS5 or tsquery syntax as it is: words are extracted and quoted by the engine, so
 * operators, quotes, parentheses, colons or SQL in the text are just characters.
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
}

export interface TextQuery {
  terms: TextTerm[];
}

/** More terms than this add nothing to a job search and only cost time. */
export const MAX_TERMS = 12;
const MAX_WORD_LENGTH = 60;
/**
 * PostgreSQL's English configuration drops these; dropping them here too keeps both engines' answers the
 * same ("manager of sales" finds what "manager sales" finds on either).
 */
const STOP_WORDS = new Set(
  'a about above after again against all am an and any are as at be because been before being below between both but by can did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with you your yours yourself yourselves'.split(
    ' ',
  ),
);

/** Reserved for filter tokens (src/search/documents.ts): never a typed word. */
const RESERVED = /^zz[a-z]/;

function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .filter((w) => !RESERVED.test(w))
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * `"quoted text"` is a phrase; a word ending in `*` (at least two letters before it) is a prefix; every
 * other word is a term. Hyphens and underscores separate words (URLs write spaces as either).
 * Returns null when nothing searchable is left.
 */
export function parseTextQuery(input: string): TextQuery | null {
  const terms: TextTerm[] = [];
  const pattern = /"([^"]*)"?|(\S+)/g;
  for (const match of input.matchAll(pattern)) {
    if (terms.length >= MAX_TERMS) break;
    if (match[1] !== undefined) {
      const phrase = words(match[1]);
      if (phrase.length > 0) terms.push({ words: phrase.slice(0, MAX_TERMS), prefix: false });
      continue;
    }
    const raw = match[2] as string;
    const list = words(raw);
    list.forEach((word, i) => {
      if (terms.length >= MAX_TERMS || STOP_WORDS.has(word)) return;
      const last = i === list.length - 1;
      const prefix = last && raw.endsWith('*') && word.length >= 2;
      terms.push({ words: [word], prefix });
    });
  }
  return terms.length > 0 ? { terms } : null;
}
