import type { OfferDocument } from '@portico/contracts';

/** An offer document as the API answers it, for tests: an unsigned offer letter unless told otherwise. */
export function offerDocument(over: Partial<OfferDocument> = {}): OfferDocument {
  return {
    id: 11,
    name: 'Offer Letter',
    document_type: 'Offer',
    status: 'Unsigned',
    signed: false,
    under_revision: false,
    updated_at: '2026-11-10T09:00:00.000Z',
    url: null,
    s3_path: null,
    // "%PDF-1.4": enough for the code that only passes content along.
    b64_string: 'JVBERi0xLjQK',
    ...over,
  };
}
