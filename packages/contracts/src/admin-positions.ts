import { z } from 'zod';
import { envelope } from './errors.js';
import { positionInputOf, positionLocationSchema, positionSchema } from './positions.js';

/**
 * The recruiter workspace's jobs (docs/decisions/040). Where a position stands, as the staff's list says it:
 * a draft (only staff see it), published (in search), private (its link only), archived, or expired (past
 * its valid-through date).
 */
export const ADMIN_POSITION_STATUSES = ['draft', 'published', 'private', 'archived', 'expired'] as const;
export type AdminPositionStatus = (typeof ADMIN_POSITION_STATUSES)[number];

export const ADMIN_POSITION_SORTS = ['updated', 'title', 'posted'] as const;
export const ADMIN_POSITIONS_PAGE_SIZE = 25;

/** `GET /api/admin/positions`: words of the title, a status, a department, a sort, a page. */
export const adminPositionsQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  status: z.enum(ADMIN_POSITION_STATUSES, { message: 'Not a job status.' }).optional(),
  department: z.string().trim().max(120).optional(),
  sort: z.enum(ADMIN_POSITION_SORTS, { message: 'Sort by updated, title or posted.' }).default('updated'),
  page: z.coerce.number().int().min(1, 'The page starts at 1.').max(10_000).default(1),
});
export type AdminPositionsQuery = z.infer<typeof adminPositionsQuerySchema>;

export const adminPositionSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  department: z.string(),
  status: z.enum(ADMIN_POSITION_STATUSES),
  posted_at: z.string(),
  updated_at: z.string(),
  applications: z.number(),
});
export type AdminPositionSummary = z.infer<typeof adminPositionSummarySchema>;

export const adminPositionsResponseSchema = envelope(
  z.object({
    positions: z.array(adminPositionSummarySchema),
    page: z.number(),
    total: z.number(),
  }),
);

/**
 * One position for the staff: everything stored, its status, the link candidates open it by (a private one's
 * carries its token) and the version an edit must name (its `updatedAt`).
 */
export const adminPositionSchema = z.object({
  position: positionSchema,
  status: z.enum(ADMIN_POSITION_STATUSES),
  link: z.string(),
  version: z.string(),
});
export type AdminPosition = z.infer<typeof adminPositionSchema>;
export const adminPositionResponseSchema = envelope(adminPositionSchema);

/**
 * A place as a recruiter writes it: "City", "City, Country" or "City, Region, Country" ("Austin, TX, US").
 * The server looks it up in its gazetteer; a place it does not know is a field error.
 */
export const placeTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a place, like “Austin, TX, US”.')
  .max(200, 'A place is at most 200 characters.');

/** A position as the staff send it: each location stored-shaped or a place as text. */
export const adminPositionInputSchema = positionInputOf(z.union([positionLocationSchema, placeTextSchema]));
export type AdminPositionInput = z.input<typeof adminPositionInputSchema>;
export type AdminPositionData = z.infer<typeof adminPositionInputSchema>;

/** A location as the staff's form shows it, the text the server reads back as the same place. */
export function placeTextOf(location: { city: string; region: string; countryCode: string }): string {
  return [location.city, location.region, location.countryCode].filter(Boolean).join(', ');
}

/**
 * `POST /api/admin/positions`: a new position, and whether it goes live now (`publish`) or stays a draft. The
 * position's own `isDraft` is not read: publishing decides.
 */
export const createAdminPositionRequestSchema = z
  .object({
    position: adminPositionInputSchema,
    publish: z.boolean({ message: 'Say whether to publish the job now.' }),
  })
  .strict();

/**
 * `PUT /api/admin/positions/{id}`: the whole position, and the version it was read at. Another save in between
 * is a 409; nothing is written.
 */
export const updateAdminPositionRequestSchema = z
  .object({ position: adminPositionInputSchema, version: z.string().min(1, 'Name the version you edited.') })
  .strict();
