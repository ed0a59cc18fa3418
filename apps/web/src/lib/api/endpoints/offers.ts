import {
  API,
  ESIGN_AGREE_FIELD,
  ESIGN_SIGNATURE_FIELD,
  OFFER_STALE_TIME_MS,
  type Offer,
  type OfferActionResponse,
  SIGNED_DOCUMENT_FIELD,
  SIGNED_OFFER_LETTER_FIELD,
} from '@portico/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type OfferActionResult = OfferActionResponse['data'];

/**
 * Spec 1 §4 "offer data freshness": fresh for a day, never retried, refetched when the window gets focus
 * (the candidate may have signed in another tab or the recruiter may have revised a document).
 * `silent`: the screens show their own error and empty states, and a 404 sends the candidate to the list.
 */
const OFFER_QUERY_DEFAULTS = {
  staleTime: OFFER_STALE_TIME_MS,
  retry: false,
  refetchOnWindowFocus: true,
} as const;

/** GET /api/offer/offers: the signed-in candidate's offers, newest first, documents without content. */
export async function getOffers(api: ApiClient, signal?: AbortSignal): Promise<Offer[]> {
  const body = await api.get(API.offers, {
    schema: responseSchema('offersResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.offers;
}

export function offersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.offers,
    queryFn: ({ signal }) => getOffers(api, signal),
    ...OFFER_QUERY_DEFAULTS,
  });
}

export function useOffers() {
  return useQuery(offersQueryOptions(useApi()));
}

/** GET /api/offer/{id}: one offer with its documents' PDF content (`b64_string`). */
export async function getOffer(api: ApiClient, id: string, signal?: AbortSignal): Promise<Offer> {
  const body = await api.get(API.offer(id), {
    schema: responseSchema('offerResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.offer;
}

export function offerQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...queryKeys.offer, id] as const,
    queryFn: ({ signal }) => getOffer(api, id, signal),
    ...OFFER_QUERY_DEFAULTS,
  });
}

export function useOffer(id: string) {
  return useQuery({ ...offerQueryOptions(useApi(), id), enabled: id !== '' });
}

/** What accepting the offer sends: the signed letter, or the digital signature (docs/decisions/016). */
export type AcceptOfferInput = { id: string; file: File } | { id: string; signature: string };

/** POST /api/offer/offers/{id}/accept, multipart (spec 1 §7). */
export async function acceptOffer(api: ApiClient, input: AcceptOfferInput): Promise<OfferActionResult> {
  const form = new FormData();
  if ('file' in input) {
    form.append(SIGNED_OFFER_LETTER_FIELD, input.file, input.file.name);
  } else {
    form.append(ESIGN_SIGNATURE_FIELD, input.signature);
    form.append(ESIGN_AGREE_FIELD, 'true');
  }
  const body = await api.upload(API.offerAccept(input.id), form, {
    schema: responseSchema('offerActionResponseSchema'),
    // The screen shows the server's message (or spec 1 §8's fallback) itself.
    silent: true,
  });
  return body.data;
}

/** POST /api/offer/offers/{id}/decline, no body. Decline cannot be undone (spec 1 §4). */
export async function declineOffer(api: ApiClient, input: { id: string }): Promise<OfferActionResult> {
  const body = await api.post(API.offerDecline(input.id), undefined, {
    schema: responseSchema('offerActionResponseSchema'),
    silent: true,
  });
  return body.data;
}

/**
 * POST /api/offer/offers/{id}/{documentId}/accept, multipart: the signed copy as `signed_document_file`, or
 * no file at all for a document signed in the e-signature widget (the server checks the widget's record).
 */
export async function acceptDocument(
  api: ApiClient,
  input: { id: string; documentId: number; file?: File },
): Promise<OfferActionResult> {
  const form = new FormData();
  if (input.file) form.append(SIGNED_DOCUMENT_FIELD, input.file, input.file.name);
  const body = await api.upload(API.offerDocumentAccept(input.id, input.documentId), form, {
    schema: responseSchema('offerActionResponseSchema'),
    silent: true,
  });
  return body.data;
}

/** POST /api/offer/offers/{id}/{documentId}/esign_status, empty body: the document's and offer's state. */
export async function reportEsignStatus(
  api: ApiClient,
  input: { id: string; documentId: number },
): Promise<OfferActionResult> {
  const body = await api.post(API.offerDocumentEsignStatus(input.id, input.documentId), undefined, {
    schema: responseSchema('offerActionResponseSchema'),
    silent: true,
  });
  return body.data;
}

/** Spec 1 §7: signing a widget document is the document accept call, then esign_status. */
export async function signWidgetDocument(
  api: ApiClient,
  input: { id: string; documentId: number },
): Promise<OfferActionResult> {
  await acceptDocument(api, input);
  return reportEsignStatus(api, input);
}

/** After any change: the answer is the offer as it now is; the list is refetched (its status moved). */
async function storeOffer(queryClient: QueryClient, result: OfferActionResult, id: string) {
  queryClient.setQueryData([...queryKeys.offer, id], result.offer);
  await queryClient.invalidateQueries({ queryKey: queryKeys.offers });
}

export function useAcceptOffer(options?: MutationHookOptions<OfferActionResult, AcceptOfferInput>) {
  return useApiMutation(acceptOffer, (qc, result, input) => storeOffer(qc, result, input.id), options);
}

export function useDeclineOffer(options?: MutationHookOptions<OfferActionResult, { id: string }>) {
  return useApiMutation(declineOffer, (qc, result, input) => storeOffer(qc, result, input.id), options);
}

export function useAcceptDocument(
  options?: MutationHookOptions<OfferActionResult, { id: string; documentId: number; file: File }>,
) {
  return useApiMutation(acceptDocument, (qc, result, input) => storeOffer(qc, result, input.id), options);
}

export function useSignWidgetDocument(
  options?: MutationHookOptions<OfferActionResult, { id: string; documentId: number }>,
) {
  return useApiMutation(signWidgetDocument, (qc, result, input) => storeOffer(qc, result, input.id), options);
}
