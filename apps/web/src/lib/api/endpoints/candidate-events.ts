import { API, type CandidateEvent, type CandidateEventsResponse } from '@portico/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type CandidateEvents = CandidateEventsResponse['data'];

/** GET /api/pcsx/dashboard/events (spec 1 §7): upcoming events with the candidate's registrations, and past ones. */
export function candidateEventsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.candidateEvents,
    queryFn: async ({ signal }): Promise<CandidateEvents> =>
      (
        await api.get(API.dashboardEvents, {
          schema: responseSchema('candidateEventsResponseSchema'),
          signal,
          silent: true,
        })
      ).data,
    retry: false,
  });
}

export function useCandidateEvents() {
  return useQuery(candidateEventsQueryOptions(useApi()));
}

/**
 * Registers for an event (POST) or gives the seat back (DELETE) at /api/pcsx/events/{id}/registration
 * (docs/decisions/049). The answer is the event as it now stands; the list is refreshed either way, since a
 * refusal (full, canceled) means the list the candidate saw is out of date.
 */
export function useEventRegistration(
  options: MutationHookOptions<CandidateEvent, { id: string; register: boolean }> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    async (api, { id, register }) => {
      const opts = { schema: responseSchema('candidateEventResponseSchema'), silent: true } as const;
      const body = register
        ? await api.post(API.eventRegistration(id), {}, opts)
        : await api.delete(API.eventRegistration(id), opts);
      return body.data;
    },
    (client) => client.invalidateQueries({ queryKey: queryKeys.candidateEvents }),
    {
      ...options,
      onError: async (...args) => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.candidateEvents });
        return options.onError?.(...args);
      },
    },
  );
}
