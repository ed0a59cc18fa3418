import { API, type CandidateProfile, type ProfileDetails, type ProfileEditRequest } from '@portico/contracts';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/**
 * POST /api/pcsx/profile_edit (spec 2 §7): one section, one operation (`add`, `update`, `delete`), `op_data`
 * with the value and, for list sections, the index; answers the whole profile. Silent: a 422 ("Invalid
 * request received. Please try again") and any other failure are shown by the screen beside what failed.
 */
export async function editProfile(api: ApiClient, edit: ProfileEditRequest): Promise<CandidateProfile> {
  const body = await api.post(API.profileEdit, edit, {
    schema: responseSchema('profileEditResponseSchema'),
    silent: true,
  });
  return body.data;
}

/**
 * One profile edit, from the profile page or the match panel's corrections. Its answer (the whole profile)
 * replaces the cached one, and everything computed from the profile is asked again: the completion, the match of
 * every position (the open one refetches at once, any other cached one when next shown), so no job shows a score
 * of the profile as it was; and the application forms, whose answers are prefilled from the profile (skills,
 * location). Search answers and positions carry nothing from the profile and stay cached.
 */
export function useProfileEdit(options?: MutationHookOptions<CandidateProfile, ProfileEditRequest>) {
  return useApiMutation(
    editProfile,
    (queryClient, profile) => {
      queryClient.setQueryData<ProfileDetails>(queryKeys.profileDetails, (old) =>
        old ? { ...old, profile } : old,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.matchDetails }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileAnalysis }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applyForm }),
      ]);
    },
    options,
  );
}
