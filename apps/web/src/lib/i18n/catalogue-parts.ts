/*
 * How the catalogues are cut into downloads (docs/decisions/014). Read by resources.ts and by the build
 * (locale-bundles.ts, the Vite plugin that makes one chunk per language and part): plain values only.
 */

/** Every namespace of the app; `forms` is the form toolkit's (packages/forms/src/locales/<locale>.json). */
export const NAMESPACES = [
  'common',
  'shell',
  'auth',
  'settings',
  'jobs',
  'forms',
  'formsCenter',
  'offers',
  'apply',
  'account',
  'onboarding',
  'profile',
  'alerts',
  'notifications',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * `page`: what every page's first render uses (the shell, request alerts, the search and job pages), loaded
 * before hydration. `screens`: what only the dialogs and screens that bring their own code use (sign-in,
 * reset password, settings, the form toolkit, the forms center, the offer center, the apply page, the
 * candidate's account pages, the notification center's panel), loaded
 * with that code.
 */
export const CATALOGUE_PARTS = {
  page: ['common', 'shell', 'jobs'],
  screens: [
    'auth',
    'settings',
    'forms',
    'formsCenter',
    'offers',
    'apply',
    'account',
    'onboarding',
    'profile',
    'alerts',
    'notifications',
  ],
} as const satisfies Record<string, readonly Namespace[]>;
export type CataloguePart = keyof typeof CATALOGUE_PARTS;

/** The contracts' FALLBACK_LOCALE, as a plain value (resources.test.ts checks they agree). */
export const BUNDLED_LOCALE = 'en';

/**
 * English `page` is in the entry bundle (every page may fall back to it); every other part of every language
 * is a download of its own.
 */
export const isBundledPart = (locale: string, part: CataloguePart) =>
  locale === BUNDLED_LOCALE && part === 'page';

/** The module that maps `${locale}:${part}` to a loader of that part's catalogues (see locale-bundles.ts). */
export const LOCALE_LOADERS_MODULE = 'virtual:portico-locale-loaders';

/** The module of one language's part (`virtual:portico-locale/de-page`), made by locale-bundles.ts. */
export const LOCALE_PART_PREFIX = 'virtual:portico-locale/';
export const localePartModule = (locale: string, part: CataloguePart) =>
  `${LOCALE_PART_PREFIX}${locale}-${part}`;
