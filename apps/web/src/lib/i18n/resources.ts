import { FALLBACK_LOCALE, type Locale } from '@portico/contracts';
import type { i18n as I18n } from 'i18next';
import {
  CATALOGUE_PARTS,
  type CataloguePart,
  isBundledPart,
  NAMESPACES,
  type Namespace,
} from './catalogue-parts.js';

/**
 * One JSON file per namespace: `src/locales/<locale>/<namespace>.json`, except `forms`, which the form
 * toolkit owns (`packages/forms/src/locales/<locale>.json`) so its component tests and any other host
 * share one catalogue.
 */
export { type CataloguePart, NAMESPACES, type Namespace };
export const DEFAULT_NAMESPACE: Namespace = 'common';

export type Catalogue = { [key: string]: string | Catalogue };
export type LanguageResources = Partial<Record<Namespace, Catalogue>>;

/*
 * Loading strategy (docs/decisions/014): the catalogues come in two parts per language (catalogue-parts.ts):
 * `page` (common, shell, jobs: every page's first render) and `screens` (auth, settings, forms: the sign-in
 * dialog and the screens that bring their own code). English `page` is bundled eagerly — it is the
 * fallback of every missing key, and most pages need nothing else. Every other part is one lazy chunk per
 * language (locale-bundles.ts), in the browser and on the server alike.
 *
 * The browser entry awaits `loadLanguage(boot.language)` before hydrating, with the `screens` part when the
 * first render shows a screen or dialog that needs it, so that the first client render uses exactly the
 * strings the server rendered. A screen or dialog that arrives later calls `loadScreenNamespaces()` with
 * its code; from then on every language the page switches to brings its `screens` part too. The server
 * awaits both parts (instant after the first time: loaded catalogues stay in memory).
 */
const eagerModules: Record<string, Catalogue> = import.meta.glob<Catalogue>(
  ['../../locales/en/common.json', '../../locales/en/shell.json', '../../locales/en/jobs.json'],
  { eager: true, import: 'default' },
);
const EAGER_PATTERN = /\/locales\/en\/([^/]+)\.json$/;

/** Translations loaded so far, shared by every i18n instance of this process (they are read-only). */
const loaded = new Map<Locale, LanguageResources>();
/** Parts the page has needed so far: a language switch loads these. */
const partsInUse = new Set<CataloguePart>(['page']);
/** Languages the page has loaded so far (the page's, any it switched to, and English). */
const languagesInUse = new Set<Locale>([FALLBACK_LOCALE]);
/** The browser's i18n instance(s): catalogues that arrive after it was created are added to it. */
const liveInstances = new Set<I18n>();
const pending = new Map<string, Promise<void>>();

function store(locale: Locale, namespace: Namespace, catalogue: Catalogue): void {
  const entry = loaded.get(locale) ?? {};
  entry[namespace] = catalogue;
  loaded.set(locale, entry);
  for (const instance of liveInstances) {
    if (!instance.hasResourceBundle(locale, namespace)) {
      instance.addResourceBundle(locale, namespace, catalogue, true, false);
    }
  }
}

for (const [path, catalogue] of Object.entries(eagerModules)) {
  const namespace = EAGER_PATTERN.exec(path)?.[1];
  if (namespace && (NAMESPACES as readonly string[]).includes(namespace)) {
    store(FALLBACK_LOCALE, namespace as Namespace, catalogue);
  }
}

/**
 * The map of part loaders (two per language, ~1.4 KB gzip) is itself a lazy chunk: an English page needs
 * none of it before it hydrates, and a page in another language gets it in the same download as its
 * language part (lib/client-start.ts).
 */
let loaderMap: Promise<typeof import('virtual:portico-locale-loaders').loaders> | undefined;
function partLoader(locale: Locale, part: CataloguePart) {
  loaderMap ??= import('virtual:portico-locale-loaders').then(
    (module) => module.loaders,
    (error: unknown) => {
      loaderMap = undefined;
      throw error;
    },
  );
  return loaderMap.then((loaders) => loaders[`${locale}:${part}`]);
}

const NO_CATALOGUES: Readonly<Record<string, Catalogue>> = {};

function isPartLoaded(locale: Locale, part: CataloguePart): boolean {
  if (isBundledPart(locale, part)) return true;
  const entry = loaded.get(locale);
  // A part is loaded as a whole; a language may lack a namespace file (then English stands in).
  return entry !== undefined && CATALOGUE_PARTS[part].some((namespace) => entry[namespace] !== undefined);
}

function loadPart(locale: Locale, part: CataloguePart): Promise<void> {
  if (isPartLoaded(locale, part)) return Promise.resolve();
  const key = `${locale}:${part}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = partLoader(locale, part)
      .then((load) => load?.() ?? NO_CATALOGUES)
      .then(
        (catalogues) => {
          pending.delete(key);
          for (const [namespace, catalogue] of Object.entries(catalogues)) {
            if ((NAMESPACES as readonly string[]).includes(namespace)) {
              store(locale, namespace as Namespace, catalogue);
            }
          }
        },
        (error: unknown) => {
          // A failed chunk may load on the next attempt (flaky network); keep no broken promise around.
          pending.delete(key);
          throw error;
        },
      );
    pending.set(key, promise);
  }
  return promise;
}

function loadParts(locales: Iterable<Locale>, parts: Iterable<CataloguePart>): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const locale of new Set(locales)) for (const part of new Set(parts)) jobs.push(loadPart(locale, part));
  return Promise.all(jobs).then(() => undefined);
}

/** Whether every part in use is loaded for `locale` (and English). */
export function isLanguageLoaded(locale: Locale): boolean {
  return [...partsInUse].every((part) => isPartLoaded(locale, part) && isPartLoaded(FALLBACK_LOCALE, part));
}

/**
 * Loads a language: the parts in use (`page`, plus `screens` once a screen needed them, or when asked
 * with `withScreens`), for the language and for English, the fallback. A no-op when already loaded.
 */
export function loadLanguage(locale: Locale, options: { withScreens?: boolean } = {}): Promise<void> {
  languagesInUse.add(locale);
  if (options.withScreens) partsInUse.add('screens');
  return loadParts([locale, FALLBACK_LOCALE], partsInUse);
}

/**
 * The `screens` part (auth, settings, forms) of every language in use, for a dialog or screen that is
 * about to render: call it beside the import of that code. Later language switches bring it along.
 */
export function loadScreenNamespaces(): Promise<void> {
  partsInUse.add('screens');
  return loadParts(languagesInUse, ['screens']);
}

/**
 * The loaded resources of the given languages plus English, in i18next's `resources` shape. Pass the
 * instance made from them (browser only) to have catalogues that arrive later added to it.
 */
export function resourcesFor(locales: readonly Locale[]): Record<string, LanguageResources> {
  const out: Record<string, LanguageResources> = {};
  for (const locale of new Set<Locale>([FALLBACK_LOCALE, ...locales])) {
    const entry = loaded.get(locale);
    if (entry) out[locale] = { ...entry };
  }
  return out;
}

/**
 * Keeps a browser instance up to date with catalogues loaded after it was made. Not on the server: its
 * instances live for one request and every catalogue they need is loaded before they are made.
 */
export function followLoadedResources(instance: I18n): void {
  if (typeof document !== 'undefined') liveInstances.add(instance);
}
