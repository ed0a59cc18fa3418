import { API, type changePasswordRequestSchema } from '@portico/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type ChangePasswordInput = z.input<typeof changePasswordRequestSchema>;

/** POST /api/pcsx/settings/password. */
export async function changePassword(api: ApiClient, input: ChangePasswordInput): Promise<void> {
  await api.post(API.settingsPassword, input, { schema: responseSchema('okResponseSchema') });
}

export function useChangePassword(options?: MutationHookOptions<void, ChangePasswordInput>) {
  // The active-session count on the settings screen can change (other sessions are ended).
  return useApiMutation(
    changePassword,
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
    options,
  );
}
