import { API, type ProfileCompletion, type ProfileDetails, type ResumeSummary } from '@portico/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/** GET /api/pcsx/profile_details (spec 2 §7 "profile fetch"): the profile, the candidate's basics, resumes. */
export async function getProfileDetails(api: ApiClient, signal?: AbortSignal): Promise<ProfileDetails> {
  const body = await api.get(API.profileDetails, {
    schema: responseSchema('profileDetailsResponseSchema'),
    signal,
    silent: true,
  });
  return body.data;
}

export function profileDetailsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.profileDetails,
    queryFn: ({ signal }) => getProfileDetails(api, signal),
    retry: false,
  });
}

export function useProfileDetails() {
  return useQuery(profileDetailsQueryOptions(useApi()));
}

/**
 * GET /api/pcsx/profile_analysis?hl= (spec 2 §7 "profile completion"): the score and the ranked next steps.
 * `hl` is the page's language; the answer holds keys that the page translates.
 */
export async function getProfileAnalysis(
  api: ApiClient,
  hl: string,
  signal?: AbortSignal,
): Promise<ProfileCompletion> {
  const body = await api.get(API.profileAnalysis, {
    params: { hl },
    schema: responseSchema('profileAnalysisResponseSchema'),
    signal,
    silent: true,
  });
  return body.data;
}

export function profileAnalysisQueryOptions(api: ApiClient, hl: string) {
  return queryOptions({
    queryKey: [...queryKeys.profileAnalysis, hl] as const,
    queryFn: ({ signal }) => getProfileAnalysis(api, hl, signal),
    retry: false,
  });
}

export function useProfileAnalysis(hl: string) {
  return useQuery(profileAnalysisQueryOptions(useApi(), hl));
}

/** Everything computed from the profile: its completion, and how it matches each position. */
function afterProfileChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.profileAnalysis }),
    queryClient.invalidateQueries({ queryKey: queryKeys.matchDetails }),
  ]);
}

/** DELETE /api/pcsx/resumes/:id: the candidate's own stored resume. */
export async function deleteResume(api: ApiClient, id: string): Promise<void> {
  await api.delete(API.resumeFile(id).replace(/\/file$/, ''), {
    schema: responseSchema('okResponseSchema'),
    silent: true,
  });
}

export function useDeleteResume(options?: MutationHookOptions<void, ResumeSummary>) {
  return useApiMutation(
    (api, resume: ResumeSummary) => deleteResume(api, resume.id),
    (queryClient, _nothing, resume) => {
      queryClient.setQueryData<ProfileDetails>(queryKeys.profileDetails, (old) =>
        old ? { ...old, resumes: old.resumes.filter((r) => r.id !== resume.id) } : old,
      );
      return afterProfileChange(queryClient);
    },
    options,
  );
}

export interface UploadAvatarInput {
  /** The image as a data URL; the server reads the bytes, not the declared type. */
  readonly dataUrl: string;
  readonly domain: string;
}

/**
 * POST /api/pcsx/upload_avatar (docs/decisions/026), multipart with `avatar_content` and `domain`: the stored
 * photo's path, which `profile_edit` (section `avatar`) then puts on the profile. Silent: the page says what
 * went wrong beside the photo.
 */
export async function uploadAvatar(api: ApiClient, input: UploadAvatarInput): Promise<string> {
  const form = new FormData();
  form.append('avatar_content', input.dataUrl);
  form.append('domain', input.domain);
  const body = await api.upload(API.uploadAvatar, form, {
    schema: responseSchema('uploadAvatarResponseSchema'),
    silent: true,
    skipRateLimitToast: true,
  });
  return body.data.avatarUrl;
}
