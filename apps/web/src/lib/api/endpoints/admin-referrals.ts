import { type AdminReferral, API, type CreateReferralRequest } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/* The workspace's referral calls (docs/decisions/054): a job's referrals, and recording one. */

const positionReferralsKey = (positionId: number) =>
  [...queryKeys.admin, 'position-referrals', positionId] as const;

/** GET /api/admin/positions/{id}/referrals: the job's referrals, newest first. */
export function positionReferralsQueryOptions(api: ApiClient, positionId: number) {
  return queryOptions({
    queryKey: positionReferralsKey(positionId),
    queryFn: async ({ signal }): Promise<AdminReferral[]> =>
      (
        await api.get(API.adminPositionReferrals(positionId), {
          schema: responseSchema('adminReferralsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data.referrals,
    retry: false,
  });
}

export function usePositionReferrals(positionId: number) {
  return useQuery(positionReferralsQueryOptions(useApi(), positionId));
}

/** POST /api/admin/positions/{id}/referrals: records a referral and mails the person the job's link. */
export function useCreateReferral(
  positionId: number,
  options?: MutationHookOptions<AdminReferral, CreateReferralRequest>,
) {
  return useApiMutation(
    async (api, body: CreateReferralRequest) =>
      (
        await api.post(API.adminPositionReferrals(positionId), body, {
          schema: responseSchema('adminReferralResponseSchema'),
          checkPermission: true,
        })
      ).data,
    (queryClient) => queryClient.invalidateQueries({ queryKey: positionReferralsKey(positionId) }),
    options,
  );
}
