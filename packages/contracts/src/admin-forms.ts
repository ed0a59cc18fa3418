import { z } from 'zod';
import { envelope } from './errors.js';
import { FORM_LAYOUTS } from './forms-center-constants.js';

/**
 * The admin's form builder (docs/decisions/048): the tenant's form templates — preboarding forms, assigned to
 * every candidate whose offer is accepted, and company forms — edited question by question and sent to hired
 * candidates, in whose forms center they then appear. Tenant admins only.
 */
export const ADMIN_FORM_KINDS = ['preboarding', 'form'] as const;
export type AdminFormKind = (typeof ADMIN_FORM_KINDS)[number];
/** The longest form a template may hold: beyond this a form is a survey, not a preboarding step. */
export const ADMIN_FORM_MAX_QUESTIONS = 100;
/** How many candidates one send may name. */
export const ADMIN_FORM_ASSIGN_MAX = 200;

export const adminFormIdParamSchema = z.object({ id: z.uuid({ message: 'Not a form id.' }) });

export const adminFormSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(ADMIN_FORM_KINDS),
  title: z.string(),
  description: z.string(),
  /** Questions that hold an answer (instructions and information blocks are not counted). */
  questions: z.number(),
  /** Candidates who have it to fill, and who have sent it. */
  pending: z.number(),
  submitted: z.number(),
  /** The version an edit names: the template's last change. */
  updated_at: z.string(),
});
export type AdminFormSummary = z.infer<typeof adminFormSummarySchema>;

export const adminFormsResponseSchema = envelope(z.object({ forms: z.array(adminFormSummarySchema) }));

export const adminFormSchema = adminFormSummarySchema.extend({
  layout: z.enum(FORM_LAYOUTS),
  /** A form-toolkit definition (sections of questions); the server checks it with the toolkit's schema. */
  definition: z.object({ sections: z.array(z.unknown()) }).loose(),
});
export type AdminForm = z.infer<typeof adminFormSchema>;
export const adminFormResponseSchema = envelope(adminFormSchema);

const title = z
  .string()
  .trim()
  .min(1, 'Give the form a title.')
  .max(200, 'A title is at most 200 characters.');
const description = z.string().trim().max(2000, 'A description is at most 2,000 characters.');

/** `POST /api/admin/forms`: a new form with one empty section, to be filled in the builder. */
export const createAdminFormRequestSchema = z.object({
  title,
  description: description.default(''),
  kind: z.enum(ADMIN_FORM_KINDS, { message: 'A form is a preboarding form or a company form.' }),
});
export type CreateAdminFormRequest = z.input<typeof createAdminFormRequestSchema>;

/** `PUT /api/admin/forms/{id}`: the whole form, naming the version it was read at (409 when stale). */
export const updateAdminFormRequestSchema = z.object({
  title,
  description,
  layout: z.enum(FORM_LAYOUTS),
  definition: z.unknown(),
  updated_at: z.string().min(1),
});
export type UpdateAdminFormRequest = z.infer<typeof updateAdminFormRequestSchema>;

/** A candidate the form can be sent to: hired (an accepted offer or the Hired stage) at this tenant. */
export const adminFormRecipientSchema = z.object({
  candidate_id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The job they were hired for (the latest, when several). */
  position_title: z.string(),
  /** Where this form stands for them: never sent, to fill, or sent back. */
  status: z.enum(['none', 'pending', 'submitted']),
});
export type AdminFormRecipient = z.infer<typeof adminFormRecipientSchema>;
export const adminFormRecipientsResponseSchema = envelope(
  z.object({ recipients: z.array(adminFormRecipientSchema) }),
);

/** `POST /api/admin/forms/{id}/assign`: hired candidates to send the form to, with an optional due date. */
export const assignAdminFormRequestSchema = z.object({
  candidate_ids: z
    .array(z.string().min(1))
    .min(1, 'Choose at least one person.')
    .max(ADMIN_FORM_ASSIGN_MAX, `Send to at most ${ADMIN_FORM_ASSIGN_MAX} people at once.`),
  due_at: z.iso.date({ message: 'A due date like 2026-12-31.' }).nullable().default(null),
});
export type AssignAdminFormRequest = z.input<typeof assignAdminFormRequestSchema>;
/** How many got it now, and how many already had it to fill (they are not sent a second copy). */
export const assignAdminFormResultSchema = z.object({ assigned: z.number(), already: z.number() });
export type AssignAdminFormResult = z.infer<typeof assignAdminFormResultSchema>;
export const assignAdminFormResponseSchema = envelope(assignAdminFormResultSchema);
