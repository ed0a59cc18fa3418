import { randomUUID } from 'node:crypto';
import { isLocale, type SessionUser, type StaffRole } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { CandidateRow, CandidateUpdate, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { createCandidatesRepository } from './candidates.repository.js';

export interface CandidatePatch {
  /** The account's place on the tenant's staff; null makes it a candidate only (docs/decisions/039). */
  staffRole?: StaffRole | null;
  isOnboarded?: boolean;
  isBootstrapped?: boolean;
  tosAttestedAt?: string | null;
  preferredLanguage?: string | null;
  fullName?: string;
}

/** Whether mail about the candidate's applications and offers may go to their address (docs/decisions/033). */
export function isEmailVerified(row: Pick<CandidateRow, 'email_verified_at'>): boolean {
  return row.email_verified_at !== null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The candidate as the browser sees it (no hash, no internal flags). */
export function toSessionUser(row: CandidateRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    isAdmin: row.staff_role === 'admin',
    staffRole: row.staff_role,
    preferredLanguage: isLocale(row.preferred_language) ? row.preferred_language : null,
  };
}

/**
 * Candidate accounts. Passwords arrive here already hashed: hashing and verification belong to the auth
 * service. Accepts a transaction as `db` so other services can compose it into theirs.
 */
export function createCandidatesService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const repo = createCandidatesRepository(db);
  return {
    async create(input: {
      tenantId: string;
      email: string;
      passwordHash: string;
      fullName: string;
      preferredLanguage?: string | null;
      /** Only where the address is proven already (tests' and the seed's established accounts). */
      emailVerified?: boolean;
    }): Promise<CandidateRow> {
      const stamp = now().toISOString();
      const id = randomUUID();
      try {
        await repo.insert({
          id,
          tenant_id: input.tenantId,
          email: normalizeEmail(input.email),
          password_hash: input.passwordHash,
          full_name: input.fullName.trim(),
          preferred_language: input.preferredLanguage ?? null,
          staff_role: null,
          is_onboarded: 0,
          is_bootstrapped: 0,
          tos_attested_at: null,
          email_verified_at: input.emailVerified ? stamp : null,
          created_at: stamp,
          updated_at: stamp,
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('EMAIL_TAKEN', undefined, {
            fields: { email: 'An account with this email already exists.' },
          });
        throw error;
      }
      return (await repo.findById(input.tenantId, id))!;
    },

    async findById(tenantId: string, id: string): Promise<CandidateRow | null> {
      return (await repo.findById(tenantId, id)) ?? null;
    },

    async findByEmail(tenantId: string, email: string): Promise<CandidateRow | null> {
      return (await repo.findByEmail(tenantId, normalizeEmail(email))) ?? null;
    },

    async update(tenantId: string, candidateId: string, patch: CandidatePatch): Promise<CandidateRow> {
      const set: CandidateUpdate = { updated_at: now().toISOString() };
      if (patch.staffRole !== undefined) set.staff_role = patch.staffRole;
      if (patch.isOnboarded !== undefined) set.is_onboarded = patch.isOnboarded ? 1 : 0;
      if (patch.isBootstrapped !== undefined) set.is_bootstrapped = patch.isBootstrapped ? 1 : 0;
      if (patch.tosAttestedAt !== undefined) set.tos_attested_at = patch.tosAttestedAt;
      if (patch.preferredLanguage !== undefined) set.preferred_language = patch.preferredLanguage;
      if (patch.fullName !== undefined) set.full_name = patch.fullName.trim();
      if (!(await repo.update(tenantId, candidateId, set)))
        throw new AppError('NOT_FOUND', 'Candidate not found.');
      return (await repo.findById(tenantId, candidateId))!;
    },

    /**
     * Marks the candidate onboarded once: false when they already were, so a repeated onboarding (a retry, a
     * second tab) can tell that it has nothing to write (docs/decisions/027).
     */
    async markOnboarded(tenantId: string, candidateId: string): Promise<boolean> {
      return repo.markOnboarded(tenantId, candidateId, now().toISOString());
    },

    /**
     * The owner of the address proved it (a confirmation, reset or set-password link reached them). Until then
     * mail about applications and offers is not sent to the address (docs/decisions/033).
     */
    markEmailVerified(tenantId: string, candidateId: string): Promise<void> {
      return repo.markEmailVerified(tenantId, candidateId, now().toISOString());
    },

    async setPasswordHash(tenantId: string, candidateId: string, passwordHash: string): Promise<void> {
      const ok = await repo.update(tenantId, candidateId, {
        password_hash: passwordHash,
        updated_at: now().toISOString(),
      });
      if (!ok) throw new AppError('NOT_FOUND', 'Candidate not found.');
    },

    /** Deletes the candidate; sessions, reset tokens and later candidate data go with it by cascade. */
    async delete(tenantId: string, candidateId: string): Promise<boolean> {
      return repo.delete(tenantId, candidateId);
    },
  };
}
export type CandidatesService = ReturnType<typeof createCandidatesService>;
