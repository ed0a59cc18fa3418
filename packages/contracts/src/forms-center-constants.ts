/*
 * Plain values of the forms center (spec 1 §2, §7; docs/decisions/019), no zod: the screens import these
 * without the schemas (docs/decisions/014).
 */

/** The tabs of `GET /api/pcsx/forms_list` (`tab_id`): forms still to fill, and forms sent. */
export const FORMS_CENTER_TABS = ['pending', 'completed'] as const;
export type FormsCenterTab = (typeof FORMS_CENTER_TABS)[number];
export const DEFAULT_FORMS_CENTER_TAB: FormsCenterTab = 'pending';

/** An assignment's status: open for answers, or sent (read-only from then on). */
export const CANDIDATE_FORM_STATUSES = ['pending', 'submitted'] as const;
export type CandidateFormStatus = (typeof CANDIDATE_FORM_STATUSES)[number];

/** Which tab lists a form of the given status. */
export const TAB_OF_STATUS: Readonly<Record<CandidateFormStatus, FormsCenterTab>> = {
  pending: 'pending',
  submitted: 'completed',
};

/** Why a form was assigned: by the company, or after an accepted offer (preboarding). */
export const CANDIDATE_FORM_SOURCES = ['assigned', 'offer'] as const;
export type CandidateFormSource = (typeof CANDIDATE_FORM_SOURCES)[number];

/** How a form is drawn: the toolkit's simple layout, or its stepper (spec 3 §2). */
export const FORM_LAYOUTS = ['simple', 'stepper'] as const;
export type FormLayout = (typeof FORM_LAYOUTS)[number];

/**
 * Largest answers a save or submit may carry, as JSON text. Uploaded files travel inside the answers as
 * base64 (spec 3 §3 "Uploaded file"), so this is sized for a few files of a few MB.
 */
export const FORM_ANSWERS_MAX_CHARS = 8 * 1024 * 1024;
/** The request body limit of the save and submit calls: the answers plus room for the JSON around them. */
export const FORM_ANSWERS_BODY_LIMIT_BYTES = FORM_ANSWERS_MAX_CHARS + 64 * 1024;
