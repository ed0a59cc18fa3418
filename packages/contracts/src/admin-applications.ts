import { z } from 'zod';
import { STAGE_NAME_MAX } from './admin-pipeline.js';
import { envelope } from './errors.js';
import { matchDetailsSchema } from './match-details.js';
import { SALARY_MAX, salaryPeriodSchema } from './positions.js';

/**
 * The staff's applications pipeline (docs/decisions/043): applications by job and stage, one application with
 * the candidate's answers, resume and history, notes only the staff read, and moves between stages (one or many,
 * with an optional message to the candidate). Voluntary self-identification answers are never part of it.
 */
export const ADMIN_APPLICATIONS_PAGE_SIZE = 50;
export const ADMIN_APPLICATION_SORTS = ['newest', 'oldest', 'name'] as const;
/** A stage of the tenant's pipeline; the server checks it against the tenant's stages (docs/decisions/050). */
const stage = z
  .string()
  .trim()
  .min(1, 'Not a stage of the pipeline.')
  .max(STAGE_NAME_MAX, 'Not a stage of the pipeline.');

/** `GET /api/admin/applications`: a job (or all jobs), a stage, words of the candidate or job, a sort, a page. */
export const adminApplicationsQuerySchema = z.object({
  position_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  stage: stage.optional(),
  q: z.string().trim().max(200).default(''),
  sort: z.enum(ADMIN_APPLICATION_SORTS, { message: 'Sort by newest, oldest or name.' }).default('newest'),
  page: z.coerce.number().int().min(1, 'The page starts at 1.').max(10_000).default(1),
});
export type AdminApplicationsQuery = z.infer<typeof adminApplicationsQuerySchema>;

export const adminApplicationSummarySchema = z.object({
  id: z.string(),
  candidate_name: z.string(),
  candidate_email: z.string(),
  position_id: z.number(),
  position_title: z.string(),
  stage: z.string(),
  applied_at: z.string(),
  /** The version a move names: the application's last change. */
  updated_at: z.string(),
});
export type AdminApplicationSummary = z.infer<typeof adminApplicationSummarySchema>;

export const adminApplicationsResponseSchema = envelope(
  z.object({
    applications: z.array(adminApplicationSummarySchema),
    total: z.number(),
    page: z.number(),
    /** How many of the matching applications (any stage) are in each stage, in the pipeline's order. */
    stages: z.array(z.object({ stage: z.string(), count: z.number() })),
  }),
);

export const applicationNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author_email: z.string(),
  at: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

export const adminApplicationSchema = adminApplicationSummarySchema.extend({
  /** The answers of the application form, by field name (never the self-identification answers). */
  answers: z.record(z.string(), z.unknown()),
  /**
   * The application form as the candidate filled it for this job (a form-toolkit definition), without the
   * confidential items, to show the answers read-only under their questions; null when the job is gone.
   */
  form: z.object({ sections: z.array(z.unknown()) }).nullable(),
  resume: z.object({ id: z.string(), file_name: z.string(), kind: z.string() }).nullable(),
  source: z.record(z.string(), z.string()),
  history: z.array(z.object({ stage: z.string(), at: z.string(), by: z.string().nullable() })),
  notes: z.array(applicationNoteSchema),
  /** The offers extended for this application (its candidate and job), newest first. */
  offers: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      expires_at: z.string().nullable(),
      created_at: z.string(),
      documents: z.array(
        z.object({ id: z.number(), name: z.string(), status: z.string(), under_revision: z.boolean() }),
      ),
    }),
  ),
  /**
   * How the candidate's profile, as it is now, matches the job: the same measure the candidate sees on the job's
   * page; null when the job is gone.
   */
  match: matchDetailsSchema.nullable(),
  /** The pipeline's stages, in order: where it can be moved. */
  stages: z.array(z.string()),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationResponseSchema = envelope(adminApplicationSchema);

export const applicationIdParamSchema = z.object({ id: z.uuid({ message: 'Not an application id.' }) });

