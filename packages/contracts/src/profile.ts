import { z } from 'zod';
import { envelope } from './errors.js';
import { JOB_TYPES } from './position-constants.js';
import { jobTypeSchema, positionLocationSchema, salaryRangeSchema } from './positions.js';
import {
  PROFILE_COMPLETION_PIECES,
  PROFILE_MAX_LINKS,
  PROFILE_MAX_YEARS_OF_EXPERIENCE,
  PROFILE_OPERATIONS,
  PROFILE_SECTIONS,
  REMOTE_PREFERENCES,
} from './profile-constants.js';
import { resumeSummarySchema } from './resume.js';

/**
 * The candidate's profile data (spec 2 §3 "Profile": fields not shown; docs/decisions/015). Sections are
 * ordered lists, so spec 2 §7's `profile_edit` (op_section, operation, op_data with value and index) can
 * address an entry by its index. Match details read it; the profile screens will edit it.
 */

const yearMonth = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM.');
const year = z.number().int().min(1900).max(2100);

export const profileExperienceSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    company: z.string().trim().min(1).max(200),
    startDate: yearMonth,
    /** null: the candidate still works there. */
    endDate: yearMonth.nullable().default(null),
    description: z.string().trim().max(5000).default(''),
  })
  .refine((e) => e.endDate === null || e.endDate >= e.startDate, {
    message: 'The end date must not be before the start date.',
    path: ['endDate'],
  });
export type ProfileExperience = z.infer<typeof profileExperienceSchema>;

export const profileEducationSchema = z
  .object({
    school: z.string().trim().min(1).max(200),
    degree: z.string().trim().max(200).default(''),
    field: z.string().trim().max(200).default(''),
    startYear: year.nullable().default(null),
    endYear: year.nullable().default(null),
  })
  .refine((e) => e.startYear === null || e.endYear === null || e.endYear >= e.startYear, {
    message: 'The end year must not be before the start year.',
    path: ['endYear'],
  });
export type ProfileEducation = z.infer<typeof profileEducationSchema>;

export const PROFILE_MAX_SKILLS = 100;

/** An http(s) address with a real host name; anything else (javascript:, data:, ftp:) is refused. */
const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Enter a valid web address.' }));

/** A link on the profile (LinkedIn, GitHub, a portfolio); the label is the candidate's own name for it. */
export const profileLinkSchema = z.object({
  label: z.string().trim().max(80).default(''),
  url: httpUrl,
});
export type ProfileLink = z.infer<typeof profileLinkSchema>;

/**
 * What the candidate looks for (docs/decisions/024): titles, places, remote, job types and a salary
 * expectation (a range with currency and period, as positions carry it; one figure is min = max).
 */
export const profileJobPreferencesSchema = z.object({
  titles: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
  locations: z.array(positionLocationSchema).max(10).default([]),
  remote: z.enum(REMOTE_PREFERENCES).default('any'),
  jobTypes: z
    .array(jobTypeSchema)
    .max(JOB_TYPES.length)
    .refine((types) => new Set(types).size === types.length, 'Choose each job type once.')
    .default([]),
  salary: salaryRangeSchema.nullable().default(null),
});
export type ProfileJobPreferences = z.infer<typeof profileJobPreferencesSchema>;
export const EMPTY_JOB_PREFERENCES: ProfileJobPreferences = {
  titles: [],
  locations: [],
  remote: 'any',
  jobTypes: [],
  salary: null,
};

/**
 * The avatar's address: an https URL or a path on this site ("/…", not "//…"); the web adds the static
 * host to a relative path (spec 2 §7).
 */
export const profileAvatarSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s/]+\.[^\s/]+(\/[^\s]*)?$/.test(v),
    'Use an https address or a path on this site.',
  );

/**
 * Years of experience the candidate states (docs/decisions/028): whole years, used by the match instead of
 * the years counted from the work history, which may be incomplete (a career before the jobs listed).
 */
export const profileYearsOfExperienceSchema = z
  .number()
  .int('Use whole years.')
  .min(0)
  .max(PROFILE_MAX_YEARS_OF_EXPERIENCE);

