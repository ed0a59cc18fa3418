import { z } from 'zod';
import { pageConfigSchema } from './config.js';
import { LOCALES } from './locales.js';
import { profileCompletionSchema } from './profile.js';
import { STAFF_ROLES } from './staff-roles.js';

/** The signed-in candidate as the browser sees it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  isAdmin: z.boolean(),
  /** The account's role in the tenant's recruiter workspace, null for a candidate (docs/decisions/039). */
  staffRole: z.enum(STAFF_ROLES).nullable().default(null),
  preferredLanguage: z.enum(LOCALES).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** User boot data (spec 2 §3 "User", spec 1 §3 "Boot data onboarding"). */
export const userBootSchema = z.object({
  groupId: z.string(),
  isLoggedIn: z.boolean(),
  user: sessionUserSchema.nullable(),
  microsite: z.string().nullable(),
  onboarding: z.object({
    isOnboarded: z.boolean(),
    isBootstrapped: z.boolean(),
    bootstrappingConfig: z.record(z.string(), z.unknown()),
  }),
  /**
   * The terms-of-service gate applies (spec 1 §4): the tenant's gate is on, a candidate is signed in and has not
   * attested the terms' current version. The server render shows the gate from this, without waiting for a fetch.
   */
  termsGate: z.boolean().default(false),
  /**
   * The signed-in candidate's profile completion, as `profile_analysis` answers it (docs/decisions/024);
   * null or absent when logged out.
   */
  profileCompletionData: profileCompletionSchema.nullable().optional(),
});
export type UserBoot = z.infer<typeof userBootSchema>;

/** Everything the server embeds in the page for the browser app (JSON script, id BOOT_SCRIPT_ID). */
export const bootDataSchema = z.object({
  domain: z.string(),
  /**
   * The site's public origin ("https://careers.acme.com"), which absolute URLs (canonical link, Open Graph,
   * JSON-LD) are built on with `siteHref`: PUBLIC_URL or the tenant's domain, never the request's Host.
   */
  siteUrl: z.string(),
  tenantName: z.string(),
  pageConfig: pageConfigSchema,
  user: userBootSchema,
  /** Language chosen on the server (page setting, then the browser's Accept-Language, then en). */
  language: z.enum(LOCALES),
  /** Whether the language came from an explicit page setting (?hl= or the candidate's preference). */
  languageFromPage: z.boolean(),
  /** Sanitised footer HTML, ready to insert. */
  footerHtml: z.string(),
  /** The session cookie of this page load named a session that had timed out (spec 2 §8 "Session timed out."). */
  sessionExpired: z.boolean().default(false),
});
export type BootData = z.infer<typeof bootDataSchema>;
