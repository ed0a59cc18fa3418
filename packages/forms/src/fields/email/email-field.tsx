import { FieldShell } from '../../react/field-shell.js';
import styles from '../../react/form.module.css';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import { textControlProps } from '../shared/text-control.js';

/** An email address input. The format is checked by core (the email rule the type implies); trims on blur. */
export function EmailEdit({ item, name }: FieldEditProps) {
  const field = useFormField<string | null | undefined>(item, name);
  const options = item.emailOptions;
  return (
    <FieldShell field={field}>
      <input
        {...textControlProps(field)}
        type="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        className={styles.input}
        placeholder={options?.placeholder}
        autoComplete={options?.autocomplete ?? 'email'}
      />
    </FieldShell>
  );
}

export function EmailView({ value }: FieldViewProps) {
  return <>{String(value)}</>;
}
