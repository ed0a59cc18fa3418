import { randomUUID } from 'node:crypto';
import {
  type AdminReferral,
  type CandidateReferral,
  type CreateReferralRequest,
  createReferralRequestSchema,
  isPositionOpen,
  jobPath,
  matchLocale,
  privateJobPath,
  REFERRAL_TOKEN_PARAM,
} from '@portico/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { CandidateRow, Database, ReferralTable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { tenantLink } from '../../lib/origin.js';
import { zodFields } from '../../lib/zod-fields.js';
import type { ApplicationHook } from '../applications/applications.service.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import { createCandidatesService, normalizeEmail } from '../candidates/candidates.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { PositionsService } from '../positions/positions.service.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { referralMail } from './referral-mail.js';
import { createReferralsRepository } from './referrals.repository.js';

export const REFERRAL_MESSAGES = {
  noPosition: 'No job with this id.',
  closed: 'This job no longer takes applications, so nobody can be referred to it.',
  duplicate: 'This person has already been referred for this job.',
} as const;

function adminReferral(row: Selectable<ReferralTable>): AdminReferral {
  return {
    id: row.id,
    position_id: Number(row.position_id),
    referrer_name: row.referrer_name,
    referrer_email: row.referrer_email,
    candidate_email: row.candidate_email,
    note: row.note,
    created_at: row.created_at,
    created_by_email: row.created_by_email,
    applied_at: row.applied_at,
  };
}

/**
 * Referrals (docs/decisions/054). The staff record that someone put a person forward for an open job; the person
 * is mailed the job's link with a `referral_token` (only its SHA-256 is kept). The candidate's dashboard lists
 * the referrals addressed to their address once it is proven (a referral names an address, and only its owner
 * may read what was said about them). An application records the referral it answers: by the link's token, or
 * for an applicant with a proven address, any referral of that job to that address.
 */
export function createReferralsService(
  db: Kysely<Database>,
  deps: {
    now: () => Date;
    mail: MailService;
    audit: AuditService;
    positions: Pick<PositionsService, 'findById' | 'privateToken'>;
    siteUrl: (tenant: Tenant) => string;
  },
) {
  const { now } = deps;
  const repo = createReferralsRepository(db);

  /** Records a new application on the referral it answers, in the application's transaction. */
  const onApplication: ApplicationHook = async (trx, made) => {
    const candidate = await createCandidatesService(trx, { now }).findById(made.tenant.id, made.candidateId);
    if (!candidate) return;
    const token = made.source[REFERRAL_TOKEN_PARAM];
    // Without the link's token, only an address its owner proved may claim a referral addressed to it.
    if (!token && candidate.email_verified_at === null) return;
    await createReferralsRepository(trx).markApplied(
      made.tenant.id,
      made.positionId,
      normalizeEmail(candidate.email),
      token ? sha256(token) : null,
      made.applicationId,
      made.at,
    );
  };

  return {
    onApplication,

    /**
     * Records a referral to an open, published job of the tenant and mails the person its link. Bad input is a
     * 400 with field errors; an unknown job a 404; a closed one or a second referral of the same address to the
     * same job a 409. The row and its audit row are written in one transaction; the mail goes after it.
     */
    async create(
      tenant: Tenant,
      actor: NonNullable<AuditActor>,
      positionId: number,
      input: CreateReferralRequest,
    ): Promise<AdminReferral> {
      const parsed = createReferralRequestSchema.safeParse(input);
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', undefined, { fields: zodFields(parsed.error, 'referral') });
      const req = parsed.data;
      const position = await deps.positions.findById(tenant.id, positionId);
      if (!position) throw new AppError('NOT_FOUND', REFERRAL_MESSAGES.noPosition);
      if (position.publishedAt === null || !isPositionOpen(position, now()))
        throw new AppError('CONFLICT', REFERRAL_MESSAGES.closed);
      const email = normalizeEmail(req.candidate_email);
      const token = randomToken(32);
      const row = {
        id: randomUUID(),
        tenant_id: tenant.id,
        position_id: position.id,
        candidate_email: email,
        token_hash: sha256(token),
        referrer_name: req.referrer_name,
        referrer_email: normalizeEmail(req.referrer_email),
        note: req.note,
        created_by: actor.id,
        created_by_email: actor.email,
        created_at: now().toISOString(),
        application_id: null,
        applied_at: null,
      };
      await db.transaction().execute(async (trx) => {
        const tx = createReferralsRepository(trx);
        if ((await tx.forPosition(tenant.id, position.id)).some((r) => r.candidate_email === email))
          throw new AppError('CONFLICT', REFERRAL_MESSAGES.duplicate);
        await tx.insert(row);
        await deps.audit.record(trx, tenant.id, actor, {
          action: 'referral.create',
          targetType: 'position',
          targetId: String(position.id),
          before: null,
          // The referred address stays on the referral only, never in the audit trail: deleting the account
          // deletes the referrals addressed to it, and nothing of the address may outlive it (the account
          // deletion's test searches every table for it). The referral's id links the two while it exists.
          after: { referral: row.id, referrer_email: row.referrer_email },
        });
      });
      const account = await createCandidatesService(db, { now }).findByEmail(tenant.id, email);
      const language =
        matchLocale(account?.preferred_language ?? undefined) ?? tenant.config.defaultLanguage ?? 'en';
      const path = position.isPrivate
        ? privateJobPath(position.id, await deps.positions.privateToken(tenant.id, position.id))
        : jobPath(position);
      const [pathname, query = ''] = path.split('?');
      const params = Object.fromEntries(new URLSearchParams(query));
      const link = tenantLink(deps.siteUrl(tenant), tenant, pathname ?? path, {
        ...params,
        [REFERRAL_TOKEN_PARAM]: token,
      });
      await deps.mail.send({
        tenantId: tenant.id,
        to: email,
        ...referralMail(language, {
          company: tenant.name,
          job: position.title,
          referrer: req.referrer_name,
          note: req.note,
          link,
        }),
      });
      return adminReferral(row);
    },

    /** A job's referrals for the staff, newest first; an unknown job is a 404. */
    async forPosition(tenantId: string, positionId: number): Promise<AdminReferral[]> {
      if (!(await deps.positions.findById(tenantId, positionId)))
        throw new AppError('NOT_FOUND', REFERRAL_MESSAGES.noPosition);
      return (await repo.forPosition(tenantId, positionId)).map(adminReferral);
    },

    /** The referrals addressed to the candidate's address, once it is proven; newest first. */
    async forCandidate(
      tenantId: string,
      candidate: Pick<CandidateRow, 'id' | 'email' | 'email_verified_at'>,
    ): Promise<CandidateReferral[]> {
      if (candidate.email_verified_at === null) return [];
      const at = now();
      const rows = await repo.forAddress(tenantId, normalizeEmail(candidate.email), candidate.id);
      return rows.map((r) => ({
        id: r.id,
        position_id: Number(r.position_id),
        title: r.title,
        open:
          r.published_at !== null &&
          isPositionOpen({ archivedAt: r.archived_at, validThrough: r.valid_through }, at),
        referrer_name: r.referrer_name,
        note: r.note,
        created_at: r.created_at,
        applied: r.application_id !== null,
      }));
    },

    /** An account deletion's transaction: what the staff recorded about the address goes with it. */
    async eraseFor(trx: Kysely<Database>, tenantId: string, candidateId: string): Promise<void> {
      const candidate = await createCandidatesService(trx, { now }).findById(tenantId, candidateId);
      if (candidate)
        await createReferralsRepository(trx).deleteForAddress(tenantId, normalizeEmail(candidate.email));
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