const message = z
  .string()
  .trim()
  .max(2000, 'A message is at most 2,000 characters.')
  .optional()
  .transform((m) => (m ? m : undefined));

/**
 * `POST /api/admin/applications/{id}/stage`: the stage, the version the recruiter saw (a move by someone else in
 * between is a 409), and an optional message mailed to the candidate.
 */
export const moveApplicationRequestSchema = z
  .object({ stage, version: z.string().min(1, 'Name the version you saw.'), message })
  .strict();
export type MoveApplicationRequest = z.input<typeof moveApplicationRequestSchema>;

/** `POST /api/admin/applications/move`: many applications to one stage (a bulk move or reject). */
export const bulkMoveApplicationsRequestSchema = z
  .object({
    ids: z
      .array(z.uuid({ message: 'Not an application id.' }))
      .min(1, 'Choose at least one application.')
      .max(200, 'Move at most 200 applications at once.'),
    stage,
    message,
  })
  .strict();
export type BulkMoveApplicationsRequest = z.input<typeof bulkMoveApplicationsRequestSchema>;
export const bulkMoveResponseSchema = envelope(z.object({ moved: z.number(), unchanged: z.number() }));

/** `POST /api/admin/applications/{id}/notes`. */
export const addApplicationNoteRequestSchema = z
  .object({
    body: z.string().trim().min(1, 'Write the note.').max(5000, 'A note is at most 5,000 characters.'),
  })
  .strict();
export const applicationNoteResponseSchema = envelope(applicationNoteSchema);

/** A document the company attaches to an offer: a PDF of at most this size, as a data URL. */
export const OFFER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
const isoDay = z.iso.date({ message: 'Use a date like 2027-01-31.' });

/**
 * `POST /api/admin/applications/{id}/offer`: an offer for the application's candidate and job. The offer letter is
 * generated from the salary, start date and expiry (signed in the offer center, or through the e-signature widget
 * with `esign`); `documents` are PDFs the candidate reads. The application moves to the Offer stage with it.
 */
export const extendOfferRequestSchema = z
  .object({
    salary: z
      .object({
        amount: z.number().int().positive('Give the salary.').max(SALARY_MAX),
        currency: z
          .string()
          .trim()
          .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, like USD.'),
        period: salaryPeriodSchema,
      })
      .nullable(),
    start_date: isoDay.nullable(),
    expires_on: isoDay,
    esign: z.boolean().default(false),
    documents: z
      .array(
        z.object({
          name: z.string().trim().min(1, 'Name the document.').max(120),
          content: z
            .string()
            .startsWith('data:application/pdf;base64,', 'Attach a PDF.')
            .max(Math.ceil((OFFER_DOCUMENT_MAX_BYTES * 4) / 3) + 64, 'A document is at most 5 MB.'),
        }),
      )
      .max(5, 'Attach at most five documents.')
      .default([]),
  })
  .strict();
export type ExtendOfferRequest = z.input<typeof extendOfferRequestSchema>;

/** `POST /api/admin/offers/{id}/cancel`: why (kept in the offer's trail). */
export const cancelOfferRequestSchema = z
  .object({ reason: z.string().trim().min(1, 'Say why the offer is canceled.').max(500) })
  .strict();

/**
 * `POST /api/admin/offers/{id}/documents/{documentId}/revision`: mark a document of an open offer as being revised
 * (the candidate sees "Documents are being revised" and cannot sign it), or end the revision, with a new PDF.
 */
export const reviseOfferDocumentRequestSchema = z
  .object({
    revising: z.boolean(),
    content: z
      .string()
      .startsWith('data:application/pdf;base64,', 'Attach a PDF.')
      .max(Math.ceil((OFFER_DOCUMENT_MAX_BYTES * 4) / 3) + 64, 'A document is at most 5 MB.')
      .optional(),
  })
  .strict();
export type ReviseOfferDocumentRequest = z.input<typeof reviseOfferDocumentRequestSchema>;
