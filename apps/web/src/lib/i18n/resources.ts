import { FALLBACK_LOCALE, isLocale, type Locale } from '@portico/contracts';

/**
 * One JSON file per namespace: `src/locales/<locale>/<namespace>.json`, except `forms`, which the form
 * toolkit owns (`packages/forms/src/locales/<locale>.json`) so its component tests and any other host
 * share one catalogue.
 */
export const NAMESPACES = ['common', 'shell', 'auth', 'settings', 'jobs', 'forms'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

export type Catalogue = { [key: string]: string | Catalogue };
export type LanguageResources = Partial<Record<Namespace, Catalogue>>;

/*
 * Loading strategy: English (the fallback for every missing key) is bundled eagerly; every other language
 * is its own lazy chunk, in the browser and on the server alike. The browser entry awaits
 * `loadLanguage(boot.language)` before hydrating, so the first client render uses exactly the strings the
 * server rendered; the server's render awaits the same call (instant after the first time, since loaded
 * catalogues stay in memory). 36 languages x 4 namespaces never ship to every visitor. One glob per kind
 * for both builds: a language imported eagerly in one place and lazily in another would end up in the
 * main chunk.
 */
type JsonModules = Record<string, Catalogue>;
const eagerModules: JsonModules = import.meta.glob<Catalogue>(
  ['../../locales/en/*.json', '../../../../../packages/forms/src/locales/en.json'],
  { eager: true, import: 'default' },
);
const lazyModules = import.meta.glob<Catalogue>(
  [
    '../../locales/*/*.json',
    '!../../locales/en/*.json',
    '../../../../../packages/forms/src/locales/*.json',
    '!../../../../../packages/forms/src/locales/en.json',
  ],
  { import: 'default' },
);

const FILE_PATTERN = /\/locales\/([^/]+)\/([^/]+)\.json$/;
const FORMS_FILE_PATTERN = /\/forms\/src\/locales\/([^/]+)\.json$/;

function parsePath(path: string): { locale: Locale; namespace: Namespace } | null {
  const forms = FORMS_FILE_PATTERN.exec(path);
  if (forms) return isLocale(forms[1] ?? '') ? { locale: forms[1] as Locale, namespace: 'forms' } : null;
  const match = FILE_PATTERN.exec(path);
  if (!match) return null;
  const [, locale, namespace] = match;
  if (!isLocale(locale) || !(NAMESPACES as readonly string[]).includes(namespace ?? '')) return null;
  return { locale, namespace: namespace as Namespace };
}

/** Translations loaded so far, shared by every i18n instance of this process (they are read-only). */
const loaded = new Map<Locale, LanguageResources>();

function store(locale: Locale, namespace: Namespace, catalogue: Catalogue): void {
  const entry = loaded.get(locale) ?? {};
  entry[namespace] = catalogue;
  loaded.set(locale, entry);
}

for (const [path, catalogue] of Object.entries(eagerModules)) {
  const parsed = parsePath(path);
  if (parsed) store(parsed.locale, parsed.namespace, catalogue);
}

const pending = new Map<Locale, Promise<void>>();

/** Whether every namespace file that exists for `locale` is loaded. */
export function isLanguageLoaded(locale: Locale): boolean {
  const files = Object.keys(lazyModules).filter((path) => parsePath(path)?.locale === locale);
  const entry = loaded.get(locale);
  return files.every((path) => {
    const parsed = parsePath(path);
    return parsed ? entry?.[parsed.namespace] !== undefined : true;
  });
}

/** Loads a language's namespaces (no-op when already loaded, e.g. always on the server). */
export function loadLanguage(locale: Locale): Promise<void> {
  if (isLanguageLoaded(locale)) return Promise.resolve();
  let promise = pending.get(locale);
  if (!promise) {
    const jobs = Object.entries(lazyModules)
      .filter(([path]) => parsePath(path)?.locale === locale)
      .map(async ([path, load]) => {
        const parsed = parsePath(path);
        if (parsed) store(parsed.locale, parsed.namespace, await load());
      });
    promise = Promise.all(jobs).then(
      () => undefined,
      (error: unknown) => {
        // A failed chunk may load on the next attempt (flaky network); keep no broken promise around.
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}

/** The loaded resources of the given languages plus English, in i18next's `resources` shape. */
export function resourcesFor(locales: readonly Locale[]): Record<string, LanguageResources> {
  const out: Record<string, LanguageResources> = {};
  for (const locale of new Set<Locale>([FALLBACK_LOCALE, ...locales])) {
    const entry = loaded.get(locale);
    if (entry) out[locale] = entry;
  }
  return out;
}
