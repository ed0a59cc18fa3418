import { LANGUAGE_COOKIE, type Locale } from '@portico/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, dirFor } from '../lib/i18n/index.js';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The picker's choice for this device: the server renders the next page in it (contracts' `resolveLanguage`). */
export function writeLanguageCookie(language: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie; the Cookie Store API is not in every supported browser.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** Own name of each language ("Deutsch", "العربية"), so people find theirs whatever the page language. */
export function languageLabel(language: Locale): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : language;
  } catch {
    return language;
  }
}

/**
 * Switches the page language in place: loads its strings, re-renders every translated text, and
 * flips `<html lang dir>` (right-to-left for ar and he). The cookie makes the next server render agree.
 */
export function useSwitchLanguage(): (language: Locale) => Promise<void> {
  const { i18n } = useTranslation();
  return useCallback(
    async (language: Locale) => {
      writeLanguageCookie(language);
      await changeLanguage(i18n, language);
      document.documentElement.lang = language;
      document.documentElement.dir = dirFor(language);
      // An explicit ?hl= would override the new choice on the next load; drop it from the address.
      const url = new URL(window.location.href);
      if (url.searchParams.has('hl')) {
        url.searchParams.delete('hl');
        window.history.replaceState(window.history.state, '', url);
      }
    },
    [i18n],
  );
}
