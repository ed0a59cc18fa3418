import { type AdminPipeline, API, type UpdatePipelineRequest } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/* The tenant's pipeline (docs/decisions/050): tenant admins read and save its stages. */

const pipelineKey = [...queryKeys.admin, 'pipeline'] as const;

export function adminPipelineQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: pipelineKey,
    queryFn: async ({ signal }): Promise<AdminPipeline> =>
      (
        await api.get(API.adminPipeline, {
          schema: responseSchema('adminPipelineResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    retry: false,
    // The page holds the admin's draft; a refetch on focus must not move the version under it.
    refetchOnWindowFocus: false,
  });
}

export function useAdminPipeline() {
  return useQuery(adminPipelineQueryOptions(useApi()));
}

/** PUT /api/admin/pipeline: every stage in order, naming the version read (409 when stale). */
export function useSavePipeline(options?: MutationHookOptions<AdminPipeline, UpdatePipelineRequest>) {
  return useApiMutation(
    async (api, body: UpdatePipelineRequest) =>
      (
        await api.put(API.adminPipeline, body, {
          schema: responseSchema('adminPipelineResponseSchema'),
          checkPermission: true,
        })
      ).data,
    async (queryClient, pipeline) => {
      queryClient.setQueryData(pipelineKey, pipeline);
      // Every list and application names the stages.
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin });
    },
    options,
  );
}
