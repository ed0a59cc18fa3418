/**
 * Checks a translated catalogue against English: every key present, no extra keys, the same
 * interpolation placeholders, plural forms complete for the language's plural categories.
 * Used by locales.test.ts, which runs over every locale and namespace.
 */
import type { Catalogue } from './resources.js';

export type ProblemKind = 'missingKey' | 'extraKey' | 'placeholder' | 'notString' | 'empty';
export interface CatalogueProblem {
  kind: ProblemKind;
  key: string;
  detail?: string;
}

/** Nested JSON to dotted keys (i18next's default key separator). Non-string leaves are reported. */
export function flatten(
  catalogue: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (catalogue && typeof catalogue === 'object' && !Array.isArray(catalogue)) {
    for (const [key, value] of Object.entries(catalogue as Catalogue)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, out);
      else out.set(path, value);
    }
  }
  return out;
}

/** Interpolation placeholders (`{{name}}`, `{{value, number}}`) and nested keys (`$t(key)`), sorted. */
export function placeholders(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*-?\s*([^},\s]+)[^}]*\}\}/g)) found.add(`{{${match[1]}}}`);
  for (const match of text.matchAll(/\$t\(([^),]+)/g)) found.add(`$t(${match[1]?.trim()})`);
  return [...found].sort();
}

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_PATTERN = new RegExp(`^(.*)_(${PLURAL_SUFFIXES.join('|')})$`);

/** CLDR plural categories of a language, as i18next uses them (Intl.PluralRules). */
export function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
}

/** English keys grouped: plain keys, and plural bases (a base counts as plural when `<base>_other` exists). */
function shape(english: Map<string, unknown>) {
  const pluralBases = new Set<string>();
  for (const key of english.keys()) {
    const match = PLURAL_PATTERN.exec(key);
    if (match?.[2] === 'other') pluralBases.add(match[1] ?? '');
  }
  const plain = [...english.keys()].filter((key) => {
    const match = PLURAL_PATTERN.exec(key);
    return !(match && pluralBases.has(match[1] ?? ''));
  });
  return { plain, pluralBases };
}

function samePlaceholders(expected: string[], actual: string[], optional: string[] = []): string | undefined {
  const missing = expected.filter((p) => !actual.includes(p) && !optional.includes(p));
  const extra = actual.filter((p) => !expected.includes(p));
  if (!missing.length && !extra.length) return undefined;
  return [
    missing.length ? `missing ${missing.join(', ')}` : '',
    extra.length ? `unexpected ${extra.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export function checkCatalogue(
  locale: string,
  englishCatalogue: unknown,
  translated: unknown,
): CatalogueProblem[] {
  const english = flatten(englishCatalogue);
  const other = flatten(translated);
  const problems: CatalogueProblem[] = [];
  const { plain, pluralBases } = shape(english);
  const expectedKeys = new Set<string>(plain);

  const checkValue = (key: string, expected: string[], optional: string[] = []) => {
    const value = other.get(key);
    if (value === undefined) return problems.push({ kind: 'missingKey', key });
    if (typeof value !== 'string') return problems.push({ kind: 'notString', key });
    if (!value.trim()) return problems.push({ kind: 'empty', key });
    const mismatch = samePlaceholders(expected, placeholders(value), optional);
    if (mismatch) problems.push({ kind: 'placeholder', key, detail: mismatch });
    return undefined;
  };

  for (const key of plain) {
    const source = english.get(key);
    checkValue(key, typeof source === 'string' ? placeholders(source) : []);
  }

  const categories = pluralCategories(locale);
  for (const base of pluralBases) {
    const source = english.get(`${base}_other`);
    const expected = typeof source === 'string' ? placeholders(source) : [];
    for (const category of categories) {
      const key = `${base}_${category}`;
      expectedKeys.add(key);
      // "one"/"two"/"zero" forms often spell the number out ("one job"), so {{count}} is optional there.
      checkValue(
        key,
        expected,
        category === 'other' || category === 'many' || category === 'few' ? [] : ['{{count}}'],
      );
    }
    // i18next uses `_zero` for a count of 0 in every language when present; allowed, never required.
    const zero = `${base}_zero`;
    if (other.has(zero) && !expectedKeys.has(zero)) {
      expectedKeys.add(zero);
      checkValue(zero, expected, ['{{count}}']);
    }
  }

  for (const key of other.keys()) {
    if (!expectedKeys.has(key)) problems.push({ kind: 'extraKey', key });
  }
  return problems;
}
