import { FALLBACK_LOCALE, isLocale, type Locale, matchLocale } from '@portico/contracts';

/** Cookie written by the language picker (browser) and read here on the next page load. */
export const LANGUAGE_COOKIE = 'portico_lang';

export interface LanguageInputs {
  /** `?hl=` of the page URL. */
  hl?: string | null;
  /** The signed-in candidate's saved preference. */
  preferred?: string | null;
  /** The `portico_lang` cookie. */
  cookie?: string | null;
  /** The Accept-Language request header. */
  acceptLanguage?: string | null;
  supported: readonly Locale[];
  tenantDefault: Locale;
}

export interface ResolvedLanguage {
  language: Locale;
  /** True when an explicit setting (URL, saved preference, picker cookie) chose it. */
  fromPage: boolean;
}

/**
 * Page setting first (`?hl=`, then the candidate's preference, then the picker cookie), then the
 * browser's Accept-Language, then English — each only when the tenant supports it. A tenant that
 * does not offer English falls back to its own default language.
 */
export function resolvePageLanguage(input: LanguageInputs): ResolvedLanguage {
  const supported = new Set<string>(input.supported);
  const pick = (value: string | null | undefined): Locale | null => {
    const locale = matchLocale(value);
    return locale && supported.has(locale) ? locale : null;
  };
  for (const explicit of [input.hl, input.preferred, input.cookie]) {
    const locale = pick(explicit);
    if (locale) return { language: locale, fromPage: true };
  }
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const locale = pick(tag);
    if (locale) return { language: locale, fromPage: false };
  }
  if (supported.has(FALLBACK_LOCALE)) return { language: FALLBACK_LOCALE, fromPage: false };
  if (supported.has(input.tenantDefault)) return { language: input.tenantDefault, fromPage: false };
  const first = input.supported[0];
  return { language: first && isLocale(first) ? first : FALLBACK_LOCALE, fromPage: false };
}

/** Language tags of an Accept-Language header, best first (q=0 dropped). */
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
