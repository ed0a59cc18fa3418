import { FALLBACK_LOCALE, type Locale } from '@portico/contracts';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_NAMESPACE,
  followLoadedResources,
  loadLanguage,
  NAMESPACES,
  resourcesFor,
} from './resources.js';

/**
 * A new, fully initialised i18next instance for `language`. Synchronous: the resources are already in
 * memory (every language on the server; English plus languages awaited with `loadLanguage` in the
 * browser), so the first render never shows keys. Create one per request on the server — instances
 * hold the current language, and sharing one would mix visitors' languages.
 */
export function createI18n(language: Locale): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: false,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    resources: resourcesFor([language]),
    initAsync: false,
    // React escapes text itself; escaping here too would show "&amp;" in the page.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  followLoadedResources(instance);
  return instance;
}

/**
 * Switches an instance to another language, loading its strings first (language picker): the catalogue
 * parts the page uses, added to the instance as they arrive.
 */
export async function changeLanguage(instance: I18n, language: Locale): Promise<void> {
  await loadLanguage(language);
  const resources = resourcesFor([language])[language] ?? {};
  for (const [namespace, catalogue] of Object.entries(resources)) {
    if (!instance.hasResourceBundle(language, namespace)) {
      instance.addResourceBundle(language, namespace, catalogue, true, false);
    }
  }
  await instance.changeLanguage(language);
}
