import { z } from 'zod';
import { APPLY_MAX_POSITIONS, SOURCE_PARAMS } from './apply-constants.js';
import { envelope } from './errors.js';
import { privateTokenSchema } from './position-details.js';
import { positionLocationSchema } from './positions.js';
import { resumeSummarySchema } from './resume.js';

/**
 * Applying to a job (docs/decisions/020): the tenant's application form, drafts that autosave, and the
 * submit. The form definition is the toolkit's (packages/forms validates it); contracts see it as data.
 */

const positionId = z.coerce.number().int().positive().max(2_147_483_647);

/** A toolkit form definition as the wire carries it; the web parses it with the toolkit's own schema. */
export const wireFormDefinitionSchema = z.object({
  sections: z.array(
    z.looseObject({
      title: z.string(),
      description: z.string().optional(),
      items: z.array(z.looseObject({ name: z.string(), type: z.string() })),
    }),
  ),
});
export type WireFormDefinition = z.infer<typeof wireFormDefinitionSchema>;

/**
 * `GET /api/pcsx/apply/form?pids=1,2,3`: the form for one job or several (the job cart); a private job's with its
 * link token, `private=<token>` (docs/decisions/034).
 */
export const applyFormQuerySchema = z.object({
  pids: z
    .string()
    .trim()
    .regex(/^\d+(,\d+)*$/, 'Use position numbers separated by commas.')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine(
      (ids) => ids.length <= APPLY_MAX_POSITIONS,
      `Apply to at most ${APPLY_MAX_POSITIONS} jobs at once.`,
    ),
  private: privateTokenSchema.optional(),
});

export const applyPositionSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  department: z.string(),
  locations: z.array(positionLocationSchema),
  isRemote: z.boolean(),
  isPrivate: z.boolean(),
  /** Whether the job takes applications now (not archived, not past its closing date). */
  open: z.boolean(),
  /** The signed-in candidate has applied already. */
  alreadyApplied: z.boolean(),
  /** This job's own questions (position overrides), asked after the shared ones; may be empty. */
  extraSections: wireFormDefinitionSchema.shape.sections,
});
export type ApplyPosition = z.infer<typeof applyPositionSchema>;

export const applyFormResponseSchema = envelope(
  z.object({
    /** Questions every job of this apply shares (the tenant's form without the position overrides). */
    definition: wireFormDefinitionSchema,
    /** Whether a resume must be attached. */
    resumeRequired: z.boolean(),
    /** Names of the items kept apart from what recruiters read (voluntary self-identification). */
    confidentialFields: z.array(z.string()),
    /** Positions in the order asked for; unknown ids (or another tenant's) are left out. */
    positions: z.array(applyPositionSchema),
    /** Answers the site already knows (the signed-in candidate's account and profile), by field name. */
    prefill: z.record(z.string(), z.unknown()),
    /** The signed-in candidate's resumes, newest first (empty for a visitor). */
    resumes: z.array(resumeSummarySchema),
  }),
);
export type ApplyFormResponse = z.infer<typeof applyFormResponseSchema>;

// ---- drafts ---------------------------------------------------------------------------------------------

export const draftApplicationSchema = z.object({
  position_id: z.number().int().positive(),
  /** Spec 2 §3: a draft carries its position's archived_at; an archived one is a closed draft. */
  position: z.object({ title: z.string(), archived_at: z.string().nullable(), open: z.boolean() }),
  /** Raised by every save; a save from an older version is refused (another tab or device saved since). */
  version: z.number().int().positive(),
  /** The step of the stepper the candidate left at (0-based). */
  step: z.number().int().nonnegative(),
  values: z.record(z.string(), z.unknown()),
  resume_id: z.string().nullable(),
  updated_at: z.string(),
});
export type DraftApplication = z.infer<typeof draftApplicationSchema>;

/** `GET /api/pcsx/draft_applications` (optionally `?position_id=` for one). */
export const draftApplicationsQuerySchema = z.object({ position_id: positionId.optional() });
export const draftApplicationsResponseSchema = envelope(
  z.object({
    openDraftApplications: z.array(draftApplicationSchema),
    closedDraftApplications: z.array(draftApplicationSchema),
  }),
);
export type DraftApplicationsResponse = z.infer<typeof draftApplicationsResponseSchema>;

