import { FieldShell } from '../../react/field-shell.js';
import styles from '../../react/form.module.css';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';

/** A one-line text input (also country and state, which the spec keeps as plain text). Trims on blur. */
export function TextEdit({ item, name }: FieldEditProps) {
  const field = useFormField<string | null | undefined>(item, name);
  const options = item.textOptions;
  return (
    <FieldShell field={field}>
      <input
        ref={field.ref}
        id={field.ids.input}
        name={name}
        type="text"
        className={styles.input}
        value={field.value ?? ''}
        placeholder={options?.placeholder}
        autoComplete={options?.autocomplete}
        aria-invalid={field.invalid}
        aria-required={field.required || undefined}
        aria-describedby={field.describedBy}
        disabled={field.disabled}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={(event) => {
          const trimmed = event.target.value.trim();
          if (trimmed !== event.target.value) field.onChange(trimmed);
          field.onBlur();
        }}
      />
    </FieldShell>
  );
}

export function TextView({ value }: FieldViewProps) {
  return <>{String(value)}</>;
}
