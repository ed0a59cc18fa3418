import { z } from 'zod';
import { RESUME_MAX_BYTES } from './apply-constants.js';
import { envelope } from './errors.js';
import { positionLocationSchema } from './positions.js';

/**
 * A resume read by the server (spec 2 §7 `upload_resume`; docs/decisions/018). Every parsed field carries how
 * sure the parser is (0 to 1) and the text of the resume it came from, so the form can mark a guess for the
 * candidate to check instead of presenting it as fact.
 */
export function parsedFieldSchema<T extends z.ZodType>(value: T) {
  return z.object({
    value,
    confidence: z.number().min(0).max(1),
    /** The resume's own text the value was read from (one line or a short span). */
    source: z.string().max(500),
  });
}

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const year = z.number().int().min(1900).max(2100);

export const parsedExperienceSchema = z.object({
  title: parsedFieldSchema(z.string()),
  company: parsedFieldSchema(z.string()),
  /** YYYY-MM; a year alone becomes its January. */
  startDate: parsedFieldSchema(yearMonth.nullable()),
  /** YYYY-MM, or null while `current`. */
  endDate: parsedFieldSchema(yearMonth.nullable()),
  current: z.boolean(),
});
export type ParsedExperience = z.infer<typeof parsedExperienceSchema>;

export const parsedEducationSchema = z.object({
  school: parsedFieldSchema(z.string()),
  degree: parsedFieldSchema(z.string()),
  field: parsedFieldSchema(z.string()),
  startYear: parsedFieldSchema(year.nullable()),
  endYear: parsedFieldSchema(year.nullable()),
});
export type ParsedEducation = z.infer<typeof parsedEducationSchema>;

export const parsedResumeSchema = z.object({
  name: parsedFieldSchema(z.string()).nullable(),
  /**
   * The line that sums the candidate up (a professional title under the name, or a summary's first sentence);
   * null when the resume has none. At most 200 characters, the profile's headline.
   */
  headline: parsedFieldSchema(z.string().max(200)).nullable(),
  email: parsedFieldSchema(z.string()).nullable(),
  /** E.164 (`+14155552671`) when the number parses, else as written. */
  phone: parsedFieldSchema(z.string()).nullable(),
  location: parsedFieldSchema(positionLocationSchema).nullable(),
  links: z.array(parsedFieldSchema(z.string())),
  experience: z.array(parsedExperienceSchema),
  education: z.array(parsedEducationSchema),
  /** Matched to the skill vocabulary of the tenant's positions (the names the match score compares). */
  skills: z.array(parsedFieldSchema(z.string())),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;
export type ParsedField<T> = { value: T; confidence: number; source: string };

export const RESUME_KINDS = ['pdf', 'docx', 'txt'] as const;
export type ResumeKind = (typeof RESUME_KINDS)[number];

/** A stored resume of the candidate's resume list (or, before an account exists, of one apply visit). */
export const resumeSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: z.enum(RESUME_KINDS),
  size: z.number().int().nonnegative(),
  uploadedAt: z.string(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/** A base64 data URL, the form a file takes in the upload calls' text fields. */
export const DATA_URL_RE = /^data:[-\w.+/]*(;[-\w.+=]+)*;base64,[A-Za-z0-9+/=\s]*$/;

/**
 * `POST /api/pcsx/upload_resume` (spec 2 §7): multipart with `resume_file_name`, `resume_content` (a data URL)
 * and `domain`. The declared type in the data URL is ignored: the bytes decide (PDF, DOCX or plain text).
 */
export const uploadResumeFieldsSchema = z.object({
  resume_file_name: z.string().trim().min(1, 'Choose a file.').max(255),
  resume_content: z
    .string()
    .max(Math.ceil((RESUME_MAX_BYTES * 4) / 3) + 200, 'The resume must be 5 MB or smaller.')
    .regex(DATA_URL_RE, 'The resume must be sent as a data URL.'),
  domain: z.string().max(253).optional(),
  /**
   * "1": the candidate reviews what was read on the bootstrapping page (docs/decisions/027), so a signed-in
   * candidate's profile is left as it is instead of being filled with the fields the parser is sure of.
   */
  review_fields: z.literal('1').optional(),
});

/**
 * The answer: `candidate` as spec 2 §7 names it (its location filled from the resume when it was empty; null
 * for a visitor who is not signed in), the stored resume and what was read from it.
 */
export const uploadResumeResponseSchema = envelope(
  z.object({
    candidate: z
      .object({
        id: z.string(),
        email: z.string(),
        location: positionLocationSchema.nullable(),
      })
      .nullable(),
    resume: resumeSummarySchema,
    parsed: parsedResumeSchema,
  }),
);
export type UploadResumeResponse = z.infer<typeof uploadResumeResponseSchema>;
