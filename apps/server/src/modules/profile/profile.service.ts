import {
  type CandidateProfile,
  type CandidateProfileInput,
  candidateProfileInputSchema,
  type PositionLocation,
  type ProfileEducation,
  type ProfileExperience,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { zodFields } from '../../lib/zod-fields.js';
import { createCandidatesRepository } from '../candidates/candidates.repository.js';
import { createProfileRepository } from './profile.repository.js';

/** A profile with nothing in it: what a candidate has before a resume or an edit fills it. */
export const EMPTY_PROFILE: CandidateProfile = {
  headline: '',
  phone: '',
  location: null,
  skills: [],
  experience: [],
  education: [],
};

/** The same skill written twice ("SQL", "sql ") is kept once, as first written. */
function uniqueSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The candidate's profile (docs/decisions/015): read whole, written whole after validation against the
 * contract. Only the candidate's own tenant can read or write it.
 */
export function createProfileService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const repo = createProfileRepository(db);
  const candidates = createCandidatesRepository(db);
  return {
    async get(tenantId: string, candidateId: string): Promise<CandidateProfile> {
      const row = await repo.find(tenantId, candidateId);
      if (!row) return EMPTY_PROFILE;
      return {
        headline: row.headline,
        phone: row.phone,
        location: row.location_json ? (JSON.parse(row.location_json) as PositionLocation) : null,
        skills: JSON.parse(row.skills_json) as string[],
        experience: JSON.parse(row.experience_json) as ProfileExperience[],
        education: JSON.parse(row.education_json) as ProfileEducation[],
      };
    },

    /** Replaces the profile; a bad value is a VALIDATION_FAILED with the field paths and changes nothing. */
    async save(
      tenantId: string,
      candidateId: string,
      input: CandidateProfileInput,
    ): Promise<CandidateProfile> {
      const parsed = candidateProfileInputSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', 'The profile is invalid.', {
          fields: zodFields(parsed.error, 'profile'),
          cause: parsed.error,
        });
      }
      if (!(await candidates.findById(tenantId, candidateId))) {
        throw new AppError('NOT_FOUND', 'This candidate does not exist.');
      }
      const profile = { ...parsed.data, skills: uniqueSkills(parsed.data.skills) };
      await repo.upsert({
        candidate_id: candidateId,
        tenant_id: tenantId,
        headline: profile.headline,
        phone: profile.phone,
        location_json: profile.location ? JSON.stringify(profile.location) : null,
        skills_json: JSON.stringify(profile.skills),
        experience_json: JSON.stringify(profile.experience),
        education_json: JSON.stringify(profile.education),
        updated_at: now().toISOString(),
      });
      return profile;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
