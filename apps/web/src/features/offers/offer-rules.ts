import {
  effectiveOfferStatus,
  isOpenOffer,
  type Offer,
  type OfferDocument,
  type OfferStatus,
  OPEN_OFFER_STATUSES,
} from '@portico/contracts';

/*
 * The offer center's rules of spec 1 §4, as plain functions of an offer and the clock, so that the screens
 * only render what these decide and the tests can check every case without a DOM.
 */

/** i18n keys (offers namespace) of spec 1 §4's status labels. */
const STATUS_LABEL_KEYS: Record<OfferStatus, string> = {
  Extended: 'status.extended',
  Declined: 'status.declined',
  Accepted: 'status.accepted',
  Canceled: 'status.canceled',
  Expired: 'status.expired',
  'Contract Extended': 'status.contractExtended',
  'Contract Accepted': 'status.contractAccepted',
};

export function statusLabelKey(status: OfferStatus): string {
  return STATUS_LABEL_KEYS[status];
}

/** The dot's colour. Spec 1 §4: Expired and Declined share one. */
export type StatusTone = 'open' | 'accepted' | 'closed' | 'canceled';

export function statusTone(status: OfferStatus): StatusTone {
  switch (status) {
    case 'Extended':
    case 'Contract Extended':
      return 'open';
    case 'Accepted':
    case 'Contract Accepted':
      return 'accepted';
    case 'Declined':
    case 'Expired':
      return 'closed';
    case 'Canceled':
      return 'canceled';
  }
}

/** What a card or header shows: the status after the expiry rule, and whether the candidate must act. */
export interface OfferView {
  status: OfferStatus;
  /** Open and unexpired: accepting and declining are still possible. */
  open: boolean;
}

export function offerView(offer: Pick<Offer, 'status' | 'expires_at'>, now: Date): OfferView {
  return { status: effectiveOfferStatus(offer, now), open: isOpenOffer(offer, now) };
}

/**
 * The list's order: offers the candidate must act on (open and unexpired) first, the one that expires first
 * at the top; then every other offer in the server's order (last changed first). Stable, and a new array.
 */
export function sortForAction<T extends Pick<Offer, 'status' | 'expires_at'>>(
  offers: readonly T[],
  now: Date,
): T[] {
  const expiry = (offer: T) =>
    offer.expires_at === null ? Number.POSITIVE_INFINITY : Date.parse(offer.expires_at);
  const open = offers.filter((offer) => isOpenOffer(offer, now)).sort((a, b) => expiry(a) - expiry(b));
  return [...open, ...offers.filter((offer) => !isOpenOffer(offer, now))];
}

/** Spec 1 §2: the 'View job offer' button is primary for extended statuses, secondary otherwise. */
export function viewButtonVariant(status: OfferStatus): 'primary' | 'secondary' {
  return OPEN_OFFER_STATUSES.includes(status) ? 'primary' : 'secondary';
}

/**
 * Which date a list card shows: the expiry of an offer that was extended (still open, or passed by), else
 * when it last changed.
 */
export function cardDate(
  offer: Pick<Offer, 'status' | 'expires_at' | 'updated_at'>,
  now: Date,
): { key: 'date.expires' | 'date.expired' | 'date.updated'; iso: string } {
  if (OPEN_OFFER_STATUSES.includes(offer.status) && offer.expires_at !== null) {
    return {
      key: isOpenOffer(offer, now) ? 'date.expires' : 'date.expired',
      iso: offer.expires_at,
    };
  }
  return { key: 'date.updated', iso: offer.updated_at };
}

/** Spec 1 §9: offer dates are MM/DD/YYYY, in every language. UTC, so server and browser render the same. */
export function formatOfferDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

/** The offer letter is the document of type 'Offer' (spec 1 §3); it is signed through the offer's accept call. */
export function isOfferLetter(document: Pick<OfferDocument, 'document_type'>): boolean {
  return document.document_type === 'Offer';
}

export function offerLetterOf(offer: Pick<Offer, 'offer_documents'>): OfferDocument | undefined {
  return offer.offer_documents.find(isOfferLetter);
}

