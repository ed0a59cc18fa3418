import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, resolvePageLanguage } from './page-language.js';

describe('parseAcceptLanguage', () => {
  it('orders by quality, keeps header order for ties, drops q=0 and *', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, en;q=0.9, ja;q=0, *;q=0.1')).toEqual(['de-CH', 'en', 'fr']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('resolvePageLanguage', () => {
  const base = { supported: ['en', 'fr', 'pt-BR', 'ar'] as const, tenantDefault: 'en' as const };

  it('prefers ?hl=, then the saved preference, then the cookie', () => {
    expect(resolvePageLanguage({ ...base, hl: 'ar', preferred: 'fr', cookie: 'en' })).toEqual({
      language: 'ar',
      fromPage: true,
    });
    expect(resolvePageLanguage({ ...base, hl: 'xx', preferred: 'fr', cookie: 'ar' })).toEqual({
      language: 'fr',
      fromPage: true,
    });
    expect(resolvePageLanguage({ ...base, cookie: 'ar', acceptLanguage: 'fr' })).toEqual({
      language: 'ar',
      fromPage: true,
    });
  });

  it('then the browser, matching regional tags to supported locales', () => {
    expect(resolvePageLanguage({ ...base, acceptLanguage: 'de, pt-br;q=0.8' })).toEqual({
      language: 'pt-BR',
      fromPage: false,
    });
  });

  it('ignores languages the tenant does not support and falls back to English', () => {
    expect(resolvePageLanguage({ ...base, hl: 'ja', acceptLanguage: 'ja' })).toEqual({
      language: 'en',
      fromPage: false,
    });
  });

  it("falls back to the tenant's default when it does not offer English", () => {
    expect(
      resolvePageLanguage({ supported: ['fr', 'nl'], tenantDefault: 'nl', acceptLanguage: 'ja' }).language,
    ).toBe('nl');
  });
});
