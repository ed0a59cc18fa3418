import { z } from 'zod';
import { envelope } from './errors.js';

/**
 * Spec 1 §3 "Terms response" and §7 `GET`/`POST /api/pcsx/terms_of_service`: whether the signed-in candidate
 * has attested the tenant's current terms, with the version and the tenant's texts the gate shows.
 */
export const termsOfServiceSchema = z.object({
  tosAttested: z.boolean(),
  /** Whether the tenant's gate is on; when off, nothing is asked (`tosAttested` still reports the attestation). */
  enabled: z.boolean(),
  version: z.number().int(),
  headingText: z.string(),
  helperText: z.string(),
  infoText: z.string(),
  disclaimerText: z.string(),
  submitButtonText: z.string(),
});
export type TermsOfService = z.infer<typeof termsOfServiceSchema>;
export const termsOfServiceResponseSchema = envelope(termsOfServiceSchema);
export type TermsOfServiceResponse = z.infer<typeof termsOfServiceResponseSchema>;

/**
 * The attestation (spec 1 §7: "payload not shown"). The version the candidate read is sent so that terms
 * changed while the gate was open are not accepted unseen (409 CONFLICT); without it the current one is meant.
 */
export const attestTermsRequestSchema = z.object({ version: z.number().int().min(1).optional() }).default({});
export type AttestTermsRequest = z.infer<typeof attestTermsRequestSchema>;
