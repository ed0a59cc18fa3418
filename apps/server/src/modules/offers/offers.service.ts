import { randomBytes } from 'node:crypto';
import {
  ACCEPTED_STATUS_OF,
  API,
  ESIGN_WIDGET_PATH,
  effectiveOfferStatus,
  type Offer,
  type OfferDocumentStatus,
  type OfferStatus,
  OPEN_OFFER_STATUSES,
  type PageConfig,
} from '@portico/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { CandidateRow, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { CandidateFormsService } from '../candidate-forms/candidate-forms.service.js';
import { generateDocument, generateOfferLetter, isPdf, sha256Hex, stampSignature } from './offer-pdf.js';
import { createOffersRepository, type OfferDocumentRow, type OfferRow } from './offers.repository.js';

/** Who acts, from where: the signed-in candidate of a tenant (or the seed, acting as the candidate). */
export interface OfferActor {
  tenant: { id: string; domain: string; name: string; config: PageConfig };
  candidate: Pick<CandidateRow, 'id' | 'email' | 'full_name'>;
  ip: string;
  /** The site's origin: the e-signature widget's address is on it. */
  siteOrigin: string;
}

export interface ExtendDocumentInput {
  name: string;
  /** 'Offer' marks the offer letter (the document the offer-letter page signs). */
  documentType: string;
  status: OfferDocumentStatus;
  requiresSignature?: boolean;
  underRevision?: boolean;
  /** Signed through the e-signature widget rather than the embedded PDF. */
  esign?: boolean;
  /** The letter generated from the offer, a generated document, or none (the company has not sent it yet). */
  content: 'offer-letter' | { title: string; paragraphs: readonly string[] } | null;
}

export interface ExtendInput {
  candidateId: string;
  positionId?: number | null;
  positionName: string;
  contract?: boolean;
  salary?: { amount: number; currency: string; period: 'year' | 'month' | 'hour' } | null;
  /** YYYY-MM-DD. */
  startDate?: string | null;
  expiresAt: string | null;
  hideOfferStatus?: boolean;
  documents: readonly ExtendDocumentInput[];
  /** When the offer was extended (demo history is back-dated); defaults to now. */
  extendedAt?: Date;
}

const MESSAGES = {
  letterSigned: 'Successfully signed the offer letter',
  documentSigned: 'Successfully signed document',
  declined: 'Successfully rejected the offer',
  unchanged: 'The document has not been signed yet',
  expired: 'This offer has expired and can no longer be accepted or declined.',
  closed: 'This offer is no longer open.',
  alreadySigned: 'This document has already been signed.',
  notPdf: 'The file must be a PDF document.',
  oneFile: 'You should upload at most 1 file',
  noFile: 'Please upload the signed document.',
  name: 'Please enter your full name as shown on the offer letter and your profile',
  agree: 'Please agree to the terms and conditions.',
} as const;
export const OFFER_MESSAGES = MESSAGES;

/** 16 random bytes as url-safe base64 (22 characters): offer and widget ids that cannot be guessed. */
function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

const isOpenStatus = (status: string) => OPEN_OFFER_STATUSES.includes(status as OfferStatus);

function salaryText(s: NonNullable<ExtendInput['salary']>): string {
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: s.currency,
    maximumFractionDigits: 0,
  }).format(s.amount);
  return `${money} ${s.period === 'year' ? 'a year' : s.period === 'month' ? 'a month' : 'an hour'}`;
}

const longDate = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(d);

/** A file the candidate sent: its bytes, already checked to be one PDF within the tenant's limit. */
export interface UploadedPdf {
  bytes: Uint8Array;
  filename: string;
}

/**
 * The offer center (docs/decisions/016): extend offers with generated documents, list and read them for
 * their candidate, sign (upload, digitally, through the widget), decline, and the audit trail.
 */
