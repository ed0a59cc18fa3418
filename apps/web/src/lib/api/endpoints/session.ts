import { API, type SessionResponse } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';

export type SessionData = SessionResponse['data'];

/** GET /api/pcsx/session: whether a candidate is signed in, and who. */
export async function getSession(api: ApiClient, signal?: AbortSignal): Promise<SessionData> {
  const body = await api.get(API.session, { schema: responseSchema('sessionResponseSchema'), signal });
  return body.data;
}

export function sessionQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => getSession(api, signal),
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions(useApi()));
}
