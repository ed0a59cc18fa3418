import { z } from 'zod';
import { envelope } from './errors.js';

/**
 * Importing jobs into the recruiter workspace (docs/decisions/042): a JSON feed of schema.org JobPosting
 * objects or a CSV file with a header row, previewed row by row, then written in one transaction. A job is
 * known by its identifier in the feed: importing the same feed again updates those jobs.
 */
export const IMPORT_FORMATS = ['json', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The largest file the workspace reads: 10,000 jobs with long descriptions fit. */
export const IMPORT_MAX_BYTES = 40 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

/**
 * The CSV columns (the header row names them, in any order, in any case). `external_id`, `title`,
 * `department` and `description` are required, and `locations` unless `remote` is yes. Several places or
 * skills in one cell are separated by `;`.
 */
export const IMPORT_CSV_COLUMNS = [
  'external_id',
  'title',
  'department',
  'job_type',
  'seniority',
  'locations',
  'remote',
  'description',
  'required_skills',
  'preferred_skills',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'posted_at',
  'valid_through',
  'private',
] as const;
export const IMPORT_CSV_REQUIRED = ['external_id', 'title', 'department', 'description'] as const;

/** `POST /api/admin/positions/import/preview` and `…/import`: the file's text and what it is. */
export const importRequestSchema = z
  .object({
    format: z.enum(IMPORT_FORMATS, { message: 'Choose JSON or CSV.' }),
    content: z
      .string()
      .min(1, 'The file is empty.')
      .max(IMPORT_MAX_BYTES, 'The file is larger than 40 MB. Split it and import the parts.'),
  })
  .strict();
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** One row of the file: where it is, which job it is, whether it creates or updates one, and what is wrong. */
export const importRowSchema = z.object({
  /** The row's place in the file: the CSV line (the header is line 1) or the JSON item (from 1). */
  row: z.number(),
  externalId: z.string().nullable(),
  title: z.string(),
  action: z.enum(['create', 'update']),
  /** Field name to message; empty when the row can be imported. */
  errors: z.record(z.string(), z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** At most this many rows are listed in a preview; the counts cover every row. */
export const IMPORT_PREVIEW_ROWS = 200;

export const importPreviewSchema = z.object({
  total: z.number(),
  creates: z.number(),
  updates: z.number(),
  invalid: z.number(),
  /** The rows with errors first, then the others, at most IMPORT_PREVIEW_ROWS. */
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importPreviewResponseSchema = envelope(importPreviewSchema);

export const importResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  /** Rows with errors, left out of the import. */
  skipped: z.number(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export const importResultResponseSchema = envelope(importResultSchema);
