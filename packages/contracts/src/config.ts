import { z } from 'zod';
import { LOCALES } from './locales.js';
import { jobTypeSchema } from './positions.js';
import { themeSchema } from './theme.js';
import { DEFAULT_THEME } from './theme-tokens.js';

/**
 * Per-tenant configuration embedded in every served page (spec 2 §3 "Config", spec 1 §3 "Page config").
 * Every field has a default so that a tenant row only stores what differs; the server parses stored
 * config through this schema, which fills the rest.
 */

/** Page identifiers of spec 2 §2; used to key hero images, SEO entries and analytics. */
export const PAGE_IDS = [
  'dashboard',
  'profile',
  'jobs',
  'singlePosition',
  'jtn',
  'settings',
  'ProfileBootstrapping',
  'login',
  'logout',
  'applyPage',
  'exportResume',
  'formView',
  'documentCenter',
  'savedJobs',
  'applications',
  'interviews',
  'events',
  'onboarding',
  'offers',
  'offer',
  'offerLetter',
] as const;
export const pageIdSchema = z.enum(PAGE_IDS);
export type PageId = z.infer<typeof pageIdSchema>;

/** A tenant text's translations by page language (`localizedText` picks one). */
function translationsSchema(max: number) {
  return z.partialRecord(z.enum(LOCALES), z.string().min(1).max(max)).default({});
}

export const navbarLinkSchema = z.object({
  label: z.string().min(1).max(80),
  /** The label in other page languages; `label` where a language has none. */
  labels: translationsSchema(80),
  href: z.string().min(1).max(500),
});

export const customNavbarConfigSchema = z.object({
  /** Show the custom navbar to logged-out visitors. */
  enable: z.boolean().default(false),
  /** Show the custom navbar to logged-in candidates. */
  showInLoggedinView: z.boolean().default(false),
  /** Render the custom navbar into the HTML template on the server (no flash before hydration). */
  injectInHtmlTemplate: z.boolean().default(true),
  links: z.array(navbarLinkSchema).max(12).default([]),
});

/** An image address a page may load: https, or a path of this site ("/hero/phone.svg", never "//host"). */
const imageAddressSchema = z
  .string()
  .min(1)
  .max(1000)
  .refine(
    (value) => /^https:\/\/[^\s/]+/i.test(value) || /^\/(?!\/)\S*$/.test(value),
    'Use an https address or a path of this site starting with "/".',
  );

/** One hero image variant, chosen by the viewport width (inclusive min, exclusive max). */
export const heroImageVariantSchema = z
  .object({
    minWidth: z.number().int().min(0).default(0),
    maxWidth: z.number().int().min(1).nullable().default(null),
    url: imageAddressSchema,
    alt: z.string().max(300).default(''),
  })
  .refine((v) => v.maxWidth === null || v.maxWidth > v.minWidth, {
    message: 'The largest width must be above the smallest.',
    path: ['maxWidth'],
  });
export const heroImageSchema = z
  .object({
    enabled: z.boolean().default(true),
    variants: z.array(heroImageVariantSchema).min(1),
  })
  // One width picks one image: two variants whose ranges share a width would make the choice arbitrary.
  .superRefine((hero, ctx) => {
    hero.variants.forEach((a, i) => {
      const clash = hero.variants.findIndex(
        (b, j) =>
          j < i &&
          a.minWidth < (b.maxWidth ?? Number.POSITIVE_INFINITY) &&
          b.minWidth < (a.maxWidth ?? Number.POSITIVE_INFINITY),
      );
      if (clash >= 0)
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'minWidth'],
          message: `This width range overlaps image ${clash + 1}'s.`,
        });
    });
  });
export type HeroImage = z.infer<typeof heroImageSchema>;

export const customBannerSchema = z.object({
  enabled: z.boolean().default(false),
  message: z.string().max(1000).default(''),
  alertType: z.enum(['alert', 'info']).default('info'),
  /** The message in other page languages; `message` where a language has none. */
  messages: translationsSchema(1000),
});

/**
 * The landing's words above the search (the search page's hero): a headline and a short message. Empty texts
 * fall back to the site's own ("Careers at {company}"), so every tenant gets a headline.
 */
export const landingSchema = z.object({
  headline: z.string().max(120).default(''),
  headlines: translationsSchema(120),
  message: z.string().max(300).default(''),
  messages: translationsSchema(300),
});

export const footerSchema = z.object({
  /** Tenant HTML; sanitised on the server before it is embedded. */
  html: z.string().max(20000).default(''),
  hidePoweredBy: z.boolean().default(false),
});

