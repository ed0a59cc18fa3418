import { API } from '@portico/contracts';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { LOGGED_OUT, replaceSession } from './auth-session.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/** POST /api/pcsx/auth/logout. Ends this session. */
export async function logout(api: ApiClient): Promise<void> {
  await api.post(API.logout, {}, { schema: responseSchema('okResponseSchema') });
}

export function useLogout(options?: MutationHookOptions<void, void>) {
  return useApiMutation(
    (api) => logout(api),
    (queryClient) => replaceSession(queryClient, LOGGED_OUT),
    options,
  );
}
