import {
  type AdminInterview,
  type AdminInterviewsQuery,
  API,
  type RescheduleInterviewRequest,
  type ScheduleInterviewRequest,
} from '@portico/contracts';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { adminApplicationKey } from './admin.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/* The workspace's interview calls (docs/decisions/044): an application's interviews, the upcoming list. */

const interviewsKey = [...queryKeys.admin, 'interviews'] as const;
const applicationInterviewsKey = (id: string) => [...queryKeys.admin, 'application-interviews', id] as const;

/** GET /api/admin/applications/{id}/interviews. */
export function applicationInterviewsQueryOptions(api: ApiClient, applicationId: string) {
  return queryOptions({
    queryKey: applicationInterviewsKey(applicationId),
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminApplicationInterviews(applicationId), {
          schema: responseSchema('adminApplicationInterviewsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data.interviews,
    retry: false,
  });
}

export function useApplicationInterviews(applicationId: string) {
  return useQuery(applicationInterviewsQueryOptions(useApi(), applicationId));
}

/** GET /api/admin/interviews: the tenant's upcoming interviews, by interviewer and job. */
export function adminInterviewsQueryOptions(api: ApiClient, query: AdminInterviewsQuery) {
  return queryOptions({
    queryKey: [...interviewsKey, query],
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminInterviews, {
          params: { ...query },
          schema: responseSchema('adminInterviewsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminInterviews(query: AdminInterviewsQuery) {
  return useQuery(adminInterviewsQueryOptions(useApi(), query));
}

/** GET /api/admin/interviewers: the staff who can be chosen. */
export function interviewersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...queryKeys.admin, 'interviewers'],
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminInterviewers, {
          schema: responseSchema('adminInterviewersResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data.interviewers,
    retry: false,
  });
}

export function useInterviewers() {
  return useQuery(interviewersQueryOptions(useApi()));
}

/** A write changes the application's interviews, its stage (scheduling moves it) and the upcoming list. */
async function interviewsChanged(queryClient: QueryClient, applicationId: string) {
  await queryClient.invalidateQueries({ queryKey: applicationInterviewsKey(applicationId) });
  await queryClient.invalidateQueries({ queryKey: adminApplicationKey(applicationId) });
  await queryClient.invalidateQueries({ queryKey: interviewsKey });
  await queryClient.invalidateQueries({ queryKey: [...queryKeys.admin, 'applications'] });
}

export function useScheduleInterview(
  applicationId: string,
  options?: MutationHookOptions<AdminInterview, ScheduleInterviewRequest>,
) {
  return useApiMutation(
    async (api, body: ScheduleInterviewRequest) =>
      (
        await api.post(API.adminApplicationInterviews(applicationId), body, {
          schema: responseSchema('adminInterviewResponseSchema'),
          checkPermission: true,
        })
      ).data,
    (queryClient) => interviewsChanged(queryClient, applicationId),
    options,
  );
}

export function useRescheduleInterview(
  applicationId: string,
  options?: MutationHookOptions<AdminInterview, RescheduleInterviewRequest & { id: string }>,
) {
  return useApiMutation(
    async (api, { id, ...body }: RescheduleInterviewRequest & { id: string }) =>
      (
        await api.put(API.adminInterview(id), body, {
          schema: responseSchema('adminInterviewResponseSchema'),
          checkPermission: true,
        })
      ).data,
    (queryClient) => interviewsChanged(queryClient, applicationId),
    options,
  );
}

export function useCancelInterview(
  applicationId: string,
  options?: MutationHookOptions<AdminInterview, { id: string; reason: string; version: number }>,
) {
  return useApiMutation(
    async (api, { id, ...body }: { id: string; reason: string; version: number }) =>
      (
        await api.post(API.adminInterviewCancel(id), body, {
          schema: responseSchema('adminInterviewResponseSchema'),
          checkPermission: true,
        })
      ).data,
    (queryClient) => interviewsChanged(queryClient, applicationId),
    options,
  );
}
