import type { FormDefinition, FormItem, FormSection, FormValues, VisibleWhen } from './definition.js';
import type { Message } from './messages.js';
import { getPath, isEmptyValue, type ValidationContext, validateValue } from './rules.js';

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A list value (checkbox group, multi-select) matches when it contains the value. */
function matches(fieldValue: unknown, value: unknown): boolean {
  if (Array.isArray(fieldValue) && !Array.isArray(value)) return fieldValue.some((v) => sameValue(v, value));
  return sameValue(fieldValue, value);
}

export function evaluateVisibleWhen(rule: VisibleWhen, values: Readonly<FormValues>): boolean {
  switch (rule.op) {
    case 'equals':
      return matches(getPath(values, rule.field), rule.value);
    case 'notEquals':
      return !matches(getPath(values, rule.field), rule.value);
    case 'in':
      return rule.values.some((v) => matches(getPath(values, rule.field), v));
    case 'notIn':
      return !rule.values.some((v) => matches(getPath(values, rule.field), v));
    case 'isEmpty':
      return isEmptyValue(getPath(values, rule.field));
    case 'notEmpty':
      return !isEmptyValue(getPath(values, rule.field));
    case 'all':
      return rule.conditions.every((c) => evaluateVisibleWhen(c, values));
    case 'any':
      return rule.conditions.some((c) => evaluateVisibleWhen(c, values));
  }
}

/**
 * An item is visible unless it is `hidden`, or its `visibleFn` (given its dependencies' values) or, without
 * one, its `visibleWhen` rule says no.
 */
export function isItemVisible(item: FormItem, values: Readonly<FormValues>): boolean {
  if (item.hidden) return false;
  if (item.visibleFn) {
    const dependencyValues: FormValues = {};
    for (const name of item.dependencies ?? []) dependencyValues[name] = getPath(values, name);
    return item.visibleFn(dependencyValues, values);
  }
  if (item.visibleWhen) return evaluateVisibleWhen(item.visibleWhen, values);
  return true;
}

export function visibleItems(section: FormSection, values: Readonly<FormValues>): FormItem[] {
  return section.items.filter((item) => isItemVisible(item, values));
}

/** A section is hidden when all its items are hidden. */
export function isSectionHidden(section: FormSection, values: Readonly<FormValues>): boolean {
  return visibleItems(section, values).length === 0;
}

export type FormErrors = Record<string, Message>;

function labelIndex(definition: FormDefinition): Map<string, string | undefined> {
  const labels = new Map<string, string | undefined>();
  for (const section of definition.sections) {
    for (const item of section.items) labels.set(item.name, item.label ?? item.ariaLabel);
  }
  return labels;
}

/**
 * Validates every visible, editable item and returns name -> first failing message. Hidden and read-only
 * items are skipped (a person could not correct them). Each dynamic list entry's items are validated as
 * `list.index.name`, reading sibling values from the entry first, then the form.
 */
export function validateForm(
  definition: FormDefinition,
  values: Readonly<FormValues>,
  ctx: Omit<ValidationContext, 'values'> = {},
): FormErrors {
  const errors: FormErrors = {};
  const labels = labelIndex(definition);
  const labelOf = ctx.labelOf ?? ((name: string) => labels.get(name));
  const now = ctx.now ?? new Date();
  const visit = (items: readonly FormItem[], scope: Readonly<FormValues>, prefix: string) => {
    for (const item of items) {
      if (item.readonly || !isItemVisible(item, scope)) continue;
      const name = `${prefix}${item.name}`;
      const value = scope[item.name];
      const failure = validateValue(item, value, { ...ctx, now, labelOf, values: scope });
      if (failure) errors[name] = failure;
      const entryItems = item.type === 'dynamicList' ? item.dynamicListOptions?.items : undefined;
      if (entryItems && Array.isArray(value)) {
        value.forEach((entry: unknown, index) => {
          const entryValues = typeof entry === 'object' && entry !== null ? (entry as FormValues) : {};
          // The entry's values over the form's, without copying the form per entry (which made validating
          // a form with many lists quadratic): lookups fall through to the form by the prototype chain.
          visit(entryItems, Object.assign(Object.create(scope), entryValues), `${name}.${index}.`);
        });
      }
    }
  };
  for (const section of definition.sections) visit(section.items, values, '');
  return errors;
}

function anyTrue(value: unknown): boolean {
  if (value === true) return true;
  if (Array.isArray(value)) return value.some(anyTrue);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(anyTrue);
  return false;
}

function isTouched(touched: Readonly<Record<string, unknown>>, key: string): boolean {
  return anyTrue(touched[key]) || anyTrue(getPath(touched, key));
}

/**
 * The step's "errors found" count (spec 3 §2): errors (invalid, or required and empty) of the section's
 * items, including their list entries, on fields that are touched or once the form was submitted. `touched`
 * may be flat ({ 'list.0.city': true }) or nested as react-hook-form keeps it; `errors` is the map of
 * validateForm (which already skips hidden items).
 */
export function countErrors(
  section: FormSection,
  /** Failing fields by name (validateForm's map, or any map keyed the same way); only the names count. */
  errors: Readonly<Record<string, unknown>>,
  touched: Readonly<Record<string, unknown>>,
  submitted: boolean,
): number {
  const keys = Object.keys(errors);
  let count = 0;
  for (const item of section.items) {
    for (const key of keys) {
      const inItem = key === item.name || key.startsWith(`${item.name}.`);
      if (inItem && (submitted || isTouched(touched, key))) count += 1;
    }
  }
  return count;
}

/** How many visible items of the section carry the "New" flag. */
export function countNewItems(section: FormSection, values: Readonly<FormValues> = {}): number {
  return visibleItems(section, values).filter((item) => item.newItem).length;
}
