import { OPEN_OFFER_STATUSES } from '@portico/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { type OffersContext, offerPath } from './offer-context.js';
import { audit, insertFile } from './offer-records.js';

/*
 * The company revises a document of an open offer (docs/decisions/043): marked as being revised, the candidate's
 * offer center says "Documents are being revised" and the document cannot be signed; done, it may carry a new
 * PDF (already checked, `checkUpload`), which the candidate then reads and signs.
 */

export interface ReviseInput {
  revising: boolean;
  /** The new version of the document, when the revision is done. */
  pdf?: Uint8Array | null;
}

export async function reviseDocument(
  ctx: OffersContext,
  tenantId: string,
  encId: string,
  documentId: number,
  input: ReviseInput,
  also?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const offer = await ctx.repo.findInTenant(tenantId, encId);
  if (!offer) throw new AppError('NOT_FOUND', 'This offer does not exist.');
  if (!(OPEN_OFFER_STATUSES as readonly string[]).includes(offer.status))
    throw new AppError('CONFLICT', 'Only the documents of an open offer can be revised.');
  const doc = (await ctx.repo.documentsOf([Number(offer.id)])).find((d) => d.id === documentId);
  if (!doc) throw new AppError('NOT_FOUND', 'This offer has no such document.');
  if (doc.signed === 1) throw new AppError('CONFLICT', 'A signed document cannot be revised.');
  if (input.pdf && input.revising)
    throw new AppError('VALIDATION_FAILED', 'Send the new version when the revision is done.');
  await ctx.notifications.transaction(async (trx) => {
    const at = ctx.now().toISOString();
    const fileId = input.pdf ? await insertFile(ctx, trx, offer, input.pdf) : null;
    await trx
      .updateTable('offer_documents')
      .set({
        under_revision: input.revising ? 1 : 0,
        updated_at: at,
        ...(fileId ? { original_file_id: fileId, current_file_id: fileId } : {}),
      })
      .where('id', '=', doc.id)
      .where('signed', '=', 0)
      .execute();
    await trx.updateTable('offers').set({ updated_at: at }).where('id', '=', offer.id).execute();
    await audit(
      ctx,
      trx,
      null,
      offer,
      input.revising ? 'document_revision_started' : 'document_revised',
      { name: doc.name, new_version: fileId !== null },
      doc.id,
    );
    // The revision is done: the candidate can read (and sign) the document again.
    if (!input.revising)
      await ctx.notifications.notify(trx, {
        tenantId,
        candidateId: offer.candidate_id,
        kind: 'offer_document_revised',
        params: { jobTitle: offer.position_name, documentName: doc.name },
        targetPath: offerPath(offer.enc_id),
      });
    await also?.(trx);
  });
}
