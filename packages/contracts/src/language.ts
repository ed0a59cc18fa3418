import { FALLBACK_LOCALE, isLocale, type Locale, matchLocale } from './locales.js';

/**
 * The language picker's cookie: the browser writes the visitor's choice, the server reads it on the next page
 * load (one year, path `/`, SameSite=Lax).
 */
export const LANGUAGE_COOKIE = 'portico_lang';

export interface LanguageInputs {
  /** `?hl=` of the page URL. */
  hl?: string | null;
  /** The signed-in candidate's saved preference. */
  preferred?: string | null;
  /** The language cookie (`LANGUAGE_COOKIE`), the picker's last choice on this device. */
  cookie?: string | null;
  /**
   * The browser's preferences: the Accept-Language header as it came, or the tags already in order
   * (`navigator.languages`).
   */
  browser?: string | readonly string[] | null;
  /** The tenant's languages (page config `supportedLanguages`). */
  supported: readonly Locale[];
  /** The tenant's own language, used when it does not offer English. */
  tenantDefault?: Locale | null;
}

export interface ResolvedLanguage {
  language: Locale;
  /** True when an explicit setting (URL, saved preference, picker cookie) chose it, not the browser. */
  fromPage: boolean;
}

/**
 * Which language a page is in (spec 3 §9). The explicit settings come first, in this order: `?hl=`, the
 * candidate's saved preference, the picker's cookie; then the browser's languages, best first; then English;
 * then the tenant's default; then its first language. A setting only counts when the tenant offers that
 * language: tags map to the site's locales ("pt-br" → pt-BR, "zh-Hant" → zh-TW, "iw" → he), and a regional
 * tag the tenant lacks falls back to its base language ("fr-CA" → fr).
 */
export function resolveLanguage(input: LanguageInputs): ResolvedLanguage {
  const supported = new Set<string>(input.supported);
  const pick = (tag: string | null | undefined): Locale | null => {
    const locale = matchLocale(tag);
    if (locale && supported.has(locale)) return locale;
    const base = matchLocale(tag?.split(/[-_]/)[0]);
    return base && supported.has(base) ? base : null;
  };
  for (const explicit of [input.hl, input.preferred, input.cookie]) {
    const locale = pick(explicit);
    if (locale) return { language: locale, fromPage: true };
  }
  const browser = typeof input.browser === 'string' ? parseAcceptLanguage(input.browser) : input.browser;
  for (const tag of browser ?? []) {
    const locale = pick(tag);
    if (locale) return { language: locale, fromPage: false };
  }
  if (supported.has(FALLBACK_LOCALE)) return { language: FALLBACK_LOCALE, fromPage: false };
  if (input.tenantDefault && supported.has(input.tenantDefault))
    return { language: input.tenantDefault, fromPage: false };
  const first = input.supported[0];
  return { language: first && isLocale(first) ? first : FALLBACK_LOCALE, fromPage: false };
}

/**
 * The language tags of an Accept-Language header, best first: ordered by `q` (header order among equals),
 * without `*` and without tags whose `q` is 0 or unreadable.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
