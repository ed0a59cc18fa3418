import {
  API,
  type ApplyFormResponse,
  type confirmApplicationResponseSchema,
  type SubmitApplicationRequest,
  type SubmitApplicationResponse,
} from '@portico/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type ApplyForm = ApplyFormResponse['data'];
export type SubmitApplicationResult = SubmitApplicationResponse['data'];
export type ConfirmApplicationResult = z.output<typeof confirmApplicationResponseSchema>['data'];

/** Which jobs one apply page is for: `pid` or `pids=1,2,3`. */
export interface ApplyTarget {
  readonly pids: readonly number[];
  /**
   * The private job link's token (`/careers/apply/private?pid=&private=`, docs/decisions/034), sent with every read
   * and write of that job; null for public jobs (and "" for a private address without one, which finds nothing).
   */
  readonly privateToken: string | null;
}

/**
 * GET /api/pcsx/apply/form?pids=1,2 (docs/decisions/020; a private job's with `private=<token>`, 034): the tenant's form for these jobs, their
 * state (open, already applied, extra questions), what the site already knows and the candidate's resumes.
 * Silent: the apply page shows its own loading, not-found and error states.
 */
export async function getApplyForm(
  api: ApiClient,
  target: ApplyTarget,
  signal?: AbortSignal,
): Promise<ApplyForm> {
  const body = await api.get(API.applyForm, {
    params: { pids: target.pids.join(','), private: target.privateToken ?? undefined },
    schema: responseSchema('applyFormResponseSchema'),
    signal,
    silent: true,
  });
  return body.data;
}

export function applyFormQueryOptions(api: ApiClient, target: ApplyTarget) {
  return queryOptions({
    queryKey: [...queryKeys.applyForm, target.pids.join(','), target.privateToken] as const,
    queryFn: ({ signal }) => getApplyForm(api, target, signal),
    // The form is the start of an application: a background refetch must not reset what is on screen.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useApplyForm(target: ApplyTarget, enabled = true) {
  return useQuery({ ...applyFormQueryOptions(useApi(), target), enabled: enabled && target.pids.length > 0 });
}

/**
 * POST /api/pcsx/apply. For one job a refusal is an error status (409 ALREADY_APPLIED, 410 POSITION_CLOSED,
 * 422 with `fields`); for several, a 200 with a result per job. Silent: the apply page shows each outcome.
 */
export async function submitApplication(
  api: ApiClient,
  input: SubmitApplicationRequest,
): Promise<SubmitApplicationResult> {
  const body = await api.post(API.apply, input, {
    schema: responseSchema('submitApplicationResponseSchema'),
    silent: true,
    skipRateLimitToast: true,
  });
  return body.data;
}

/** Applied: the form's state (already applied), the drafts and the job cart are someone else's story now. */
async function afterApply(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.applyForm, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: queryKeys.draftApplications }),
    queryClient.invalidateQueries({ queryKey: queryKeys.jobCart }),
    queryClient.invalidateQueries({ queryKey: queryKeys.position }),
  ]);
}

export function useSubmitApplication(
  options?: MutationHookOptions<SubmitApplicationResult, SubmitApplicationRequest>,
) {
  return useApiMutation(submitApplication, (queryClient) => afterApply(queryClient), options);
}

/** POST /api/pcsx/apply/confirm: the link mailed to an existing account joins its pending applications. */
export async function confirmApplication(
  api: ApiClient,
  input: { token: string },
): Promise<ConfirmApplicationResult> {
  const body = await api.post(API.applyConfirm, input, {
    schema: responseSchema('confirmApplicationResponseSchema'),
    silent: true,
  });
  return body.data;
}

export function useConfirmApplication(
  options?: MutationHookOptions<ConfirmApplicationResult, { token: string }>,
) {
  return useApiMutation(confirmApplication, (queryClient) => afterApply(queryClient), options);
}
