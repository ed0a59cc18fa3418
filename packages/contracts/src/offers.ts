import { z } from 'zod';
import { envelope } from './errors.js';
import { OFFER_DOCUMENT_STATUSES, OFFER_STATUSES, SIGNATURE_DRAWING_MAX_BYTES } from './offer-constants.js';

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/**
 * The offer center's calls (spec 1 §3, §7; docs/decisions/016). Paths use the offer's `enc_id`, an
 * unguessable id; documents are addressed by their id within the offer.
 */

export const offerStatusSchema = z.enum(OFFER_STATUSES);
export const offerDocumentStatusSchema = z.enum(OFFER_DOCUMENT_STATUSES);

/** `:id` of the offer paths: an enc_id (url-safe base64, 22 characters). */
export const offerIdParamSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Use the offer link you were given.'),
});
export const offerDocumentParamSchema = offerIdParamSchema.extend({
  documentId: z
    .string()
    .regex(/^\d{1,10}$/, 'Use the document number.')
    .transform((text) => Number.parseInt(text, 10))
    .refine((id) => id > 0 && id <= 2_147_483_647, 'Use the document number.'),
});

export const offerDocumentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** For example 'Offer' (the offer letter) or 'Document'. */
  document_type: z.string(),
  status: offerDocumentStatusSchema,
  signed: z.boolean(),
  under_revision: z.boolean(),
  updated_at: z.string(),
  /** The e-signature widget's address for this document; null when it is signed another way. */
  url: z.string().nullable(),
  /** Download link of the current PDF (the signed copy once signed); null when there is none yet. */
  s3_path: z.string().nullable(),
  /** The current PDF as base64; only in the single-offer answer, null when there is none. */
  b64_string: z.string().nullable(),
});
export type OfferDocument = z.infer<typeof offerDocumentSchema>;

export const offerSchema = z.object({
  id: z.number().int().positive(),
  enc_id: z.string(),
  status: offerStatusSchema,
  position: z.object({ name: z.string() }),
  updated_at: z.string(),
  expires_at: z.string().nullable(),
  hide_offer_status: z.boolean(),
  profile: z.object({ fullname: z.string() }),
  offer_documents: z.array(offerDocumentSchema),
});
export type Offer = z.infer<typeof offerSchema>;

/** `GET /api/offer/offers`: the candidate's offers, newest first, documents without their content. */
export const offersResponseSchema = envelope(z.object({ offers: z.array(offerSchema) }));
/** `GET /api/offer/{id}`. */
export const offerResponseSchema = envelope(z.object({ offer: offerSchema }));

/**
 * `POST /api/offer/offers/{id}/accept` is multipart (spec 1 §7): either the signed letter as
 * `signed_offer_letter_pdf_file`, or the digital signature as the fields `esign_signature` (the typed full
 * name) and `esign_agree` ("true"): the server then stamps the letter itself (docs/decisions/016).
 */
export const ESIGN_SIGNATURE_FIELD = 'esign_signature';
export const ESIGN_AGREE_FIELD = 'esign_agree';

/** The answer of accept, decline, document accept and esign_status: the offer as it now is. */
export const offerActionResponseSchema = envelope(z.object({ offer: offerSchema, message: z.string() }));
export type OfferActionResponse = z.infer<typeof offerActionResponseSchema>;

/** The e-signature widget's document (`GET /api/offer/esign/{widgetId}`). */
export const esignWidgetIdSchema = z.object({
  widgetId: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'This signing link is not valid.'),
});
export const esignDocumentResponseSchema = envelope(
  z.object({
    document: z.object({
      name: z.string(),
      position: z.string(),
      signed: z.boolean(),
      b64_string: z.string(),
    }),
    /** The full name the signature must match (spec 1 §5); null when the profile has none. */
    fullname: z.string().nullable(),
  }),
);
export type EsignDocument = z.infer<typeof esignDocumentResponseSchema>['data'];
/** `POST /api/offer/esign/{widgetId}/sign`: a typed signature, or a drawn one as a PNG data URL. */
export const esignSignRequestSchema = z
  .object({
    signature: z.string().trim().min(1).max(200),
    drawing: z
      .string()
      // The base64 of the largest drawing the server takes, with its prefix.
      .max(PNG_DATA_URL_PREFIX.length + Math.ceil(SIGNATURE_DRAWING_MAX_BYTES / 3) * 4, {
        message: `The drawn signature must be at most ${SIGNATURE_DRAWING_MAX_BYTES / 1000} KB.`,
      })
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'The drawn signature must be a PNG image.')
      .optional(),
    agree: z.literal(true, { message: 'Please agree to the terms and conditions.' }),
  })
  .strict();
export type EsignSignRequest = z.infer<typeof esignSignRequestSchema>;

/** Admin call: an offer with its audit trail (`GET /api/admin/offers/{id}`). */
export const offerEventSchema = z.object({
  action: z.string(),
  document_id: z.number().nullable(),
  actor: z.string().nullable(),
  ip: z.string().nullable(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const adminOfferResponseSchema = envelope(
  z.object({ offer: offerSchema, candidate_email: z.string(), events: z.array(offerEventSchema) }),
);
