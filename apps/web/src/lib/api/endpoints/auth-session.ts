import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys.js';
import type { SessionData } from './session.js';

/**
 * After sign-in, sign-up, sign-out or account deletion every cached answer may belong to someone else:
 * the new session is written straight into the cache and everything else is refetched (active queries)
 * or dropped (inactive ones), so no screen shows the previous visitor's data.
 */
export async function replaceSession(queryClient: QueryClient, session: SessionData): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
  queryClient.setQueryData(queryKeys.session, session);
}

export const LOGGED_OUT: SessionData = { isLoggedIn: false, user: null };
