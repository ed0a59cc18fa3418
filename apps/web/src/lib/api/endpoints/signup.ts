import { API, type SignupResponse, type signupRequestSchema } from '@portico/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type SignupInput = z.input<typeof signupRequestSchema>;

/**
 * POST /api/pcsx/auth/signup. The answer is the same whether or not the address has an account and signs
 * nobody in (docs/decisions/033): what happens next comes by mail.
 */
export async function signup(api: ApiClient, input: SignupInput): Promise<SignupResponse['data']> {
  const body = await api.post(API.signup, input, { schema: responseSchema('signupResponseSchema') });
  return body.data;
}

export function useSignup(options?: MutationHookOptions<SignupResponse['data'], SignupInput>) {
  return useApiMutation(signup, () => undefined, options);
}
