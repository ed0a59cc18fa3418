import {
  API,
  type OnboardingRequest,
  type OnboardingResponse,
  type ProfileBootstrapRequest,
  type ProfileBootstrapResponse,
} from '@portico/contracts';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type ProfileBootstrapResult = ProfileBootstrapResponse['data'];
export type OnboardingResult = OnboardingResponse['data'];

/**
 * POST /api/pcsx/profile_bootstrap (docs/decisions/027): the resume fields the candidate accepted, written in one
 * transaction. Silent: a 422 names the entry that failed, and the screen shows it beside that entry.
 */
export async function bootstrapProfile(
  api: ApiClient,
  input: ProfileBootstrapRequest,
): Promise<ProfileBootstrapResult> {
  const body = await api.post(API.profileBootstrap, input, {
    schema: responseSchema('profileBootstrapResponseSchema'),
    silent: true,
  });
  return body.data;
}

/** The profile changed: its details, completion and every match are asked again. */
export function useBootstrapProfile(
  options?: MutationHookOptions<ProfileBootstrapResult, ProfileBootstrapRequest>,
) {
  return useApiMutation(
    bootstrapProfile,
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.matchDetails }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileDetails }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileAnalysis }),
      ]),
    options,
  );
}

/**
 * POST /api/pcsx/onboarding (spec 1 §7 "complete onboarding"): the job preferences (null when skipped) and
 * the job-alert opt-in; marks the candidate onboarded. Silent: the screen says what failed.
 */
export async function completeOnboarding(
  api: ApiClient,
  input: OnboardingRequest,
): Promise<OnboardingResult> {
  const body = await api.post(API.onboarding, input, {
    schema: responseSchema('onboardingResponseSchema'),
    silent: true,
  });
  return body.data;
}

export function useCompleteOnboarding(options?: MutationHookOptions<OnboardingResult, OnboardingRequest>) {
  return useApiMutation(
    completeOnboarding,
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.matchDetails }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileDetails }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileAnalysis }),
      ]),
    options,
  );
}
