import { z } from 'zod';
import { NUDGE_KINDS } from './dashboard-constants.js';
import { envelope } from './errors.js';

/*
 * The dashboard's own calls (spec 1 §7: `GET /api/pcsx/dashboard/nudges` and `/referrals`), the staff's
 * referral form and the candidate's withdrawal (docs/decisions/054).
 */

/**
 * One next step. The words are the page's (by `kind`, in the visitor's language); `title` is the company's
 * text it is about (a job, an offer's position, a form), `href` the page one click from done (without the
 * tenant's `domain`, which the page adds), `due_at` the deadline that ranks it, when there is one.
 */
export const nudgeSchema = z.object({
  id: z.string(),
  kind: z.enum(NUDGE_KINDS),
  title: z.string(),
  href: z.string(),
  due_at: z.string().nullable(),
  /** complete_profile: the profile's next step (`nextStep` of the completion) and the points it adds. */
  step: z.string().nullable(),
  adds: z.number().int().nullable(),
  /** new_job: when it was posted; finish_draft: when the draft was last saved. */
  at: z.string().nullable(),
});
export type Nudge = z.infer<typeof nudgeSchema>;

export const nudgesResponseSchema = envelope(z.object({ nudges: z.array(nudgeSchema) }));
export type NudgesResponse = z.infer<typeof nudgesResponseSchema>;

/**
 * A referral addressed to the candidate (docs/decisions/054): someone at the company put them forward for a
 * job. `applied` is whether the candidate has applied to that job (through the link or not: an application by
 * the owner of the proven address is recorded on the referral either way).
 */
export const candidateReferralSchema = z.object({
  id: z.string(),
  position_id: z.number().int(),
  title: z.string(),
  /** The job still takes applications. */
  open: z.boolean(),
  referrer_name: z.string(),
  note: z.string(),
  created_at: z.string(),
  applied: z.boolean(),
});
export type CandidateReferral = z.infer<typeof candidateReferralSchema>;

export const candidateReferralsResponseSchema = envelope(
  z.object({ referrals: z.array(candidateReferralSchema) }),
);
export type CandidateReferralsResponse = z.infer<typeof candidateReferralsResponseSchema>;

const emailField = z
  .string()
  .trim()
  .min(1, 'Enter an email address.')
  .max(254, 'This email address is too long.')
  .pipe(z.email({ message: 'Enter a valid email address.' }));

/** The staff's form: who refers whom to the job, and a note for the candidate. */
export const createReferralRequestSchema = z.object({
  referrer_name: z.string().trim().min(1, 'Enter the name of the person referring.').max(200),
  referrer_email: emailField,
  candidate_email: emailField,
  note: z.string().trim().max(2000, 'Keep the note under 2,000 characters.').default(''),
});
export type CreateReferralRequest = z.input<typeof createReferralRequestSchema>;

/** A referral as the staff see it. */
export const adminReferralSchema = z.object({
  id: z.string(),
  position_id: z.number().int(),
  referrer_name: z.string(),
  referrer_email: z.string(),
  candidate_email: z.string(),
  note: z.string(),
  created_at: z.string(),
  created_by_email: z.string().nullable(),
  /** When the candidate applied through the referral's link. */
  applied_at: z.string().nullable(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

export const adminReferralResponseSchema = envelope(adminReferralSchema);
export const adminReferralsResponseSchema = envelope(z.object({ referrals: z.array(adminReferralSchema) }));

/** `POST /api/pcsx/applications/{id}/withdraw`: the application's version the candidate saw. */
export const withdrawApplicationRequestSchema = z.object({ version: z.string().min(1).max(64) });
export type WithdrawApplicationRequest = z.infer<typeof withdrawApplicationRequestSchema>;
