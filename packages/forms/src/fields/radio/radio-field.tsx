import { FieldShell } from '../../react/field-shell.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import boxes from '../shared/boxes.module.css';
import { choiceLabel, sameValue } from '../shared/choices.js';
import { useGroupBlur } from '../shared/group-blur.js';

/**
 * Native radios sharing one name: the browser gives the group a single tab stop and moves (and selects)
 * with the arrow keys, in either writing direction. The value is the chosen choice's value.
 */
export function RadioEdit({ item, name }: FieldEditProps) {
  const field = useFormField(item, name);
  const options = item.radioOptions;
  const choices = options?.choices ?? [];
  const checkedIndex = choices.findIndex((choice) => sameValue(choice.value, field.value));
  // Focus for an error goes where the keyboard would land: the chosen radio, else the first.
  const focusIndex = Math.max(checkedIndex, 0);
  const group = useGroupBlur(field.onBlur);
  return (
    <FieldShell field={field} kind="group">
      <div className={boxes.list} data-direction={options?.direction ?? 'vertical'} ref={group.ref}>
        {choices.map((choice, index) => (
          <label key={String(choice.value)} className={boxes.choice}>
            <input
              ref={index === focusIndex ? field.ref : undefined}
              type="radio"
              className={boxes.box}
              name={name}
              value={String(choice.value)}
              checked={index === checkedIndex}
              disabled={field.disabled}
              required={field.required}
              aria-invalid={field.invalid}
              onChange={() => field.onChange(choice.value)}
              onBlur={group.onBlur}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

export function RadioView({ item, value }: FieldViewProps) {
  return <>{choiceLabel(item.radioOptions?.choices ?? [], value)}</>;
}
