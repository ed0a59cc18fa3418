import { z } from 'zod';
import { envelope } from './errors.js';
import { jobTypeSchema, positionLocationSchema } from './positions.js';
import {
  candidateProfileSchema,
  profileEducationSchema,
  profileExperienceSchema,
  profileJobPreferencesSchema,
  profileLinkSchema,
} from './profile.js';
import { REMOTE_PREFERENCES } from './profile-constants.js';

/*
 * Onboarding and profile bootstrapping (spec 1 §3, §4 "Onboarding"; docs/decisions/027).
 */

/**
 * `POST /api/pcsx/profile_bootstrap`: the resume fields the candidate accepted (as read, or as corrected), all
 * in one request. List entries are added to the profile's lists (a skill already there is kept once); the
 * headline, phone and location replace the profile's. The server validates every entry against the profile contract and answers
 * 422 naming the first bad one (`experience.1.startDate`) without writing anything; otherwise it writes them and
 * marks the candidate bootstrapped in one transaction. `resume_id` names the resume they were read from, which
 * must be the candidate's own.
 */
export const profileBootstrapRequestSchema = z.object({
  resume_id: z.string().uuid().nullable().default(null),
  /** One line of at most 200 characters, the profile's headline; null keeps the profile's. */
  headline: z
    .string()
    .trim()
    .min(1, 'Enter a headline or leave it out.')
    .max(200, 'The headline must be 200 characters or fewer.')
    .regex(/^[^\r\n]*$/, 'The headline must be one line.')
    .nullable()
    .default(null),
  phone: z.string().nullable().default(null),
  location: positionLocationSchema.nullable().default(null),
  experience: z.array(profileExperienceSchema).max(50).default([]),
  education: z.array(profileEducationSchema).max(20).default([]),
  skills: z.array(z.string().trim().min(1).max(80)).max(100).default([]),
  links: z.array(profileLinkSchema).max(10).default([]),
});
export type ProfileBootstrapRequest = z.input<typeof profileBootstrapRequestSchema>;

export const profileBootstrapResponseSchema = envelope(
  z.object({ profile: candidateProfileSchema, isBootstrapped: z.literal(true) }),
);
export type ProfileBootstrapResponse = z.infer<typeof profileBootstrapResponseSchema>;

/** How often a job alert mails new matches. */
export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** A saved search with its alert (the job alerts of DEMO.md; filters by name, as the search URL's `filter_*`). */
export const savedSearchSchema = z.object({
  id: z.string(),
  query: z.string(),
  location: z.string(),
  filters: z.record(z.string(), z.array(z.string())),
  alertsEnabled: z.boolean(),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The wanted jobs as the onboarding asks for them: places by name, resolved by the server's gazetteer. */
export const onboardingPreferencesSchema = z.object({
  titles: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
  /** Place names ("Berlin, Germany"); each must be a known place or the request is a 422 naming it. */
  places: z.array(z.string().trim().min(1).max(200)).max(10).default([]),
  remote: z.enum(REMOTE_PREFERENCES).default('any'),
  jobTypes: z
    .array(jobTypeSchema)
    .refine((types) => new Set(types).size === types.length, 'Choose each job type once.')
    .default([]),
});
export type OnboardingPreferences = z.input<typeof onboardingPreferencesSchema>;

/**
 * `POST /api/pcsx/onboarding` (spec 1 §7 "complete onboarding"): the preferences (null when the step was
 * skipped) and the job-alert opt-in. It marks the signed-in candidate onboarded; the preferences become the
 * profile's `job_preferences` (the salary expectation is kept), and an opt-in becomes a saved search built from
 * them with its alert on, all in one transaction. A second call changes nothing and answers the state.
 */
export const onboardingRequestSchema = z.object({
  preferences: onboardingPreferencesSchema.nullable().default(null),
  job_alerts: z.boolean().default(false),
});
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;

export const onboardingResponseSchema = envelope(
  z.object({
    isOnboarded: z.literal(true),
    /** False when the candidate had already finished onboarding: nothing was written. */
    completedNow: z.boolean(),
    jobPreferences: profileJobPreferencesSchema,
    jobAlert: savedSearchSchema.nullable(),
  }),
);
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;
