import { API, type SelectOptionData } from '@portico/contracts';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';

/**
 * GET of a form's select-option endpoint (spec 3 §7: a relative path from the form definition, answered
 * as `data.options`). Silent: the field retries on its own and shows its state, so no request toast.
 */
export async function getFormOptions(api: ApiClient, path: string): Promise<SelectOptionData[]> {
  const body = await api.get(path, { schema: responseSchema('formOptionsResponseSchema'), silent: true });
  return body.data.options;
}

/** GET /api/pcsx/forms/options/skills?q= — the skill selector's search. */
export async function searchSkills(api: ApiClient, query: string): Promise<string[]> {
  const body = await api.get(API.formOptionsSkills, {
    params: { q: query },
    schema: responseSchema('formOptionsResponseSchema'),
    silent: true,
  });
  return body.data.options.map((option) => option.label);
}
