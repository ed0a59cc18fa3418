import { FALLBACK_LOCALE } from '@portico/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUNDLED_LOCALE, isBundledPart } from './catalogue-parts.js';

/** A fresh copy of the i18n modules (their loading state is per process) for each test. */
async function fresh() {
  vi.resetModules();
  const resources = await import('./resources.js');
  const { createI18n, changeLanguage } = await import('./create-i18n.js');
  return { ...resources, createI18n, changeLanguage };
}

describe('catalogue parts (docs/decisions/014)', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('bundles the fallback language’s page part and nothing else', () => {
    expect(BUNDLED_LOCALE).toBe(FALLBACK_LOCALE);
    expect([
      isBundledPart('en', 'page'),
      isBundledPart('en', 'screens'),
      isBundledPart('de', 'page'),
    ]).toEqual([true, false, false]);
  });

  it('English page namespaces are there at once; the screens part comes when a screen asks', async () => {
    const { createI18n, loadScreenNamespaces, isLanguageLoaded } = await fresh();
    const i18n = createI18n('en');
    expect(isLanguageLoaded('en')).toBe(true);
    expect(i18n.t('shell:nav.signIn')).toBe('Sign in');
    expect(i18n.hasResourceBundle('en', 'jobs')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
    await loadScreenNamespaces();
    // Added to the live instance: a dialog that loaded its strings renders them straight away.
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'settings')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'forms')).toBe(true);
  });

  it('another language loads its page part (and not its screens) until a screen needs them', async () => {
    const { createI18n, loadLanguage, loadScreenNamespaces, resourcesFor } = await fresh();
    await loadLanguage('de');
    expect(Object.keys(resourcesFor(['de']).de ?? {}).sort()).toEqual(['common', 'jobs', 'shell']);
    const i18n = createI18n('de');
    await loadScreenNamespaces();
    expect(Object.keys(resourcesFor(['de']).de ?? {}).sort()).toEqual([
      'account',
      'alerts',
      'apply',
      'auth',
      'common',
      'forms',
      'formsCenter',
      'jobs',
      'notifications',
      'offers',
      'onboarding',
      'profile',
      'settings',
      'shell',
    ]);
    expect(i18n.hasResourceBundle('de', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true);
  });

  it('once screens were needed, switching language brings their strings along', async () => {
    const { createI18n, changeLanguage, loadScreenNamespaces } = await fresh();
    const i18n = createI18n('en');
    await loadScreenNamespaces();
    await changeLanguage(i18n, 'fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.hasResourceBundle('fr', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'shell')).toBe(true);
  });

  it('the server asks for everything: withScreens', async () => {
    const { loadLanguage, resourcesFor } = await fresh();
    await loadLanguage('ja', { withScreens: true });
    const all = resourcesFor(['ja']);
    expect(Object.keys(all.ja ?? {}).sort()).toEqual([
      'account',
      'alerts',
      'apply',
      'auth',
      'common',
      'forms',
      'formsCenter',
      'jobs',
      'notifications',
      'offers',
      'onboarding',
      'profile',
      'settings',
      'shell',
    ]);
    expect(Object.keys(all.en ?? {}).sort()).toEqual([
      'account',
      'alerts',
      'apply',
      'auth',
      'common',
      'forms',
      'formsCenter',
      'jobs',
      'notifications',
      'offers',
      'onboarding',
      'profile',
      'settings',
      'shell',
    ]);
  });
});
