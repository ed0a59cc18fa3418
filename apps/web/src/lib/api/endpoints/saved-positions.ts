import { API, type PositionDetail, type SavedPosition } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';
import { setSaved } from './positions.js';

/** GET /api/pcsx/positions/saved (spec 1 §7): the candidate's saved positions, newest saved first. */
export async function getSavedPositions(api: ApiClient, signal?: AbortSignal): Promise<SavedPosition[]> {
  const body = await api.get(API.positionsSaved, {
    schema: responseSchema('savedPositionsResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.positions;
}

export function savedPositionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.savedPositions,
    queryFn: ({ signal }) => getSavedPositions(api, signal),
    retry: false,
  });
}

export function useSavedPositions() {
  return useQuery(savedPositionsQueryOptions(useApi()));
}

/**
 * DELETE /api/pcsx/positions/:id/save from the saved-jobs page: the job leaves the list at once, and every
 * cached copy of the position shows it unsaved.
 */
export function useRemoveSavedPosition(options?: MutationHookOptions<boolean, number>) {
  return useApiMutation(
    (api, id: number) => setSaved(api, { id, save: false }),
    async (queryClient, _isSaved, id) => {
      queryClient.setQueryData<SavedPosition[]>(queryKeys.savedPositions, (old) =>
        old?.filter((p) => p.id !== id),
      );
      queryClient.setQueriesData<PositionDetail>({ queryKey: [...queryKeys.position, id] }, (old) =>
        old ? { ...old, positionUserActions: { ...old.positionUserActions, isSaved: false } } : old,
      );
    },
    options,
  );
}
