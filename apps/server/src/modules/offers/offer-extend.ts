import type { OfferDocumentStatus, PageConfig } from '@portico/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { newPublicId, type OffersContext, offerActionKey, offerPath } from './offer-context.js';
import { generateDocument, generateOfferLetter } from './offer-pdf.js';
import { audit, insertFile } from './offer-records.js';
import type { OfferRow } from './offers.repository.js';

/*
 * Extending an offer (the company's side; the seed and tests use it): its row, generated documents and the
 * audit row, in one transaction.
 */

export interface ExtendDocumentInput {
  name: string;
  /** 'Offer' marks the offer letter (the document the offer-letter page signs). */
  documentType: string;
  status: OfferDocumentStatus;
  requiresSignature?: boolean;
  underRevision?: boolean;
  /** Signed through the e-signature widget rather than the embedded PDF. */
  esign?: boolean;
  /**
   * The letter generated from the offer, a generated document, a PDF the company uploaded (already checked and
   * stripped of active content, `checkUpload`), or none (the company has not sent it yet).
   */
  content: 'offer-letter' | { title: string; paragraphs: readonly string[] } | { pdf: Uint8Array } | null;
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

/**
 * Extends an offer: its row, generated documents and the audit row, in one transaction; `also` runs in it too
 * (the staff's call moves the application to its Offer stage and writes the workspace's audit row).
 */
export async function extendOffer(
  ctx: OffersContext,
  tenant: { id: string; name: string; config: PageConfig },
  input: ExtendInput,
  also?: (trx: Transaction<Database>, offer: { id: number; encId: string }) => Promise<void>,
): Promise<{ id: number; encId: string }> {
  const { db } = ctx;
  const extendedAt = input.extendedAt ?? ctx.now();
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
  const brand = tenant.config.pcsxConfig.branding.theme.core_properties.primary;
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
      if (d.content && 'pdf' in d.content) return d.content.pdf;
      if (d.content) return generateDocument({ companyName, brandColour: brand, ...d.content });
      return null;
    }),
  );
  const at = extendedAt.toISOString();
  const encId = newPublicId();
  return ctx.notifications.transaction(async (trx) => {
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
      const fileId = content ? await insertFile(ctx, trx, offer, content) : null;
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
      ctx,
      trx,
      null,
      offer,
      'offer_extended',
      { status: offer.status, documents: input.documents.length },
      null,
      at,
    );
    // "Sign your offer" while something needs the candidate's signature, until it is signed, declined or
    // canceled, or the offer expires.
    const toSign = input.documents.some((d) => d.requiresSignature && d.status !== 'Signed');
    await ctx.notifications.notify(trx, {
      tenantId: tenant.id,
      candidateId: candidate.id,
      kind: 'offer_extended',
      params: { jobTitle: input.positionName },
      targetPath: offerPath(encId),
      actionKey: toSign ? offerActionKey(encId) : null,
      actionExpiresAt: offer.expires_at,
      dedupeKey: `offer_extended:${encId}`,
      at: extendedAt,
    });
    await also?.(trx, { id: Number(offer.id), encId });
    return { id: Number(offer.id), encId };
  });
}
