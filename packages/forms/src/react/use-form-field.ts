import { useEffect, useId, useRef } from 'react';
import { get, useController, useFormContext, useWatch } from 'react-hook-form';
import type { FormItem, FormValues } from '../core/definition.js';
import { isEmptyValue } from '../core/rules.js';
import { useFormRuntime } from './runtime.js';

/** Spec 3 §4: error (invalid), highlight (holds its initial value, not yet changed), none. */
export type FieldStatus = 'error' | 'highlight' | 'none';

export interface FieldIds {
  readonly input: string;
  readonly label: string;
  readonly help: string;
  readonly error: string;
}

export interface FormField<V = unknown> {
  readonly item: FormItem;
  /** Full path: `name`, or `list.0.name` inside a dynamic list entry. */
  readonly name: string;
  readonly value: V;
  onChange(value: V): void;
  onBlur(): void;
  /** Attach to the element that should take focus for this field (first error, step click). */
  readonly ref: (element: HTMLElement | null) => void;
  readonly status: FieldStatus;
  readonly errorMessage: string | undefined;
  readonly invalid: boolean;
  readonly required: boolean;
  readonly disabled: boolean;
  readonly ids: FieldIds;
  /** `aria-describedby` for the control: help text and error, when present. */
  readonly describedBy: string | undefined;
}

/**
 * Binds one item to the form: value, blur, focus ref, status, error text and the ids that tie label, help
 * and error to the control. A field with dependencies revalidates when they change (not on first render,
 * and only once the person has touched it or submitted the form, so no error appears unasked).
 */
export function useFormField<V = unknown>(item: FormItem, name: string = item.name): FormField<V> {
  const { initialValues } = useFormRuntime();
  const { control, trigger, getFieldState, formState } = useFormContext<FormValues>();
  const { field, fieldState } = useController({ name, control });
  const base = useId();
  const ids: FieldIds = {
    input: `${base}-input`,
    label: `${base}-label`,
    help: `${base}-help`,
    error: `${base}-error`,
  };

  const dependencies = item.dependencies ?? [];
  const dependencyValues = useWatch({ control, name: dependencies, disabled: dependencies.length === 0 });
  const firstRender = useRef(true);
  const dependencyKey = JSON.stringify(dependencyValues);
  // biome-ignore lint/correctness/useExhaustiveDependencies: revalidate only when the dependency values change
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (getFieldState(name).isTouched || formState.isSubmitted) void trigger(name);
  }, [dependencyKey]);

  const initial = get(initialValues, name);
  const errorMessage = fieldState.error?.message;
  const status: FieldStatus = errorMessage
    ? 'error'
    : !fieldState.isDirty && !isEmptyValue(initial, item.type)
      ? 'highlight'
      : 'none';
  const describedBy =
    [item.help ? ids.help : null, errorMessage ? ids.error : null].filter(Boolean).join(' ') || undefined;

  return {
    item,
    name,
    value: field.value as V,
    onChange: (value: V) => field.onChange(value),
    onBlur: field.onBlur,
    ref: (element) => field.ref(element),
    status,
    errorMessage,
    invalid: Boolean(errorMessage),
    required: Boolean(item.required),
    disabled: Boolean(item.readonly) || field.disabled === true,
    ids,
    describedBy,
  };
}
