import { API, type CandidateProfile, type ProfileEditRequest } from '@portico/contracts';
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
 * A profile edit made outside the profile page (the match panel's corrections), and then everything read from
 * the profile is asked again: the match of every position (the open one refetches at once, any other cached
 * one when next shown), so no job shows a score of the profile as it was; the profile page's data and
 * completion; and the application forms, whose answers are prefilled from the profile (skills, location).
 * Search answers and positions carry nothing from the profile and stay cached.
 */
export function useProfileEdit(options?: MutationHookOptions<CandidateProfile, ProfileEditRequest>) {
  return useApiMutation(
    editProfile,
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.matchDetails }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileDetails }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileAnalysis }),
        queryClient.invalidateQueries({ queryKey: queryKeys.applyForm }),
      ]),
    options,
  );
}
