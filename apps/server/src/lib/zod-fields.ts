import type { z } from 'zod';

/** Field path to its first message, as AppError `fields` carries them back to a form. */
export function zodFields(error: z.ZodError, fallbackKey: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || fallbackKey;
    fields[key] ??= issue.message;
  }
  return fields;
}
