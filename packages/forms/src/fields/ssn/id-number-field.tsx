import { useLayoutEffect, useReducer, useRef } from 'react';
import { ID_NUMBER_MAX_LENGTH } from '../../core/identity.js';
import { FieldShell } from '../../react/field-shell.js';
import styles from '../../react/form.module.css';
import type { FieldEditProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';

export interface IdNumberEditProps extends FieldEditProps {
  /** Digits only, at most 9, grouped with dashes (core formatSsn / formatSin). */
  readonly format: (input: string) => string;
  readonly placeholder: string;
}

/** Where the caret goes in `formatted` so that `digits` digits stay before it. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

/**
 * A social security / insurance number input that groups the digits with dashes as they are typed, capped at
 * 9 digits (11 characters). The caret keeps its place among the digits when dashes appear or vanish, so
 * editing in the middle does not throw it to the end.
 */
export function IdNumberEdit({ item, name, format, placeholder }: IdNumberEditProps) {
  const field = useFormField<string | null | undefined>(item, name);
  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  // A rejected character leaves the value as it was, so re-render anyway to put the caret back.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const value = field.value ?? '';
  const shown = format(value);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (caret !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret, caret);
    }
  });

  return (
    <FieldShell field={field}>
      <input
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        id={field.ids.input}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={ID_NUMBER_MAX_LENGTH}
        className={styles.input}
        value={shown}
        placeholder={placeholder}
        aria-invalid={field.invalid}
        aria-required={field.required || undefined}
        aria-describedby={field.describedBy}
        disabled={field.disabled}
        onChange={(event) => {
          const raw = event.target.value;
          const caret = event.target.selectionStart ?? raw.length;
          const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
          const formatted = format(raw);
          pendingCaret.current = caretAfterDigits(formatted, digitsBefore);
          field.onChange(formatted);
          rerender();
        }}
        onBlur={() => {
          // A value that arrived unformatted (initial values) is stored the way it is shown.
          if (field.value && shown !== field.value) field.onChange(shown);
          field.onBlur();
        }}
      />
    </FieldShell>
  );
}
