import { FieldShell } from '../../react/field-shell.js';
import styles from '../../react/form.module.css';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';

/** An email address input. The format is checked by core (the email rule the type implies); trims on blur. */
export function EmailEdit({ item, name }: FieldEditProps) {
  const field = useFormField<string | null | undefined>(item, name);
  const options = item.emailOptions;
  return (
    <FieldShell field={field}>
      <input
        ref={field.ref}
        id={field.ids.input}
        name={name}
        type="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        className={styles.input}
        value={field.value ?? ''}
        placeholder={options?.placeholder}
        autoComplete={options?.autocomplete ?? 'email'}
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

export function EmailView({ value }: FieldViewProps) {
  return <>{String(value)}</>;
}
