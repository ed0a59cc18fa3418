import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, parseAcceptLanguage, resolveLanguage } from './language.js';

describe('parseAcceptLanguage', () => {
  it('orders by quality, keeps header order for ties, drops q=0, unreadable q and *', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, en;q=0.9, ja;q=0, *;q=0.1')).toEqual(['de-CH', 'en', 'fr']);
    expect(parseAcceptLanguage('nl;q=abc, it')).toEqual(['it']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('resolveLanguage', () => {
  const base = { supported: ['en', 'fr', 'pt-BR', 'ar'] as const, tenantDefault: 'en' as const };

  it('prefers ?hl=, then the saved preference, then the cookie, each only when the tenant offers it', () => {
    expect(resolveLanguage({ ...base, hl: 'ar', preferred: 'fr', cookie: 'en' })).toEqual({
      language: 'ar',
      fromPage: true,
    });
    expect(resolveLanguage({ ...base, hl: 'xx', preferred: 'fr', cookie: 'ar' })).toEqual({
      language: 'fr',
      fromPage: true,
    });
    expect(resolveLanguage({ ...base, hl: 'ja', preferred: 'de', cookie: 'ar', browser: 'fr' })).toEqual({
      language: 'ar',
      fromPage: true,
    });
  });

  it('then the browser: the Accept-Language header or the tags in order, regional tags mapped', () => {
    expect(resolveLanguage({ ...base, browser: 'de, pt-br;q=0.8' })).toEqual({
      language: 'pt-BR',
      fromPage: false,
    });
    expect(resolveLanguage({ ...base, browser: ['de-DE', 'fr-CA', 'en'] })).toEqual({
      language: 'fr',
      fromPage: false,
    });
    // The header's own order: `ar` is preferred although it comes last.
    expect(resolveLanguage({ ...base, browser: 'fr;q=0.4, ar' }).language).toBe('ar');
  });

  it('maps a tag the tenant lacks to its base language, and old or script tags to the locale', () => {
    expect(resolveLanguage({ supported: ['en', 'pt'], hl: 'pt-BR' }).language).toBe('pt');
    expect(resolveLanguage({ supported: ['en', 'he'], browser: ['iw'] }).language).toBe('he');
    expect(resolveLanguage({ supported: ['en', 'zh-TW'], hl: 'zh-Hant' }).language).toBe('zh-TW');
  });

  it('falls back to English, then the tenant default, then the first language the tenant offers', () => {
    expect(resolveLanguage({ ...base, hl: 'ja', browser: 'ja' })).toEqual({
      language: 'en',
      fromPage: false,
    });
    expect(resolveLanguage({ supported: ['fr', 'nl'], tenantDefault: 'nl', browser: 'ja' }).language).toBe(
      'nl',
    );
    expect(resolveLanguage({ supported: ['de', 'fr'] }).language).toBe('de');
  });

  it('names one cookie for the browser that writes it and the server that reads it', () => {
    expect(LANGUAGE_COOKIE).toBe('portico_lang');
  });
});
