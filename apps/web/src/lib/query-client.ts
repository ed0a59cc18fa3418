import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api/errors.js';

declare module '@tanstack/react-query' {
  // Every query and mutation goes through the request layer, which only ever throws ApiError.
  interface Register {
    defaultError: ApiError;
  }
}

/** How long fetched data counts as fresh. Long enough that hydration does not refetch what SSR just loaded. */
export const DEFAULT_STALE_TIME_MS = 60_000;
const MAX_RETRIES = 2;

/**
 * Retries only what a retry can fix: network failures and 5xx, at most twice. A 4xx (validation,
 * unauthenticated, forbidden, not found, rate limited) or a malformed answer is final, and a cancelled
 * request is never retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.status >= 500;
}

/**
 * A new QueryClient. On the server create one per request (a shared one would leak one visitor's data
 * into another's page); in the browser create one for the lifetime of the app.
 */
export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  const server = options.server ?? typeof window === 'undefined';
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        // The server renders once: a failed loader shows its error state instead of waiting on retries.
        retry: server ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The cache to serialise into the page after the server render (successful queries only). */
export function dehydrateQueryClient(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query),
  });
}

/**
 * Serialises dehydrated state for an inline `<script type="application/json">`: `<` is escaped so that a
 * string value containing `</script>` cannot end the script element early.
 */
export function serializeDehydratedState(state: DehydratedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Restores the server's cache in the browser before hydration. Accepts the parsed JSON or nothing. */
export function hydrateQueryClient(queryClient: QueryClient, state: unknown): void {
  if (state && typeof state === 'object') hydrate(queryClient, state as DehydratedState);
}

/** Reads the dehydrated state the server embedded under `id` (contracts DEHYDRATED_STATE_ID). */
export function readDehydratedState(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A broken cache payload only costs a refetch; never a broken page.
    return undefined;
  }
}
