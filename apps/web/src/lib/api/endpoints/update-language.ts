import { API, type languageRequestSchema } from '@portico/contracts';
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

export function useUpdateLanguage(options?: MutationHookOptions<void, UpdateLanguageInput>) {
  return useApiMutation(
    updateLanguage,
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
      ]),
    options,
  );
}
