import { z } from 'zod';

export const RESUME_EXPORT_FORMATS = ['pdf', 'docx'] as const;
export const RESUME_EXPORT_TEMPLATES = ['classic', 'modern'] as const;

/** `GET /api/pcsx/export_resume` (docs/decisions/025): the answer is the file itself. */
export const exportResumeQuerySchema = z.object({
  format: z.enum(RESUME_EXPORT_FORMATS).default('pdf'),
  template: z.enum(RESUME_EXPORT_TEMPLATES).default('classic'),
  /** The resume's language; without it the candidate's preferred language, then English. */
  hl: z.string().trim().max(35).optional(),
});
export type ExportResumeQuery = z.infer<typeof exportResumeQuerySchema>;
