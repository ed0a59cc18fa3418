import { FALLBACK_LOCALE, isRtl, type Locale } from '@portico/contracts';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_NAMESPACE,
  followLoadedResources,
  loadLanguage,
  NAMESPACES,
  resourcesFor,
} from './resources.js';

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo…, and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A value put into a translated sentence (a job title, a place, a company or person's name) in Unicode bidi
 * isolation (FSI … PDI), so text of the other direction keeps the sentence's punctuation in place: an English
 * title in an Arabic sentence, or an Arabic title in an English one. A value that cannot reorder the sentence
 * (left-to-right text in a left-to-right page) is left as it is.
 */
export function isolateValue(value: string, language: string): string {
  if (!isRtl(language) && !RTL_LETTER.test(value)) return value;
  return `\u2068${value}\u2069`;
}

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
    // React escapes text itself, so the "escape" of an interpolated value is only its bidi isolation (no "&amp;").
    interpolation: { escapeValue: true, escape: (value: string) => isolateValue(value, instance.language) },
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
