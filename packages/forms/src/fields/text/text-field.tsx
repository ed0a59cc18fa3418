import { FieldShell } from '../../react/field-shell.js';
import styles from '../../react/form.module.css';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import { textControlProps } from '../shared/text-control.js';

/** A one-line text input (also country and state, which the spec keeps as plain text). Trims on blur. */
export function TextEdit({ item, name }: FieldEditProps) {
  const field = useFormField<string | null | undefined>(item, name);
  const options = item.textOptions;
  return (
    <FieldShell field={field}>
      <input
        {...textControlProps(field)}
        type="text"
        className={styles.input}
        placeholder={options?.placeholder}
        autoComplete={options?.autocomplete}
      />
    </FieldShell>
  );
}

export function TextView({ value }: FieldViewProps) {
  return <>{String(value)}</>;
}