export const candidateProfileInputSchema = z.object({
  headline: z.string().trim().max(200).default(''),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^$|^\+?[0-9 ()./-]{5,40}$/, 'Use digits, spaces and + ( ) . / - only.')
    .default(''),
  /** Where the candidate lives, with coordinates (a gazetteer place); null when not given. */
  location: positionLocationSchema.nullable().default(null),
  skills: z.array(z.string().trim().min(1).max(80)).max(PROFILE_MAX_SKILLS).default([]),
  experience: z.array(profileExperienceSchema).max(50).default([]),
  education: z.array(profileEducationSchema).max(20).default([]),
  links: z.array(profileLinkSchema).max(PROFILE_MAX_LINKS).default([]),
  jobPreferences: profileJobPreferencesSchema.default(EMPTY_JOB_PREFERENCES),
  avatarUrl: profileAvatarSchema.nullable().default(null),
  /** Stated years of experience; null when the candidate has stated none (the work history counts). */
  yearsOfExperience: profileYearsOfExperienceSchema.nullable().default(null),
});
export type CandidateProfileInput = z.input<typeof candidateProfileInputSchema>;
export type CandidateProfile = z.infer<typeof candidateProfileInputSchema>;

/** The profile as the API answers it. */
export const candidateProfileSchema = candidateProfileInputSchema;

/**
 * `POST /api/pcsx/profile_edit` (spec 2 §7; docs/decisions/024). The body is read by the server itself so
 * that a bad section, operation or index is a 422 (spec 2 §5), not a 400. `index` addresses an entry of a
 * list section (work_experience, education, skills, links): required for update and delete, optional for
 * add (where it inserts; absent appends). The single-value sections (contact, headline, location,
 * job_preferences, avatar) take no index: add and update set the value, delete clears it.
 */
export const profileEditRequestSchema = z.object({
  op_section: z.enum(PROFILE_SECTIONS),
  operation: z.enum(PROFILE_OPERATIONS),
  op_data: z
    .object({
      value: z.unknown().optional(),
      index: z.number().int().nonnegative().nullable().optional(),
    })
    .default({}),
});
export type ProfileEditRequest = z.infer<typeof profileEditRequestSchema>;

/** The value each section takes in `op_data.value`. */
export const profileSectionValueSchemas = {
  contact: z.object({ phone: candidateProfileInputSchema.shape.phone }),
  headline: candidateProfileInputSchema.shape.headline,
  location: positionLocationSchema,
  job_preferences: profileJobPreferencesSchema,
  avatar: profileAvatarSchema,
  years_of_experience: profileYearsOfExperienceSchema,
  work_experience: profileExperienceSchema,
  education: profileEducationSchema,
  skills: z.string().trim().min(1).max(80),
  links: profileLinkSchema,
} as const;

export const profileEditResponseSchema = envelope(candidateProfileSchema);
export type ProfileEditResponse = z.infer<typeof profileEditResponseSchema>;

/** `GET /api/pcsx/profile_details`: the profile, the candidate's basics and their resumes. */
export const profileDetailsSchema = z.object({
  profile: candidateProfileSchema,
  candidate: z.object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    isOnboarded: z.boolean(),
    isBootstrapped: z.boolean(),
  }),
  resumes: z.array(resumeSummarySchema),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
export const profileDetailsResponseSchema = envelope(profileDetailsSchema);

const completionKeys = PROFILE_COMPLETION_PIECES.map((p) => p.key) as [
  (typeof PROFILE_COMPLETION_PIECES)[number]['key'],
  ...(typeof PROFILE_COMPLETION_PIECES)[number]['key'][],
];

/**
 * The completion score (0-100) and the missing pieces, most valuable first (docs/decisions/024): `adds` is
 * what completing the piece adds to the score, `nextStep` a key the web translates, `section` the
 * `op_section` (or "resumes") that fills it.
 */
export const profileCompletionSchema = z.object({
  score: z.number().int().min(0).max(100),
  missing: z.array(
    z.object({
      key: z.enum(completionKeys),
      adds: z.number().int().positive(),
      weight: z.number().int().positive(),
      section: z.string(),
      nextStep: z.string(),
    }),
  ),
  completed: z.array(z.enum(completionKeys)),
});
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;
export const profileAnalysisResponseSchema = envelope(profileCompletionSchema);
export const profileAnalysisQuerySchema = z.object({ hl: z.string().max(20).optional() });