export function isSigned(document: Pick<OfferDocument, 'status' | 'signed'>): boolean {
  return document.signed || document.status === 'Signed';
}

/** Spec 1 §4 "Document button": 'Start' or 'View', and when it is disabled. */
export function documentButton(
  document: Pick<OfferDocument, 'status' | 'signed' | 'under_revision' | 'b64_string'>,
  offerOpen: boolean,
): { label: 'start' | 'view'; disabled: boolean } {
  const startable = document.status === 'Pending' || document.status === 'Unsigned';
  const disabled =
    document.under_revision ||
    document.status === 'Pending' ||
    document.status === 'Revision' ||
    (document.status === 'Signed' && document.b64_string === null);
  return { label: startable && offerOpen ? 'start' : 'view', disabled };
}

/** A status text: an i18n key of the offers namespace and its values. */
export interface DocumentStatusText {
  key: string;
  values?: Record<string, string>;
  /** A second line (a signed document whose signed copy is not generated yet). */
  extraKey?: string;
}

/**
 * The status line under a document (spec 1 §4 "Document status texts"): "being revised" while it is under
 * revision; unsigned, "sign before {expiry}" while the offer is open and expires, else "to sign"; pending, when
 * it was last updated once the company has produced content, else "processing"; read-only; signed, with a
 * second line while the signed copy is still being generated.
 */
export function documentStatusText(
  document: Pick<OfferDocument, 'status' | 'under_revision' | 'b64_string' | 'updated_at'>,
  offer: Pick<Offer, 'status' | 'expires_at'>,
  now: Date,
): DocumentStatusText {
  if (document.under_revision || document.status === 'Revision') return { key: 'documentStatus.revising' };
  switch (document.status) {
    case 'Unsigned':
      return isOpenOffer(offer, now) && offer.expires_at !== null
        ? { key: 'documentStatus.signBefore', values: { date: formatOfferDate(offer.expires_at) } }
        : { key: 'documentStatus.toSign' };
    case 'Pending':
      // With content, the company's side has produced something to show: say when.
      return document.b64_string !== null
        ? { key: 'documentStatus.lastUpdated', values: { date: formatOfferDate(document.updated_at) } }
        : { key: 'documentStatus.processing' };
    case 'Read Only':
      return { key: 'documentStatus.readOnly' };
    case 'Signed':
      return document.b64_string === null
        ? { key: 'documentStatus.signed', extraKey: 'documentStatus.generating' }
        : { key: 'documentStatus.signed' };
  }
  return { key: 'documentStatus.toSign' };
}

/**
 * Spec 1 §4 "Document flow": the e-signature widget when the offer is open and the document has a widget
 * url and is unsigned; else the embedded PDF with the upload-a-signed-copy flow when it still needs a
 * signature (and the offer is open); else view only.
 */
export type DocumentFlow = 'esign' | 'upload' | 'view';

export function documentFlow(
  document: Pick<OfferDocument, 'status' | 'signed' | 'url' | 'b64_string'>,
  offerOpen: boolean,
): DocumentFlow {
  if (offerOpen && document.url && !isSigned(document)) return 'esign';
  if (offerOpen && document.status === 'Unsigned' && !document.signed && document.b64_string !== null)
    return 'upload';
  return 'view';
}

/** Spec 1 §5 upload: required, at most one file, a PDF (type and extension; the server checks the bytes). */
export type UploadProblem = 'required' | 'tooMany' | 'notPdf' | 'tooLarge';

/** `maxMB`: the tenant's limit for signed files (`pcsxConfig.offerConfig.signedFileMaxSizeMB`). */
export function checkSignedUpload(
  files: readonly Pick<File, 'name' | 'type' | 'size'>[],
  maxMB: number,
): UploadProblem | null {
  if (files.length === 0) return 'required';
  if (files.length > 1) return 'tooMany';
  const [file] = files;
  if (!file) return 'required';
  const pdfName = /\.pdf$/i.test(file.name);
  // Some systems send no type for a PDF; a type that is set must say PDF.
  const pdfType = file.type === '' || file.type === 'application/pdf';
  if (!(pdfName && pdfType)) return 'notPdf';
  return file.size > maxMB * 1024 * 1024 ? 'tooLarge' : null;
}
