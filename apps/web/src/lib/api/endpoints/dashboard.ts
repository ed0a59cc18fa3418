import { API, type CandidateApplication, type CandidateReferral, type Nudge } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/** GET /api/pcsx/dashboard/nudges (spec 1 §7; docs/decisions/054): the next steps, ranked by the server. */
export function dashboardNudgesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.dashboardNudges,
    queryFn: async ({ signal }): Promise<Nudge[]> =>
      (
        await api.get(API.dashboardNudges, {
          schema: responseSchema('nudgesResponseSchema'),
          signal,
          silent: true,
        })
      ).data.nudges,
    retry: false,
  });
}

export function useDashboardNudges() {
  return useQuery(dashboardNudgesQueryOptions(useApi()));
}

/** GET /api/pcsx/dashboard/referrals (spec 1 §7): only asked where the tenant's referral gate is on. */
export function candidateReferralsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.candidateReferrals,
    queryFn: async ({ signal }): Promise<CandidateReferral[]> =>
      (
        await api.get(API.dashboardReferrals, {
          schema: responseSchema('candidateReferralsResponseSchema'),
          signal,
          silent: true,
        })
      ).data.referrals,
    retry: false,
  });
}

export function useCandidateReferrals(enabled = true) {
  return useQuery({ ...candidateReferralsQueryOptions(useApi()), enabled });
}

/**
 * POST /api/pcsx/applications/{id}/withdraw over the version the candidate saw (docs/decisions/054). The lists
 * are read again afterwards either way: a refusal (409) means the page was out of date.
 */
export function useWithdrawApplication(
  options: MutationHookOptions<CandidateApplication, { id: string; version: string }> = {},
) {
  return useApiMutation(
    async (api, { id, version }) =>
      (
        await api.post(
          API.applicationWithdraw(id),
          { version },
          { schema: responseSchema('withdrawApplicationResponseSchema'), silent: true },
        )
      ).data,
    (client) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.candidateApplications }),
        client.invalidateQueries({ queryKey: queryKeys.dashboardNudges }),
      ]),
    options,
  );
}
