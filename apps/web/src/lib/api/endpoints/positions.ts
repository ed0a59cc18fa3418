import {
  API,
  type JobCartData,
  type JobCartRequest,
  type JobInsights,
  type MatchDetails,
  type PositionDetail,
  type PositionDetailsOverride,
} from '@portico/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/**
 * GET /api/pcsx/positions/:id (spec 2 §7 "position by id"). Silent: the page shows spec 2 §8's
 * "Failed to load position details" itself.
 */
export async function getPosition(
  api: ApiClient,
  id: number,
  isPrivate: boolean,
  signal?: AbortSignal,
): Promise<PositionDetail> {
  const body = await api.get(API.position(id), {
    params: { private: isPrivate ? '1' : undefined },
    schema: responseSchema('positionDetailResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.position;
}

export function positionQueryOptions(api: ApiClient, id: number, isPrivate = false) {
  return queryOptions({
    queryKey: [...queryKeys.position, id, isPrivate] as const,
    queryFn: ({ signal }) => getPosition(api, id, isPrivate, signal),
  });
}

/**
 * GET /api/pcsx/positions/:id/config_overrides (spec 2 §4): what this position changes in the job detail's
 * configuration for the page language; null means none (the base configuration applies).
 */
export async function getConfigOverrides(
  api: ApiClient,
  id: number,
  isPrivate: boolean,
  language: string,
  signal?: AbortSignal,
): Promise<PositionDetailsOverride | null> {
  const body = await api.get(API.positionConfigOverrides(id), {
    params: { private: isPrivate ? '1' : undefined, language },
    schema: responseSchema('configOverridesResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.positionDetailsConfig;
}

export function configOverridesQueryOptions(
  api: ApiClient,
  id: number,
  isPrivate: boolean,
  language: string,
) {
  return queryOptions({
    queryKey: [...queryKeys.configOverrides, id, isPrivate, language] as const,
    queryFn: ({ signal }) => getConfigOverrides(api, id, isPrivate, language, signal),
    retry: false,
  });
}

/** GET /api/pcsx/positions/:id/insights. Spec 2 §4: a failure just leaves the insights empty. */
export async function getInsights(
  api: ApiClient,
  id: number,
  isPrivate: boolean,
  signal?: AbortSignal,
): Promise<JobInsights> {
  const body = await api.get(API.positionInsights(id), {
    params: { private: isPrivate ? '1' : undefined },
    schema: responseSchema('jobInsightsResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.jobInsights;
}

export function insightsQueryOptions(api: ApiClient, id: number, isPrivate = false) {
  return queryOptions({
    queryKey: [...queryKeys.insights, id, isPrivate] as const,
    queryFn: ({ signal }) => getInsights(api, id, isPrivate, signal),
    // Insights describe the whole catalogue: they change slowly (spec 2 §9's 10-minute cache).
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/**
 * GET /api/pcsx/match_details (spec 1 §7, position_id and domain): the signed-in candidate's match.
 * Spec 2 §4: a failure just leaves the match details empty.
 */
export async function getMatchDetails(
  api: ApiClient,
  id: number,
  isPrivate: boolean,
  domain: string,
  signal?: AbortSignal,
): Promise<MatchDetails> {
  const body = await api.get(API.matchDetails, {
    params: { position_id: String(id), domain, private: isPrivate ? '1' : undefined },
    schema: responseSchema('matchDetailsResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.matchDetails;
}

export function matchDetailsQueryOptions(api: ApiClient, id: number, isPrivate: boolean, domain: string) {
  return queryOptions({
    queryKey: [...queryKeys.matchDetails, id, isPrivate] as const,
    queryFn: ({ signal }) => getMatchDetails(api, id, isPrivate, domain, signal),
    retry: false,
  });
}

export interface SaveInput {
  id: number;
  save: boolean;
}

/** POST (save) or DELETE (unsave) /api/pcsx/positions/:id/save; answers the new flag. */
export async function setSaved(api: ApiClient, { id, save }: SaveInput): Promise<boolean> {
  const body = save
    ? await api.post(API.positionSave(id), undefined, { schema: responseSchema('saveResponseSchema') })
    : await api.delete(API.positionSave(id), { schema: responseSchema('saveResponseSchema') });
  return body.data.isSaved;
}

/** Spec 2 §4: saving or unsaving flips `positionUserActions.isSaved` in every cached copy of the position. */
export function useSetSaved(options?: MutationHookOptions<boolean, SaveInput>) {
  return useApiMutation(
    setSaved,
    async (queryClient, isSaved, { id }) => {
      queryClient.setQueriesData<PositionDetail>({ queryKey: [...queryKeys.position, id] }, (old) =>
        old ? { ...old, positionUserActions: { ...old.positionUserActions, isSaved } } : old,
      );
    },
    options,
  );
}

/** GET /api/pcsx/job_cart (spec 2 §7 "job cart fetch"). */
export async function getJobCart(api: ApiClient, signal?: AbortSignal): Promise<JobCartData> {
  const body = await api.get(API.jobCart, {
    schema: responseSchema('jobCartResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.data.jobCartData;
}

export function jobCartQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.jobCart, queryFn: ({ signal }) => getJobCart(api, signal) });
}

/** POST /api/pcsx/job_cart with pids, operation and domain (spec 2 §7); the server answers the new cart. */
export async function updateJobCart(api: ApiClient, input: JobCartRequest): Promise<JobCartData> {
  const body = await api.post(API.jobCart, input, { schema: responseSchema('jobCartResponseSchema') });
  return body.data.data.jobCartData;
}

export function useUpdateJobCart(options?: MutationHookOptions<JobCartData, JobCartRequest>) {
  return useApiMutation(
    updateJobCart,
    async (queryClient, cart) => {
      queryClient.setQueryData(queryKeys.jobCart, cart);
    },
    options,
  );
}
