import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/crypto.js';
import { declineOffer } from './offer-accept.js';
import {
  assertOpen,
  assertSignable,
  checkSignature,
  currentBytes,
  OFFER_MESSAGES,
  type OfferActor,
  type OffersContext,
  widgetDocument,
} from './offer-context.js';
import { audit, insertFile } from './offer-records.js';
import { checkSignatureDrawing } from './signature-drawing.js';

/*
 * The e-signature widget's calls (spec 3 §2): its document, the signing, and its "decline". The widget records
 * a signature; the site's accept or esign_status call applies it (`offer-accept.ts`).
 */

/** The widget's document: only its candidate may open it. */
export async function esignDocument(ctx: OffersContext, actor: OfferActor, widgetId: string) {
  const { offer, doc } = await widgetDocument(ctx, actor, widgetId);
  const bytes = await currentBytes(ctx, doc);
  return {
    document: {
      name: doc.name,
      position: offer.position_name,
      signed: doc.signed === 1 || doc.esign_file_id !== null,
      b64_string: Buffer.from(bytes).toString('base64'),
    },
    fullname: actor.candidate.full_name.trim() || null,
  };
}

/**
 * The widget's signing: stamps the document (on a worker thread) and records it. A drawn signature is checked
 * by its PNG header first (`checkSignatureDrawing`): nothing oversized or broken is decoded.
 */
export async function esignSign(
  ctx: OffersContext,
  actor: OfferActor,
  widgetId: string,
  input: { signature: string; drawingPng: Uint8Array | null },
): Promise<void> {
  const { offer, doc } = await widgetDocument(ctx, actor, widgetId);
  assertOpen(ctx, offer);
  assertSignable(doc);
  if (doc.esign_file_id) throw new AppError('CONFLICT', OFFER_MESSAGES.alreadySigned);
  checkSignature(actor, input.signature, true);
  if (input.drawingPng) checkSignatureDrawing(input.drawingPng);
  const original = await currentBytes(ctx, doc);
  const stamped = await ctx.pdf.stamp(original, {
    signature: input.signature,
    ...(input.drawingPng ? { drawingPng: input.drawingPng } : {}),
    signerName: actor.candidate.full_name,
    signerEmail: actor.candidate.email,
    signedAt: ctx.now(),
    ip: actor.ip,
    method: input.drawingPng
      ? 'Drawn and typed signature, e-signature widget'
      : 'Typed signature, e-signature widget',
  });
  await ctx.notifications.transaction(async (trx) => {
    const fileId = await insertFile(ctx, trx, offer, stamped.bytes);
    const res = await trx
      .updateTable('offer_documents')
      .set({ esign_file_id: fileId, updated_at: ctx.now().toISOString() })
      .where('id', '=', doc.id)
      .where('esign_file_id', 'is', null)
      .where('signed', '=', 0)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new AppError('CONFLICT', OFFER_MESSAGES.alreadySigned);
    await audit(
      ctx,
      trx,
      actor,
      offer,
      'esign_signed',
      {
        drawn: input.drawingPng !== null,
        original_sha256: sha256(original),
        signed_pages_sha256: stamped.signedPagesSha256,
        sha256: sha256(stamped.bytes),
      },
      doc.id,
    );
  });
}

/** The widget's "decline": declines the offer (final). */
export async function esignReject(ctx: OffersContext, actor: OfferActor, widgetId: string): Promise<void> {
  const { offer } = await widgetDocument(ctx, actor, widgetId);
  await declineOffer(ctx, actor, offer.enc_id);
}
