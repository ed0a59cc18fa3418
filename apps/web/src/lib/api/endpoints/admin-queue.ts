import { API, type FailedQueueJob } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/* The background queue's failed list (docs/decisions/052): tenant admins read it and retry a job. */

const failedJobsKey = [...queryKeys.admin, 'queue', 'failed'] as const;

export function failedQueueJobsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: failedJobsKey,
    queryFn: async ({ signal }): Promise<FailedQueueJob[]> =>
      (
        await api.get(API.adminQueueFailed, {
          schema: responseSchema('failedQueueJobsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data.jobs,
    retry: false,
  });
}

export function useFailedQueueJobs() {
  return useQuery(failedQueueJobsQueryOptions(useApi()));
}

/** POST /api/admin/queue/failed/{id}/retry: the job waits to run again; the list drops it. */
export function useRetryQueueJob(options?: MutationHookOptions<{ retried: true }, FailedQueueJob>) {
  return useApiMutation(
    async (api, job: FailedQueueJob) =>
      (
        await api.post(API.adminQueueRetry(job.id), undefined, {
          schema: responseSchema('retryQueueJobResponseSchema'),
          checkPermission: true,
        })
      ).data,
    async (queryClient, _data, job) => {
      queryClient.setQueryData<FailedQueueJob[]>(failedJobsKey, (jobs) =>
        jobs?.filter((j) => j.id !== job.id),
      );
      await queryClient.invalidateQueries({ queryKey: failedJobsKey });
    },
    options,
  );
}
