import { type FormEvent, useState } from 'react';
import type { z } from 'zod';

/** What a form shows after a failed check or request: one form-level message and per-field messages. */
export interface FormErrors {
  /** Shown above the form (FormAlert, role=alert). */
  form?: string;
  /** Keyed by the field's name (the wire name where the form posts it as is). */
  fields: Record<string, string>;
}

export const NO_FORM_ERRORS: FormErrors = { fields: {} };

/** Zod issues as field messages keyed by the first path segment; the first issue of a field wins. */
export function zodFieldErrors(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}

export interface SubmitFormOptions<V extends Record<string, string>, D> {
  initialValues: V;
  /** Checked first; its issues become field errors, its output is what `submit` receives. */
  schema?: z.ZodType<D>;
  /** Further checks on the values (a required field's own message, "passwords do not match"); undefined is fine. */
  validate?(values: V): Record<string, string | undefined>;
  /** Sends the form; a throw is turned into messages by `errorsFrom`. */
  submit(data: D, values: V): Promise<void>;
  /** The messages of a failed `submit` (API `fields` back onto the fields, the rest above the form). */
  errorsFrom(error: unknown): FormErrors;
  /** Empties the fields after a successful submit (password forms). */
  resetOnSuccess?: boolean;
}

export interface SubmitForm<V extends Record<string, string>> {
  values: V;
  setValue(name: keyof V & string, value: string): void;
  /** Props of a `FormField` bound to a value: name, value, onChange and its error. */
  field(name: keyof V & string): {
    name: string;
    value: string;
    onChange(value: string): void;
    errorMessage?: string;
  };
  errors: FormErrors;
  setErrors(errors: FormErrors): void;
  /** True after the last submit went through, until the next one starts. */
  succeeded: boolean;
  /** For `<form onSubmit noValidate>`: checks, then submits, then maps failures back. */
  onSubmit(event?: FormEvent): Promise<void>;
}

/**
 * The plumbing every form of the app repeats: controlled values, zod (and own) checks to field messages,
 * the request, and its failure mapped back onto fields and a form-level message.
 */
export function useSubmitForm<V extends Record<string, string>, D = V>(
  options: SubmitFormOptions<V, D>,
): SubmitForm<V> {
  const [values, setValues] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [succeeded, setSucceeded] = useState(false);

  const setValue = (name: keyof V & string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function onSubmit(event?: FormEvent) {
    event?.preventDefault();
    setSucceeded(false);
    const parsed = options.schema?.safeParse(values);
    const fields: Record<string, string> = {};
    for (const [name, message] of Object.entries(options.validate?.(values) ?? {})) {
      if (message) fields[name] = message;
    }
    if (parsed && !parsed.success) Object.assign(fields, zodFieldErrors(parsed.error.issues));
    if (Object.keys(fields).length > 0) {
      setErrors({ fields });
      return;
    }
    setErrors(NO_FORM_ERRORS);
    try {
      await options.submit((parsed?.success ? parsed.data : values) as D, values);
      if (options.resetOnSuccess) setValues(options.initialValues);
      setSucceeded(true);
    } catch (error) {
      setErrors(options.errorsFrom(error));
    }
  }

  return {
    values,
    setValue,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      onChange: (value: string) => setValue(name, value),
      errorMessage: errors.fields[name],
    }),
    errors,
    setErrors,
    succeeded,
    onSubmit,
  };
}
