import { API, type verifyEmailRequestSchema } from '@portico/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type VerifyEmailInput = z.input<typeof verifyEmailRequestSchema>;

/** POST /api/pcsx/auth/verify_email with the token of the sign-up mail (docs/decisions/033). */
export async function verifyEmail(api: ApiClient, input: VerifyEmailInput): Promise<void> {
  await api.post(API.verifyEmail, input, { schema: responseSchema('okResponseSchema') });
}

export function useVerifyEmail(options?: MutationHookOptions<void, VerifyEmailInput>) {
  return useApiMutation(verifyEmail, () => undefined, options);
}