/** Largest draft a save may carry (the answers as JSON). */
export const DRAFT_MAX_CHARS = 200_000;

/** `PUT /api/pcsx/draft_applications`: save the answers; `base_version` 0 creates the draft. */
export const saveDraftRequestSchema = z.object({
  position_id: positionId,
  base_version: z.number().int().nonnegative(),
  step: z.number().int().nonnegative().max(100),
  values: z
    .record(z.string(), z.unknown())
    .refine((v) => JSON.stringify(v).length <= DRAFT_MAX_CHARS, 'These answers are too long to save.'),
  resume_id: z.string().max(64).nullable().default(null),
  /** A private job's link token (docs/decisions/034): its drafts are saved with it, like it is read. */
  private: privateTokenSchema.nullable().default(null),
});
export type SaveDraftRequest = z.input<typeof saveDraftRequestSchema>;
export const saveDraftResponseSchema = envelope(z.object({ draft: draftApplicationSchema }));

/** `DELETE /api/pcsx/draft_applications` with body `position_ids[]`. */
export const deleteDraftsRequestSchema = z.object({
  position_ids: z.array(positionId).min(1).max(100),
});
export const deleteDraftsResponseSchema = envelope(z.object({ deleted: z.number().int().nonnegative() }));

// ---- submit ---------------------------------------------------------------------------------------------

export const sourceParamsSchema = z
  .object(Object.fromEntries(SOURCE_PARAMS.map((p) => [p, z.string().trim().max(200).optional()])))
  .partial();
export type SourceParams = Partial<Record<(typeof SOURCE_PARAMS)[number], string>>;

/** `POST /api/pcsx/apply`: one job, or several from the job cart with the shared answers asked once. */
export const submitApplicationRequestSchema = z.object({
  position_ids: z.array(positionId).min(1).max(APPLY_MAX_POSITIONS),
  /** Answers by field name: the shared ones and every job's extra questions. */
  values: z
    .record(z.string(), z.unknown())
    .refine((v) => JSON.stringify(v).length <= DRAFT_MAX_CHARS, 'These answers are too long to send.'),
  /** A resume of the candidate's list, or the one this visit uploaded. */
  resume_id: z.string().max(64).nullable().default(null),
  source: sourceParamsSchema.default({}),
  /** The private link's token the positions were opened with (docs/decisions/034); null for public ones. */
  private: privateTokenSchema.nullable().default(null),
  /** The page language: the confirmation mail is written in it when the tenant offers it. */
  language: z.string().max(20).optional(),
});
export type SubmitApplicationRequest = z.input<typeof submitApplicationRequestSchema>;

/** `pending`: sent by a visitor for an address with an account; kept until the mailed link confirms it. */
export const APPLY_RESULTS = ['submitted', 'pending', 'already_applied', 'closed', 'not_found'] as const;
export type ApplyResult = (typeof APPLY_RESULTS)[number];

/**
 * What happened to the visitor's account: signed in already; a new account made (a "set your password" mail
 * went out); or the email belongs to an account, so the applications wait for the mailed confirmation link.
 */
export const APPLY_ACCOUNT_OUTCOMES = ['signed_in', 'created', 'pending_confirmation'] as const;
export type ApplyAccountOutcome = (typeof APPLY_ACCOUNT_OUTCOMES)[number];

/** What became of one job of an apply (or of a confirmed pending apply). */
export const applyJobResultSchema = z.object({
  position_id: z.number().int().positive(),
  title: z.string(),
  result: z.enum(APPLY_RESULTS),
});

export const submitApplicationResponseSchema = envelope(
  z.object({
    results: z.array(
      applyJobResultSchema.extend({
        /** Present when submitted. */
        application_id: z.string().optional(),
        message: z.string(),
      }),
    ),
    account: z.enum(APPLY_ACCOUNT_OUTCOMES),
    email: z.string(),
  }),
);
export type SubmitApplicationResponse = z.infer<typeof submitApplicationResponseSchema>;

/** `POST /api/pcsx/apply/confirm`: the link mailed to an existing account's address. */
export const confirmApplicationRequestSchema = z.object({ token: z.string().min(20).max(200) });
export const confirmApplicationResponseSchema = envelope(
  z.object({ results: z.array(applyJobResultSchema) }),
);
