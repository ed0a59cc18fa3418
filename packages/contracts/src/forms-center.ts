import { z } from 'zod';
import { envelope } from './errors.js';
import {
  CANDIDATE_FORM_SOURCES,
  CANDIDATE_FORM_STATUSES,
  DEFAULT_FORMS_CENTER_TAB,
  FORM_ANSWERS_MAX_CHARS,
  FORM_LAYOUTS,
  FORMS_CENTER_TABS,
} from './forms-center-constants.js';

/**
 * The forms center's calls (spec 1 §2, §7; spec 2 §3 "Form center: tabsList, tabsData per tab";
 * docs/decisions/019): the forms assigned to the signed-in candidate, one form with its definition and
 * answers, saving progress and submitting. Forms are addressed by the assignment's id (a UUID).
 */

export const formsCenterTabSchema = z.enum(FORMS_CENTER_TABS);
export const candidateFormStatusSchema = z.enum(CANDIDATE_FORM_STATUSES);

const flag = z
  .enum(['1', 'true', '0', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** `GET /api/pcsx/forms_list?tab_id=&include_tab_list=&domain=` (spec 1 §7). */
export const formsListQuerySchema = z.object({
  tab_id: formsCenterTabSchema.default(DEFAULT_FORMS_CENTER_TAB),
  /** Whether to answer the tab list with its counts too (default: yes). */
  include_tab_list: flag.transform((v) => v ?? true),
});
export type FormsListQuery = z.input<typeof formsListQuerySchema>;

/** One assigned form as the list shows it. */
export const candidateFormSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: candidateFormStatusSchema,
  source: z.enum(CANDIDATE_FORM_SOURCES),
  assigned_at: z.string(),
  /** When the company wants it back; null when there is no date. */
  due_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
  /** The candidate has saved answers on a form not yet sent. */
  has_progress: z.boolean(),
});
export type CandidateFormSummary = z.infer<typeof candidateFormSummarySchema>;

/** A tab of the center with how many forms it holds; its label is the interface's (by id). */
export const formsCenterTabInfoSchema = z.object({ id: formsCenterTabSchema, count: z.number().int() });

export const formsListResponseSchema = envelope(
  z.object({
    /** Present unless `include_tab_list` was false. */
    tabsList: z.array(formsCenterTabInfoSchema).optional(),
    /** The asked tab's forms, keyed by its id: pending ones by due date, completed ones newest first. */
    tabsData: z.partialRecord(formsCenterTabSchema, z.array(candidateFormSummarySchema)),
  }),
);
export type FormsListResponse = z.infer<typeof formsListResponseSchema>;

/** `:id` of the form paths: an assignment id. */
export const candidateFormParamSchema = z.object({
  id: z.uuid({ message: 'Use the form link you were given.' }),
});

/**
 * A toolkit form definition as the wire carries it: the server validated it with the toolkit's own schema
 * (`@portico/forms/core`) when the template was made, and the web parses it with that schema again.
 */
export const formsCenterDefinitionSchema = z.object({
  sections: z.array(
    z.looseObject({
      title: z.string(),
      items: z.array(z.looseObject({ name: z.string(), type: z.string() })),
    }),
  ),
});

export const candidateFormSchema = candidateFormSummarySchema.extend({
  layout: z.enum(FORM_LAYOUTS),
  /** The questions: as they were sent, for a submitted form; the template's current ones otherwise. */
  definition: formsCenterDefinitionSchema,
  answers: z.record(z.string(), z.unknown()),
});
export type CandidateForm = z.infer<typeof candidateFormSchema>;

/** `GET /api/pcsx/forms/{id}`. */
export const candidateFormResponseSchema = envelope(z.object({ form: candidateFormSchema }));
export type CandidateFormResponse = z.infer<typeof candidateFormResponseSchema>;

const answersSchema = z
  .record(z.string(), z.unknown())
  .refine((v) => JSON.stringify(v).length <= FORM_ANSWERS_MAX_CHARS, 'These answers are too large to send.');

/** `PUT /api/pcsx/forms/{id}` (save progress) and `POST /api/pcsx/forms/{id}/submit`. */
export const candidateFormAnswersRequestSchema = z.object({ answers: answersSchema });
export type CandidateFormAnswersRequest = z.infer<typeof candidateFormAnswersRequestSchema>;

/** Saving progress answers the form's summary (its `updated_at` and `has_progress`). */
export const saveCandidateFormResponseSchema = envelope(z.object({ form: candidateFormSummarySchema }));
export type SaveCandidateFormResponse = z.infer<typeof saveCandidateFormResponseSchema>;
