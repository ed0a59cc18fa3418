import { API, type AttestTermsRequest, type TermsOfService } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/** GET /api/pcsx/terms_of_service (spec 1 §7, signed in): whether the candidate attested, and the texts. */
export async function getTermsOfService(api: ApiClient, signal?: AbortSignal): Promise<TermsOfService> {
  const body = await api.get(API.termsOfService, {
    schema: responseSchema('termsOfServiceResponseSchema'),
    signal,
  });
  return body.data;
}

/** Spec 1 §8: a failed terms fetch drops the gate, so it is not retried (the gate would wait on it). */
export function termsOfServiceQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.termsOfService,
    queryFn: ({ signal }) => getTermsOfService(api, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTermsOfService(options: { enabled?: boolean } = {}) {
  return useQuery({ ...termsOfServiceQueryOptions(useApi()), enabled: options.enabled ?? true });
}

/** POST /api/pcsx/terms_of_service: attests the version the candidate read. */
export async function attestTerms(api: ApiClient, input: AttestTermsRequest): Promise<TermsOfService> {
  const body = await api.post(API.termsOfService, input, {
    schema: responseSchema('termsOfServiceResponseSchema'),
  });
  return body.data;
}

export function useAttestTerms(options?: MutationHookOptions<TermsOfService, AttestTermsRequest>) {
  return useApiMutation(
    attestTerms,
    async (queryClient, data) => {
      queryClient.setQueryData(queryKeys.termsOfService, data);
      // Everything the gate held back (403 TERMS_NOT_ATTESTED) is asked again.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.termsOfService[0],
      });
    },
    options,
  );
}