export const brandingSchema = z.object({
  companyName: z.string().min(1).max(120),
  logoUrl: z.string().max(1000).nullable().default(null),
  theme: themeSchema.default(DEFAULT_THEME),
  /** Bumped by every theme save; a save made from an older version is refused (the theme builder's 409). */
  themeVersion: z.number().int().min(0).default(0),
  customPageSections: z
    .object({
      customNavbarConfig: customNavbarConfigSchema.default(customNavbarConfigSchema.parse({})),
      heroImages: z.partialRecord(pageIdSchema, heroImageSchema).default({}),
      customBanner: customBannerSchema.default(customBannerSchema.parse({})),
      landing: landingSchema.default(landingSchema.parse({})),
      footer: footerSchema.default(footerSchema.parse({})),
    })
    .default({
      customNavbarConfig: customNavbarConfigSchema.parse({}),
      heroImages: {},
      customBanner: customBannerSchema.parse({}),
      landing: landingSchema.parse({}),
      footer: footerSchema.parse({}),
    }),
});

export const seoEntrySchema = z.object({
  title: z.string().max(200).optional(),
  description: z.string().max(500).optional(),
});
export const seoConfigSchema = z.object({
  pages: z.partialRecord(pageIdSchema, seoEntrySchema).default({}),
  /** Default meta description when a page has none. */
  description: z.string().max(500).default(''),
  /**
   * ISO 3166-1 alpha-2 codes of the countries a remote position that names no place takes candidates from.
   * Its JobPosting data says so in applicantLocationRequirements, which Google requires for remote jobs.
   */
  remoteApplicantCountries: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code (e.g. "DE")'))
    .max(250)
    .default([]),
});

/** An absolute http(s) address a page may link to (never `javascript:` or another scheme). */
const webAddressSchema = z
  .string()
  .max(2000)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'Use an http or https address.');

export const termsConfigSchema = z.object({
  enabled: z.boolean().default(false),
  /**
   * The terms' version: raising it asks every candidate to attest again (an attestation names the version it
   * accepted, docs/decisions/022).
   */
  version: z.number().int().min(1).max(1_000_000).default(1),
  headingText: z.string().max(300).default(''),
  helperText: z.string().max(2000).default(''),
  infoText: z.string().max(20000).default(''),
  disclaimerText: z.string().max(2000).default(''),
  submitButtonText: z.string().max(80).default(''),
});

export const filterTypeSchema = z.enum(['multiselect', 'date_range', 'autocomplete']);
export const filterConfigSchema = z.object({
  filterName: z.string().min(1).max(80),
  displayName: z.string().min(1).max(120),
  type: filterTypeSchema.default('multiselect'),
  labelMap: z.record(z.string(), z.string()).default({}),
});
export type FilterConfig = z.infer<typeof filterConfigSchema>;
export const mapConfigSchema = z.object({
  enabled: z.boolean().default(false),
  /** Raster tile URL template; when null the bundled world base layer is used. */
  tileUrl: z.string().max(1000).nullable().default(null),
  attribution: z.string().max(500).default(''),
});
export const MAX_SYNONYMS = 500;
export const MAX_SYNONYM_PHRASES = 10;
export const MAX_SYNONYM_LENGTH = 60;

/** How two entries' words compare: case, width and spacing do not make a second entry. */
const synonymKey = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** A word or phrase of a synonym entry: a search matches words, so it needs a letter or a digit. */
const synonymPhraseSchema = z
  .string()
  .trim()
  .min(1, 'Type a word or phrase.')
  .max(MAX_SYNONYM_LENGTH, `Use at most ${MAX_SYNONYM_LENGTH} characters.`)
  .refine((value) => value === '' || /[\p{L}\p{N}]/u.test(value), 'Use at least one letter or digit.');

export const synonymSchema = z.object({
  from: synonymPhraseSchema,
  to: z
    .array(synonymPhraseSchema)
    .min(1, 'Give at least one phrase to find as well.')
    .max(MAX_SYNONYM_PHRASES, `Give at most ${MAX_SYNONYM_PHRASES} phrases.`)
    .check(
      z.superRefine(
        (to, ctx) => {
          const seen = new Set<string>();
          to.forEach((phrase, i) => {
            if (typeof phrase !== 'string') return;
            const key = synonymKey(phrase);
            if (key && seen.has(key))
              ctx.addIssue({ code: 'custom', path: [i], message: 'This phrase is listed twice.' });
            seen.add(key);
          });
        },
        // Also beside the phrases' own errors, so one save names every problem.
        { when: (payload) => Array.isArray(payload.value) },
      ),
    ),
});
export type Synonym = z.infer<typeof synonymSchema>;

