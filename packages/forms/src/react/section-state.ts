import { type FieldErrors, useFormState } from 'react-hook-form';
import type { FormSection, FormValues } from '../core/definition.js';
import { countErrors } from '../core/visibility.js';

/** react-hook-form's nested errors as flat `list.0.name` keys (the shape the core counts). */
export function flattenErrors(errors: FieldErrors<FormValues>, prefix = ''): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = `${prefix}${key}`;
    if ('message' in value && typeof value.message === 'string') names.push(path);
    else names.push(...flattenErrors(value as FieldErrors<FormValues>, `${path}.`));
  }
  return names;
}

/** The "errors found" count of a section: touched or submitted fields that are invalid (spec 3 §2). */
export function useSectionErrorCount(section: FormSection): number {
  const { errors, touchedFields, isSubmitted } = useFormState<FormValues>();
  const failing = Object.fromEntries(flattenErrors(errors).map((name) => [name, true]));
  return countErrors(section, failing, touchedFields as Record<string, unknown>, isSubmitted);
}

/** Names of the section's fields that hold an error, in definition order. */
export function useSectionErrorNames(section: FormSection): string[] {
  const { errors } = useFormState<FormValues>();
  const flat = flattenErrors(errors);
  return section.items.flatMap((item) =>
    flat.filter((n) => n === item.name || n.startsWith(`${item.name}.`)),
  );
}
