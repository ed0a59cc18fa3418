/*
 * Plain values of the offer center (spec 1 §4, §9), no zod: the offer screens import these without the schemas
 * (docs/decisions/014, 016).
 */

/** Spec 1 §4 offer status values, as the API writes them. */
export const OFFER_STATUSES = [
  'Extended',
  'Declined',
  'Accepted',
  'Canceled',
  'Expired',
  'Contract Extended',
  'Contract Accepted',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Extended and Contract Extended are open: the candidate can still accept or decline. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['Extended', 'Contract Extended'];

/** What accepting an open offer turns it into. */
export const ACCEPTED_STATUS_OF: Readonly<Record<string, OfferStatus>> = {
  Extended: 'Accepted',
  'Contract Extended': 'Contract Accepted',
};

/** Spec 1 §4 document status values. */
export const OFFER_DOCUMENT_STATUSES = ['Pending', 'Signed', 'Unsigned', 'Read Only', 'Revision'] as const;
export type OfferDocumentStatus = (typeof OFFER_DOCUMENT_STATUSES)[number];

/** Offer answers stay fresh in the client's cache for a day (spec 1 §9). */
export const OFFER_STALE_TIME_MS = 24 * 60 * 60 * 1000;
/** The "signed" toast stays 15 s (spec 1 §9). */
export const OFFER_SIGNED_TOAST_MS = 15_000;
/** The first opening of an open, unexpired offer drops 200 pieces of confetti (spec 1 §9). */
export const OFFER_CONFETTI_PIECES = 200;
/** A signed copy is uploaded as exactly one file (spec 1 §9). */
export const OFFER_UPLOAD_MAX_FILES = 1;
/** The multipart field names of spec 1 §7. */
export const SIGNED_OFFER_LETTER_FIELD = 'signed_offer_letter_pdf_file';
export const SIGNED_DOCUMENT_FIELD = 'signed_document_file';
/** Spec 3 §2: the e-signature frame is 800 x 1132 CSS pixels; its path on the widget's origin. */
export const ESIGN_WIDGET_PATH = '/public/esignWidget';
export const ESIGN_FRAME_SIZE_PX = { width: 800, height: 1132 } as const;

/**
 * A drawn signature (the e-signature widget's pad, a PNG): the largest image and file the server takes. The pad
 * draws at 480 x 140 px, and such a drawing is a few kilobytes; anything much larger is not a signature, and a
 * large image would cost the server seconds to decode (width x height x 4 bytes).
 */
export const SIGNATURE_DRAWING_MAX_PX = { width: 2000, height: 1000 } as const;
export const SIGNATURE_DRAWING_MAX_BYTES = 100_000;

/** Spec 1 §9: "offer-letter-{id}.pdf". */
export function offerLetterFileName(id: string): string {
  return `offer-letter-${id}.pdf`;
}

/** Local storage key remembering that an offer's confetti was shown (spec 1 §2 "visited"). */
export function offerVisitedKey(encId: string): string {
  return `portico-offer-visited:${encId}`;
}

/** An open offer whose expiry has passed is shown as Expired (spec 1 §4); the server refuses to accept it. */
export function effectiveOfferStatus(
  offer: { status: OfferStatus; expires_at: string | null },
  now: Date,
): OfferStatus {
  const open = OPEN_OFFER_STATUSES.includes(offer.status);
  return open && offer.expires_at !== null && Date.parse(offer.expires_at) <= now.getTime()
    ? 'Expired'
    : offer.status;
}

export function isOpenOffer(offer: { status: OfferStatus; expires_at: string | null }, now: Date): boolean {
  return OPEN_OFFER_STATUSES.includes(effectiveOfferStatus(offer, now));
}
