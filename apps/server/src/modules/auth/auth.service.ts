import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { CandidateRow, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { tenantLink } from '../../lib/origin.js';
import {
  createCandidatesService,
  isEmailVerified,
  normalizeEmail,
} from '../candidates/candidates.service.js';
import type { MailService } from '../mail/mail.service.js';
import { createSessionsService } from '../sessions/sessions.service.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { signUpAttemptMail, verificationMail } from './account-mails.js';
import { createEmailVerificationsRepository } from './email-verifications.repository.js';
import { checkPassword } from './password-policy.js';
import { createPasswordResetsRepository } from './password-resets.repository.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';

export interface AuthServiceDeps {
  db: Kysely<Database>;
  mail: MailService;
  now?: () => Date;
  log: { info(obj: object, msg: string): void };
  /**
   * Whether the link of a reset mail kept in the outbox (no SMTP) goes to the log. In development and tests it
   * is the only way to finish a reset; in production (NODE_ENV=production) it never does: a reset link is
   * the account's password until it expires, and logs are kept longer and read by more people than a mailbox.
   */
  logResetLinks: boolean;
}

/**
 * Erases a candidate's data that the database does not delete with the candidate row (no foreign key names
 * them), inside the account deletion's transaction; modules register theirs when the services are made.
 */
export type AccountEraser = (trx: Kysely<Database>, tenantId: string, candidateId: string) => Promise<void>;

/**
 * Runs when an account with a proven address signs in, or proves its address: what waited for the owner of
 * the address (a staff invitation) becomes theirs. Modules register theirs when the services are made.
 */
export type ProvenAccountHook = (tenantId: string, candidate: CandidateRow) => Promise<void>;

function assertLoginEnabled(tenant: Tenant): void {
  if (!tenant.config.loginSignupConfig.candidateLoginEnabled) throw new AppError('LOGIN_DISABLED');
}

function assertStrong(password: string, email: string, field: string): void {
  const verdict = checkPassword(password, email);
  if (!verdict.ok)
    throw new AppError('WEAK_PASSWORD', verdict.reason, { fields: { [field]: verdict.reason! } });
}

/** The link of a reset mail: /careers/reset-password on the public origin, naming the tenant. */
export function resetLink(origin: string, tenant: Tenant, token: string): string {
  return tenantLink(origin, tenant, '/careers/reset-password', { token });
}

/** The link of a sign-up's confirmation mail: /careers/verify-email on the public origin, naming the tenant. */
export function verifyLink(origin: string, tenant: Tenant, token: string): string {
  return tenantLink(origin, tenant, '/careers/verify-email', { token });
}

/** How long the "set your password" link of an account made by applying stays valid. */
export const PASSWORD_SET_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, mail, log } = deps;
  const now = deps.now ?? (() => new Date());
  const candidates = createCandidatesService(db, { now });
  const erasers: AccountEraser[] = [];
  const provenHooks: ProvenAccountHook[] = [];

  /** Runs the hooks and answers the account as they left it. */
  async function afterProven(tenantId: string, candidate: CandidateRow): Promise<CandidateRow> {
    if (provenHooks.length === 0 || !isEmailVerified(candidate)) return candidate;
    for (const hook of provenHooks) await hook(tenantId, candidate);
    return (await candidates.findById(tenantId, candidate.id)) ?? candidate;
  }

  /**
   * A link mailed to the candidate's address was used, so the address is theirs: it counts as verified from now
   * on, and the mail held for it (applications, offers) goes out.
   */
  async function addressProven(tenantId: string, candidate: CandidateRow): Promise<void> {
    await candidates.markEmailVerified(tenantId, candidate.id);
    await mail.releaseHeld(tenantId, candidate);
    await afterProven(tenantId, {
      ...candidate,
      email_verified_at: candidate.email_verified_at ?? now().toISOString(),
    });
  }

  /** A new confirmation link for an unverified account; older links stop working. */
  async function sendVerification(tenant: Tenant, candidate: CandidateRow, origin: string): Promise<void> {
    const token = randomToken(32);
    const t = now();
    await db.transaction().execute(async (trx) => {
      const links = createEmailVerificationsRepository(trx);
      await links.invalidateForCandidate(tenant.id, candidate.id, t.toISOString());
      await links.insert({
        token_hash: sha256(token),
        tenant_id: tenant.id,
        candidate_id: candidate.id,
        created_at: t.toISOString(),
        expires_at: new Date(t.getTime() + EMAIL_VERIFICATION_TTL_MS).toISOString(),
        used_at: null,
      });
    });
    const link = verifyLink(origin, tenant, token);
    await mail.send({
      tenantId: tenant.id,
      to: candidate.email,
      ...verificationMail(tenant, candidate, link),
    });
  }

  /** A sign-up for an address that has an account: a new link while unverified, else a note to the owner. */
  async function mailExisting(tenant: Tenant, candidate: CandidateRow, origin: string): Promise<void> {
    if (!isEmailVerified(candidate)) return sendVerification(tenant, candidate, origin);
    await mail.send({
      tenantId: tenant.id,
      to: candidate.email,
      ...signUpAttemptMail(tenant, candidate, tenantLink(origin, tenant, '/careers/login')),
    });
  }

  return {
    /**
     * A sign-up (docs/decisions/033). The caller answers the same whatever happens here, so nobody learns
     * whether the address has an account; what differs goes by mail to the address, where only its owner reads
     * it. A new address gets an unverified account and a confirmation link; an address whose account is still
     * unverified gets a fresh link (its password stays); a verified one gets "someone tried to sign up with your
     * address". Returns the new account, or null when the address had one.
     */
    async signUp(
      tenant: Tenant,
      input: { email: string; password: string; fullName: string },
      origin: string,
    ): Promise<CandidateRow | null> {
      assertLoginEnabled(tenant);
      const email = normalizeEmail(input.email);
      assertStrong(input.password, email, 'password');
      const existing = await candidates.findByEmail(tenant.id, email);
      if (existing) {
        // The hash a new account costs, so the time taken does not tell the two cases apart either.
        await burnPasswordCheck(input.password);
        await mailExisting(tenant, existing, origin);
        return null;
      }
      let created: CandidateRow;
      try {
        created = await candidates.create({
          tenantId: tenant.id,
          email,
          passwordHash: await hashPassword(input.password),
          fullName: input.fullName,
        });
      } catch (error) {
        // Two sign-ups raced past the check above: the unique index decided; answer as for an existing one.
        if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
        const winner = await candidates.findByEmail(tenant.id, email);
        if (winner) await mailExisting(tenant, winner, origin);
        return null;
      }
      await sendVerification(tenant, created, origin);
      return created;
    },

    /**
     * The confirmation link of a sign-up mail: consumes the token once and marks the address verified. Does not
     * sign anybody in (a mail scanner may open links too); the page offers the sign-in.
     */
    async verifyEmail(tenant: Tenant, token: string): Promise<CandidateRow> {
      const candidateId = await createEmailVerificationsRepository(db).consume(
        tenant.id,
        sha256(token),
        now().toISOString(),
      );
      const candidate = candidateId ? await candidates.findById(tenant.id, candidateId) : null;
      if (!candidate) throw new AppError('VERIFY_TOKEN_INVALID');
      await addressProven(tenant.id, candidate);
      return candidate;
    },

    /** Same answer and similar time for an unknown email and a wrong password. */
    async logIn(tenant: Tenant, input: { email: string; password: string }): Promise<CandidateRow> {
      assertLoginEnabled(tenant);
      const candidate = await candidates.findByEmail(tenant.id, input.email);
      if (!candidate) {
        await burnPasswordCheck(input.password);
        throw new AppError('INVALID_CREDENTIALS', 'Incorrect email or password.');
      }
      if (!(await verifyPassword(candidate.password_hash, input.password))) {
        throw new AppError('INVALID_CREDENTIALS', 'Incorrect email or password.');
      }
      return afterProven(tenant.id, candidate);
    },

    addProvenAccountHook(hook: ProvenAccountHook): void {
      provenHooks.push(hook);
    },

    addressProven,

    verifyPassword(candidate: CandidateRow, password: string): Promise<boolean> {
      return verifyPassword(candidate.password_hash, password);
    },

    /**
     * Sends a reset link when the email has an account. Callers answer the same either way, so the
     * endpoint does not tell who has an account.
     */
    async requestPasswordReset(tenant: Tenant, email: string, origin: string): Promise<void> {
      if (!tenant.config.loginSignupConfig.candidateLoginEnabled) return;
      const candidate = await candidates.findByEmail(tenant.id, email);
      if (!candidate) return;
      const token = randomToken(32);
      const t = now();
      await db.transaction().execute(async (trx) => {
        const resets = createPasswordResetsRepository(trx);
        await resets.invalidateForCandidate(tenant.id, candidate.id, t.toISOString());
        await resets.insert({
          token_hash: sha256(token),
          tenant_id: tenant.id,
          candidate_id: candidate.id,
          created_at: t.toISOString(),
          expires_at: new Date(t.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
          used_at: null,
        });
      });
      const link = resetLink(origin, tenant, token);
      const minutes = Math.round(PASSWORD_RESET_TTL_MS / 60_000);
      await mail.send({
        tenantId: tenant.id,
        to: candidate.email,
        subject: `Reset your ${tenant.name} careers password`,
        text: [
          `Hello ${candidate.full_name},`,
          '',
          `Someone asked to reset the password of your ${tenant.name} careers account.`,
          `Open this link within ${minutes} minutes to choose a new password:`,
          '',
          link,
          '',
          'If you did not ask for this, you can ignore this email; your password stays the same.',
        ].join('\n'),
      });
      if (mail.mode === 'outbox') {
        // No SMTP configured: outside production the link is the only way to finish the reset, so it goes
        // to the log (see logResetLinks).
        log.info(
          {
            tenant: tenant.domain,
            to: candidate.email,
            ...(deps.logResetLinks ? { resetLink: link } : {}),
          },
          'Password reset mail kept in the outbox',
        );
      }
    },

    /**
     * For an account made by applying: a link that lets the owner of the address choose the first password
     * (the reset flow, with a week to use it). Runs in the caller's transaction.
     */
    async passwordSetLink(
      trx: Kysely<Database>,
      tenant: Tenant,
      candidateId: string,
      origin: string,
    ): Promise<string> {
      const token = randomToken(32);
      const t = now();
      await createPasswordResetsRepository(trx).insert({
        token_hash: sha256(token),
        tenant_id: tenant.id,
        candidate_id: candidateId,
        created_at: t.toISOString(),
        expires_at: new Date(t.getTime() + PASSWORD_SET_TTL_MS).toISOString(),
        used_at: null,
      });
      return resetLink(origin, tenant, token);
    },

    /**
     * Consumes the token once, sets the password and ends every session of the candidate. The link reached the
     * address, so the address counts as verified from now on (docs/decisions/033).
     */
    async resetPassword(tenant: Tenant, token: string, password: string): Promise<CandidateRow> {
      const tokenHash = sha256(token);
      const t = now().toISOString();
      const pending = await createPasswordResetsRepository(db).findUsable(tenant.id, tokenHash, t);
      if (!pending) throw new AppError('RESET_TOKEN_INVALID');
      const candidate = await candidates.findById(tenant.id, pending.candidate_id);
      if (!candidate) throw new AppError('RESET_TOKEN_INVALID');
      assertStrong(password, candidate.email, 'password');
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        if (!(await createPasswordResetsRepository(trx).consume(tokenHash, t)))
          throw new AppError('RESET_TOKEN_INVALID');
        await createCandidatesService(trx, { now }).setPasswordHash(tenant.id, candidate.id, passwordHash);
        await createSessionsService(trx, { now }).endAllForCandidate(tenant.id, candidate.id);
      });
      await addressProven(tenant.id, candidate);
      return candidate;
    },

    /** Verifies the current password, sets the new one and ends every other session. */
    async changePassword(
      tenant: Tenant,
      candidate: CandidateRow,
      input: { currentPassword: string; newPassword: string; keepSessionId: string | null },
    ): Promise<void> {
      if (!(await verifyPassword(candidate.password_hash, input.currentPassword))) {
        throw new AppError('VALIDATION_FAILED', 'The current password is incorrect.', {
          fields: { current_password: 'The current password is incorrect.' },
        });
      }
      assertStrong(input.newPassword, candidate.email, 'new_password');
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction().execute(async (trx) => {
        await createCandidatesService(trx, { now }).setPasswordHash(tenant.id, candidate.id, passwordHash);
        await createSessionsService(trx, { now }).endAllForCandidate(
          tenant.id,
          candidate.id,
          input.keepSessionId ?? undefined,
        );
        await createPasswordResetsRepository(trx).invalidateForCandidate(
          tenant.id,
          candidate.id,
          now().toISOString(),
        );
      });
    },

    /** After re-entering the password: removes the candidate and everything that belongs to them. */
    async deleteAccount(tenant: Tenant, candidate: CandidateRow, password: string): Promise<void> {
      if (!(await verifyPassword(candidate.password_hash, password))) {
        throw new AppError('VALIDATION_FAILED', 'The password is incorrect.', {
          fields: { password: 'The password is incorrect.' },
        });
      }
      await db.transaction().execute(async (trx) => {
        for (const erase of erasers) await erase(trx, tenant.id, candidate.id);
        // Sessions, reset tokens and candidate-owned rows cascade; page views keep no link (set null).
        await createCandidatesService(trx, { now }).delete(tenant.id, candidate.id);
      });
      await mail.forget(tenant.id, candidate.email);
    },

    /** Adds a module's eraser to every account deletion (see AccountEraser). */
    addAccountEraser(erase: AccountEraser): void {
      erasers.push(erase);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
