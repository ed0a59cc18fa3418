import { FieldShell } from '../../react/field-shell.js';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import { CheckboxList } from '../shared/checkbox-list.js';
import { asValueList, choiceLabel, formatLabels } from '../shared/choices.js';

/** A checkbox group (or switches with `toggle`); the value is the list of ticked choice values. */
export function CheckboxEdit({ item, name }: FieldEditProps) {
  const field = useFormField(item, name);
  const options = item.checkboxOptions;
  return (
    <FieldShell field={field} kind="group">
      <CheckboxList
        field={field}
        choices={options?.choices ?? []}
        toggle={options?.toggle}
        direction={options?.direction}
        disabled={field.disabled}
      />
    </FieldShell>
  );
}

export function CheckboxView({ item, value }: FieldViewProps) {
  const { language } = useFormsT();
  const choices = item.checkboxOptions?.choices ?? [];
  return (
    <>
      {formatLabels(
        asValueList(value).map((v) => choiceLabel(choices, v)),
        language,
      )}
    </>
  );
}
