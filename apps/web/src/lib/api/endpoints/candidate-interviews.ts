import { API, type CandidateInterviewsResponse } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';

export type CandidateInterviews = CandidateInterviewsResponse['data'];

/** GET /api/pcsx/dashboard/interviews (spec 1 §7): the candidate's interviews, upcoming and past. */
export async function getCandidateInterviews(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<CandidateInterviews> {
  const body = await api.get(API.dashboardInterviews, {
    schema: responseSchema('candidateInterviewsResponseSchema'),
    signal,
    silent: true,
  });
  return body.data;
}

export function candidateInterviewsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.candidateInterviews,
    queryFn: ({ signal }) => getCandidateInterviews(api, signal),
    retry: false,
  });
}

export function useCandidateInterviews() {
  return useQuery(candidateInterviewsQueryOptions(useApi()));
}
