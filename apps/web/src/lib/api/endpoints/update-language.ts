import { API, type languageRequestSchema } from '@portico/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type UpdateLanguageInput = z.input<typeof languageRequestSchema>;

/** PUT /api/pcsx/settings/language: the candidate's preferred interface language. */
export async function updateLanguage(api: ApiClient, input: UpdateLanguageInput): Promise<void> {
  await api.put(API.settingsLanguage, input, { schema: responseSchema('okResponseSchema') });
}

/** What a saved language makes stale: the settings and the session (which carries the preference). */
export function afterLanguageSaved(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
    queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  ]);
}

/** The settings screen's mutation; the shell's language picker calls the two functions above (root-layout). */
export function useUpdateLanguage(options?: MutationHookOptions<void, UpdateLanguageInput>) {
  return useApiMutation(updateLanguage, afterLanguageSaved, options);
}
