import { API, type VslogBody, type vslogQuerySchema } from '@portico/contracts';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type VslogQuery = z.input<typeof vslogQuerySchema>;
export interface VslogInput {
  query: VslogQuery;
  body: VslogBody;
}

/**
 * POST /vslog (spec 1 §7, spec 2 §7). keepalive lets the request finish while the page unloads
 * (sendBeacon cannot carry the CSRF header).
 */
export async function postVslog(api: ApiClient, { query, body }: VslogInput): Promise<void> {
  await api.post(API.vslog, body, { params: query, keepalive: true, silent: true });
}

export function useVslog(options?: MutationHookOptions<void, VslogInput>) {
  return useApiMutation(postVslog, () => undefined, options);
}
