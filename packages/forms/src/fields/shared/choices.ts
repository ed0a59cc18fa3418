import type { SelectOption } from '../../core/definition.js';

export type ChoiceValue = SelectOption['value'];

/**
 * Option values may be strings, numbers or booleans, and a stored value may have crossed JSON or a query
 * string as text ('1' for 1): both count as the same choice.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return (
    a === b || (a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b))
  );
}

export function findChoice(choices: readonly SelectOption[], value: unknown): SelectOption | undefined {
  return choices.find((choice) => sameValue(choice.value, value));
}

/** A list value (checkbox group, multi-select); a lone value becomes a list of one. */
export function asValueList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === null || value === undefined || value === '' ? [] : [value];
}

/** The label of a stored value, or the value itself when no choice has it (an option since removed). */
export function choiceLabel(choices: readonly SelectOption[], value: unknown): string {
  return findChoice(choices, value)?.label ?? String(value);
}

/** Labels joined the way the language lists things ("A, B, C"). */
export function formatLabels(labels: readonly string[], language: string | undefined): string {
  try {
    return new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format(labels);
  } catch {
    return labels.join(', ');
  }
}
