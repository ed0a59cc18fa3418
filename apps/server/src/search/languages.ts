import { stemmer as arabic } from '@orama/stemmers/arabic';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as greek } from '@orama/stemmers/greek';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as serbian } from '@orama/stemmers/serbian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import type { Locale } from '@portico/contracts';
import type { TextTerm } from './text-query.js';
import { engineWords, indexText, isCjk, normalizeText } from './words.js';

/**
 * Search in the tenant's language (docs/decisions/061). Positions are written in the tenant's default
 * language, so both engines index and search a tenant's text with that language's rules:
 *
 * - PostgreSQL builds its tsvectors and tsqueries with the language's text search configuration (its
 *   Snowball stemmer; stop words kept but for English, see `stemmed`); 'simple' (lower-case, no stemming)
 *   for a language it has none for.
 * - SQLite's FTS5 stems English only (its porter tokenizer), so for another language every word is stemmed
 *   here with the same Snowball stemmer before FTS5 sees it, on what is indexed and on what is typed alike.
 *   FTS5's porter pass then runs on those stems on both sides; it is the same pass on both sides, so two
 *   words the language's stemmer conflates still meet, and it only ever strips English suffixes from stems
 *   (it may conflate a few more stems: a match more, never one lost).
 * - A language has a stemmer here only where PostgreSQL has the same Snowball stemmer, so both engines find
 *   the same positions; any other language is searched by whole words on both.
 * - Snowball leaves the feminine forms of job titles apart from the masculine ones ("Buchhalterin" /
 *   "Buchhalter", "développeuse" / "développeur"), and a job seeker means both: `fold` rewrites the feminine
 *   form of the language's agent nouns to the masculine before either engine stems, on both sides.
 * - Chinese, Japanese and Korean text is indexed as overlapping character pairs whatever the language
 *   (words.ts `engineWords`).
 */

interface LanguageRules {
  /** PostgreSQL's text search configuration. */
  config: string;
  /** The Snowball stemmer SQLite's text is stemmed with (none for English: FTS5's porter does it). */
  stem?: (word: string) => string;
  /** Feminine forms of agent nouns to the masculine form, on lower-cased words. */
  fold?: readonly [RegExp, string][];
  /** Each word as SQLite (`stems`) and PostgreSQL (`folds`) index it, once computed (`wordsFor`). */
  stems: Map<string, string[]>;
  folds: Map<string, string[]>;
}

/**
 * German feminine forms add "-in" / "-innen" to the masculine: Buchhalterin, Entwicklerinnen, Analystin,
 * Praktikantin, Referentin, Ingenieurin. Only after the endings of agent nouns, so "Berlin" or "Termin"
 * stay as they are.
 */
const GERMAN_FOLD: readonly [RegExp, string][] = [[/(er|ist|ant|ent|eur|or)in(nen)?$/u, '$1']];
/**
 * French: développeuse → développeur, directrice → directeur, technicienne → technicien,
 * conseillère → conseiller (plurals alike).
 */
const FRENCH_FOLD: readonly [RegExp, string][] = [
  [/euse(s?)$/u, 'eur$1'],
  [/trice(s?)$/u, 'teur$1'],
  [/ienne(s?)$/u, 'ien$1'],
  [/ère(s?)$/u, 'er$1'],
];

const ENGLISH: LanguageRules = { config: 'english', stems: new Map(), folds: new Map() };
const SIMPLE: LanguageRules = { config: 'simple', stems: new Map(), folds: new Map() };

/**
 * A language PostgreSQL and the Snowball stemmers here both stem. Its PostgreSQL configuration is
 * `portico_<name>` (migration 0037): PostgreSQL's own with the stop words kept, as FTS5 keeps them.
 */
function stemmed(name: string, stem: (word: string) => string, fold?: LanguageRules['fold']): LanguageRules {
  const rules: LanguageRules = { config: `portico_${name}`, stem, stems: new Map(), folds: new Map() };
  if (fold) rules.fold = fold;
  return rules;
}

const BY_LANGUAGE: Partial<Record<string, LanguageRules>> = {
  en: ENGLISH,
  ar: stemmed('arabic', arabic),
  da: stemmed('danish', danish),
  de: stemmed('german', german, GERMAN_FOLD),
  el: stemmed('greek', greek),
  es: stemmed('spanish', spanish),
  fi: stemmed('finnish', finnish),
  fr: stemmed('french', french, FRENCH_FOLD),
  hu: stemmed('hungarian', hungarian),
  it: stemmed('italian', italian),
  nb: stemmed('norwegian', norwegian),
  nl: stemmed('dutch', dutch),
  pt: stemmed('portuguese', portuguese),
  ru: stemmed('russian', russian),
  sr: stemmed('serbian', serbian),
  sv: stemmed('swedish', swedish),
  tr: stemmed('turkish', turkish),
};

