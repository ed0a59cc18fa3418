import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { CandidateFormsService } from '../candidate-forms/candidate-forms.service.js';
import { acceptDocument, acceptOffer, cancelOffer, declineOffer, esignStatus } from './offer-accept.js';
import { adminOffer, exportOffers } from './offer-audit.js';
import type { OffersContext } from './offer-context.js';
import { esignDocument, esignReject, esignSign } from './offer-esign.js';
import { notifyExpiringOffers } from './offer-expiring.js';
import { extendOffer } from './offer-extend.js';
import { createOfferPdfPool, type OfferPdfPool } from './offer-pdf-pool.js';
import { reviseDocument } from './offer-revise.js';
import { documentFile, getOffer, listOffers } from './offer-view.js';
import { createOffersRepository } from './offers.repository.js';

export { OFFER_MESSAGES, type OfferActor, type UploadedPdf } from './offer-context.js';
export type { ExtendDocumentInput, ExtendInput } from './offer-extend.js';

type Step<A extends unknown[], R> = (ctx: OffersContext, ...args: A) => R;
const bound =
  <A extends unknown[], R>(ctx: OffersContext, step: Step<A, R>) =>
  (...args: A): R =>
    step(ctx, ...args);

/**
 * The offer center (docs/decisions/016): extend offers with generated documents, list and read them for
 * their candidate, sign (upload, digitally, through the widget), decline, and the audit trail. Each step is a
 * named function in its own file, taking the shared context (`offer-context.ts`); this is their one door.
 */
export function createOffersService(
  db: Kysely<Database>,
  opts: {
    now?: () => Date;
    /** Assigns the tenant's preboarding forms when an offer is accepted (docs/decisions/019). */
    candidateForms?: Pick<CandidateFormsService, 'assignPreboarding'>;
    /** Where PDFs are stamped: a worker pool of its own unless given one. */
    pdf?: OfferPdfPool;
    notifications: OffersContext['notifications'];
  },
) {
  const ctx: OffersContext = {
    db,
    repo: createOffersRepository(db),
    now: opts.now ?? (() => new Date()),
    ...(opts.candidateForms ? { candidateForms: opts.candidateForms } : {}),
    pdf: opts.pdf ?? createOfferPdfPool(),
    notifications: opts.notifications,
  };
  return {
    extend: bound(ctx, extendOffer),
    list: bound(ctx, listOffers),
    get: bound(ctx, getOffer),
    accept: bound(ctx, acceptOffer),
    acceptDocument: bound(ctx, acceptDocument),
    esignStatus: bound(ctx, esignStatus),
    decline: bound(ctx, declineOffer),
    cancel: bound(ctx, cancelOffer),
    reviseDocument: bound(ctx, reviseDocument),
    notifyExpiring: bound(ctx, notifyExpiringOffers),
    file: bound(ctx, documentFile),
    esignDocument: bound(ctx, esignDocument),
    esignSign: bound(ctx, esignSign),
    esignReject: bound(ctx, esignReject),
    adminGet: bound(ctx, adminOffer),
    exportFor: bound(ctx, exportOffers),
    /** Stops the PDF worker threads (the app's close). */
    close: () => ctx.pdf.close(),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
