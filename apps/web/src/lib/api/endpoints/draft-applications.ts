import {
  API,
  type DraftApplication,
  type DraftApplicationsResponse,
  type SaveDraftRequest,
} from '@portico/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type DraftApplications = DraftApplicationsResponse['data'];

/**
 * GET /api/pcsx/draft_applications (spec 2 §7 "draft applications"; signed in): the candidate's open drafts
 * and the closed ones (their position was archived), optionally of one position only.
 */
export async function getDraftApplications(
  api: ApiClient,
  positionId?: number,
  signal?: AbortSignal,
): Promise<DraftApplications> {
  const body = await api.get(API.draftApplications, {
    params: { position_id: positionId },
    schema: responseSchema('draftApplicationsResponseSchema'),
    signal,
    silent: true,
  });
  return body.data;
}

export function draftApplicationsQueryOptions(api: ApiClient, positionId?: number) {
  return queryOptions({
    queryKey: [...queryKeys.draftApplications, positionId ?? 'all'] as const,
    queryFn: ({ signal }) => getDraftApplications(api, positionId, signal),
  });
}

export function useDraftApplications(positionId?: number, enabled = true) {
  return useQuery({ ...draftApplicationsQueryOptions(useApi(), positionId), enabled });
}

/**
 * PUT /api/pcsx/draft_applications: saves the answers over `base_version` (0 creates the draft) and answers
 * the draft with its new version; 409 DRAFT_CONFLICT when another tab or device saved a newer one. Silent:
 * autosave shows its own status, never a toast.
 */
export async function saveDraftApplication(
  api: ApiClient,
  input: SaveDraftRequest,
  signal?: AbortSignal,
): Promise<DraftApplication> {
  const body = await api.put(API.draftApplications, input, {
    schema: responseSchema('saveDraftResponseSchema'),
    signal,
    silent: true,
    skipRateLimitToast: true,
  });
  return body.data.draft;
}

/** DELETE /api/pcsx/draft_applications with body `{ position_ids }` (spec 2 §7 "delete draft"). */
export async function deleteDraftApplications(
  api: ApiClient,
  input: { position_ids: number[] },
): Promise<number> {
  const body = await api.delete(API.draftApplications, {
    body: input,
    schema: responseSchema('deleteDraftsResponseSchema'),
    silent: true,
  });
  return body.data.deleted;
}

/** Spec 2 §4: the screen removes the draft at once and restores it itself when the call fails. */
export function useDeleteDraftApplications(
  options?: MutationHookOptions<number, { position_ids: number[] }>,
) {
  return useApiMutation(
    deleteDraftApplications,
    (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.draftApplications }),
    options,
  );
}
