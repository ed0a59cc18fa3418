import { API, type CandidateApplicationsResponse } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';

export type CandidateApplications = CandidateApplicationsResponse['data'];

/** GET /api/pcsx/dashboard/applications (spec 2 §7 "applications"): active and inactive applications. */
export async function getCandidateApplications(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<CandidateApplications> {
  const body = await api.get(API.dashboardApplications, {
    schema: responseSchema('candidateApplicationsResponseSchema'),
    signal,
    silent: true,
  });
  return body.data;
}

export function candidateApplicationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.candidateApplications,
    queryFn: ({ signal }) => getCandidateApplications(api, signal),
    retry: false,
  });
}

export function useCandidateApplications() {
  return useQuery(candidateApplicationsQueryOptions(useApi()));
}
