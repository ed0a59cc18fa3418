import { API, type LoginRequest, type loginRequestSchema } from '@portico/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { replaceSession } from './auth-session.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';
import type { SessionData } from './session.js';

export type LoginInput = z.input<typeof loginRequestSchema>;

/** POST /api/pcsx/auth/login. Answers the new session; the CSRF token rotates (read from x-csrf-token). */
export async function login(api: ApiClient, input: LoginInput | LoginRequest): Promise<SessionData> {
  const body = await api.post(API.login, input, { schema: responseSchema('sessionResponseSchema') });
  return body.data;
}

export function useLogin(options?: MutationHookOptions<SessionData, LoginInput>) {
  return useApiMutation(login, (queryClient, session) => replaceSession(queryClient, session), options);
}
