import { z } from 'zod';
import { positionDetailsOverrideSchema } from './config.js';
import { envelope } from './errors.js';
import { LOCALES } from './locales.js';
import { positionSchema, salaryPeriodSchema } from './positions.js';

/**
 * The job page's calls (spec 2 §3 "Position details", §4, §7 — paths not shown by the spec, so they
 * follow /api/pcsx/ style; docs/decisions/010). The light version of a position is the search result
 * entry the page already holds; these give the full position, the tenant's insights about it, the
 * candidate's saved flag, and the job cart.
 */

/** Path parameter `:id` of the position calls: the leading integer of "123" or "123-some-title". */
export const positionIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}(-.*)?$/, 'Use the position number.')
    .transform((text) => Number.parseInt(text, 10))
    .refine((id) => id > 0 && id <= 2_147_483_647, 'Use the position number.'),
});

/**
 * A private position's link token (docs/decisions/034): `private=<token>` on the private job link
 * (`/careers/job/private?pid=&private=`) and on every read of that position. Any text is taken; a wrong or
 * missing one answers 404 exactly like an unknown id, so ids (sequential) reveal nothing.
 */
export const privateTokenSchema = z.string().max(100);

/**
 * What every read of one position names (spec 1 §7): `position_id` (the leading integer of "123" or
 * "123-some-title"), `domain` (the site; the tenant is resolved from it before the route runs) and, for a private
 * position, its link token. Archived positions still answer (shown as closed), with `archived_at` set.
 */
export const positionReadQuerySchema = z.object({
  position_id: positionIdParamSchema.shape.id,
  domain: z.string().max(253).optional(),
  private: privateTokenSchema.optional(),
});

/**
 * Spec 1 §7 `GET /api/pcsx/position_details` (`position_id`, `domain`, `hl`, `queried_location`): the full position.
 * `queried_location` is the place the candidate searched for: the position's places start with the one that
 * matches it, so the detail shows that place first. `hl` is the page's language (positions are written in one).
 */
export const positionDetailsQuerySchema = positionReadQuerySchema.extend({
  hl: z.enum(LOCALES).optional(),
  queried_location: z.string().trim().max(200).optional(),
});

/** `POST /api/pcsx/positions/:id/save`: a private position is saved with its link token, like it is read. */
export const savePositionQuerySchema = z.object({ private: privateTokenSchema.optional() });

/** Spec 1 §7 `GET /api/pcsx/position_insights` (`position_id`, `domain`). */
export const positionInsightsQuerySchema = positionReadQuerySchema;

export const positionUserActionsSchema = z.object({
  /** Always false for a visitor who is not signed in. */
  isSaved: z.boolean(),
});

export const positionDetailSchema = positionSchema
  .omit({ tenantId: true, createdAt: true, archivedAt: true, publishedAt: true })
  .extend({
    /** Spec 2 §3 name; ISO date-time or null. */
    archived_at: z.string().nullable(),
    positionUserActions: positionUserActionsSchema,
  });
export type PositionDetail = z.infer<typeof positionDetailSchema>;

export const positionDetailResponseSchema = envelope(z.object({ position: positionDetailSchema }));
export type PositionDetailResponse = z.infer<typeof positionDetailResponseSchema>;

/** How many entries an insight list holds (spec 2 §9 "chart data limited to 10 entries"). */
export const INSIGHT_LIST_LIMIT = 10;

/**
 * `GET /api/pcsx/positions/:id/insights`: facts from the tenant's own open positions, never invented.
 * "Similar" = same department and seniority. Every part may be empty (or null) when the data is not there.
 */
export const jobInsightsSchema = z.object({
  /** Skills most often asked for (required or preferred) by similar open positions, most frequent first. */
  topSkills: z.array(z.object({ skill: z.string(), count: z.number().int().nonnegative() })),
  /** How many similar open positions these counts come from (this position excluded). */
  similarCount: z.number().int().nonnegative(),
  /** Open positions in the same department (this one excluded). */
  departmentOpenCount: z.number().int().nonnegative(),
  /** Open positions within NEARBY_RADIUS_KM of this position's first location; null for remote-only. */
  nearbyOpenCount: z.number().int().nonnegative().nullable(),
  nearbyRadiusKm: z.number().positive(),
  /**
   * Salary range of similar positions that publish one, in this position's currency and period (or, when
   * it publishes none, the most common among similar positions; others are left out rather than
   * converted); null when fewer than SALARY_INSIGHT_MIN_SAMPLES exist.
   */
  salary: z
    .object({
      min: z.number().int().nonnegative(),
      median: z.number().int().nonnegative(),
      max: z.number().int().nonnegative(),
      currency: z.string(),
      period: salaryPeriodSchema,
      sampleSize: z.number().int().positive(),
    })
    .nullable(),
});
export type JobInsights = z.infer<typeof jobInsightsSchema>;
export const jobInsightsResponseSchema = envelope(z.object({ jobInsights: jobInsightsSchema }));
export const NEARBY_RADIUS_KM = 50;
/** A salary range from fewer samples would reveal one colleague's pay. */
export const SALARY_INSIGHT_MIN_SAMPLES = 3;

/** `POST` (save) and `DELETE` (unsave) `/api/pcsx/positions/:id/save`; signed-in candidates only. */
export const saveResponseSchema = envelope(z.object({ isSaved: z.boolean() }));

/** Spec 2 §7: `POST /api/pcsx/job_cart` with pids (strings), operation (add or remove), domain (group id). */
export const JOB_CART_MAX_ITEMS = 50;
export const jobCartRequestSchema = z.object({
  pids: z
    .array(z.string().regex(/^\d{1,10}$/, 'Use position numbers.'))
    .min(1)
    .max(JOB_CART_MAX_ITEMS),
  operation: z.enum(['add', 'remove']),
  domain: z.string().max(253).optional(),
});
export type JobCartRequest = z.infer<typeof jobCartRequestSchema>;

export const jobCartPositionSchema = positionSchema.pick({
  id: true,
  title: true,
  department: true,
  jobType: true,
  locations: true,
  isRemote: true,
});
/**
 * The cart (spec 2 §3): its open positions, and the ids in it that no longer point at an open position
 * (archived, unlisted or deleted), so the page can offer to remove them.
 */
export const jobCartDataSchema = z.object({
  positions: z.array(jobCartPositionSchema),
  invalidPositionIds: z.array(z.string()),
});
export type JobCartData = z.infer<typeof jobCartDataSchema>;
/** Both `GET /api/pcsx/job_cart` and the POST answer `data.data.jobCartData` (spec 2 §7). */
export const jobCartResponseSchema = envelope(
  z.object({ data: z.object({ jobCartData: jobCartDataSchema }) }),
);

/**
 * Spec 1 §7 `GET /api/pcsx/overrides` (`position_id`, `domain`, `hl`; spec 2 §4 "config overrides"): the
 * tenant's override rules that match this position and page language, merged in order, or null when none
 * match (the page then shows the base configuration). Called only when the tenant has override rules.
 */
export const configOverridesQuerySchema = positionReadQuerySchema.extend({
  hl: z.enum(LOCALES).optional(),
});
export const configOverridesResponseSchema = envelope(
  z.object({ positionDetailsConfig: positionDetailsOverrideSchema.nullable() }),
);
export type ConfigOverridesResponse = z.infer<typeof configOverridesResponseSchema>;
