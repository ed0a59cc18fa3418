import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, isLocale, isRtl, LOCALES, matchLocale } from './locales.js';

describe('LOCALES', () => {
  it('has the 37 locales of spec 3 §9 without duplicates, English among them', () => {
    expect(LOCALES).toHaveLength(37);
    expect(new Set(LOCALES).size).toBe(37);
    expect(LOCALES).toContain(FALLBACK_LOCALE);
  });
});

describe('matchLocale', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    [' de ', 'de'],
    ['en-US', 'en'],
    ['fr-BE', 'fr'],
    ['fr-CA', 'fr-CA'],
    ['fr-ca', 'fr-CA'],
    ['pt-br', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['iw', 'he'],
    ['iw-IL', 'he'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['ar-EG', 'ar'],
  ])('maps %j to %s', (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });

  it.each([['xx'], ['klingon'], [''], ['   '], [null], [undefined]])('gives null for %j', (tag) => {
    expect(matchLocale(tag)).toBeNull();
  });

  it('only ever returns a supported locale', () => {
    for (const tag of ['es-419', 'sr-Latn', 'ja-JP', 'ko-KR', 'he-IL', 'uk-UA']) {
      const locale = matchLocale(tag);
      expect(locale !== null && isLocale(locale), tag).toBe(true);
    }
  });
});

describe('isRtl', () => {
  it('is true for Arabic and Hebrew only', () => {
    expect(LOCALES.filter((l) => isRtl(l))).toEqual(['ar', 'he']);
  });
});
