import { LOCALES } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from './create-i18n.js';
import { dirFor } from './language.js';
import { isLanguageLoaded, loadLanguage } from './resources.js';

describe('dirFor', () => {
  it('gives right-to-left for Arabic and Hebrew only', () => {
    expect(dirFor('ar')).toBe('rtl');
    expect(dirFor('he')).toBe('rtl');
    expect(LOCALES.filter((l) => dirFor(l) === 'rtl')).toEqual(['ar', 'he']);
  });
});

describe('createI18n', () => {
  it('is ready synchronously, with English strings and the common namespace by default', () => {
    const i18n = createI18n('en');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('states.empty')).toBe('No data found');
    expect(i18n.t('api.rateLimited')).toBe('Please try again in a few minutes');
    expect(i18n.dir()).toBe('ltr');
  });

  it('interpolates {{name}} without HTML-escaping (React escapes)', () => {
    const i18n = createI18n('en');
    i18n.addResource('en', 'common', 'test.greet', 'Hello {{name}}');
    expect(i18n.t('test.greet', { name: 'A & B' })).toBe('Hello A & B');
  });

  it('keeps instances independent (one per request on the server)', async () => {
    const a = createI18n('en');
    const b = createI18n('en');
    await changeLanguage(b, 'ar');
    expect(a.language).toBe('en');
    expect(b.language).toBe('ar');
  });

  it('falls back to English for a key a language lacks', async () => {
    await loadLanguage('he');
    expect(isLanguageLoaded('he')).toBe(true);
    const i18n = createI18n('he');
    i18n.addResource('en', 'common', 'test.onlyEnglish', 'Only English');
    expect(i18n.t('test.onlyEnglish')).toBe('Only English');
  });
});
