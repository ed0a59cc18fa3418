import { type Offer, OPEN_OFFER_STATUSES } from '@portico/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/crypto.js';
import {
  assertOpen,
  assertSignable,
  checkSignature,
  currentBytes,
  documentOf,
  isOpenStatus,
  OFFER_MESSAGES,
  type OfferActor,
  type OffersContext,
  offerActionKey,
  offerForCandidate,
  offerLetterOf,
  type UploadedPdf,
} from './offer-context.js';
import { audit, insertFile, markSigned } from './offer-records.js';
import { checkUpload } from './offer-upload.js';
import { getOffer } from './offer-view.js';

/*
 * The candidate's answers to an offer (spec 1 §7): accept (the offer letter signed by upload or digitally),
 * accept one document, apply a widget signature, decline; and the company's cancel.
 */

/** Spec 1 §7 accept: the offer letter signed by upload or digitally; the offer is accepted when complete. */
export async function acceptOffer(
  ctx: OffersContext,
  actor: OfferActor,
  encId: string,
  input: { file: UploadedPdf | null; signature: string | null; agree: boolean },
): Promise<{ offer: Offer; message: string }> {
  const offer = await offerForCandidate(ctx, actor, encId);
  assertOpen(ctx, offer);
  const letter = await offerLetterOf(ctx, offer);
  assertSignable(letter);
  let bytes: Uint8Array;
  let detail: Record<string, unknown>;
  if (input.file || input.signature === null) {
    const upload = await checkUpload(input.file);
    bytes = upload.bytes;
    detail = { method: 'upload', ...upload.detail };
  } else {
    checkSignature(actor, input.signature, input.agree);
    const original = await currentBytes(ctx, letter);
    const stamped = await ctx.pdf.stamp(original, {
      signature: input.signature,
      signerName: actor.candidate.full_name,
      signerEmail: actor.candidate.email,
      signedAt: ctx.now(),
      ip: actor.ip,
      method: 'Typed signature on the careers site, terms accepted',
    });
    bytes = stamped.bytes;
    detail = {
      method: 'digital',
      signature: input.signature,
      original_sha256: sha256(original),
      signed_pages_sha256: stamped.signedPagesSha256,
      sha256: sha256(bytes),
      size: bytes.length,
    };
  }
  await ctx.notifications.transaction(async (trx) => {
    const fileId = await insertFile(ctx, trx, offer, bytes);
    await markSigned(ctx, trx, actor, offer, letter, fileId, detail);
  });
  return { offer: await getOffer(ctx, actor, encId), message: OFFER_MESSAGES.letterSigned };
}

/**
 * Spec 1 §7 document accept: an uploaded signed copy, or — for a widget document — the signature the widget
 * recorded (no file).
 */
export async function acceptDocument(
  ctx: OffersContext,
  actor: OfferActor,
  encId: string,
  documentId: number,
  file: UploadedPdf | null,
): Promise<{ offer: Offer; message: string }> {
  const offer = await offerForCandidate(ctx, actor, encId);
  assertOpen(ctx, offer);
  const doc = await documentOf(ctx, offer, documentId);
  assertSignable(doc);
  if (doc.esign_widget_id) {
    if (file) throw new AppError('BAD_REQUEST', 'Sign this document in the signing window.');
    if (!doc.esign_file_id) throw new AppError('CONFLICT', 'Sign the document in the signing window first.');
    const widgetFile = doc.esign_file_id;
    await ctx.notifications.transaction((trx) =>
      markSigned(ctx, trx, actor, offer, doc, widgetFile, { method: 'esign_widget' }),
    );
  } else {
    const upload = await checkUpload(file);
    await ctx.notifications.transaction(async (trx) => {
      const fileId = await insertFile(ctx, trx, offer, upload.bytes);
      await markSigned(ctx, trx, actor, offer, doc, fileId, { method: 'upload', ...upload.detail });
    });
  }
  return { offer: await getOffer(ctx, actor, encId), message: OFFER_MESSAGES.documentSigned };
}

/** Spec 1 §7 esign_status: where the document stands; a widget signature not yet applied is applied. */
export async function esignStatus(
  ctx: OffersContext,
  actor: OfferActor,
  encId: string,
  documentId: number,
): Promise<{ offer: Offer; message: string }> {
  const offer = await offerForCandidate(ctx, actor, encId);
  const doc = await documentOf(ctx, offer, documentId);
  if (doc.signed === 0 && doc.esign_file_id && isOpenStatus(offer.status)) {
    assertOpen(ctx, offer);
    const widgetFile = doc.esign_file_id;
    await ctx.notifications.transaction((trx) =>
      markSigned(ctx, trx, actor, offer, doc, widgetFile, { method: 'esign_widget', via: 'esign_status' }),
    );
  }
  const fresh = await getOffer(ctx, actor, encId);
  const signed = fresh.offer_documents.find((d) => d.id === documentId)?.signed ?? false;
  return { offer: fresh, message: signed ? OFFER_MESSAGES.documentSigned : OFFER_MESSAGES.unchanged };
}

/** Spec 1 §7 decline: final; a conditional update with its audit row. */
export async function declineOffer(
  ctx: OffersContext,
  actor: OfferActor,
  encId: string,
): Promise<{ offer: Offer; message: string }> {
  const offer = await offerForCandidate(ctx, actor, encId);
  assertOpen(ctx, offer);
  const at = ctx.now().toISOString();
  await ctx.notifications.transaction(async (trx) => {
    const res = await trx
      .updateTable('offers')
      .set({ status: 'Declined', updated_at: at })
      .where('id', '=', offer.id)
      .where('status', 'in', [...OPEN_OFFER_STATUSES])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new AppError('CONFLICT', OFFER_MESSAGES.closed);
    await audit(ctx, trx, actor, offer, 'offer_declined', { from: offer.status });
    await ctx.notifications.resolveAction(
      trx,
      offer.tenant_id,
      offer.candidate_id,
      offerActionKey(offer.enc_id),
    );
  });
  return { offer: await getOffer(ctx, actor, encId), message: OFFER_MESSAGES.declined };
}

/** The company withdraws an open offer (an admin action; the demo's Canceled offer). */
export async function cancelOffer(
  ctx: OffersContext,
  tenantId: string,
  encId: string,
  reason: string,
  /** Runs in the cancellation's transaction (the workspace's audit row). */
  also?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const offer = await ctx.repo.findInTenant(tenantId, encId);
  if (!offer) throw new AppError('NOT_FOUND', 'This offer does not exist.');
  await ctx.notifications.transaction(async (trx) => {
    const res = await trx
      .updateTable('offers')
      .set({ status: 'Canceled', updated_at: ctx.now().toISOString() })
      .where('id', '=', offer.id)
      .where('status', 'in', [...OPEN_OFFER_STATUSES])
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new AppError('CONFLICT', OFFER_MESSAGES.closed);
    await audit(ctx, trx, null, offer, 'offer_canceled', { reason });
    // Nothing left to sign: the candidate's "Sign your offer" stops asking.
    await ctx.notifications.resolveAction(
      trx,
      offer.tenant_id,
      offer.candidate_id,
      offerActionKey(offer.enc_id),
    );
    await also?.(trx);
  });
}
