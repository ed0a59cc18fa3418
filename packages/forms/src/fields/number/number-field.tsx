import { useState } from 'react';
import { FieldShell } from '../../react/field-shell.js';
import styles from '../../react/form.module.css';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';

type NumberValue = number | string | null | undefined;

/** The number typed text stands for, or null when it is not one ('' and '12abc' are not). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/**
 * The stored value for typed text: a number when it parses, null when blank, and the text itself otherwise,
 * so core can report "Enter a valid number." instead of the entry silently vanishing.
 */
export function numberValueOf(text: string): number | string | null {
  if (text.trim() === '') return null;
  return parseNumber(text) ?? text;
}

function textOf(value: NumberValue): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
}

/**
 * A number input. A text input with `inputMode="decimal"` rather than `type="number"`: no spinner that
 * changes the value when the page is scrolled, and the typed text is kept exactly while it is edited.
 */
export function NumberEdit({ item, name }: FieldEditProps) {
  const field = useFormField<NumberValue>(item, name);
  const [text, setText] = useState(() => textOf(field.value));
  // The typed text wins while it stands for the stored value ("1.50" is not rewritten as "1.5"); a value
  // set from outside (reset, initial values) replaces it.
  const shown = numberValueOf(text) === (field.value ?? null) ? text : textOf(field.value);
  const update = (next: string) => {
    setText(next);
    field.onChange(numberValueOf(next));
  };
  return (
    <FieldShell field={field}>
      <input
        ref={field.ref}
        id={field.ids.input}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={styles.input}
        value={shown}
        placeholder={item.textOptions?.placeholder}
        aria-invalid={field.invalid}
        aria-required={field.required || undefined}
        aria-describedby={field.describedBy}
        disabled={field.disabled}
        onChange={(event) => update(event.target.value)}
        onBlur={(event) => {
          const trimmed = event.target.value.trim();
          if (trimmed !== event.target.value) update(trimmed);
          field.onBlur();
        }}
      />
    </FieldShell>
  );
}

export function NumberView({ value }: FieldViewProps) {
  const { language } = useFormsT();
  if (typeof value === 'number') return <>{new Intl.NumberFormat(language).format(value)}</>;
  return <>{String(value)}</>;
}
