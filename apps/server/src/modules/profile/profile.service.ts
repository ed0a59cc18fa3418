import {
  type CandidateProfile,
  type CandidateProfileInput,
  candidateProfileInputSchema,
  EMPTY_JOB_PREFERENCES,
  type PositionLocation,
  type ProfileCompletion,
  type ProfileEditRequest,
  type ProfileEducation,
  type ProfileExperience,
  type ProfileJobPreferences,
  type ProfileLink,
} from '@portico/contracts';
import type { Kysely, Selectable } from 'kysely';
import { dbKind } from '../../db/database.js';
import type { CandidateProfileTable, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { zodFields } from '../../lib/zod-fields.js';
import { createCandidatesService } from '../candidates/candidates.service.js';
import { createProfileRepository, type ProfileWrite } from './profile.repository.js';
import { profileCompletion } from './profile-completion.js';
import { applyProfileEdit } from './profile-edit.js';

/** A profile with nothing in it: what a candidate has before a resume or an edit fills it. */
export const EMPTY_PROFILE: CandidateProfile = {
  headline: '',
  phone: '',
  location: null,
  skills: [],
  experience: [],
  education: [],
  links: [],
  jobPreferences: EMPTY_JOB_PREFERENCES,
  avatarUrl: null,
  yearsOfExperience: null,
};

/** How often an edit re-reads and re-applies itself when another write keeps coming first. */
const EDIT_ATTEMPTS = 5;
/** A first profile: the candidate must be checked before it is created (see `change`). */
const NOT_CHECKED = Symbol('not checked');

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

function fromRow(row: Selectable<CandidateProfileTable>): CandidateProfile {
  return {
    headline: row.headline,
    phone: row.phone,
    location: row.location_json ? (JSON.parse(row.location_json) as PositionLocation) : null,
    skills: JSON.parse(row.skills_json) as string[],
    experience: JSON.parse(row.experience_json) as ProfileExperience[],
    education: JSON.parse(row.education_json) as ProfileEducation[],
    links: JSON.parse(row.links_json) as ProfileLink[],
    // '{}' until preferences are first set (rows from before migration 0014).
    jobPreferences: {
      ...EMPTY_JOB_PREFERENCES,
      ...(JSON.parse(row.preferences_json) as Partial<ProfileJobPreferences>),
    },
    avatarUrl: row.avatar_url,
    yearsOfExperience: row.years_of_experience,
  };
}

/** Validates a whole profile; a bad value is VALIDATION_FAILED with the field paths. */
function validate(
  input: CandidateProfileInput,
  code: 'VALIDATION_FAILED' | 'UNPROCESSABLE',
): CandidateProfile {
  const parsed = candidateProfileInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(code, 'The profile is invalid.', {
      fields: zodFields(parsed.error, 'profile'),
      cause: parsed.error,
    });
  }
  return { ...parsed.data, skills: uniqueSkills(parsed.data.skills) };
}

/**
 * The candidate's profile (docs/decisions/015, 024): read whole, written whole after validation against the
 * contract. Only the candidate's own tenant can read or write it.
 */
export function createProfileService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const repo = createProfileRepository(db);
  const candidates = createCandidatesService(db, { now });

  const toRow = (tenantId: string, candidateId: string, profile: CandidateProfile): ProfileWrite => ({
    candidate_id: candidateId,
    tenant_id: tenantId,
    headline: profile.headline,
    phone: profile.phone,
    location_json: profile.location ? JSON.stringify(profile.location) : null,
    skills_json: JSON.stringify(profile.skills),
    experience_json: JSON.stringify(profile.experience),
    education_json: JSON.stringify(profile.education),
    links_json: JSON.stringify(profile.links),
    preferences_json: JSON.stringify(profile.jobPreferences),
    avatar_url: profile.avatarUrl,
    years_of_experience: profile.yearsOfExperience,
    updated_at: now().toISOString(),
  });

  async function requireCandidate(tenantId: string, candidateId: string): Promise<void> {
    if (!(await candidates.findById(tenantId, candidateId))) {
      throw new AppError('NOT_FOUND', 'This candidate does not exist.');
    }
  }

  return {
    async get(tenantId: string, candidateId: string): Promise<CandidateProfile> {
      const row = await repo.find(tenantId, candidateId);
      return row ? fromRow(row) : EMPTY_PROFILE;
    },

    /** Replaces the profile; a bad value is a VALIDATION_FAILED with the field paths and changes nothing. */
    async save(
      tenantId: string,
      candidateId: string,
      input: CandidateProfileInput,
    ): Promise<CandidateProfile> {
      const profile = validate(input, 'VALIDATION_FAILED');
      await requireCandidate(tenantId, candidateId);
      await repo.upsert(toRow(tenantId, candidateId, profile));
      return profile;
    },

    /**
     * One `profile_edit` (spec 2 §7), read-modify-write in one transaction: the row is locked on PostgreSQL,
     * and the write is conditional on the version read (a write outside an edit, such as a resume filling the
     * profile, raises it), so two concurrent edits both land; a lost race re-reads and re-applies. A bad
     * section, index or value is UNPROCESSABLE and nothing changes.
     */
    async edit(tenantId: string, candidateId: string, edit: ProfileEditRequest): Promise<CandidateProfile> {
      return this.change(tenantId, candidateId, (current) => applyProfileEdit(current, edit));
    },

    /**
     * Read-modify-write of the whole profile under the same guarantees as `edit` (row lock on PostgreSQL, a
     * write conditional on the version, re-applied after a lost race). `alongside` runs in the same
     * transaction after the write, so another module's change lands with the profile's or not at all
     * (docs/decisions/027: bootstrapping and onboarding set the candidate's flags with it).
     */
    async change(
      tenantId: string,
      candidateId: string,
      apply: (current: CandidateProfile) => CandidateProfileInput,
      alongside?: (trx: Kysely<Database>) => Promise<void>,
    ): Promise<CandidateProfile> {
      const lock = dbKind(db) === 'postgres';
      // A profile row of this tenant and candidate proves the candidate is the tenant's (rows are only created
      // after that check, and go with the candidate): the check costs a query only for a first profile. It
      // runs outside the transaction, since SQLite's one connection is the transaction's while it is open.
      let candidateChecked = false;
      for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt++) {
        const saved = await db.transaction().execute(async (trx) => {
          const tx = createProfileRepository(trx);
          const row = await tx.findForUpdate(tenantId, candidateId, lock);
          if (!row && !candidateChecked) return NOT_CHECKED;
          const current = row ? fromRow(row) : EMPTY_PROFILE;
          const next = validate(apply(current), 'UNPROCESSABLE');
          const write = toRow(tenantId, candidateId, next);
          const written = row ? await tx.updateAt(write, row.version) : await tx.insertNew(write);
          if (!written) return null;
          await alongside?.(trx);
          return next;
        });
        if (saved === NOT_CHECKED) {
          await requireCandidate(tenantId, candidateId);
          candidateChecked = true;
          attempt--;
          continue;
        }
        if (saved) return saved;
      }
      throw new AppError('CONFLICT', 'The profile is being changed elsewhere. Please try again.');
    },

    /** The completion score and the missing pieces, given how many resumes the candidate has. */
    async completion(tenantId: string, candidateId: string, resumeCount: number): Promise<ProfileCompletion> {
      return profileCompletion(await this.get(tenantId, candidateId), resumeCount);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
