import { randomUUID } from 'node:crypto';
import {
  type CandidateProfile,
  type ParsedResume,
  type PositionLocation,
  parsedResumeSchema,
  RESUME_CONFIDENCE_THRESHOLD,
  RESUME_MAX_BYTES,
  type ResumeKind,
  type ResumeSummary,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/crypto.js';
import { sanitizePdf, UnreadablePdfError } from '../../lib/pdf-sanitize.js';
import { findPlace } from '../../search/gazetteer.js';
import type { ProfileService } from '../profile/profile.service.js';
import { parseResume } from './resume-parser.js';
import { createResumeTextReader } from './resume-reader.js';
import { UnsupportedResumeError } from './resume-text.js';
import { createResumesRepository, type ResumeRow } from './resumes.repository.js';

/** A visitor's upload that no application claimed within a day is removed. */
const UNCLAIMED_TTL_MS = 24 * 60 * 60 * 1000;

export const RESUME_MESSAGES = {
  tooLarge: 'The resume must be 5 MB or smaller.',
  type: 'This file is not a resume we can read. Upload a PDF, a Word document (.docx) or a plain text file.',
  empty: 'This file is empty.',
  unreadable: 'This file could not be read. It may be damaged or protected by a password.',
} as const;

function summaryOf(row: Pick<ResumeRow, 'id' | 'file_name' | 'kind' | 'size' | 'created_at'>): ResumeSummary {
  return {
    id: row.id,
    fileName: row.file_name,
    kind: row.kind as ResumeKind,
    size: row.size,
    uploadedAt: row.created_at,
  };
}

const sure = <T>(field: { value: T; confidence: number } | null | undefined): T | null =>
  field && field.confidence >= RESUME_CONFIDENCE_THRESHOLD ? field.value : null;

/**
 * Fills only the profile's empty parts from a resume: what the candidate wrote stays. Only fields the parser
 * is sure of go in, so a guess never becomes profile fact without the candidate's eye on it.
 */
export function profileFromResume(profile: CandidateProfile, parsed: ParsedResume): CandidateProfile | null {
  const next: CandidateProfile = { ...profile };
  let changed = false;
  const location = sure(parsed.location);
  if (!next.location && location) {
    next.location = location;
    changed = true;
  }
  const phone = sure(parsed.phone);
  if (!next.phone && phone && /^\+?[0-9 ()./-]{5,40}$/.test(phone)) {
    next.phone = phone;
    changed = true;
  }
  if (next.skills.length === 0) {
    const skills = parsed.skills
      .filter((s) => s.confidence >= RESUME_CONFIDENCE_THRESHOLD)
      .map((s) => s.value);
    if (skills.length > 0) {
      next.skills = skills.slice(0, 100);
      changed = true;
    }
  }
  if (next.experience.length === 0) {
    const jobs = parsed.experience
      .filter((e) => e.title.value && e.company.value && e.startDate.value)
      .map((e) => ({
        title: e.title.value.slice(0, 200),
        company: e.company.value.slice(0, 200),
        startDate: e.startDate.value as string,
        endDate: e.current ? null : e.endDate.value,
        description: '',
      }))
      .filter((e) => e.endDate === null || e.endDate >= e.startDate);
    if (jobs.length > 0) {
      next.experience = jobs.slice(0, 50);
      changed = true;
    }
  }
  if (next.education.length === 0) {
    const schools = parsed.education
      .filter((e) => e.school.value)
      .map((e) => ({
        school: e.school.value.slice(0, 200),
        degree: e.degree.value.slice(0, 200),
        field: e.field.value.slice(0, 200),
        startYear: e.startYear.value,
        endYear: e.endYear.value,
      }))
      .filter((e) => e.startYear === null || e.endYear === null || e.endYear >= e.startYear);
    if (schools.length > 0) {
      next.education = schools.slice(0, 20);
      changed = true;
    }
  }
  return changed ? next : null;
}

/**
 * Resumes (docs/decisions/018-resume-reading.md, 020-apply.md): read by their bytes, parsed, stored with what was read, listed for their
 * owner. A visitor's upload has no owner until an application claims it by its unguessable id.
 */
export function createResumesService(
  db: Kysely<Database>,
  deps: { now: () => Date; profiles: ProfileService; skillVocabulary(tenantId: string): Promise<string[]> },
) {
  const { now, profiles } = deps;
  const repo = createResumesRepository(db);
  const reader = createResumeTextReader();

  async function read(bytes: Uint8Array, tenantId: string) {
    if (bytes.byteLength > RESUME_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', RESUME_MESSAGES.tooLarge);
    try {
      const extracted = await reader.read(bytes);
      const skills = await deps.skillVocabulary(tenantId);
      const parsed = parsedResumeSchema.parse(parseResume(extracted, { skills, findPlace, now: now() }));
      return { kind: extracted.kind, parsed };
    } catch (error) {
      if (error instanceof UnsupportedResumeError) {
        if (error.reason === 'too_large') throw new AppError('PAYLOAD_TOO_LARGE', RESUME_MESSAGES.tooLarge);
        // The reader's message names what the file is ("A PNG image is not…") and what to upload instead.
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', error.message || RESUME_MESSAGES[error.reason]);
      }
      throw error;
    }
  }

  /** The PDF to store: `sanitizePdf`'s; one it cannot parse cannot be checked, so it is refused. */
  async function storablePdf(bytes: Uint8Array): Promise<Uint8Array> {
    try {
      return (await sanitizePdf(bytes)).bytes;
    } catch (error) {
      if (error instanceof UnreadablePdfError)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', RESUME_MESSAGES.unreadable);
      throw error;
    }
  }

  return {
    /** Stops the reader's thread (the app's close). */
    close: () => reader.close(),

    /**
     * Reads and stores a resume. For a candidate it joins their list and fills the empty parts of their
     * profile; for a visitor (null) it waits for an application to claim it. Nothing is stored on a refusal.
     */
    async upload(
      tenantId: string,
      candidateId: string | null,
      file: { fileName: string; bytes: Uint8Array },
      opts: { reviewFields?: boolean } = {},
    ): Promise<{ resume: ResumeSummary; parsed: ParsedResume; location: PositionLocation | null }> {
      const { kind, parsed } = await read(file.bytes, tenantId);
      // A PDF is stored without its active content (scripts, actions, embedded files): people open it later.
      const bytes = kind === 'pdf' ? await storablePdf(file.bytes) : file.bytes;
      const t = now();
      const row = {
        id: randomUUID(),
        tenant_id: tenantId,
        candidate_id: candidateId,
        file_name: file.fileName.replace(/[\\/]/g, '_').slice(0, 255),
        kind,
        size: bytes.byteLength,
        sha256: sha256(bytes),
        content: bytes,
        parsed_json: JSON.stringify(parsed),
        created_at: t.toISOString(),
      };
      let location: PositionLocation | null = null;
      if (candidateId === null) {
        await repo.deleteUnclaimedBefore(tenantId, new Date(t.getTime() - UNCLAIMED_TTL_MS).toISOString());
        await repo.insert(row);
      } else {
        await repo.insert(row);
        const profile = await profiles.get(tenantId, candidateId);
        // The bootstrapping page shows the candidate what was read; only what they accept is written.
        const filled = opts.reviewFields ? null : profileFromResume(profile, parsed);
        if (filled) await profiles.save(tenantId, candidateId, filled);
        location = (filled ?? profile).location;
      }
      return { resume: summaryOf(row), parsed, location };
    },

    async list(tenantId: string, candidateId: string): Promise<ResumeSummary[]> {
      return (await repo.listForCandidate(tenantId, candidateId)).map(summaryOf);
    },

    /** The candidate's own resume file (or a visitor's unclaimed upload, by its id); NOT_FOUND otherwise. */
    async file(tenantId: string, candidateId: string | null, id: string) {
      const row = await repo.findOwned(tenantId, candidateId, id);
      if (!row) throw new AppError('NOT_FOUND', 'This resume does not exist.');
      return {
        summary: summaryOf(row),
        content: row.content,
        parsed: JSON.parse(row.parsed_json) as ParsedResume,
      };
    },

    async remove(tenantId: string, candidateId: string, id: string): Promise<void> {
      if (!(await repo.delete(tenantId, candidateId, id)))
        throw new AppError('NOT_FOUND', 'This resume does not exist.');
    },

    /**
     * Inside an application's transaction: the resume a submit names, as the candidate's own. A visitor's
     * upload is claimed for the account; another candidate's resume, or an unknown id, is refused.
     */
    async attach(trx: Kysely<Database>, tenantId: string, candidateId: string, id: string): Promise<void> {
      const tx = createResumesRepository(trx);
      if (await tx.findOwned(tenantId, candidateId, id)) return;
      if (await tx.claim(tenantId, id, candidateId)) return;
      throw new AppError(
        'UNPROCESSABLE',
        'The resume of this application could not be found. Please upload it again.',
        {
          fields: { resume: 'Please upload your resume again.' },
        },
      );
    },

    /**
     * Inside an account deletion's transaction: the visitor uploads that were waiting, unclaimed, in the
     * candidate's pending applications (their resume, though no row names them).
     */
    async removeUnclaimed(trx: Kysely<Database>, tenantId: string, ids: readonly string[]): Promise<void> {
      await createResumesRepository(trx).deleteUnclaimed(tenantId, ids);
    },
  };
}
export type ResumesService = ReturnType<typeof createResumesService>;
