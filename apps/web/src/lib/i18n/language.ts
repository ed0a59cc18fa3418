import { FALLBACK_LOCALE, isRtl, type Locale, matchLocale } from '@portico/contracts';

export interface ResolveLanguageInput {
  /** An explicit page setting: `?hl=`, the candidate's saved preference or the picker's choice. */
  pageSetting?: string | null;
  /** The browser's preferences, best first (`navigator.languages` or a parsed Accept-Language). */
  browserLanguages?: readonly string[];
  /** The tenant's supported languages (page config `supportedLanguages`). */
  supported: readonly Locale[];
  /** Used when the tenant does not offer English. */
  tenantDefault?: Locale;
}

/**
 * Spec 3 §9: the language comes from the page setting, then the browser, then `en` — each only when the
 * tenant supports it (tags are mapped with `matchLocale`, e.g. "pt-br" -> pt-BR, "zh-Hant" -> zh-TW).
 * A tenant without English falls back to its default, then to its first language.
 */
export function resolveLanguage({
  pageSetting,
  browserLanguages = [],
  supported,
  tenantDefault,
}: ResolveLanguageInput): Locale {
  const allowed = new Set<Locale>(supported);
  const pick = (tag: string | null | undefined): Locale | null => {
    const locale = matchLocale(tag);
    if (locale && allowed.has(locale)) return locale;
    // A regional preference the tenant lacks still matches its base language ("fr-CA" -> "fr").
    const base = matchLocale(tag?.split(/[-_]/)[0]);
    return base && allowed.has(base) ? base : null;
  };
  const fromPage = pick(pageSetting);
  if (fromPage) return fromPage;
  for (const tag of browserLanguages) {
    const locale = pick(tag);
    if (locale) return locale;
  }
  if (allowed.has(FALLBACK_LOCALE)) return FALLBACK_LOCALE;
  if (tenantDefault && allowed.has(tenantDefault)) return tenantDefault;
  return supported[0] ?? FALLBACK_LOCALE;
}

/** Text direction of a language: right-to-left for Arabic and Hebrew. */
export function dirFor(language: string): 'rtl' | 'ltr' {
  return isRtl(language) ? 'rtl' : 'ltr';
}
