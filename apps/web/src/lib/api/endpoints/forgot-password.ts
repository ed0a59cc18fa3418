import { API, type forgotPasswordRequestSchema } from '@portico/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type ForgotPasswordInput = z.input<typeof forgotPasswordRequestSchema>;

/** POST /api/pcsx/auth/forgot_password. Always answers ok (it never reveals whether the email exists). */
export async function forgotPassword(api: ApiClient, input: ForgotPasswordInput): Promise<void> {
  await api.post(API.forgotPassword, input, { schema: responseSchema('okResponseSchema') });
}

export function useForgotPassword(options?: MutationHookOptions<void, ForgotPasswordInput>) {
  return useApiMutation(forgotPassword, () => undefined, options);
}
