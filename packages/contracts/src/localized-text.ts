import type { Locale } from './locales.js';

/** A tenant text's translations by page language (navbar links, the banner, the landing's headline). */
export type TextTranslations = Partial<Record<Locale, string>>;

/**
 * The tenant text to show on a page in `language`: its translation for that language, else for the base
 * language (`fr` for `fr-CA`, `pt` for `pt-BR`), else the text as the tenant wrote it. Texts follow the page's
 * language so an Arabic page does not read English links in a right-to-left bar.
 */
export function localizedText(
  text: string,
  translations: TextTranslations | undefined,
  language: string,
): string {
  if (!translations) return text;
  const exact = translations[language as Locale];
  if (exact?.trim()) return exact;
  const base = translations[language.split('-')[0] as Locale];
  if (base?.trim()) return base;
  return text;
}
