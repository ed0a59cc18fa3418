import { z } from 'zod';
import { envelope } from './errors.js';
import { positionReadQuerySchema } from './position-details.js';

/**
 * Spec 1 §7: `GET /api/pcsx/match_details?position_id=&domain=` (signed-in candidates). How the candidate's
 * profile matches a position, criterion by criterion, with the evidence behind every point
 * (docs/decisions/015). A private position's link token as for the position itself.
 */
export const matchDetailsQuerySchema = positionReadQuerySchema;

/** Points per criterion; a criterion the position gives nothing to compare with is left out of the score. */
export const MATCH_WEIGHTS = { skills: 40, title: 20, experience: 20, location: 20 } as const;
/** Within the skills criterion a required skill counts this many times a preferred one. */
export const MATCH_REQUIRED_SKILL_FACTOR = 2;
/** Years of experience a seniority level looks for (the scale the experience criterion measures against). */
export const MATCH_EXPECTED_YEARS = {
  entry: 0,
  mid: 2,
  senior: 5,
  lead: 7,
  principal: 10,
  director: 10,
} as const;

const points = { points: z.number().int().nonnegative(), weight: z.number().int().positive() };
const names = z.array(z.string());

export const PROFILE_GAPS = ['skills', 'experience', 'location'] as const;

export const matchDetailsSchema = z.object({
  /** 0-100, or null when the profile holds nothing to compare (no skills, work history or location). */
  score: z.number().int().min(0).max(100).nullable(),
  /** null when the position lists no skills. Skill names as the position writes them. */
  skills: z
    .object({
      ...points,
      required: z.object({ matched: names, missing: names }),
      preferred: z.object({ matched: names, missing: names }),
    })
    .nullable(),
  /** The candidate's job title that shares the most words with the position's title. */
  title: z.object({
    ...points,
    best: z.object({ title: z.string(), company: z.string(), sharedWords: names }).nullable(),
  }),
  experience: z.object({
    ...points,
    /** The years scored: the stated years when the candidate gave them, else `historyYears`. */
    years: z.number().nonnegative(),
    /** Years of work history on the profile, overlapping jobs counted once, one decimal. */
    historyYears: z.number().nonnegative(),
    /** Whole years the candidate stated on the profile (docs/decisions/028); null when not stated. */
    statedYears: z.number().int().nonnegative().nullable(),
    expectedYears: z.number().int().nonnegative(),
  }),
  location: z.object({
    ...points,
    status: z.enum(['remote', 'nearby', 'far', 'unknown']),
    /** From the candidate's place to the position's nearest place; null for remote or unknown. */
    distanceKm: z.number().nonnegative().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  /** Profile sections that are empty, so adding them would change the match. */
  profileGaps: z.array(z.enum(PROFILE_GAPS)),
});
export type MatchDetails = z.infer<typeof matchDetailsSchema>;
export const matchDetailsResponseSchema = envelope(z.object({ matchDetails: matchDetailsSchema }));
