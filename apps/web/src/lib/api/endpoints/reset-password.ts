import { API, type resetPasswordRequestSchema } from '@portico/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type ResetPasswordInput = z.input<typeof resetPasswordRequestSchema>;

/** POST /api/pcsx/auth/reset_password with the emailed token and the new password. */
export async function resetPassword(api: ApiClient, input: ResetPasswordInput): Promise<void> {
  await api.post(API.resetPassword, input, { schema: responseSchema('okResponseSchema') });
}

export function useResetPassword(options?: MutationHookOptions<void, ResetPasswordInput>) {
  // A reset ends the account's other sessions on the server; the cached session may be stale now.
  return useApiMutation(
    resetPassword,
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    options,
  );
}
