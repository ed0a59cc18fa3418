import { randomUUID } from 'node:crypto';
import {
  APPLY_FIELDS,
  type ApplyFormResponse,
  type ApplyResult,
  type CandidateProfile,
  DEFAULT_PIPELINE_STAGES,
  type DraftApplication,
  type DraftApplicationsResponse,
  INACTIVE_STAGES,
  isPositionOpen,
  type Locale,
  matchLocale,
  type Position,
  type SaveDraftRequest,
  type SourceParams,
  STATUS_OF_STAGE,
  type SubmitApplicationRequest,
  type SubmitApplicationResponse,
  saveDraftRequestSchema,
  submitApplicationRequestSchema,
} from '@portico/contracts';
import { type FormDefinition, formatMessage, validateForm } from '@portico/forms/core';
import type { Kysely } from 'kysely';
import type { CandidateRow, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { tenantLink } from '../../lib/origin.js';
import { broadcast, onBroadcast } from '../../lib/process-broadcast.js';
import { zodFields } from '../../lib/zod-fields.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';
import { hashPassword } from '../auth/passwords.js';
import { createCandidatesService, normalizeEmail } from '../candidates/candidates.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { JobCartService } from '../positions/job-cart.service.js';
import type { PositionsService } from '../positions/positions.service.js';
import type { ProfileService } from '../profile/profile.service.js';
import type { ResumesService } from '../resumes/resumes.service.js';
import type { Tenant } from '../tenants/tenants.service.js';
import {
  type ApplicationFormConfig,
  type ApplicationFormConfigInput,
  applicationFormConfigSchema,
  confidentialFieldNames,
  DEFAULT_APPLICATION_FORM,
  definitionFor,
  extraSectionsFor,
  splitAnswers,
  withoutConfidential,
} from './application-form.js';
import { createApplicationsRepository, type DraftRow } from './applications.repository.js';
import { confirmationMail, confirmPendingMail, setPasswordMail } from './apply-mail.js';

/** A visitor's applications for an address that has an account wait this long for the mailed link. */
export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;
export const SUBMITTED_STATUS = 'Submitted';
/** How long a process keeps a tenant's parsed application form. */
const FORM_CACHE_MS = 30_000;
const FORM_TOPIC = 'application-form';

export const APPLY_MESSAGES = {
  submitted: 'Your application was submitted',
  pending: 'Your application is waiting for you to confirm it from your email',
  alreadyApplied: 'You have already applied to this job',
  closed: 'This position is no longer accepting applications',
  notFound: 'This position does not exist',
  loginRequired: 'Please log in to apply to this job.',
  resumeRequired: 'Please attach your resume.',
  invalid: 'Some answers need your attention.',
} as const;

const RESULT_MESSAGE: Record<ApplyResult, string> = {
  submitted: APPLY_MESSAGES.submitted,
  pending: APPLY_MESSAGES.pending,
  already_applied: APPLY_MESSAGES.alreadyApplied,
  closed: APPLY_MESSAGES.closed,
  not_found: APPLY_MESSAGES.notFound,
};

export interface ApplyContext {
  tenant: Tenant;
  /** The signed-in candidate, or null for a visitor. */
  candidate: CandidateRow | null;
  /** Public origin for links in mail. */
  origin: string;
}

interface PendingPayload {
  position_ids: number[];
  values: Record<string, unknown>;
  resume_id: string | null;
  source: SourceParams;
  /** The private link's token the visitor applied with (null for public jobs). */
  private: string | null;
  language: Locale;
}

/** "Ada Lovelace" as the form's first and last name (a single word is the first name). */
function splitName(fullName: string): { first: string; last: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { first: parts[0] ?? '', last: '' };
  return { first: parts.slice(0, -1).join(' '), last: parts.at(-1) ?? '' };
}

/** YYYY-MM as the toolkit's date-range value stores a day (the month's first). */
const monthDay = (ym: string | null) => (ym ? `${ym}-01` : null);

/** What the site knows about a signed-in candidate, as the application form's answers. */
export function prefillFrom(candidate: CandidateRow, profile: CandidateProfile): Record<string, unknown> {
  const { first, last } = splitName(candidate.full_name);
  const out: Record<string, unknown> = {
    [APPLY_FIELDS.firstName]: first,
    [APPLY_FIELDS.lastName]: last,
    [APPLY_FIELDS.email]: candidate.email,
  };
  if (profile.phone) out[APPLY_FIELDS.phone] = profile.phone.replace(/[^\d+]/g, '');
  if (profile.location)
    out[APPLY_FIELDS.location] = [profile.location.city, profile.location.country].filter(Boolean).join(', ');
  if (profile.skills.length > 0) out[APPLY_FIELDS.skills] = profile.skills;
  if (profile.experience.length > 0)
    out[APPLY_FIELDS.experience] = profile.experience.map((e) => ({
      title: e.title,
      company: e.company,
      dates: {
        startDate: monthDay(e.startDate),
        endDate: monthDay(e.endDate),
        isCurrent: e.endDate === null,
      },
    }));
  if (profile.education.length > 0)
    out[APPLY_FIELDS.education] = profile.education.map((e) => ({
      school: e.school,
      degree: e.degree,
      field: e.field,
      dates: {
        startDate: e.startYear ? `${e.startYear}-01-01` : null,
        endDate: e.endYear ? `${e.endYear}-01-01` : null,
      },
    }));
  return out;
}

function draftOf(
  row: DraftRow & { title: string; archived_at: string | null; valid_through: string | null },
  now: Date,
): DraftApplication {
  return {
    position_id: row.position_id,
    position: {
      title: row.title,
      archived_at: row.archived_at,
      open: isPositionOpen({ archivedAt: row.archived_at, validThrough: row.valid_through }, now),
    },
    version: row.version,
    step: row.step,
    values: JSON.parse(row.values_json) as Record<string, unknown>,
    resume_id: row.resume_id,
    updated_at: row.updated_at,
  };
}

/**
 * Applying (docs/decisions/020-apply.md): the tenant's form for one job or several, versioned drafts, and
 * the submit, which makes every application of one request in one transaction.
 */
export function createApplicationsService(
  db: Kysely<Database>,
  deps: {
    now: () => Date;
    notifications: Pick<NotificationsService, 'transaction' | 'notify'>;
    positions: PositionsService;
    profiles: ProfileService;
    resumes: ResumesService;
    jobCart: JobCartService;
    auth: AuthService;
    mail: MailService;
    audit: AuditService;
  },
) {
  const { now } = deps;
  const repo = createApplicationsRepository(db);

  // Parsed forms per tenant: a submit validates against the form, and parsing it again each time was a tenth
  // of a submit's time. An edit is seen at once by this process and the server's other workers (broadcast);
  // another machine's process sees it within FORM_CACHE_MS.
  const formCache = new Map<string, { config: ApplicationFormConfig; at: number }>();
  // Another worker's save empties this one's entry too (lib/process-broadcast.ts).
  onBroadcast(FORM_TOPIC, (tenantId) => formCache.delete(tenantId));
  function formChanged(tenantId: string): void {
    formCache.delete(tenantId);
    broadcast(FORM_TOPIC, tenantId);
  }
  async function formConfig(tenantId: string): Promise<ApplicationFormConfig> {
    const cached = formCache.get(tenantId);
    if (cached && Date.now() - cached.at < FORM_CACHE_MS) return cached.config;
    const json = await repo.formConfig(tenantId);
    const config = applicationFormConfigSchema.parse(json ? JSON.parse(json) : DEFAULT_APPLICATION_FORM);
    formCache.set(tenantId, { config, at: Date.now() });
    return config;
  }

  /**
   * The positions asked for, in order; a private one only with its link token (docs/decisions/034), another
   * tenant's never. The rest are null, like unknown ids.
   */
  async function positionsOf(tenantId: string, ids: readonly number[], privateToken: string | null) {
    const found = await deps.positions.findReadable(tenantId, ids, privateToken);
    const byId = new Map(found.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  function languageOf(tenant: Tenant, requested: string | undefined, candidate: CandidateRow | null): Locale {
    const supported = new Set<string>(tenant.config.supportedLanguages);
    for (const tag of [requested, candidate?.preferred_language]) {
      const locale = matchLocale(tag);
      if (locale && supported.has(locale)) return locale;
    }
    return tenant.config.defaultLanguage;
  }

  /** Every rule of the form, for each position that will get an application: name -> message. */
  function validate(
    config: ApplicationFormConfig,
    definitions: readonly FormDefinition[],
    values: Record<string, unknown>,
    resumeId: string | null,
  ): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const definition of definitions) {
      const errors = validateForm(definition, values, { now: now() });
      for (const [name, msg] of Object.entries(errors)) fields[name] ??= formatMessage(msg);
    }
    if (config.resumeRequired && !resumeId) fields.resume = APPLY_MESSAGES.resumeRequired;
    return fields;
  }

  /**
   * In one transaction: for each open position, the application (unless one exists: the unique index and
   * `on conflict do nothing` settle a race between two tabs), its first stage row, the closed draft.
   */
  async function createApplications(
    trx: Kysely<Database>,
    tenant: Tenant,
    candidateId: string,
    targets: readonly { position: Position; definition: FormDefinition }[],
    input: Pick<PendingPayload, 'values' | 'resume_id' | 'source' | 'language'>,
  ): Promise<Map<number, { result: ApplyResult; id?: string }>> {
    const tx = createApplicationsRepository(trx);
    const out = new Map<number, { result: ApplyResult; id?: string }>();
    if (targets.length === 0) return out;
    if (input.resume_id) await deps.resumes.attach(trx, tenant.id, candidateId, input.resume_id);
    const at = now().toISOString();
    const firstStage = DEFAULT_PIPELINE_STAGES[0];
    for (const { position, definition } of targets) {
      const { answers, confidential } = splitAnswers(definition, input.values);
      const id = randomUUID();
      const inserted = await trx
        .insertInto('applications')
        .values({
          id,
          tenant_id: tenant.id,
          candidate_id: candidateId,
          position_id: position.id,
          position_title: position.title,
          status: SUBMITTED_STATUS,
          stage: firstStage,
          answers_json: JSON.stringify(answers),
          self_id_json: Object.keys(confidential).length > 0 ? JSON.stringify(confidential) : null,
          resume_id: input.resume_id,
          source_json: JSON.stringify(input.source),
          language: input.language,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'candidate_id', 'position_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        out.set(position.id, { result: 'already_applied' });
        continue;
      }
      await tx.insertStage({
        tenant_id: tenant.id,
        application_id: id,
        stage: firstStage,
        status: SUBMITTED_STATUS,
        actor_id: candidateId,
        at,
      });
      // In the center (docs/decisions/051), in this transaction: no application, no notification.
      await deps.notifications.notify(trx, {
        tenantId: tenant.id,
        candidateId,
        kind: 'application_submitted',
        params: { jobTitle: position.title },
        targetPath: '/careers/applications',
        dedupeKey: `application_submitted:${id}`,
        // The confirmation mail goes after the commit (`confirmationMail`).
        producerMails: true,
      });
      out.set(position.id, { result: 'submitted', id });
    }
    await tx.deleteDrafts(
      tenant.id,
      candidateId,
      [...out].filter(([, r]) => r.result === 'submitted').map(([pid]) => pid),
    );
    return out;
  }

  /** Sorts the asked positions into those to apply to and the results already known (closed, unknown, applied). */
  async function plan(
    tenant: Tenant,
    candidateId: string | null,
    config: ApplicationFormConfig,
    ids: readonly number[],
    privateToken: string | null,
    language: Locale,
  ) {
    const positions = await positionsOf(tenant.id, ids, privateToken);
    const applied = candidateId
      ? await repo.appliedPositionIds(tenant.id, candidateId, ids)
      : new Set<number>();
    const known = new Map<number, ApplyResult>();
    const targets: { position: Position; definition: FormDefinition }[] = [];
    const t = now();
    ids.forEach((id, i) => {
      const p = positions[i];
      if (!p) known.set(id, 'not_found');
      else if (applied.has(id)) known.set(id, 'already_applied');
      else if (!isPositionOpen(p, t)) known.set(id, 'closed');
      else
        targets.push({
          position: p,
          definition: definitionFor(config, extraSectionsFor(config, p, language)),
        });
    });
    return { positions, known, targets };
  }

  /** One position asked for: its outcome is the answer's status, as a client retrying a submit expects. */
  function throwForSingle(result: ApplyResult): void {
    if (result === 'not_found') throw new AppError('NOT_FOUND', APPLY_MESSAGES.notFound);
    if (result === 'closed') throw new AppError('POSITION_CLOSED', APPLY_MESSAGES.closed);
    if (result === 'already_applied') throw new AppError('ALREADY_APPLIED', APPLY_MESSAGES.alreadyApplied);
  }

  function titleOf(positions: readonly (Position | null)[], ids: readonly number[], id: number): string {
    return positions[ids.indexOf(id)]?.title ?? '';
  }

  return {
    formConfig,

    /** Replaces the tenant's form after checking it (the demo seed, tests): no version, no audit row. */
    async setFormConfig(tenantId: string, input: ApplicationFormConfigInput): Promise<void> {
      const parsed = applicationFormConfigSchema.safeParse(input);
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'The form is invalid.');
      await repo.upsertFormConfig(tenantId, JSON.stringify(parsed.data), now().toISOString());
      formChanged(tenantId);
    },

    /** The stored form as JSON and its version (null while the tenant has the built-in form). */
    async storedForm(tenantId: string): Promise<{ version: string | null; form: Record<string, unknown> }> {
      const row = await repo.formRow(tenantId);
      return row
        ? { version: row.updated_at, form: JSON.parse(row.config_json) as Record<string, unknown> }
        : { version: null, form: applicationFormConfigSchema.parse(DEFAULT_APPLICATION_FORM) };
    },

    /**
     * The admin's save of the form (site settings): checked by the form's schema (field errors keyed by their
     * JSON path, nothing saved), only over the version the admin read (409 when someone saved in between; null
     * names the built-in form), audited before and after in the same transaction.
     */
    async saveFormConfig(
      tenantId: string,
      actor: AuditActor,
      input: { version: string | null; form: unknown },
    ): Promise<{ version: string }> {
      const parsed = applicationFormConfigSchema.safeParse(input.form);
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', 'The application form is invalid.', {
          fields: zodFields(parsed.error, 'form'),
          cause: parsed.error,
        });
      const stale = () =>
        new AppError(
          'CONFLICT',
          'Someone saved the application form after you opened it. Reload to see their version; your edits stay here.',
        );
      const version = await db.transaction().execute(async (trx) => {
        const r = createApplicationsRepository(trx);
        const row = await r.formRow(tenantId);
        if ((row?.updated_at ?? null) !== input.version) throw stale();
        let stamp = now().toISOString();
        if (row && stamp <= row.updated_at) stamp = new Date(Date.parse(row.updated_at) + 1).toISOString();
        const json = JSON.stringify(parsed.data);
        const written = row
          ? await r.updateFormConfigIfVersion(tenantId, json, row.updated_at, stamp)
          : await r.insertFormConfig(tenantId, json, stamp);
        if (!written) throw stale();
        await deps.audit.record(trx, tenantId, actor, {
          action: 'site.application_form',
          targetType: 'application_form',
          targetId: tenantId,
          before: row ? JSON.parse(row.config_json) : null,
          after: parsed.data,
        });
        return stamp;
      });
      formChanged(tenantId);
      return { version };
    },

    async form(
      ctx: ApplyContext,
      query: { pids: number[]; private: string | null; language?: string },
    ): Promise<ApplyFormResponse['data']> {
      const { tenant, candidate } = ctx;
      if (!candidate && !tenant.config.loginSignupConfig.loggedOutApplyEnabled)
        throw new AppError('UNAUTHENTICATED', APPLY_MESSAGES.loginRequired);
      const config = await formConfig(tenant.id);
      const language = languageOf(tenant, query.language, candidate);
      const positions = await positionsOf(tenant.id, query.pids, query.private);
      const applied = candidate
        ? await repo.appliedPositionIds(tenant.id, candidate.id, query.pids)
        : new Set<number>();
      const t = now();
      const found = positions.filter((p): p is Position => p !== null);
      return {
        definition: config.definition,
        resumeRequired: config.resumeRequired,
        confidentialFields: confidentialFieldNames(
          definitionFor(
            config,
            found.flatMap((p) => extraSectionsFor(config, p, language)),
          ),
        ),
        positions: found.map((p) => ({
          id: p.id,
          title: p.title,
          department: p.department,
          locations: p.locations,
          isRemote: p.isRemote,
          isPrivate: p.isPrivate,
          open: isPositionOpen(p, t),
          alreadyApplied: applied.has(p.id),
          extraSections: extraSectionsFor(config, p, language),
        })),
        prefill: candidate ? prefillFrom(candidate, await deps.profiles.get(tenant.id, candidate.id)) : {},
        resumes: candidate ? await deps.resumes.list(tenant.id, candidate.id) : [],
      };
    },

    async drafts(
      tenant: Tenant,
      candidateId: string,
      positionId?: number,
    ): Promise<DraftApplicationsResponse['data']> {
      const t = now();
      const rows = (await repo.listDrafts(tenant.id, candidateId)).filter(
        (r) => positionId === undefined || r.position_id === positionId,
      );
      const drafts = rows.map((r) => draftOf(r, t));
      return {
        openDraftApplications: drafts.filter((d) => d.position.open),
        closedDraftApplications: drafts.filter((d) => !d.position.open),
      };
    },

    /**
     * Saves answers over the version the client last saw. A save from an older version (another tab or
     * device saved since) is refused with DRAFT_CONFLICT and changes nothing.
     */
    async saveDraft(tenant: Tenant, candidateId: string, input: SaveDraftRequest): Promise<DraftApplication> {
      const req = saveDraftRequestSchema.parse(input);
      const [position] = await positionsOf(tenant.id, [req.position_id], req.private);
      if (!position) throw new AppError('NOT_FOUND', APPLY_MESSAGES.notFound);
      if (
        req.resume_id &&
        !(await deps.resumes.list(tenant.id, candidateId)).some((r) => r.id === req.resume_id)
      )
        throw new AppError('NOT_FOUND', 'This resume does not exist.');
      const at = now().toISOString();
      const patch = {
        step: req.step,
        values_json: JSON.stringify(req.values),
        resume_id: req.resume_id,
        updated_at: at,
      };
      const saved =
        req.base_version === 0
          ? await repo.insertDraft({
              tenant_id: tenant.id,
              candidate_id: candidateId,
              position_id: req.position_id,
              version: 1,
              created_at: at,
              ...patch,
            })
          : await repo.updateDraft(tenant.id, candidateId, req.position_id, req.base_version, patch);
      if (!saved) throw new AppError('DRAFT_CONFLICT');
      return {
        position_id: position.id,
        position: {
          title: position.title,
          archived_at: position.archivedAt,
          open: isPositionOpen(position, now()),
        },
        version: req.base_version + 1,
        step: req.step,
        values: req.values,
        resume_id: req.resume_id,
        updated_at: at,
      };
    },

    async deleteDrafts(tenant: Tenant, candidateId: string, positionIds: readonly number[]): Promise<number> {
      return repo.deleteDrafts(tenant.id, candidateId, positionIds);
    },

    /**
     * Submits one application per open position. Bad answers (422) change nothing. A visitor with a new
     * address gets an account and a "set your password" mail; one whose address has an account gets a
     * confirmation link instead, and nothing is applied until it is used (or the owner signs in).
     */
    async submit(
      ctx: ApplyContext,
      input: SubmitApplicationRequest,
    ): Promise<SubmitApplicationResponse['data']> {
      const { tenant, candidate } = ctx;
      const req = submitApplicationRequestSchema.parse(input);
      const ids = [...new Set(req.position_ids)];
      if (!candidate && !tenant.config.loginSignupConfig.loggedOutApplyEnabled)
        throw new AppError('UNAUTHENTICATED', APPLY_MESSAGES.loginRequired);
      const config = await formConfig(tenant.id);
      const language = languageOf(tenant, req.language, candidate);
      const planned = await plan(tenant, candidate?.id ?? null, config, ids, req.private, language);
      if (ids.length === 1 && planned.known.size === 1) throwForSingle(planned.known.get(ids[0] as number)!);

      const fields = validate(
        config,
        planned.targets.length > 0 ? planned.targets.map((t) => t.definition) : [config.definition],
        req.values,
        req.resume_id,
      );
      if (Object.keys(fields).length > 0)
        throw new AppError('UNPROCESSABLE', APPLY_MESSAGES.invalid, { fields });

      const email = candidate
        ? candidate.email
        : normalizeEmail(String(req.values[APPLY_FIELDS.email] ?? ''));
      const payload: PendingPayload = {
        position_ids: planned.targets.map((t) => t.position.id),
        values: req.values,
        resume_id: req.resume_id,
        source: req.source as SourceParams,
        private: req.private,
        language,
      };
      const titles = (rs: Map<number, { result: ApplyResult }>) =>
        [...rs]
          .filter(([, r]) => r.result === 'submitted')
          .map(([id]) => titleOf(planned.positions, ids, id));

      let account: SubmitApplicationResponse['data']['account'] = 'signed_in';
      let created: Map<number, { result: ApplyResult; id?: string }>;
      const existing = candidate
        ? null
        : await createCandidatesService(db, { now }).findByEmail(tenant.id, email);

      if (!candidate && existing) {
        // Never on an email alone: the owner of the address confirms (link) or signs in first.
        account = 'pending_confirmation';
        const token = randomToken(32);
        const t = now();
        await repo.insertPending({
          token_hash: sha256(token),
          tenant_id: tenant.id,
          candidate_id: existing.id,
          payload_json: JSON.stringify(payload),
          created_at: t.toISOString(),
          expires_at: new Date(t.getTime() + PENDING_TTL_MS).toISOString(),
          confirmed_at: null,
        });
        created = new Map(planned.targets.map((x) => [x.position.id, { result: 'pending' as ApplyResult }]));
        const mail = confirmPendingMail(
          language,
          tenant.name,
          planned.targets.map((x) => x.position.title),
          tenantLink(ctx.origin, tenant, '/careers/apply/confirm', { token }),
        );
        await deps.mail.send({ tenantId: tenant.id, to: existing.email, ...mail });
      } else {
        let newAccountLink: string | null = null;
        let candidateId = candidate?.id ?? '';
        created = await deps.notifications.transaction(async (trx) => {
          if (!candidate) {
            account = 'created';
            const name = [req.values[APPLY_FIELDS.firstName], req.values[APPLY_FIELDS.lastName]]
              .filter((v) => typeof v === 'string' && v.trim())
              .join(' ');
            const row = await createCandidatesService(trx, { now }).create({
              tenantId: tenant.id,
              email,
              // Nobody knows this password: the owner of the address chooses one through the mailed link.
              passwordHash: await hashPassword(randomToken(32)),
              fullName: name || email,
              preferredLanguage: language,
            });
            candidateId = row.id;
            newAccountLink = await deps.auth.passwordSetLink(trx, tenant, row.id, ctx.origin);
          }
          const made = await createApplications(trx, tenant, candidateId, planned.targets, payload);
          // Applied jobs leave the cart, in the same transaction.
          const done = [...made].filter(([, r]) => r.result === 'submitted').map(([id]) => id);
          if (candidate && done.length > 0 && tenant.config.pcsxConfig.jobCartConfig.enabled)
            await deps.jobCart.removeIn(trx, tenant.id, candidate.id, done);
          return made;
        });
        if (newAccountLink)
          await deps.mail.send({
            tenantId: tenant.id,
            to: email,
            ...setPasswordMail(language, tenant.name, newAccountLink),
          });
        const submittedTitles = titles(created);
        // Held until the address is proven (docs/decisions/033): a new account's by its set-password link.
        if (submittedTitles.length > 0)
          await deps.mail.sendToCandidate({
            tenantId: tenant.id,
            candidate: candidate ?? { id: candidateId, email, email_verified_at: null },
            ...confirmationMail(language, tenant.name, submittedTitles),
          });
      }

      if (ids.length === 1) {
        const only = created.get(ids[0] as number);
        if (only && only.result !== 'submitted' && only.result !== 'pending') throwForSingle(only.result);
      }
      return {
        results: ids.map((id) => {
          const r = created.get(id) ?? { result: planned.known.get(id) ?? 'not_found' };
          return {
            position_id: id,
            title: titleOf(planned.positions, ids, id),
            result: r.result,
            ...('id' in r && r.id ? { application_id: r.id } : {}),
            message: RESULT_MESSAGE[r.result],
          };
        }),
        account,
        email,
      };
    },

    /**
     * Moves an application to another stage of the pipeline, with its history row, in one transaction (the
     * recruiter workspace's call; the demo seed uses it too). Moving to the stage it is in changes nothing.
     */
    async moveStage(
      tenantId: string,
      applicationId: string,
      stage: string,
      actorId: string | null,
    ): Promise<boolean> {
      const status = STATUS_OF_STAGE[stage];
      if (!status) throw new AppError('VALIDATION_FAILED', `Unknown stage "${stage}".`);
      return db.transaction().execute(async (trx) => {
        const tx = createApplicationsRepository(trx);
        const at = now().toISOString();
        if (!(await tx.setStage(tenantId, applicationId, { stage, status, updated_at: at }))) return false;
        await tx.insertStage({
          tenant_id: tenantId,
          application_id: applicationId,
          stage,
          status,
          actor_id: actorId,
          at,
        });
        return true;
      });
    },

    /**
     * The form a recruiter reads an application with: the shared form and the position's own questions in the
     * application's language, without the confidential items.
     */
    async reviewForm(
      tenantId: string,
      position: Pick<Position, 'id' | 'department' | 'jobType'>,
      language: string,
    ): Promise<FormDefinition> {
      const config = await formConfig(tenantId);
      return withoutConfidential(definitionFor(config, extraSectionsFor(config, position, language)));
    },

    /** The candidate's applications, newest first, each with its stage history (oldest first). */
    async listForCandidate(tenantId: string, candidateId: string) {
      const rows = await repo.listForCandidate(tenantId, candidateId);
      const stages = await repo.stagesOf(
        tenantId,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({
        id: r.id,
        positionId: r.position_id,
        title: r.position_title,
        status: r.status,
        stage: r.stage,
        active: !INACTIVE_STAGES.includes(r.stage),
        createdAt: r.created_at,
        answers: JSON.parse(r.answers_json) as Record<string, unknown>,
        resumeId: r.resume_id,
        source: JSON.parse(r.source_json) as SourceParams,
        history: stages
          .filter((s) => s.application_id === r.id)
          .map(({ stage, status, at }) => ({ stage, status, at })),
      }));
    },

    /** The mailed link of a visitor's applications for an address with an account: applies them now. */
    async confirm(tenant: Tenant, token: string) {
      const pending = await repo.confirmPending(tenant.id, sha256(token), now().toISOString());
      if (!pending)
        throw new AppError('NOT_FOUND', 'This confirmation link has expired or was already used.');
      // The link reached the address: it is the owner's, proven (docs/decisions/033).
      const owner = await createCandidatesService(db, { now }).findById(tenant.id, pending.candidate_id);
      if (owner) await deps.auth.addressProven(tenant.id, owner);
      return applyPending(tenant, pending.candidate_id, [JSON.parse(pending.payload_json) as PendingPayload]);
    },

    /** After a sign-in: the visitor's applications waiting for this account are the owner's now. */
    async claimPendingOnSignIn(tenant: Tenant, candidateId: string) {
      const t = now().toISOString();
      const rows = await repo.unconfirmedFor(tenant.id, candidateId, t);
      const payloads: PendingPayload[] = [];
      for (const row of rows) {
        if (await repo.confirmPending(tenant.id, row.token_hash, t))
          payloads.push(JSON.parse(row.payload_json));
      }
      return payloads.length > 0 ? applyPending(tenant, candidateId, payloads) : [];
    },

    /** Inside an account deletion's transaction: the resumes the candidate's pending applications name. */
    async pendingResumeIds(trx: Kysely<Database>, tenantId: string, candidateId: string): Promise<string[]> {
      const rows = await createApplicationsRepository(trx).pendingFor(tenantId, candidateId);
      return rows
        .map((r) => (JSON.parse(r.payload_json) as PendingPayload).resume_id)
        .filter((id): id is string => typeof id === 'string');
    },

    /** "Download my data": the candidate's pending applications, without the hash of the mailed token. */
    async pendingForCandidate(tenantId: string, candidateId: string) {
      return (await repo.pendingFor(tenantId, candidateId)).map((r) => ({
        createdAt: r.created_at,
        expiresAt: r.expires_at,
        confirmedAt: r.confirmed_at,
        payload: JSON.parse(r.payload_json) as PendingPayload,
      }));
    },
  };

  async function applyPending(tenant: Tenant, candidateId: string, payloads: readonly PendingPayload[]) {
    const config = await formConfig(tenant.id);
    const results: { position_id: number; title: string; result: ApplyResult }[] = [];
    for (const payload of payloads) {
      const planned = await plan(
        tenant,
        candidateId,
        config,
        payload.position_ids,
        // Kept before private links had tokens (a boolean): those pending applications reach public jobs only.
        typeof payload.private === 'string' ? payload.private : null,
        payload.language,
      );
      const created = await deps.notifications.transaction((trx) =>
        createApplications(trx, tenant, candidateId, planned.targets, payload),
      );
      const mine = payload.position_ids.map((id) => ({
        position_id: id,
        title: titleOf(planned.positions, payload.position_ids, id),
        result: created.get(id)?.result ?? planned.known.get(id) ?? 'not_found',
      }));
      results.push(...mine);
      const submitted = mine.filter((r) => r.result === 'submitted').map((r) => r.title);
      const owner =
        submitted.length > 0
          ? await createCandidatesService(db, { now }).findById(tenant.id, candidateId)
          : null;
      if (owner)
        await deps.mail.sendToCandidate({
          tenantId: tenant.id,
          candidate: owner,
          ...confirmationMail(payload.language, tenant.name, submitted),
        });
    }
    return results;
  }
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
