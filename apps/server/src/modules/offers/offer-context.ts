import {
  effectiveOfferStatus,
  type OfferStatus,
  OPEN_OFFER_STATUSES,
  type PageConfig,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { CandidateRow, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../lib/crypto.js';
import type { CandidateFormsService } from '../candidate-forms/candidate-forms.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { OfferPdfPool } from './offer-pdf-pool.js';
import type { createOffersRepository, OfferDocumentRow, OfferRow } from './offers.repository.js';

/*
 * What every step of the offer center (docs/decisions/016) shares: who acts, the service's dependencies, the
 * messages of spec 1, and the lookups and guards each step starts with. The steps are one file each:
 * `offer-view.ts` (listing, detail, files), `offer-extend.ts`, `offer-accept.ts` (accept, decline, cancel),
 * `offer-upload.ts`, `offer-esign.ts` (the widget), `offer-records.ts` (the writes signing shares) and
 * `offer-audit.ts` (the admin's trail, the data export).
 */

/** Who acts, from where: the signed-in candidate of a tenant (or the seed, acting as the candidate). */
export interface OfferActor {
  tenant: { id: string; domain: string; name: string; config: PageConfig };
  candidate: Pick<CandidateRow, 'id' | 'email' | 'full_name'>;
  ip: string;
  /** The site's origin: the e-signature widget's address is on it. */
  siteOrigin: string;
}

/** A file the candidate sent: its bytes, already checked to be one file within the tenant's limit. */
export interface UploadedPdf {
  bytes: Uint8Array;
  filename: string;
}

/** The dependencies of every step. */
export interface OffersContext {
  db: Kysely<Database>;
  repo: ReturnType<typeof createOffersRepository>;
  now: () => Date;
  /** Assigns the tenant's preboarding forms when an offer is accepted (docs/decisions/019). */
  candidateForms?: Pick<CandidateFormsService, 'assignPreboarding'>;
  /** Stamping runs on worker threads. */
  pdf: OfferPdfPool;
  /**
   * The candidate's notifications (docs/decisions/051): every write of an offer runs in its transaction, so an
   * extension, a revision and the end of the "sign your offer" action commit with the change they report.
   */
  notifications: Pick<NotificationsService, 'transaction' | 'notify' | 'resolveAction'>;
}

/** The notifications' action key of an offer: "Sign your offer" until it is accepted, declined or canceled. */
export const offerActionKey = (encId: string) => `offer:${encId}`;
/** The candidate's page of an offer. */
export const offerPath = (encId: string) => `/careers/offer/${encId}`;

export const OFFER_MESSAGES = {
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

/** 16 random bytes as url-safe base64 (22 characters): offer and widget ids that cannot be guessed. */
export function newPublicId(): string {
  return randomToken(16);
}

export const isOpenStatus = (status: string) => OPEN_OFFER_STATUSES.includes(status as OfferStatus);

/** The actor's own offer; another candidate's or tenant's is the same 404 as a made-up id. */
export async function offerForCandidate(
  ctx: OffersContext,
  actor: OfferActor,
  encId: string,
): Promise<OfferRow> {
  const offer = await ctx.repo.findForCandidate(actor.tenant.id, actor.candidate.id, encId);
  if (!offer) throw new AppError('NOT_FOUND', 'This offer does not exist.');
  return offer;
}

/** Open, and not past its expiry: the offer can still be accepted or declined. */
export function assertOpen(ctx: OffersContext, offer: OfferRow): void {
  const status = effectiveOfferStatus(offer as { status: OfferStatus; expires_at: string | null }, ctx.now());
  if (status === 'Expired') throw new AppError('CONFLICT', OFFER_MESSAGES.expired);
  if (!isOpenStatus(status)) throw new AppError('CONFLICT', OFFER_MESSAGES.closed);
}

export async function documentOf(
  ctx: OffersContext,
  offer: OfferRow,
  documentId: number,
): Promise<OfferDocumentRow> {
  const doc = (await ctx.repo.documentsOf([offer.id])).find((d) => Number(d.id) === documentId);
  if (!doc) throw new AppError('NOT_FOUND', 'This document does not exist.');
  return doc;
}

/** The document the offer-letter page signs (document type "Offer"). */
export async function offerLetterOf(ctx: OffersContext, offer: OfferRow): Promise<OfferDocumentRow> {
  const letter = (await ctx.repo.documentsOf([offer.id])).find((d) => d.document_type === 'Offer');
  if (!letter) throw new AppError('CONFLICT', 'This offer has no offer letter to sign.');
  return letter;
}

/** A widget's document and its offer, for the widget's own candidate only. */
export async function widgetDocument(ctx: OffersContext, actor: OfferActor, widgetId: string) {
  const doc = await ctx.repo.findDocumentByWidget(actor.tenant.id, widgetId);
  const offer = doc ? await ctx.repo.findOfferById(actor.tenant.id, Number(doc.offer_id)) : undefined;
  if (!doc || !offer || offer.candidate_id !== actor.candidate.id)
    throw new AppError('NOT_FOUND', 'This signing link is not valid.');
  return { offer, doc };
}

/** Needs a signature, is not signed, and is not being revised. */
export function assertSignable(doc: OfferDocumentRow): void {
  if (doc.signed === 1 || doc.status === 'Signed')
    throw new AppError('CONFLICT', OFFER_MESSAGES.alreadySigned);
  if (doc.under_revision === 1 || doc.requires_signature !== 1 || doc.status !== 'Unsigned')
    throw new AppError('CONFLICT', 'This document cannot be signed now.');
}

/** The document's PDF as it stands (the current file, else the original). */
export async function currentBytes(ctx: OffersContext, doc: OfferDocumentRow): Promise<Uint8Array> {
  const fileId = doc.current_file_id ?? doc.original_file_id;
  const [file] = fileId ? await ctx.repo.fileContents([fileId]) : [];
  if (!file) throw new AppError('CONFLICT', 'This document has no content to sign yet.');
  return file.content;
}

/** Spec 1 §5 (decision 016): the signature must be the candidate's full name; an unknown name cannot sign. */
export function checkSignature(actor: OfferActor, signature: string, agree: boolean): void {
  const fields: Record<string, string> = {};
  const name = actor.candidate.full_name.trim();
  if (!name || signature !== name) fields.esign_signature = OFFER_MESSAGES.name;
  if (!agree) fields.esign_agree = OFFER_MESSAGES.agree;
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', Object.values(fields)[0], { fields });
}