/**
 * A tenant's entries. Two entries for the same words would be one entry split in two places (the search
 * merges them), so the second is refused and the admin edits the first; words compare without case.
 */
export const synonymsSchema = z
  .array(synonymSchema)
  .max(MAX_SYNONYMS, `Keep at most ${MAX_SYNONYMS} entries.`)
  .check(
    z.superRefine(
      (entries, ctx) => {
        const first = new Map<string, number>();
        entries.forEach((entry, i) => {
          if (typeof entry?.from !== 'string') return;
          const key = synonymKey(entry.from);
          if (!key) return;
          const at = first.get(key);
          if (at === undefined) first.set(key, i);
          else
            ctx.addIssue({
              code: 'custom',
              path: [i, 'from'],
              message: `“${entry.from.trim()}” is already entry ${at + 1}: add the phrases there.`,
            });
        });
      },
      // Also beside the entries' own errors, so one save names every problem (zod skips it only when a
      // list is over its size: its entries are then not read at all).
      { when: (payload) => Array.isArray(payload.value) },
    ),
  )
  .default([]);

export const searchConfigSchema = z.object({
  smartFilters: z.array(filterConfigSchema).default([]),
  allFilters: z.array(filterConfigSchema).default([]),
  mapConfig: mapConfigSchema.default(mapConfigSchema.parse({})),
  currentLocation: z.object({ enabled: z.boolean().default(true) }).default({ enabled: true }),
  autocompleteMinLength: z.number().int().min(1).max(10).default(1),
  /** Unit of the distance filter and of distances shown on result cards. */
  distanceUnit: z.enum(['km', 'mi']).default('km'),
  /**
   * The tenant's own synonyms and abbreviations, beside the built-in tables of every language: a search for
   * `from` (a word or phrase) also finds the phrases in `to` ("rn" → "registered nurse").
   */
  synonyms: synonymsSchema,
});

export const jobCartConfigSchema = z.object({ enabled: z.boolean().default(false) });

/** What the job detail shows (spec 2 §3 positionDetailsConfig); per position it can be overridden. */
export const positionDetailsConfigSchema = z.object({
  showSalary: z.boolean().default(true),
  showSkills: z.boolean().default(true),
  showInsights: z.boolean().default(true),
  /** Plain text shown above the description, e.g. how a team hires. Empty: none. */
  notice: z.string().max(500).default(''),
});
export type PositionDetailsConfig = z.infer<typeof positionDetailsConfigSchema>;
/** Only what a rule changes (no defaults: an absent key keeps the base configuration's value). */
export const positionDetailsOverrideSchema = z.object({
  showSalary: z.boolean().optional(),
  showSkills: z.boolean().optional(),
  showInsights: z.boolean().optional(),
  notice: z.string().max(500).optional(),
});
export type PositionDetailsOverride = z.infer<typeof positionDetailsOverrideSchema>;

/**
 * Position-specific config overrides (spec 2 §4): rules that change what the job detail shows for the
 * positions they match — any of the listed ids, departments or job types, optionally only for some page
 * languages. Several matching rules apply in order (later ones win).
 */
export const positionOverrideRuleSchema = z.object({
  match: z.object({
    positionIds: z.array(z.number().int().positive()).max(1000).default([]),
    departments: z.array(z.string().min(1).max(120)).max(100).default([]),
    jobTypes: z.array(jobTypeSchema).default([]),
  }),
  languages: z.array(z.enum(LOCALES)).default([]),
  positionDetailsConfig: positionDetailsOverrideSchema,
});
export type PositionOverrideRule = z.infer<typeof positionOverrideRuleSchema>;
export const overridesConfigSchema = z.object({
  positions: z.array(positionOverrideRuleSchema).max(100).default([]),
});
export const chatbotxConfigSchema = z.object({
  enabled: z.boolean().default(false),
  /** When true the assistant is hidden from logged-out visitors. */
  requireLogin: z.boolean().default(true),
});
export const fileUploadConfigSchema = z.object({
  resume: z
    .object({
      allowedTypes: z.array(z.string()).default(['.doc', '.docx', '.pdf', '.txt']),
      maxSizeMB: z.number().positive().max(50).default(10),
    })
    .default({ allowedTypes: ['.doc', '.docx', '.pdf', '.txt'], maxSizeMB: 10 }),
});

/** The offer center (docs/decisions/016): the largest signed PDF a candidate may upload. */
export const offerConfigSchema = z.object({
  signedFileMaxSizeMB: z.number().positive().max(50).default(10),
});

