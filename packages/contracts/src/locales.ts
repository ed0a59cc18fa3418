/** The 37 interface locales of spec 3 §9. English is the fallback. */
export const LOCALES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'fr-CA',
  'he',
  'hi',
  'hr',
  'ht',
  'hu',
  'it',
  'ja',
  'ko',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'pt-PT',
  'ru',
  'sk',
  'sr',
  'sv',
  'te',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar', 'he'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag (e.g. "pt-br", "zh-Hant-TW", "fr") to the closest supported locale, or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  if (lower.startsWith('zh'))
    return lower.includes('tw') || lower.includes('hant') || lower.includes('hk') ? 'zh-TW' : 'zh-CN';
  const base = lower.split('-')[0];
  if (base === 'iw') return 'he';
  if (base === 'no' || base === 'nn') return 'nb';
  return LOCALES.find((l) => l === base) ?? null;
}

export function isRtl(locale: string): boolean {
  return (RTL_LOCALES as readonly string[]).includes(locale);
}
