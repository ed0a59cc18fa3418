import { API, type EsignDocument, type EsignSignRequest } from '@portico/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/** The e-signature widget's calls (docs/decisions/016): the document, signing and declining. */

/** GET /api/offer/esign/:widgetId. Silent: the widget shows its own error states. */
export async function getEsignDocument(
  api: ApiClient,
  widgetId: string,
  signal?: AbortSignal,
): Promise<EsignDocument> {
  const body = await api.get(API.esignDocument(widgetId), {
    schema: responseSchema('esignDocumentResponseSchema'),
    signal,
    silent: true,
  });
  return body.data;
}

export function esignDocumentQueryOptions(api: ApiClient, widgetId: string) {
  return queryOptions({
    queryKey: ['esignDocument', widgetId] as const,
    queryFn: ({ signal }) => getEsignDocument(api, widgetId, signal),
    retry: false,
  });
}

/** The sign request of the contract, for one widget; the agreement is given by sending it. */
export type EsignSignInput = Omit<EsignSignRequest, 'agree'> & { widgetId: string };

/** POST /api/offer/esign/:widgetId/sign. */
export async function signEsignDocument(api: ApiClient, input: EsignSignInput): Promise<void> {
  const { widgetId, ...rest } = input;
  await api.post(
    API.esignSign(widgetId),
    { ...rest, agree: true },
    { schema: responseSchema('okResponseSchema'), silent: true },
  );
}

export function useSignEsignDocument(options?: MutationHookOptions<void, EsignSignInput>) {
  return useApiMutation(signEsignDocument, async () => undefined, options);
}

/** POST /api/offer/esign/:widgetId/reject: declines the offer. */
export async function rejectEsignDocument(api: ApiClient, widgetId: string): Promise<void> {
  await api.post(API.esignReject(widgetId), undefined, {
    schema: responseSchema('okResponseSchema'),
    silent: true,
  });
}

export function useRejectEsignDocument(options?: MutationHookOptions<void, string>) {
  return useApiMutation(rejectEsignDocument, async () => undefined, options);
}
