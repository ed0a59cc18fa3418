import type { SelectOption } from '../../core/definition.js';
import type { FormField } from '../../react/use-form-field.js';
import styles from './boxes.module.css';
import { asValueList, findChoice, sameValue } from './choices.js';
import { useGroupBlur } from './group-blur.js';

export interface CheckboxListProps {
  readonly field: FormField;
  readonly choices: readonly SelectOption[];
  /** Switches (role=switch) in place of boxes. */
  readonly toggle?: boolean;
  readonly direction?: 'horizontal' | 'vertical';
  readonly disabled?: boolean;
}

/**
 * One native checkbox per choice inside the field's fieldset; the value is the list of ticked choice values,
 * kept in the order of the choices (values no choice has any more stay at the end, untouched). Also the
 * control of a multiple select: a list of checkboxes is what keyboards and screen readers handle best.
 */
export function CheckboxList({ field, choices, toggle, direction, disabled }: CheckboxListProps) {
  const values = asValueList(field.value);
  const isChecked = (choice: SelectOption) => values.some((value) => sameValue(value, choice.value));

  const toggleChoice = (choice: SelectOption, checked: boolean) => {
    const ticked = choices.filter((c) => (c === choice ? checked : isChecked(c))).map((c) => c.value);
    const others = values.filter((value) => !findChoice(choices, value));
    field.onChange([...ticked, ...others]);
  };

  const group = useGroupBlur(field.onBlur);

  return (
    <div className={styles.list} data-direction={direction ?? 'vertical'} ref={group.ref}>
      {choices.map((choice, index) => (
        <label key={String(choice.value)} className={styles.choice} data-toggle={toggle || undefined}>
          <input
            ref={index === 0 ? field.ref : undefined}
            type="checkbox"
            role={toggle ? 'switch' : undefined}
            className={toggle ? styles.switch : styles.box}
            name={field.name}
            value={String(choice.value)}
            checked={isChecked(choice)}
            disabled={disabled}
            aria-invalid={field.invalid}
            onChange={(event) => toggleChoice(choice, event.target.checked)}
            onBlur={group.onBlur}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
