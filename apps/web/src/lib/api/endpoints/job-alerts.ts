import {
  API,
  type CreateJobAlertRequest,
  type JobAlert,
  type SubscribeJobAlertRequest,
  type UpdateJobAlertRequest,
} from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/** GET /api/pcsx/job_alerts (docs/decisions/053): the signed-in candidate's alerts, newest first. */
export function jobAlertsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.jobAlerts,
    queryFn: async ({ signal }): Promise<JobAlert[]> =>
      (
        await api.get(API.jobAlerts, {
          schema: responseSchema('jobAlertsResponseSchema'),
          signal,
          silent: true,
        })
      ).data.alerts,
    retry: false,
  });
}

export function useJobAlerts(enabled = true) {
  return useQuery({ ...jobAlertsQueryOptions(useApi()), enabled });
}

/**
 * POST /api/pcsx/job_alerts: saves the search page's search as an alert. The search answers (their
 * `savedSearchMetadata`) and the list are refreshed.
 */
export function useCreateJobAlert(options: MutationHookOptions<JobAlert, CreateJobAlertRequest> = {}) {
  return useApiMutation(
    async (api, input: CreateJobAlertRequest) =>
      (
        await api.post(API.jobAlerts, input, {
          schema: responseSchema('jobAlertResponseSchema'),
          silent: true,
        })
      ).data.alert,
    (client) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.search }),
        client.invalidateQueries({ queryKey: queryKeys.jobAlerts }),
      ]),
    options,
  );
}

/** PATCH /api/pcsx/job_alerts/{id}: rename, pause or resume, change the frequency. */
export function useUpdateJobAlert(
  options: MutationHookOptions<JobAlert, { id: string; patch: UpdateJobAlertRequest }> = {},
) {
  return useApiMutation(
    async (api, { id, patch }: { id: string; patch: UpdateJobAlertRequest }) =>
      (
        await api.request('PATCH', API.jobAlert(id), {
          body: patch,
          schema: responseSchema('jobAlertResponseSchema'),
          silent: true,
        })
      ).data.alert,
    async (client, alert) => {
      client.setQueryData<JobAlert[]>(queryKeys.jobAlerts, (old) =>
        old?.map((a) => (a.id === alert.id ? alert : a)),
      );
    },
    options,
  );
}

/** DELETE /api/pcsx/job_alerts/{id}. */
export function useDeleteJobAlert(options: MutationHookOptions<string, string> = {}) {
  return useApiMutation(
    async (api, id: string) => {
      await api.delete(API.jobAlert(id), { silent: true });
      return id;
    },
    (client, id) => {
      client.setQueryData<JobAlert[]>(queryKeys.jobAlerts, (old) => old?.filter((a) => a.id !== id));
      return client.invalidateQueries({ queryKey: queryKeys.search });
    },
    options,
  );
}

/** POST /api/pcsx/job_alerts/subscribe: a visitor's subscription by e-mail, confirmed by a mailed link. */
export function useSubscribeJobAlert(options: MutationHookOptions<void, SubscribeJobAlertRequest> = {}) {
  return useApiMutation(
    async (api, input: SubscribeJobAlertRequest) => {
      await api.post(API.jobAlertsSubscribe, input, { silent: true });
    },
    async () => undefined,
    options,
  );
}
