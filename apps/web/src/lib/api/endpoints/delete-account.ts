import { API, type deleteAccountRequestSchema } from '@portico/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { LOGGED_OUT, replaceSession } from './auth-session.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type DeleteAccountInput = z.input<typeof deleteAccountRequestSchema>;

/** POST /api/pcsx/settings/delete_account after the candidate re-enters the password. */
export async function deleteAccount(api: ApiClient, input: DeleteAccountInput): Promise<void> {
  await api.post(API.settingsDeleteAccount, input, { schema: responseSchema('okResponseSchema') });
}

export function useDeleteAccount(options?: MutationHookOptions<void, DeleteAccountInput>) {
  return useApiMutation(deleteAccount, (queryClient) => replaceSession(queryClient, LOGGED_OUT), options);
}
