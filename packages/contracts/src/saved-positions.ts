import { z } from 'zod';
import { envelope } from './errors.js';
import { positionSchema } from './positions.js';

/**
 * `GET /api/pcsx/positions/saved` (spec 1 §7 "saved positions"): the signed-in candidate's saved
 * positions, most recently saved first, with what a card needs. `archived_at` is the spec's name (as in
 * `SearchPosition`), so `isPositionOpen` reads it; `isOpen` is the server's answer at the time of the request.
 */
export const savedPositionSchema = positionSchema
  .pick({
    id: true,
    title: true,
    department: true,
    jobType: true,
    locations: true,
    isRemote: true,
    postedAt: true,
    validThrough: true,
    isPrivate: true,
  })
  .extend({
    archived_at: z.string().nullable(),
    /** A private position's link token (saved with it, so the candidate holds the link); null for a public one. */
    privateToken: z.string().nullable(),
    /** When the candidate saved it. */
    savedAt: z.string(),
    isOpen: z.boolean(),
  });
export type SavedPosition = z.infer<typeof savedPositionSchema>;

export const savedPositionsResponseSchema = envelope(z.object({ positions: z.array(savedPositionSchema) }));
export type SavedPositionsResponse = z.infer<typeof savedPositionsResponseSchema>;
