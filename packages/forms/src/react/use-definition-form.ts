import { useEffect, useMemo, useRef } from 'react';
import { type FieldErrors, type Resolver, set, type UseFormReturn, useForm } from 'react-hook-form';
import type { FormDefinition, FormValues } from '../core/definition.js';
import { listStartValue } from '../core/rules.js';
import { type FormErrors, validateForm } from '../core/visibility.js';
import type { Translate } from './i18n.js';

export interface DefinitionFormOptions {
  readonly definition: FormDefinition;
  /** Loaded without marking the form changed; a new object resets the form to it. */
  readonly initialValues?: FormValues;
  /** Called when the values differ from the previous call's (not for re-renders with equal values). */
  readonly onChange?: (values: FormValues) => void;
  /** Server-side errors, field name -> message; the first is focused. */
  readonly serverErrors?: Readonly<Record<string, string>>;
  readonly now: () => Date;
  readonly emailMode: 'strict' | 'default';
  readonly translate: Translate;
}

/** Flat `list.0.name` -> nested react-hook-form errors, each message rendered in the current language. */
export function toFieldErrors(errors: FormErrors, translate: Translate): FieldErrors<FormValues> {
  const nested: FieldErrors<FormValues> = {};
  for (const [name, msg] of Object.entries(errors)) {
    set(nested, name, { type: msg.key, message: translate(msg) });
  }
  return nested;
}

/**
 * Initial values plus the first entry of each dynamic list whose minimum is above 0 (spec 3 §4), so the
 * server render already shows it and it is a starting value, not a change.
 */
export function withListStarts(definition: FormDefinition, values: FormValues): FormValues {
  let out = values;
  for (const section of definition.sections) {
    for (const item of section.items) {
      if (item.type !== 'dynamicList') continue;
      const start = listStartValue(item, values[item.name]);
      if (start !== values[item.name] && start.length > 0) out = { ...out, [item.name]: start };
    }
  }
  return out;
}

/**
 * react-hook-form over a definition: the core's `validateForm` is the resolver (one source of truth for
 * every rule; hidden and read-only items are skipped there), validation on blur and, once submitted or once
 * the field has shown an error, on change; hidden fields unregister (`shouldUnregister`), and the first
 * invalid field is focused on submit.
 */
export function useDefinitionForm(options: DefinitionFormOptions): UseFormReturn<FormValues> {
  const latest = useRef(options);
  latest.current = options;

  const resolver = useMemo<Resolver<FormValues>>(
    () => (values) => {
      const { definition, now, emailMode, translate } = latest.current;
      // validateForm names other fields (date_comparison) by the definition's own labels.
      const errors = validateForm(definition, values, { now: now(), emailMode });
      if (Object.keys(errors).length === 0) return { values, errors: {} };
      return { values: {}, errors: toFieldErrors(errors, translate) };
    },
    [],
  );

  const form = useForm<FormValues>({
    defaultValues: withListStarts(options.definition, options.initialValues ?? {}),
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldUnregister: true,
    shouldFocusError: true,
  });

  // Fields that have shown an error since the last reset.
  const corrected = useRef(new Set<string>());

  // Initial values arrive later (a loader, a resume parse): reset to them so they are not "changes".
  // (Dynamic list entries stay mounted over the reset, see the list's useEntryKeys.)
  const firstInitial = useRef(options.initialValues);
  useEffect(() => {
    if (options.initialValues === firstInitial.current) return;
    firstInitial.current = options.initialValues;
    corrected.current.clear();
    form.reset(withListStarts(latest.current.definition, options.initialValues ?? {}));
  }, [form, options.initialValues]);

  // Once a field has shown an error, typing in it re-validates it, so the error goes as soon as the value is
  // fixed. react-hook-form does this only after a submit that got through to validation: an error shown on
  // blur (or a submit click that missed because that blur's error line moved the button) left the message up
  // until the person left the field again, and its line then vanished under their next click. A field that
  // has never shown an error still waits for its blur, so nobody is told off while still typing.
  useEffect(() => {
    const subscription = form.watch((_, { name, type }) => {
      if (type !== 'change' || !name || form.formState.isSubmitted) return;
      if (form.getFieldState(name).error) corrected.current.add(name);
      if (corrected.current.has(name)) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The change callback fires only when the values really differ from the last ones reported.
  useEffect(() => {
    let previous = JSON.stringify(form.getValues());
    const subscription = form.watch((values) => {
      const json = JSON.stringify(values);
      if (json === previous) return;
      previous = json;
      latest.current.onChange?.(values as FormValues);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // Server-side errors: set each, focus the first.
  useEffect(() => {
    const entries = Object.entries(options.serverErrors ?? {});
    entries.forEach(([name, message], index) => {
      form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [form, options.serverErrors]);

  return form;
}
