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
 * A private position's link token (docs/decisions/034), sent as `private` with every read of that position; null
 * for a public one.
 */
export type PrivateToken = string | null;

/** The parameters every read of one position sends (spec 1 §7: `position_id`, the private link's token). */
function readParams(id: number, privateToken: PrivateToken) {
  return { position_id: String(id), private: privateToken ?? undefined };
}

/**
 * GET /api/pcsx/position_details (spec 1 §7: position_id, domain, hl, queried_location). Silent: the page shows
 * spec 2 §8's "Failed to load position details" itself.
 */
export async function getPosition(
  api: ApiClient,
  id: number,
  privateToken: PrivateToken,
  signal?: AbortSignal,
  queriedLocation = '',
): Promise<PositionDetail> {
  const body = await api.get(API.positionDetails, {
    params: { ...readParams(id, privateToken), queried_location: queriedLocation || undefined },
    schema: responseSchema('positionDetailResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.position;
}

/**
 * `queriedLocation`: the search's location, so the answer lists the position's place there first (the search pane);
 * the job page has none.
 */
export function positionQueryOptions(
  api: ApiClient,
  id: number,
  privateToken: PrivateToken = null,
  queriedLocation = '',
) {
  return queryOptions({
    queryKey: [...queryKeys.position, id, privateToken, queriedLocation] as const,
    queryFn: ({ signal }) => getPosition(api, id, privateToken, signal, queriedLocation),
  });
}

/**
 * GET /api/pcsx/overrides (spec 1 §7: position_id, domain, hl; spec 2 §4): what this position changes in the job
 * detail's configuration for the page language; null means none (the base configuration applies).
 */
export async function getConfigOverrides(
  api: ApiClient,
  id: number,
  privateToken: PrivateToken,
  language: string,
  signal?: AbortSignal,
): Promise<PositionDetailsOverride | null> {
  const body = await api.get(API.positionOverrides, {
    params: { ...readParams(id, privateToken), hl: language },
    schema: responseSchema('configOverridesResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.positionDetailsConfig;
}

export function configOverridesQueryOptions(
  api: ApiClient,
  id: number,
  privateToken: PrivateToken,
  language: string,
) {
  return queryOptions({
    queryKey: [...queryKeys.configOverrides, id, privateToken, language] as const,
    queryFn: ({ signal }) => getConfigOverrides(api, id, privateToken, language, signal),
    retry: false,
  });
}

/** GET /api/pcsx/position_insights (spec 1 §7: position_id, domain). Spec 2 §4: a failure leaves them empty. */
export async function getInsights(
  api: ApiClient,
  id: number,
  privateToken: PrivateToken,
  signal?: AbortSignal,
): Promise<JobInsights> {
  const body = await api.get(API.positionInsights, {
    params: readParams(id, privateToken),
    schema: responseSchema('jobInsightsResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.jobInsights;
}

export function insightsQueryOptions(api: ApiClient, id: number, privateToken: PrivateToken = null) {
  return queryOptions({
    queryKey: [...queryKeys.insights, id, privateToken] as const,
    queryFn: ({ signal }) => getInsights(api, id, privateToken, signal),
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
  privateToken: PrivateToken,
  domain: string,
  signal?: AbortSignal,
): Promise<MatchDetails> {
  const body = await api.get(API.matchDetails, {
    params: { ...readParams(id, privateToken), domain },
    schema: responseSchema('matchDetailsResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.matchDetails;
}

export function matchDetailsQueryOptions(
  api: ApiClient,
  id: number,
  privateToken: PrivateToken,
  domain: string,
) {
  return queryOptions({
    queryKey: [...queryKeys.matchDetails, id, privateToken] as const,
    queryFn: ({ signal }) => getMatchDetails(api, id, privateToken, domain, signal),
    retry: false,
  });
}

export interface SaveInput {
  id: number;
  save: boolean;
  /** A private position is saved with its link token, like it is read. */
  privateToken?: PrivateToken;
}

/** POST (save) or DELETE (unsave) /api/pcsx/positions/:id/save; answers the new flag. */
export async function setSaved(
  api: ApiClient,
  { id, save, privateToken = null }: SaveInput,
): Promise<boolean> {
  const body = save
    ? await api.post(API.positionSave(id), undefined, {
        params: { private: privateToken ?? undefined },
        schema: responseSchema('saveResponseSchema'),
      })
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