/** The rules of a locale: its language's ("fr-CA" → "fr", "pt-BR" → "pt"), else whole words. */
export function languageRules(language: Locale): LanguageRules {
  return BY_LANGUAGE[language] ?? BY_LANGUAGE[language.split('-')[0] as string] ?? SIMPLE;
}

/** PostgreSQL's text search configuration for the language (a fixed name, safe to write into SQL). */
export function textSearchConfig(language: Locale): string {
  return languageRules(language).config;
}

function folded(word: string, rules: LanguageRules): string {
  if (!rules.fold) return word;
  for (const [pattern, replacement] of rules.fold) {
    if (pattern.test(word)) return word.replace(pattern, replacement);
  }
  return word;
}

/**
 * One typed word as the engine must see it: folded, CJK runs as character pairs, and for SQLite stemmed by
 * the language's stemmer (`stem`). A prefix word is neither folded nor stemmed: a stem of a prefix is often
 * no prefix of the word's stem.
 */
function wordsFor(word: string, rules: LanguageRules, stem: boolean, prefix = false): string[] {
  if (prefix) return engineWords(word);
  const stemmer = stem ? rules.stem : undefined;
  if (!stemmer && !rules.fold) return engineWords(word);
  const cache = stemmer ? rules.stems : rules.folds;
  let words = cache.get(word);
  if (!words) {
    words = engineWords(folded(word, rules));
    if (stemmer) words = words.map((w) => (isCjk(w) ? w : stemmer(w)));
    if (cache.size >= WORD_CACHE_LIMIT) cache.clear();
    cache.set(word, words);
  }
  return words;
}

/**
 * Words already stemmed or folded, per language. A catalogue's descriptions repeat a small vocabulary, so
 * each word is stemmed about once (German, a description of 1,500 characters: 500 µs without the cache, 74 µs
 * with it). Bounded: cleared when it grows past the limit.
 */
const WORD_CACHE_LIMIT = 100_000;

/**
 * A term as an engine matches it in a tenant of the language: its words, alternatives and prefix
 * completions through `wordsFor`. A CJK word becomes the phrase of its character pairs.
 */
export function termForEngine(term: TextTerm, language: Locale, stem: boolean): TextTerm {
  const rules = languageRules(language);
  const phrase = (list: readonly string[]) => list.flatMap((w) => wordsFor(w, rules, stem));
  const last = term.words.length - 1;
  const words = term.words.flatMap((w, i) => wordsFor(w, rules, stem, term.prefix && i === last));
  const { alternatives: _alternatives, expansions: _expansions, ...rest } = term;
  const out: TextTerm = { ...rest, words };
  const alternatives = (term.alternatives ?? []).map(phrase);
  // A prefix typed as a whole word ("Entwicklerin*") is no prefix of its own folded or stemmed form
  // ("entwickl"), so in a language that changes words it also matches as that word.
  const whole =
    term.prefix && term.words.length === 1 && (rules.fold || (stem && rules.stem)) ? term.words : [];
  const expansions: string[] = [];
  for (const w of [...whole, ...(term.expansions ?? [])]) {
    const list = wordsFor(w, rules, stem);
    // A completion in CJK ("ソフト*" → "ソフトウェア") is the phrase of its pairs, so it is matched as one.
    if (list.length === 1) expansions.push(list[0] as string);
    else if (list.length > 1) alternatives.push(list);
  }
  if (alternatives.length > 0) out.alternatives = alternatives;
  if (expansions.length > 0) out.expansions = expansions;
  return out;
}

/**
 * Text as the engines index it in a tenant of the language: symbol-bearing skills as words and CJK runs as
 * character pairs (words.ts), feminine forms folded, and for SQLite (`stem`) every word stemmed.
 */
export function indexTextFor(text: string, language: Locale, stem: boolean): string {
  const rules = languageRules(language);
  if (!rules.fold && !(stem && rules.stem)) return indexText(text);
  return (normalizeText(text).match(/[\p{L}\p{N}]+/gu) ?? [])
    .flatMap((w) => wordsFor(w, rules, stem))
    .join(' ');
}
