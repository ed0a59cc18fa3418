import { ACCEPTED_STATUS_OF, OPEN_OFFER_STATUSES } from '@portico/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/crypto.js';
import { OFFER_MESSAGES, type OfferActor, type OffersContext, offerActionKey } from './offer-context.js';
import type { OfferDocumentRow, OfferRow } from './offers.repository.js';

/*
 * The writes the offer center's steps share, each inside the caller's transaction: an audit row, a stored file,
 * and the one write of signing.
 */

/** One row of the offer's audit trail (`offer_events`). */
export async function audit(
  ctx: OffersContext,
  trx: Transaction<Database>,
  actor: OfferActor | null,
  offer: OfferRow,
  action: string,
  detail: Record<string, unknown>,
  documentId: number | null = null,
  /** When it happened: now, unless the history is back-dated (an offer extended in the past). */
  at: string = ctx.now().toISOString(),
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

/** Stores a file of the offer with the SHA-256 of exactly the bytes stored. */
export async function insertFile(
  ctx: OffersContext,
  trx: Transaction<Database>,
  offer: OfferRow,
  bytes: Uint8Array,
): Promise<number> {
  const row = await trx
    .insertInto('offer_files')
    .values({
      tenant_id: offer.tenant_id,
      offer_id: offer.id,
      sha256: sha256(bytes),
      size: bytes.length,
      content: bytes,
      created_at: ctx.now().toISOString(),
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
export async function markSigned(
  ctx: OffersContext,
  trx: Transaction<Database>,
  actor: OfferActor,
  offer: OfferRow,
  doc: OfferDocumentRow,
  fileId: number,
  detail: Record<string, unknown>,
): Promise<void> {
  const at = ctx.now().toISOString();
  const signed = await trx
    .updateTable('offer_documents')
    .set({ status: 'Signed', signed: 1, current_file_id: fileId, updated_at: at })
    .where('id', '=', doc.id)
    .where('signed', '=', 0)
    .where('status', '=', 'Unsigned')
    .where('under_revision', '=', 0)
    .executeTakeFirst();
  if (Number(signed.numUpdatedRows) !== 1) throw new AppError('CONFLICT', OFFER_MESSAGES.alreadySigned);
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
  if (Number(updated.numUpdatedRows) !== 1) throw new AppError('CONFLICT', OFFER_MESSAGES.closed);
  await audit(ctx, trx, actor, offer, 'document_signed', detail, doc.id);
  if (complete) {
    await audit(ctx, trx, actor, offer, 'offer_accepted', { status });
    // Signed: "Sign your offer" is done (docs/decisions/051).
    await ctx.notifications.resolveAction(
      trx,
      offer.tenant_id,
      offer.candidate_id,
      offerActionKey(offer.enc_id),
    );
    // The preboarding forms come with the acceptance, in its transaction: both happen, or neither.
    await ctx.candidateForms?.assignPreboarding(
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
