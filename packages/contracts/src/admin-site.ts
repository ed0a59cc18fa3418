import { z } from 'zod';
import {
  chatbotxConfigSchema,
  customBannerSchema,
  customNavbarConfigSchema,
  footerSchema,
  heroImageSchema,
  landingSchema,
  pageIdSchema,
  synonymsSchema,
  termsConfigSchema,
} from './config.js';
import { envelope } from './errors.js';
import { LOCALES } from './locales.js';

/**
 * Site settings of the tenant admin (docs/decisions/045): the parts of the tenant's page configuration the
 * candidate pages read, edited a section at a time. A section is either one place of the configuration or
 * a few named places (its keys); a save replaces the section whole, names the configuration's version it
 * edited (409 when someone saved in between) and is checked by the configuration's own schema, whose errors
 * come back keyed by the section's fields ("message", "variants.0.url", "terms.version").
 */
export const SITE_SECTIONS = [
  'banner',
  'hero',
  'landing',
  'footer',
  'navbar',
  'languages',
  'features',
  'search',
  'application_form',
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];
export const siteSectionSchema = z.enum(SITE_SECTIONS, { message: 'Not a section of the site settings.' });

/** A place in the page configuration, as the keys leading to it. */
export type ConfigPath = readonly string[];
const sections = ['pcsxConfig', 'branding', 'customPageSections'] as const;

/**
 * Where each configuration section lives. `application_form` is not part of the page configuration (the
 * application form has its own record, read by the apply pages).
 */
export const SITE_SECTION_PATHS = {
  banner: [...sections, 'customBanner'],
  hero: [...sections, 'heroImages'],
  landing: [...sections, 'landing'],
  footer: [...sections, 'footer'],
  navbar: [...sections, 'customNavbarConfig'],
  languages: { supportedLanguages: ['supportedLanguages'], defaultLanguage: ['defaultLanguage'] },
  features: {
    map: ['pcsxConfig', 'searchConfig', 'mapConfig', 'enabled'],
    jobCart: ['pcsxConfig', 'jobCartConfig', 'enabled'],
    loggedOutApply: ['loginSignupConfig', 'loggedOutApplyEnabled'],
    chat: ['chatbotxConfig'],
    savedSearchNotifications: ['notificationsConfig', 'savedSearchNotification', 'enabled'],
    inAppNotifications: ['notificationsConfig', 'enableCandidateInappNotifications'],
    terms: ['pcsxConfig', 'termsConfig'],
  },
  search: { synonyms: ['pcsxConfig', 'searchConfig', 'synonyms'] },
} as const satisfies Record<
  Exclude<SiteSection, 'application_form'>,
  ConfigPath | Record<string, ConfigPath>
>;

export const siteLanguagesSchema = z.object({
  supportedLanguages: z.array(z.enum(LOCALES)),
  defaultLanguage: z.enum(LOCALES),
});
export const siteFeaturesSchema = z.object({
  map: z.boolean(),
  jobCart: z.boolean(),
  loggedOutApply: z.boolean(),
  chat: chatbotxConfigSchema,
  savedSearchNotifications: z.boolean(),
  inAppNotifications: z.boolean(),
  terms: termsConfigSchema,
});
export type SiteFeatures = z.infer<typeof siteFeaturesSchema>;
/** Job search: the tenant's own synonyms (what people type → what else a search for it finds). */
export const siteSearchSchema = z.object({ synonyms: synonymsSchema });

/** The application form: the toolkit's form definition with the resume switch and per-job rules, as JSON. */
export const siteApplicationFormSchema = z.object({
  /** Its own version (the form's last save); null while the tenant has the built-in form. */
  version: z.string().nullable(),
  form: z.record(z.string(), z.unknown()),
});

/** `GET /api/admin/site`: every section as the candidate pages read it now. */
export const adminSiteSchema = z.object({
  /** The configuration's version (its last save), named by a save of any section but the form. */
  version: z.string(),
  banner: customBannerSchema,
  hero: z.partialRecord(pageIdSchema, heroImageSchema),
  landing: landingSchema,
  footer: footerSchema,
  navbar: customNavbarConfigSchema,
  languages: siteLanguagesSchema,
  features: siteFeaturesSchema,
  search: siteSearchSchema,
  application_form: siteApplicationFormSchema,
  /**
   * Not a section (nothing saves it): the search's built-in synonym tables by the language people type in,
   * shown beside the tenant's own so an admin sees what every search already finds.
   */
  builtInSynonyms: z.record(z.string(), z.array(z.object({ from: z.string(), to: z.array(z.string()) }))),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;
export const adminSiteResponseSchema = envelope(adminSiteSchema);
export type AdminSiteResponse = z.infer<typeof adminSiteResponseSchema>;

export const siteSectionParamSchema = z.object({ section: siteSectionSchema });

/**
 * `PUT /api/admin/site/{section}`: the section's new value (checked by the configuration's schema on the
 * server, so it is not described again here) and the version it edited.
 */
export const updateSiteSectionRequestSchema = z.object({
  /** The configuration's `version`, or for the application form its own (null: the built-in form). */
  version: z.string().max(100).nullable(),
  value: z.unknown(),
});
export type UpdateSiteSectionRequest = z.infer<typeof updateSiteSectionRequestSchema>;

/** `POST /api/admin/site/footer/preview`: the footer HTML as the server will embed it (sanitised). */
export const siteFooterPreviewRequestSchema = z.object({ html: footerSchema.shape.html });
export const siteFooterPreviewResponseSchema = envelope(z.object({ html: z.string() }));
