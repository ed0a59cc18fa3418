import { FieldShell } from '../../react/field-shell.js';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import boxes from '../shared/boxes.module.css';

/** A single checkbox holding a boolean, labelled by the item's label (a consent: required means ticked). */
export function CheckboxItemEdit({ item, name }: FieldEditProps) {
  const field = useFormField<boolean | null | undefined>(item, name);
  return (
    <FieldShell field={field} kind="inline">
      <input
        ref={field.ref}
        id={field.ids.input}
        type="checkbox"
        name={name}
        className={boxes.box}
        checked={field.value === true}
        disabled={field.disabled}
        aria-invalid={field.invalid}
        aria-required={field.required || undefined}
        aria-describedby={field.describedBy}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

/** Only a ticked box reaches the view: an unticked one reads as "Not provided" (an empty value). */
export function CheckboxItemView({ value }: FieldViewProps) {
  const { t } = useFormsT();
  return <>{value === true || value === 'true' ? t('field.yes') : String(value)}</>;
}