export const pcsxConfigSchema = z.object({
  branding: brandingSchema,
  seoConfig: seoConfigSchema.default(seoConfigSchema.parse({})),
  termsConfig: termsConfigSchema.default(termsConfigSchema.parse({})),
  searchConfig: searchConfigSchema.default(searchConfigSchema.parse({})),
  dashboardConfig: z
    .object({ tabs: z.array(z.string()).default([]), redirectToV2: z.boolean().default(false) })
    .default({ tabs: [], redirectToV2: false }),
  positionDetailsConfig: positionDetailsConfigSchema.default(positionDetailsConfigSchema.parse({})),
  applicationsPageConfig: z
    .object({
      tabs: z.object({ submitted: z.object({ hideApplicationStatus: z.boolean().default(false) }) }),
    })
    .default({ tabs: { submitted: { hideApplicationStatus: false } } }),
  loggedOutNotificationConfig: z
    .object({ enabled: z.boolean().default(false), privacyText: z.string().max(5000).default('') })
    .default({ enabled: false, privacyText: '' }),
  /** Tenant-trusted head scripts by key; emitted with the page's CSP nonce. */
  scriptConfig: z
    .object({
      pageLoadHeadScripts: z.record(z.string().regex(/^[a-zA-Z0-9_-]+$/), z.string().max(20000)).default({}),
    })
    .default({ pageLoadHeadScripts: {} }),
  jobCartConfig: jobCartConfigSchema.default({ enabled: false }),
  fileUploadConfig: fileUploadConfigSchema.default(fileUploadConfigSchema.parse({})),
  offerConfig: offerConfigSchema.default(offerConfigSchema.parse({})),
  overrides: overridesConfigSchema.default({ positions: [] }),
});

export const pageConfigSchema = z
  .object({
    pcsxConfig: pcsxConfigSchema,
    supportedLanguages: z.array(z.enum(LOCALES)).min(1).default(['en']),
    defaultLanguage: z.enum(LOCALES).default('en'),
    notificationsConfig: z
      .object({
        savedSearchNotification: z
          .object({ enabled: z.boolean().default(false) })
          .default({ enabled: false }),
        enableCandidateInappNotifications: z.boolean().default(false),
        hasActionRequiredNotificationsConfigured: z.boolean().default(false),
      })
      .default({
        savedSearchNotification: { enabled: false },
        enableCandidateInappNotifications: false,
        hasActionRequiredNotificationsConfigured: false,
      }),
    loginSignupConfig: z
      .object({
        candidateLoginEnabled: z.boolean().default(true),
        /** Logged-out apply: when false, /careers/apply is a protected route. */
        loggedOutApplyEnabled: z.boolean().default(true),
        /**
         * The company's terms of use and privacy policy (absolute http(s) addresses): the "Create account" form says
         * that creating an account accepts them, with links; without either, it says nothing of them.
         */
        termsUrl: webAddressSchema.nullable().default(null),
        privacyPolicyUrl: webAddressSchema.nullable().default(null),
      })
      .default({
        candidateLoginEnabled: true,
        loggedOutApplyEnabled: true,
        termsUrl: null,
        privacyPolicyUrl: null,
      }),
    gates: z
      .object({ referralWithCandidateApplicationGate: z.boolean().default(false) })
      .default({ referralWithCandidateApplicationGate: false }),
    behaviourFlags: z
      .object({
        showEventApplicationStatus: z.boolean().default(false),
        whatsappChatGateEnabled: z.boolean().default(false),
        enableCommaInFilterValues: z.boolean().default(false),
      })
      .default({
        showEventApplicationStatus: false,
        whatsappChatGateEnabled: false,
        enableCommaInFilterValues: false,
      }),
    chatbotxConfig: chatbotxConfigSchema.default({ enabled: false, requireLogin: true }),
    whatsappChatCompNumber: z.string().max(40).nullable().default(null),
    ipGeolocation: z
      .object({
        enabled: z.boolean().default(false),
        latlong: z
          .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
          .nullable()
          .default(null),
      })
      .default({ enabled: false, latlong: null }),
  })
  .refine((config) => config.supportedLanguages.includes(config.defaultLanguage), {
    message: 'The default language must be one of the supported languages.',
    path: ['defaultLanguage'],
  });
/** Stored/authoring form (defaults not yet applied). */
export type PageConfigInput = z.input<typeof pageConfigSchema>;
/** Fully resolved configuration as embedded in the page. */
export type PageConfig = z.infer<typeof pageConfigSchema>;