export function createOffersService(
  db: Kysely<Database>,
  opts: {
    now?: () => Date;
    /** Assigns the tenant's preboarding forms when an offer is accepted (docs/decisions/019). */
    candidateForms?: Pick<CandidateFormsService, 'assignPreboarding'>;
  } = {},
) {
  const now = opts.now ?? (() => new Date());
  const repo = createOffersRepository(db);

  async function forCandidate(actor: OfferActor, encId: string): Promise<OfferRow> {
    const offer = await repo.findForCandidate(actor.tenant.id, actor.candidate.id, encId);
    if (!offer) throw new AppError('NOT_FOUND', 'This offer does not exist.');
    return offer;
  }

  function assertOpen(offer: OfferRow): void {
    const status = effectiveOfferStatus(offer as { status: OfferStatus; expires_at: string | null }, now());
    if (status === 'Expired') throw new AppError('CONFLICT', MESSAGES.expired);
    if (!isOpenStatus(status)) throw new AppError('CONFLICT', MESSAGES.closed);
  }

  /**
   * Spec 3 §2's widget address: origin, widget id and hosted flag. The widget is Portico's own, hosted on the
   * site's origin (decision 016), which is also the only origin the site accepts its messages from.
   */
  function widgetUrl(actor: OfferActor, widgetId: string): string {
    const url = new URL(ESIGN_WIDGET_PATH, actor.siteOrigin);
    url.searchParams.set('widgetId', widgetId);
    url.searchParams.set('hosted', 'true');
    url.searchParams.set('domain', actor.tenant.domain);
    return url.toString();
  }

  /** The API shape of spec 1 §3; `withContent` adds each document's current PDF as base64. */
  async function toApi(actor: OfferActor, offers: OfferRow[], withContent: boolean): Promise<Offer[]> {
    const docs = await repo.documentsOf(offers.map((o) => o.id));
    const files = withContent
      ? new Map(
          (await repo.fileContents(docs.flatMap((d) => (d.current_file_id ? [d.current_file_id] : [])))).map(
            (f) => [Number(f.id), f.content],
          ),
        )
      : new Map<number, Uint8Array>();
    return offers.map((o) => ({
      id: Number(o.id),
      enc_id: o.enc_id,
      status: o.status as OfferStatus,
      position: { name: o.position_name },
      updated_at: o.updated_at,
      expires_at: o.expires_at,
      hide_offer_status: o.hide_offer_status === 1,
      profile: { fullname: actor.candidate.full_name },
      offer_documents: docs
        .filter((d) => Number(d.offer_id) === Number(o.id))
        .map((d) => {
          const content = d.current_file_id ? files.get(Number(d.current_file_id)) : undefined;
          return {
            id: Number(d.id),
            name: d.name,
            document_type: d.document_type,
            status: d.status as OfferDocumentStatus,
            signed: d.signed === 1,
            under_revision: d.under_revision === 1,
            updated_at: d.updated_at,
            url: d.esign_widget_id ? widgetUrl(actor, d.esign_widget_id) : null,
            s3_path: d.current_file_id ? API.offerDocumentFile(o.enc_id, Number(d.id)) : null,
            b64_string: content ? Buffer.from(content).toString('base64') : null,
          };
        }),
    }));
  }

  async function one(actor: OfferActor, encId: string): Promise<Offer> {
    const [offer] = await toApi(actor, [await forCandidate(actor, encId)], true);
    return offer!;
  }

  async function audit(
    trx: Transaction<Database>,
    actor: OfferActor | null,
    offer: OfferRow,
    action: string,
    detail: Record<string, unknown>,
    documentId: number | null = null,
    /** When it happened: now, unless the history is back-dated (an offer extended in the past). */
    at: string = now().toISOString(),
  ): Promise<void> {
    await trx
      .insertInto('offer_events')
      .values({
        tenant_id: offer.tenant_id,
        offer_id: offer.id,
        document_id: documentId,
        action,
        actor_candidate_id: actor?.candidate.id ?? null,
        ip: actor?.ip ?? null,
        detail_json: JSON.stringify(detail),
        at,
      })
      .execute();
  }

  async function insertFile(trx: Transaction<Database>, offer: OfferRow, bytes: Uint8Array): Promise<number> {
    const row = await trx
      .insertInto('offer_files')
      .values({
        tenant_id: offer.tenant_id,
        offer_id: offer.id,
        sha256: sha256Hex(bytes),
        size: bytes.length,
        content: bytes,
        created_at: now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * The one write of signing: the document becomes Signed with `fileId` as its current file, and the offer
   * becomes accepted when nothing else needs a signature — each a conditional update, so a request that lost
   * a race, or an offer that closed meanwhile, rolls everything back.
   */
  async function markSigned(
    trx: Transaction<Database>,
    actor: OfferActor,
    offer: OfferRow,
    doc: OfferDocumentRow,
    fileId: number,
    detail: Record<string, unknown>,
  ): Promise<void> {
    const at = now().toISOString();
    const signed = await trx
      .updateTable('offer_documents')
      .set({ status: 'Signed', signed: 1, current_file_id: fileId, updated_at: at })
      .where('id', '=', doc.id)
      .where('signed', '=', 0)
      .where('status', '=', 'Unsigned')
      .where('under_revision', '=', 0)
      .executeTakeFirst();
    if (Number(signed.numUpdatedRows) !== 1) throw new AppError('CONFLICT', MESSAGES.alreadySigned);
    const waiting = await trx
      .selectFrom('offer_documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('offer_id', '=', offer.id)
      .where('requires_signature', '=', 1)
      .where('signed', '=', 0)
      .executeTakeFirstOrThrow();
    const complete = Number(waiting.n) === 0;
    const status = complete ? (ACCEPTED_STATUS_OF[offer.status] ?? offer.status) : offer.status;
    const updated = await trx
      .updateTable('offers')
      .set({ status, updated_at: at })
      .where('id', '=', offer.id)
      .where('status', 'in', [...OPEN_OFFER_STATUSES])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('CONFLICT', MESSAGES.closed);
    await audit(trx, actor, offer, 'document_signed', detail, doc.id);
    if (complete) {
      await audit(trx, actor, offer, 'offer_accepted', { status });
      // The preboarding forms come with the acceptance, in its transaction: both happen, or neither.
      await opts.candidateForms?.assignPreboarding(
        {
          tenantId: offer.tenant_id,
          candidateId: offer.candidate_id,
          offerId: offer.id,
          dueAt: offer.start_date ? `${offer.start_date}T00:00:00.000Z` : null,
        },
        trx,
      );
    }
  }

  async function documentOf(offer: OfferRow, documentId: number): Promise<OfferDocumentRow> {
    const doc = (await repo.documentsOf([offer.id])).find((d) => Number(d.id) === documentId);
    if (!doc) throw new AppError('NOT_FOUND', 'This document does not exist.');
    return doc;
  }

  function assertSignable(doc: OfferDocumentRow): void {
    if (doc.signed === 1 || doc.status === 'Signed') throw new AppError('CONFLICT', MESSAGES.alreadySigned);
    if (doc.under_revision === 1 || doc.requires_signature !== 1 || doc.status !== 'Unsigned')
      throw new AppError('CONFLICT', 'This document cannot be signed now.');
  }

  async function checkUpload(file: UploadedPdf | null): Promise<UploadedPdf> {
    if (!file)
      throw new AppError('VALIDATION_FAILED', MESSAGES.noFile, { fields: { file: MESSAGES.noFile } });
    if (!(await isPdf(file.bytes))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.notPdf);
    return file;
  }

  async function currentBytes(doc: OfferDocumentRow): Promise<Uint8Array> {
    const fileId = doc.current_file_id ?? doc.original_file_id;
    const [file] = fileId ? await repo.fileContents([fileId]) : [];
    if (!file) throw new AppError('CONFLICT', 'This document has no content to sign yet.');
    return file.content;
  }

  async function offerLetter(offer: OfferRow): Promise<OfferDocumentRow> {
    const letter = (await repo.documentsOf([offer.id])).find((d) => d.document_type === 'Offer');
    if (!letter) throw new AppError('CONFLICT', 'This offer has no offer letter to sign.');
    return letter;
  }

  /** Spec 1 §5 (decision 016): the signature must be the candidate's full name; an unknown name cannot sign. */
  function checkSignature(actor: OfferActor, signature: string, agree: boolean): void {
    const fields: Record<string, string> = {};
    const name = actor.candidate.full_name.trim();
    if (!name || signature !== name) fields.esign_signature = MESSAGES.name;
    if (!agree) fields.esign_agree = MESSAGES.agree;
    if (Object.keys(fields).length > 0)
      throw new AppError('VALIDATION_FAILED', Object.values(fields)[0], { fields });
  }

  /** Spec 1 §7 decline: final; a conditional update with its audit row. */
  async function decline(actor: OfferActor, encId: string): Promise<{ offer: Offer; message: string }> {
    const offer = await forCandidate(actor, encId);
    assertOpen(offer);
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('offers')
        .set({ status: 'Declined', updated_at: at })
        .where('id', '=', offer.id)
        .where('status', 'in', [...OPEN_OFFER_STATUSES])
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new AppError('CONFLICT', MESSAGES.closed);
      await audit(trx, actor, offer, 'offer_declined', { from: offer.status });
    });
    return { offer: await one(actor, encId), message: MESSAGES.declined };
  }

  return {
    /** Extends an offer: its row, generated documents and the audit row, in one transaction. */
    async extend(
      tenant: { id: string; name: string; config: PageConfig },
      input: ExtendInput,
    ): Promise<{ id: number; encId: string }> {
      const extendedAt = input.extendedAt ?? now();
      if (input.expiresAt !== null && Date.parse(input.expiresAt) <= extendedAt.getTime())
        throw new AppError('VALIDATION_FAILED', 'An offer must expire after it is extended.');
      if (input.documents.length === 0)
        throw new AppError('VALIDATION_FAILED', 'An offer needs at least one document.');
      const candidate = await db
        .selectFrom('candidates')
        .select(['id', 'full_name'])
        .where('tenant_id', '=', tenant.id)
        .where('id', '=', input.candidateId)
        .executeTakeFirst();
      if (!candidate) throw new AppError('NOT_FOUND', 'This candidate does not exist.');
      const brand = tenant.config.pcsxConfig.branding.theme.primary;
      const companyName = tenant.config.pcsxConfig.branding.companyName || tenant.name;
      // Generated before the transaction: PDF work holds no database lock.
      const contents = await Promise.all(
        input.documents.map(async (d) => {
          if (d.content === 'offer-letter')
            return generateOfferLetter({
              companyName,
              brandColour: brand,
              candidateName: candidate.full_name,
              positionName: input.positionName,
              salaryText: input.salary ? salaryText(input.salary) : null,
              startDate: input.startDate ? longDate(new Date(`${input.startDate}T00:00:00Z`)) : null,
              expiresAt: input.expiresAt ? longDate(new Date(input.expiresAt)) : null,
              issuedAt: longDate(extendedAt),
            });
          if (d.content) return generateDocument({ companyName, brandColour: brand, ...d.content });
          return null;
        }),
      );
      const at = extendedAt.toISOString();
      const encId = newPublicId();
      return db.transaction().execute(async (trx) => {
        const offer = (await trx
          .insertInto('offers')
          .values({
            enc_id: encId,
            tenant_id: tenant.id,
            candidate_id: candidate.id,
            position_id: input.positionId ?? null,
            position_name: input.positionName,
            status: input.contract ? 'Contract Extended' : 'Extended',
            salary_amount: input.salary?.amount ?? null,
            salary_currency: input.salary?.currency ?? null,
            salary_period: input.salary?.period ?? null,
            start_date: input.startDate ?? null,
            // Stored in one ISO form: the conditional updates compare it as text with now().
            expires_at: input.expiresAt === null ? null : new Date(input.expiresAt).toISOString(),
            hide_offer_status: input.hideOfferStatus ? 1 : 0,
            created_at: at,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow()) as OfferRow;
        for (const [idx, d] of input.documents.entries()) {
          const content = contents[idx];
          const fileId = content ? await insertFile(trx, offer, content) : null;
          await trx
            .insertInto('offer_documents')
            .values({
              offer_id: offer.id,
              tenant_id: tenant.id,
              idx,
              name: d.name,
              document_type: d.documentType,
              status: d.status,
              signed: d.status === 'Signed' ? 1 : 0,
              under_revision: d.underRevision ? 1 : 0,
              requires_signature: d.requiresSignature ? 1 : 0,
              esign_widget_id: d.esign ? newPublicId() : null,
              esign_file_id: null,
              original_file_id: fileId,
              current_file_id: fileId,
              updated_at: at,
            })
            .execute();
        }
        await audit(
          trx,
          null,
          offer,
          'offer_extended',
          { status: offer.status, documents: input.documents.length },
          null,
          at,
        );
        return { id: Number(offer.id), encId };
      });
    },

    async list(actor: OfferActor): Promise<Offer[]> {
      return toApi(actor, await repo.listForCandidate(actor.tenant.id, actor.candidate.id), false);
    },

    get: one,

    /** Spec 1 §7 accept: the offer letter signed by upload or digitally; the offer is accepted when complete. */
    async accept(
      actor: OfferActor,
      encId: string,
      input: { file: UploadedPdf | null; signature: string | null; agree: boolean },
    ): Promise<{ offer: Offer; message: string }> {
      const offer = await forCandidate(actor, encId);
      assertOpen(offer);
      const letter = await offerLetter(offer);
      assertSignable(letter);
      let bytes: Uint8Array;
      let detail: Record<string, unknown>;
      if (input.file || input.signature === null) {
        const file = await checkUpload(input.file);
        bytes = file.bytes;
        detail = { method: 'upload', filename: file.filename };
      } else {
        checkSignature(actor, input.signature, input.agree);
        const original = await currentBytes(letter);
        const stamped = await stampSignature(original, {
          signature: input.signature,
          signerName: actor.candidate.full_name,
          signerEmail: actor.candidate.email,
          signedAt: now(),
          ip: actor.ip,
          method: 'Typed signature on the careers site, terms accepted',
        });
        bytes = stamped.bytes;
        detail = {
          method: 'digital',
          signature: input.signature,
          original_sha256: sha256Hex(original),
          signed_pages_sha256: stamped.signedPagesSha256,
        };
      }
      await db.transaction().execute(async (trx) => {
        const fileId = await insertFile(trx, offer, bytes);
        await markSigned(trx, actor, offer, letter, fileId, {
          ...detail,
          sha256: sha256Hex(bytes),
          size: bytes.length,
        });
      });
      return { offer: await one(actor, encId), message: MESSAGES.letterSigned };
    },

    /**
     * Spec 1 §7 document accept: an uploaded signed copy, or — for a widget document — the signature the
     * widget recorded (no file).
     */
    async acceptDocument(
      actor: OfferActor,
      encId: string,
      documentId: number,
      file: UploadedPdf | null,
    ): Promise<{ offer: Offer; message: string }> {
      const offer = await forCandidate(actor, encId);
      assertOpen(offer);
      const doc = await documentOf(offer, documentId);
      assertSignable(doc);
      if (doc.esign_widget_id) {
        if (file) throw new AppError('BAD_REQUEST', 'Sign this document in the signing window.');
        if (!doc.esign_file_id)
          throw new AppError('CONFLICT', 'Sign the document in the signing window first.');
        const widgetFile = doc.esign_file_id;
        await db
          .transaction()
          .execute((trx) => markSigned(trx, actor, offer, doc, widgetFile, { method: 'esign_widget' }));
      } else {
        const upload = await checkUpload(file);
        await db.transaction().execute(async (trx) => {
          const fileId = await insertFile(trx, offer, upload.bytes);
          await markSigned(trx, actor, offer, doc, fileId, {
            method: 'upload',
            filename: upload.filename,
            sha256: sha256Hex(upload.bytes),
            size: upload.bytes.length,
          });
        });
      }
      return { offer: await one(actor, encId), message: MESSAGES.documentSigned };
    },

    /** Spec 1 §7 esign_status: where the document stands; a widget signature not yet applied is applied. */
    async esignStatus(
      actor: OfferActor,
      encId: string,
      documentId: number,
    ): Promise<{ offer: Offer; message: string }> {
      const offer = await forCandidate(actor, encId);
      const doc = await documentOf(offer, documentId);
      if (doc.signed === 0 && doc.esign_file_id && isOpenStatus(offer.status)) {
        assertOpen(offer);
        const widgetFile = doc.esign_file_id;
        await db
          .transaction()
          .execute((trx) =>
            markSigned(trx, actor, offer, doc, widgetFile, { method: 'esign_widget', via: 'esign_status' }),
          );
      }
      const fresh = await one(actor, encId);
      const signed = fresh.offer_documents.find((d) => d.id === documentId)?.signed ?? false;
      return { offer: fresh, message: signed ? MESSAGES.documentSigned : MESSAGES.unchanged };
    },

    decline,

    /** The company withdraws an open offer (an admin action; the demo's Canceled offer). */
    async cancel(tenantId: string, encId: string, reason: string): Promise<void> {
      const offer = await repo.findInTenant(tenantId, encId);
      if (!offer) throw new AppError('NOT_FOUND', 'This offer does not exist.');
      await db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('offers')
          .set({ status: 'Canceled', updated_at: now().toISOString() })
          .where('id', '=', offer.id)
          .where('status', 'in', [...OPEN_OFFER_STATUSES])
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw new AppError('CONFLICT', MESSAGES.closed);
        await audit(trx, null, offer, 'offer_canceled', { reason });
      });
    },

    /** A document's PDF for download: the current one, or the untouched original. */
    async file(
      actor: OfferActor,
      encId: string,
      documentId: number,
      version: 'current' | 'original',
    ): Promise<{ bytes: Uint8Array; sha256: string; name: string }> {
      const offer = await forCandidate(actor, encId);
      const doc = await documentOf(offer, documentId);
      const fileId = version === 'original' ? doc.original_file_id : doc.current_file_id;
      const file = fileId ? await repo.file(offer.tenant_id, fileId) : undefined;
      if (!file) throw new AppError('NOT_FOUND', 'This document has no file yet.');
      return { bytes: file.content, sha256: file.sha256, name: doc.name };
    },

    /** The widget's document: only its candidate may open it. */
    async esignDocument(actor: OfferActor, widgetId: string) {
      const { offer, doc } = await widgetDocument(actor, widgetId);
      const bytes = await currentBytes(doc);
      return {
        document: {
          name: doc.name,
          position: offer.position_name,
          signed: doc.signed === 1 || doc.esign_file_id !== null,
          b64_string: Buffer.from(bytes).toString('base64'),
        },
        fullname: actor.candidate.full_name.trim() || null,
      };
    },

    /** The widget's signing: stamps the document and records it; the site's accept call then applies it. */
    async esignSign(
      actor: OfferActor,
      widgetId: string,
      input: { signature: string; drawingPng: Uint8Array | null },
    ): Promise<void> {
      const { offer, doc } = await widgetDocument(actor, widgetId);
      assertOpen(offer);
      assertSignable(doc);
      if (doc.esign_file_id) throw new AppError('CONFLICT', MESSAGES.alreadySigned);
      checkSignature(actor, input.signature, true);
      const original = await currentBytes(doc);
      const stamped = await stampSignature(original, {
        signature: input.signature,
        ...(input.drawingPng ? { drawingPng: input.drawingPng } : {}),
        signerName: actor.candidate.full_name,
        signerEmail: actor.candidate.email,
        signedAt: now(),
        ip: actor.ip,
        method: input.drawingPng
          ? 'Drawn and typed signature, e-signature widget'
          : 'Typed signature, e-signature widget',
      });
      await db.transaction().execute(async (trx) => {
        const fileId = await insertFile(trx, offer, stamped.bytes);
        const res = await trx
          .updateTable('offer_documents')
          .set({ esign_file_id: fileId, updated_at: now().toISOString() })
          .where('id', '=', doc.id)
          .where('esign_file_id', 'is', null)
          .where('signed', '=', 0)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw new AppError('CONFLICT', MESSAGES.alreadySigned);
        await audit(
          trx,
          actor,
          offer,
          'esign_signed',
          {
            drawn: input.drawingPng !== null,
            original_sha256: sha256Hex(original),
            signed_pages_sha256: stamped.signedPagesSha256,
            sha256: sha256Hex(stamped.bytes),
          },
          doc.id,
        );
      });
    },

    /** The widget's "decline": declines the offer (final). */
    async esignReject(actor: OfferActor, widgetId: string): Promise<void> {
      const { offer } = await widgetDocument(actor, widgetId);
      await decline(actor, offer.enc_id);
    },

    /** Tenant admins: any offer of the tenant with its candidate's email and the audit trail. */
    async adminGet(tenant: OfferActor['tenant'], encId: string, siteOrigin: string) {
      const offer = await repo.findInTenant(tenant.id, encId);
      if (!offer) throw new AppError('NOT_FOUND', 'This offer does not exist.');
      const candidate = await db
        .selectFrom('candidates')
        .select(['id', 'email', 'full_name'])
        .where('tenant_id', '=', tenant.id)
        .where('id', '=', offer.candidate_id)
        .executeTakeFirstOrThrow();
      const actor: OfferActor = { tenant, candidate, ip: '', siteOrigin };
      const [api] = await toApi(actor, [offer], false);
      const events = await repo.events(offer.id);
      return {
        offer: api!,
        candidate_email: candidate.email,
        events: events.map((e) => ({
          action: e.action,
          document_id: e.document_id === null ? null : Number(e.document_id),
          actor: e.actor_candidate_id,
          ip: e.ip,
          at: e.at,
          detail: JSON.parse(e.detail_json) as Record<string, unknown>,
        })),
      };
    },

    /**
     * "Download my data": the candidate's offers as stored, each with its documents and audit rows, and the
     * offers' files with their bytes.
     */
    async exportFor(tenantId: string, candidateId: string) {
      const offers = await repo.listForCandidate(tenantId, candidateId);
      const ids = offers.map((o) => Number(o.id));
      const documents = await repo.documentsOf(ids);
      const records = [];
      for (const offer of offers) {
        records.push({
          ...offer,
          id: Number(offer.id),
          documents: documents.filter((d) => Number(d.offer_id) === Number(offer.id)),
          audit: (await repo.events(Number(offer.id))).map(({ detail_json, ...e }) => ({
            ...e,
            detail: JSON.parse(detail_json) as unknown,
          })),
        });
      }
      const files = (await repo.filesOfOffers(tenantId, ids)).map((f) => ({
        id: Number(f.id),
        offerId: Number(f.offer_id),
        sha256: f.sha256,
        size: f.size,
        createdAt: f.created_at,
        content: f.content,
      }));
      return { offers: records, files };
    },
  };

  async function widgetDocument(actor: OfferActor, widgetId: string) {
    const doc = await repo.findDocumentByWidget(actor.tenant.id, widgetId);
    const offer = doc ? await repo.findOfferById(actor.tenant.id, Number(doc.offer_id)) : undefined;
    if (!doc || !offer || offer.candidate_id !== actor.candidate.id)
      throw new AppError('NOT_FOUND', 'This signing link is not valid.');
    return { offer, doc };
  }
}

export type OffersService = ReturnType<typeof createOffersService>;
