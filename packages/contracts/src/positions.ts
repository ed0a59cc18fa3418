import { z } from 'zod';
import { JOB_TYPES, SALARY_PERIODS } from './position-constants.js';

export const jobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof jobTypeSchema>;

/** Seniority levels, lowest first, so a filter can list them in a meaningful order. */
export const SENIORITY_LEVELS = ['entry', 'mid', 'senior', 'lead', 'principal', 'director'] as const;
export const senioritySchema = z.enum(SENIORITY_LEVELS);
export type Seniority = z.infer<typeof senioritySchema>;

export const SALARY_MAX = 2_147_483_647;
export const salaryPeriodSchema = z.enum(SALARY_PERIODS);

export const positionLocationSchema = z.object({
  city: z.string().trim().min(1).max(120),
  region: z.string().trim().max(120),
  country: z.string().trim().min(1).max(120),
  /** ISO 3166-1 alpha-2. */
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code.'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type PositionLocation = z.infer<typeof positionLocationSchema>;

export const salaryRangeSchema = z
  .object({
    // Stored in 32-bit integer columns (PostgreSQL `integer`).
    min: z.number().int().nonnegative().max(SALARY_MAX),
    max: z.number().int().nonnegative().max(SALARY_MAX),
    /** ISO 4217. */
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code.'),
    period: salaryPeriodSchema,
  })
  .refine((s) => s.min <= s.max, {
    message: 'The minimum salary must not exceed the maximum.',
    path: ['max'],
  });
export type SalaryRange = z.infer<typeof salaryRangeSchema>;

const skillList = z.array(z.string().trim().min(1).max(80)).max(40);
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A position as written (by the seeder, the staff's calls and imports). The description is HTML; the server
 * sanitises it to a safe subset before storing, so what is read back may differ from what was sent.
 *
 * The input shape with `location` as the type of each location: the stored shape (below) or, for the staff's
 * calls, a place written as text that the server looks up (admin-positions.ts).
 */
export function positionInputOf<L extends z.ZodType>(location: L) {
  return (
    z
      .object({
        title: z.string().trim().min(1).max(200),
        department: z.string().trim().min(1).max(120),
        jobType: jobTypeSchema,
        seniority: senioritySchema,
        locations: z.array(location).max(50).default([]),
        isRemote: z.boolean().default(false),
        requiredSkills: skillList.default([]),
        preferredSkills: skillList.default([]),
        description: z.string().min(1).max(100_000),
        salary: salaryRangeSchema.nullable().default(null),
        postedAt: isoDateTime,
        validThrough: isoDateTime.nullable().default(null),
        isPrivate: z.boolean().default(false),
        archivedAt: isoDateTime.nullable().default(null),
        /** A draft is seen by the tenant's staff only, until it is published (docs/decisions/040). */
        isDraft: z.boolean().default(false),
      })
      // A position is somewhere: on a map, or remote.
      .refine((p) => p.isRemote || p.locations.length > 0, {
        message: 'A position needs at least one location unless it is remote.',
        path: ['locations'],
      })
      .refine((p) => p.validThrough === null || Date.parse(p.validThrough) >= Date.parse(p.postedAt), {
        message: 'The valid-through date must not be before the posted date.',
        path: ['validThrough'],
      })
  );
}

export const positionInputSchema = positionInputOf(positionLocationSchema);
export type PositionInput = z.input<typeof positionInputSchema>;
export type PositionData = z.infer<typeof positionInputSchema>;

export const positionSchema = z.object({
  id: z.number().int().positive(),
  tenantId: z.string(),
  title: z.string(),
  department: z.string(),
  jobType: jobTypeSchema,
  seniority: senioritySchema,
  locations: z.array(positionLocationSchema),
  isRemote: z.boolean(),
  requiredSkills: z.array(z.string()),
  preferredSkills: z.array(z.string()),
  description: z.string(),
  salary: salaryRangeSchema.nullable(),
  postedAt: z.string(),
  validThrough: z.string().nullable(),
  isPrivate: z.boolean(),
  archivedAt: z.string().nullable(),
  /** When the position was first published; null while it is a draft. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Position = z.infer<typeof positionSchema>;
