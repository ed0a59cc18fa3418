import { API, type SettingsResponse } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';

export type SettingsData = SettingsResponse['data'];

/** GET /api/pcsx/settings (protected): account details for the settings screen. */
export async function getSettings(api: ApiClient, signal?: AbortSignal): Promise<SettingsData> {
  const body = await api.get(API.settings, { schema: responseSchema('settingsResponseSchema'), signal });
  return body.data;
}

export function settingsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => getSettings(api, signal),
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions(useApi()));
}
