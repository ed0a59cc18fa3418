import { API, type signupRequestSchema } from '@portico/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { replaceSession } from './auth-session.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';
import type { SessionData } from './session.js';

export type SignupInput = z.input<typeof signupRequestSchema>;

/** POST /api/pcsx/auth/signup. Creates the account and signs it in. */
export async function signup(api: ApiClient, input: SignupInput): Promise<SessionData> {
  const body = await api.post(API.signup, input, { schema: responseSchema('sessionResponseSchema') });
  return body.data;
}

export function useSignup(options?: MutationHookOptions<SessionData, SignupInput>) {
  return useApiMutation(signup, (queryClient, session) => replaceSession(queryClient, session), options);
}
