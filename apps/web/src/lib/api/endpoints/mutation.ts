import {
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import type { ApiError } from '../errors.js';

/** Options a screen may pass to a mutation hook (everything except the request itself). */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables>,
  'mutationFn'
>;

/**
 * A mutation bound to the request layer. `afterSuccess` (cache updates and invalidation by query key) runs
 * before the screen's own onSuccess, so a screen that navigates on success already sees fresh data.
 */
export function useApiMutation<TData, TVariables>(
  request: (api: ApiClient, variables: TVariables) => Promise<TData>,
  afterSuccess: (
    queryClient: QueryClient,
    data: TData,
    variables: TVariables,
  ) => Promise<unknown> | undefined,
  options: MutationHookOptions<TData, TVariables> = {},
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<TData, ApiError, TVariables>({
    ...options,
    mutationFn: (variables) => request(api, variables),
    onSuccess: async (...args) => {
      await afterSuccess(queryClient, args[0], args[1]);
      return options.onSuccess?.(...args);
    },
  });
}
