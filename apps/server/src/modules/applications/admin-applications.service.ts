import { randomUUID } from 'node:crypto';
import {
  type AdminApplication,
  type AdminApplicationSummary,
  type AdminApplicationsQuery,
  type ApplicationNote,
  type extendOfferRequestSchema,
  OPEN_OFFER_STATUSES,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CandidateRow, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { checkUpload } from '../offers/offer-upload.js';
import type { OffersService } from '../offers/offers.service.js';
import { matchDetails } from '../positions/match-details.js';
import type { PositionsService } from '../positions/positions.service.js';
import type { ProfileService } from '../profile/profile.service.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { createAdminApplicationsRepository } from './admin-applications.repository.js';
import { createApplicationsRepository } from './applications.repository.js';
import type { ApplicationsService } from './applications.service.js';
import { PIPELINE_MESSAGES, type PipelineService, type Stage } from './pipeline.service.js';

export const STALE_APPLICATION =
  'Someone else moved this application after you opened it. Reload it to see where it stands.';

type Actor = Pick<CandidateRow, 'id' | 'email'>;
type ExtendOfferData = z.infer<typeof extendOfferRequestSchema>;

/**
 * The PDF a data URL carries, checked by its bytes and stored without active content as a candidate's upload is
 * (`checkUpload`); anything else is a field error on `field`.
 */
async function pdfOf(dataUrl: string, field: string, message: string): Promise<Uint8Array> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    return (await checkUpload({ filename: 'document.pdf', bytes })).bytes;
  } catch {
    throw new AppError('VALIDATION_FAILED', undefined, { fields: { [field]: message } });
  }
}

/** The mail a candidate gets when a recruiter writes to them with a move. */
function stageMail(tenant: Tenant, title: string, message: string) {
  return {
    subject: `Your application to ${tenant.name}: ${title}`,
    text: `${message}\n\n${tenant.name}`,
  };
}

/**
 * The staff's applications pipeline (docs/decisions/043). Moves check the version the recruiter saw, write the
 * stage, its history row and an audit row in one transaction, and mail the candidate afterwards when the
 * recruiter wrote a message. The self-identification answers are never read here.
 */
