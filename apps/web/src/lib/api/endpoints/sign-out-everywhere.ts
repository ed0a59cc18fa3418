import { API } from '@portico/contracts';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/** POST /api/pcsx/settings/sign_out_everywhere: ends every session of the candidate. */
export async function signOutEverywhere(api: ApiClient): Promise<void> {
  await api.post(API.settingsSignOutEverywhere, {}, { schema: responseSchema('okResponseSchema') });
}

export function useSignOutEverywhere(options?: MutationHookOptions<void, void>) {
  // Whether this session survives is the server's call; refetch both to show the truth.
  return useApiMutation(
    (api) => signOutEverywhere(api),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
      ]),
    options,
  );
}
