import { z } from 'zod';
import { positionLocationSchema } from './positions.js';

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
});
export type CandidateProfileInput = z.input<typeof candidateProfileInputSchema>;
export type CandidateProfile = z.infer<typeof candidateProfileInputSchema>;
