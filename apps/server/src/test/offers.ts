import type { Offer } from '@portico/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { ExtendDocumentInput } from '../modules/offers/offers.service.js';

/** The offer letter every test offer carries: signed by upload or digitally. */
export const LETTER: ExtendDocumentInput = {
  name: 'Offer Letter',
  documentType: 'Offer',
  status: 'Unsigned',
  requiresSignature: true,
  content: 'offer-letter',
};

/** A document signed in the e-signature widget. */
export const CONTRACT: ExtendDocumentInput = {
  name: 'Contractor Agreement',
  documentType: 'Contract',
  status: 'Unsigned',
  requiresSignature: true,
  esign: true,
  content: { title: 'Contractor Agreement', paragraphs: ['Terms.'] },
};

/** The offer an offer-center answer carries. */
export const offerOf = (res: LightMyRequestResponse) => (res.json() as { data: { offer: Offer } }).data.offer;