export function createAdminApplicationsService(
  db: Kysely<Database>,
  deps: {
    audit: AuditService;
    mail: MailService;
    applications: Pick<ApplicationsService, 'reviewForm'>;
    offers: Pick<OffersService, 'extend' | 'cancel' | 'reviseDocument'>;
    positions: Pick<PositionsService, 'findById'>;
    profiles: Pick<ProfileService, 'get'>;
    pipeline: Pick<PipelineService, 'stages' | 'stage'>;
    notifications: Pick<NotificationsService, 'transaction' | 'notify'>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const repo = createAdminApplicationsRepository(db);

  /** Moves one locked row in the caller's transaction; false when it is in that stage already. */
  async function moveRow(
    trx: Kysely<Database>,
    tenantId: string,
    actor: Actor,
    row: { id: string; stage: string },
    target: Stage,
  ): Promise<boolean> {
    const { name: stage, status } = target;
    if (row.stage === stage) return false;
    const at = now().toISOString();
    const tx = createApplicationsRepository(trx);
    if (!(await tx.setStage(tenantId, row.id, { stage, status, updated_at: at }))) return false;
    await tx.insertStage({
      tenant_id: tenantId,
      application_id: row.id,
      stage,
      status,
      actor_id: actor.id,
      at,
    });
    await deps.audit.record(
      trx,
      tenantId,
      { id: actor.id, email: actor.email },
      {
        action: 'application.move',
        targetType: 'application',
        targetId: row.id,
        before: { stage: row.stage },
        after: { stage },
      },
    );
    return true;
  }

  /** The candidate hears of a staff's move in the center (docs/decisions/051), in the move's transaction. */
  async function notifyMoved(
    trx: Kysely<Database>,
    tenantId: string,
    row: { candidate_id: string; position_title: string },
    stage: string,
  ): Promise<void> {
    await deps.notifications.notify(trx, {
      tenantId,
      candidateId: row.candidate_id,
      kind: 'application_stage_changed',
      params: { jobTitle: row.position_title, stage },
      targetPath: '/careers/applications',
    });
  }

  async function mailAll(
    tenant: Tenant,
    to: { email: string; title: string }[],
    message: string | undefined,
  ) {
    if (!message) return;
    for (const person of to)
      await deps.mail.send({
        tenantId: tenant.id,
        to: person.email,
        ...stageMail(tenant, person.title, message),
      });
  }

  return {
    /**
     * Moves one application (locked by the caller) in the caller's transaction to `stage` if it is still in a
     * stage before that one in the tenant's pipeline, with its history and audit rows: how another module's
     * write takes an application along (scheduling an interview moves it on to Interview, never back).
     */
    async moveOnWithin(
      trx: Kysely<Database>,
      tenantId: string,
      actor: Actor,
      row: { id: string; stage: string },
      stage: string,
    ): Promise<boolean> {
      const names = (await deps.pipeline.stages(tenantId, trx)).map((s) => s.name);
      if (names.indexOf(row.stage) >= names.indexOf(stage)) return false;
      return moveRow(trx, tenantId, actor, row, await deps.pipeline.stage(tenantId, stage, 'stage', trx));
    },

    /** One application of the tenant, read in the caller's transaction and locked there on PostgreSQL. */
    lockWithin: (trx: Kysely<Database>, tenantId: string, id: string) =>
      createAdminApplicationsRepository(trx).find(tenantId, id, { forUpdate: true }),

    async exists(tenantId: string, id: string): Promise<boolean> {
      return (await repo.find(tenantId, id)) !== undefined;
    },

    async list(tenantId: string, query: AdminApplicationsQuery) {
      // The stages and the page at once (side by side on PostgreSQL); a stage the pipeline lacks is then refused.
      const [stages, { rows, counts }] = await Promise.all([
        deps.pipeline.stages(tenantId),
        repo.page(tenantId, query),
      ]);
      if (query.stage && !stages.some((s) => s.name === query.stage))
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { stage: PIPELINE_MESSAGES.notAStage },
        });
      const total = query.stage
        ? (counts.find((c) => c.stage === query.stage)?.count ?? 0)
        : counts.reduce((sum, c) => sum + c.count, 0);
      const applications: AdminApplicationSummary[] = rows.map((r) => ({
        id: r.id,
        candidate_name: r.full_name,
        candidate_email: r.email,
        position_id: Number(r.position_id),
        position_title: r.position_title,
        stage: r.stage,
        applied_at: r.created_at,
        updated_at: r.updated_at,
      }));
      return {
        applications,
        total,
        page: query.page,
        stages: stages.map(({ name: stage }) => ({
          stage,
          count: counts.find((c) => c.stage === stage)?.count ?? 0,
        })),
      };
    },

    async get(tenantId: string, id: string): Promise<AdminApplication> {
      const row = await repo.find(tenantId, id);
      if (!row) throw new AppError('NOT_FOUND', 'No application with this id.');
      const [history, notes, resume, position, offers, profile, stages] = await Promise.all([
        repo.history(tenantId, id),
        repo.notes(tenantId, id),
        row.resume_id ? repo.resume(tenantId, row.candidate_id, row.resume_id) : undefined,
        deps.positions.findById(tenantId, Number(row.position_id)),
        repo.offers(tenantId, row.candidate_id, Number(row.position_id)),
        deps.profiles.get(tenantId, row.candidate_id),
        deps.pipeline.stages(tenantId),
      ]);
      const form = position ? await deps.applications.reviewForm(tenantId, position, row.language) : null;
      const source = JSON.parse(row.source_json) as Record<string, unknown>;
      return {
        id: row.id,
        candidate_name: row.full_name,
        candidate_email: row.email,
        position_id: Number(row.position_id),
        position_title: row.position_title,
        stage: row.stage,
        applied_at: row.created_at,
        updated_at: row.updated_at,
        answers: JSON.parse(row.answers_json) as Record<string, unknown>,
        form,
        resume: resume ? { id: resume.id, file_name: resume.file_name, kind: resume.kind } : null,
        source: Object.fromEntries(
          Object.entries(source).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
        ),
        history: history.map((h) => ({ stage: h.stage, at: h.at, by: h.email ?? null })),
        notes: notes.map((n) => ({ id: n.id, body: n.body, author_email: n.author_email, at: n.created_at })),
        offers: offers.map((o) => ({
          id: o.enc_id,
          status: o.status,
          expires_at: o.expires_at,
          created_at: o.created_at,
          documents: o.documents,
        })),
        match: position ? matchDetails(position, profile, now()) : null,
        stages: stages.map((s) => s.name),
      };
    },

    /**
     * Extends an offer for the application's candidate and job: the letter generated from the salary, start date
     * and expiry, and the company's PDFs (checked by their bytes). The application moves to Offer and the
     * workspace's audit row is written in the offer's own transaction. One open offer per application.
     */
    async extendOffer(
      tenant: Tenant,
      actor: Actor,
      id: string,
      input: ExtendOfferData,
    ): Promise<AdminApplication> {
      const row = await repo.find(tenant.id, id);
      if (!row) throw new AppError('NOT_FOUND', 'No application with this id.');
      const today = now().toISOString().slice(0, 10);
      if (input.expires_on <= today)
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { expires_on: 'The offer must expire after today.' },
        });
      const open = (await repo.offers(tenant.id, row.candidate_id, Number(row.position_id))).find((o) =>
        (OPEN_OFFER_STATUSES as readonly string[]).includes(o.status),
      );
      if (open)
        throw new AppError(
          'CONFLICT',
          'This candidate has an open offer for this job. Cancel it before extending another.',
        );
      const uploads = await Promise.all(
        input.documents.map(async (doc, i) => ({
          name: doc.name,
          bytes: await pdfOf(doc.content, `documents.${i}`, `“${doc.name}” is not a PDF we can read.`),
        })),
      );
      await deps.offers.extend(
        tenant,
        {
          candidateId: row.candidate_id,
          positionId: Number(row.position_id),
          positionName: row.position_title,
          salary: input.salary,
          startDate: input.start_date,
          expiresAt: `${input.expires_on}T23:59:59.000Z`,
          documents: [
            {
              name: 'Offer Letter',
              documentType: 'Offer',
              status: 'Unsigned',
              requiresSignature: true,
              esign: input.esign,
              content: 'offer-letter',
            },
            ...uploads.map((u) => ({
              name: u.name,
              documentType: 'Document',
              status: 'Read Only' as const,
              content: { pdf: u.bytes },
            })),
          ],
        },
        async (trx, offer) => {
          await moveRow(
            trx,
            tenant.id,
            actor,
            row,
            await deps.pipeline.stage(tenant.id, 'Offer', 'stage', trx),
          );
          await deps.audit.record(
            trx,
            tenant.id,
            { id: actor.id, email: actor.email },
            {
              action: 'offer.extend',
              targetType: 'offer',
              targetId: offer.encId,
              before: null,
              after: { application: id, expires_on: input.expires_on, documents: uploads.length + 1 },
            },
          );
        },
      );
      return this.get(tenant.id, id);
    },

    /** Starts or ends the revision of an open offer's document (a new PDF with the end, checked by its bytes). */
    async reviseOfferDocument(
      tenant: Tenant,
      actor: Actor,
      encId: string,
      documentId: number,
      input: { revising: boolean; content?: string | undefined },
    ): Promise<void> {
      const pdf = input.content
        ? await pdfOf(input.content, 'content', 'This is not a PDF we can read.')
        : null;
      await deps.offers.reviseDocument(
        tenant.id,
        encId,
        documentId,
        { revising: input.revising, pdf },
        (trx) =>
          deps.audit.record(
            trx,
            tenant.id,
            { id: actor.id, email: actor.email },
            {
              action: input.revising ? 'offer.document_revising' : 'offer.document_revised',
              targetType: 'offer',
              targetId: encId,
              before: null,
              after: { document: documentId, new_version: pdf !== null },
            },
          ),
      );
    },

    /** Cancels an open offer of the tenant; the candidate's offer center shows it canceled. */
    async cancelOffer(tenant: Tenant, actor: Actor, encId: string, reason: string): Promise<void> {
      await deps.offers.cancel(tenant.id, encId, reason, (trx) =>
        deps.audit.record(
          trx,
          tenant.id,
          { id: actor.id, email: actor.email },
          { action: 'offer.cancel', targetType: 'offer', targetId: encId, before: null, after: { reason } },
        ),
      );
    },

    /**
     * Moves one application to `stage` if it is still as the recruiter saw it (`version`, its last change);
     * otherwise a 409 and nothing is written. On PostgreSQL the row is locked while it is compared.
     */
    async move(
      tenant: Tenant,
      actor: Actor,
      id: string,
      input: { stage: string; version: string; message?: string },
    ): Promise<AdminApplication> {
      const target = await deps.pipeline.stage(tenant.id, input.stage);
      const moved = await deps.notifications.transaction(async (trx) => {
        const row = await createAdminApplicationsRepository(trx).find(tenant.id, id, { forUpdate: true });
        if (!row) throw new AppError('NOT_FOUND', 'No application with this id.');
        if (row.updated_at !== input.version) throw new AppError('CONFLICT', STALE_APPLICATION);
        if (!(await moveRow(trx, tenant.id, actor, row, target))) return null;
        await notifyMoved(trx, tenant.id, row, target.name);
        return { email: row.email, title: row.position_title };
      });
      if (moved) await mailAll(tenant, [moved], input.message);
      return this.get(tenant.id, id);
    },

    /**
     * Moves many applications to one stage in one transaction (a bulk move or rejection). An id the tenant does
     * not have makes the whole move a 404, with nothing written; those already in the stage are left as they are.
     */
    async moveMany(
      tenant: Tenant,
      actor: Actor,
      input: { ids: readonly string[]; stage: string; message?: string },
    ): Promise<{ moved: number; unchanged: number }> {
      const ids = [...new Set(input.ids)];
      const target = await deps.pipeline.stage(tenant.id, input.stage);
      const moved = await deps.notifications.transaction(async (trx) => {
        const rows = await createAdminApplicationsRepository(trx).findMany(tenant.id, ids);
        if (rows.length !== ids.length)
          throw new AppError('NOT_FOUND', 'Some of these applications do not exist.');
        const done: { email: string; title: string }[] = [];
        for (const row of rows)
          if (await moveRow(trx, tenant.id, actor, row, target)) {
            await notifyMoved(trx, tenant.id, row, target.name);
            done.push({ email: row.email, title: row.position_title });
          }
        return done;
      });
      await mailAll(tenant, moved, input.message);
      return { moved: moved.length, unchanged: ids.length - moved.length };
    },

    async addNote(tenant: Tenant, actor: Actor, id: string, body: string): Promise<ApplicationNote> {
      const note = {
        id: randomUUID(),
        tenant_id: tenant.id,
        application_id: id,
        author_id: actor.id,
        author_email: actor.email,
        body,
        created_at: now().toISOString(),
      };
      await db.transaction().execute(async (trx) => {
        if (!(await createAdminApplicationsRepository(trx).find(tenant.id, id)))
          throw new AppError('NOT_FOUND', 'No application with this id.');
        await createAdminApplicationsRepository(trx).insertNote(note);
        await deps.audit.record(
          trx,
          tenant.id,
          { id: actor.id, email: actor.email },
          {
            action: 'application.note',
            targetType: 'application',
            targetId: id,
            before: null,
            after: { body },
          },
        );
      });
      return { id: note.id, body, author_email: actor.email, at: note.created_at };
    },

    /** The application's resume file, for the staff. */
    async resumeFile(tenantId: string, id: string) {
      const row = await repo.find(tenantId, id);
      const file = row?.resume_id ? await repo.resume(tenantId, row.candidate_id, row.resume_id) : undefined;
      if (!file) throw new AppError('NOT_FOUND', 'This application has no resume.');
      return { kind: file.kind, fileName: file.file_name, content: file.content };
    },
  };
}

export type AdminApplicationsService = ReturnType<typeof createAdminApplicationsService>;
