import {
  API,
  ESIGN_WIDGET_PATH,
  type Offer,
  type OfferDocumentStatus,
  type OfferStatus,
  OPEN_OFFER_STATUSES,
} from '@portico/contracts';
import { AppError } from '../../lib/app-error.js';
import { documentOf, type OfferActor, type OffersContext, offerForCandidate } from './offer-context.js';
import type { OfferRow } from './offers.repository.js';

/*
 * Reading offers: the candidate's list, one offer with its documents' PDFs, and one document's file.
 */

/**
 * Spec 3 §2's widget address: origin, widget id and hosted flag. The widget is Portico's own, hosted on the
 * site's origin (decision 016), which is also the only origin the site accepts its messages from.
 */
export function widgetUrl(actor: OfferActor, widgetId: string): string {
  const url = new URL(ESIGN_WIDGET_PATH, actor.siteOrigin);
  url.searchParams.set('widgetId', widgetId);
  url.searchParams.set('hosted', 'true');
  url.searchParams.set('domain', actor.tenant.domain);
  return url.toString();
}

/** The API shape of spec 1 §3; `withContent` adds each document's current PDF as base64. */
export async function toApi(
  ctx: OffersContext,
  actor: OfferActor,
  offers: OfferRow[],
  withContent: boolean,
): Promise<Offer[]> {
  const docs = await ctx.repo.documentsOf(offers.map((o) => o.id));
  const files = withContent
    ? new Map(
        (
          await ctx.repo.fileContents(docs.flatMap((d) => (d.current_file_id ? [d.current_file_id] : [])))
        ).map((f) => [Number(f.id), f.content]),
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

/** The candidate's offers, newest first, without document contents. */
export async function listOffers(ctx: OffersContext, actor: OfferActor): Promise<Offer[]> {
  return toApi(ctx, actor, await ctx.repo.listForCandidate(actor.tenant.id, actor.candidate.id), false);
}

/**
 * The candidate's offers still waiting for an answer (open and not expired), soonest expiry first, without
 * their documents: what the dashboard's "sign your offer" nudges are made of (docs/decisions/054).
 */
export async function openOffers(
  ctx: OffersContext,
  tenantId: string,
  candidateId: string,
): Promise<{ encId: string; positionName: string; expiresAt: string | null }[]> {
  const at = ctx.now().getTime();
  return (await ctx.repo.listForCandidate(tenantId, candidateId))
    .filter(
      (o) =>
        (OPEN_OFFER_STATUSES as readonly string[]).includes(o.status) &&
        (o.expires_at === null || Date.parse(o.expires_at) > at),
    )
    .map((o) => ({ encId: o.enc_id, positionName: o.position_name, expiresAt: o.expires_at }))
    .sort((a, b) => (a.expiresAt ?? '\uffff').localeCompare(b.expiresAt ?? '\uffff'));
}

/** One of the candidate's offers with its documents' PDFs. */
export async function getOffer(ctx: OffersContext, actor: OfferActor, encId: string): Promise<Offer> {
  const [offer] = await toApi(ctx, actor, [await offerForCandidate(ctx, actor, encId)], true);
  return offer!;
}

/** A document's PDF for download: the current one, or the untouched original. */
export async function documentFile(
  ctx: OffersContext,
  actor: OfferActor,
  encId: string,
  documentId: number,
  version: 'current' | 'original',
): Promise<{ bytes: Uint8Array; sha256: string; name: string }> {
  const offer = await offerForCandidate(ctx, actor, encId);
  const doc = await documentOf(ctx, offer, documentId);
  const fileId = version === 'original' ? doc.original_file_id : doc.current_file_id;
  const file = fileId ? await ctx.repo.file(offer.tenant_id, fileId) : undefined;
  if (!file) throw new AppError('NOT_FOUND', 'This document has no file yet.');
  return { bytes: file.content, sha256: file.sha256, name: doc.name };
}
