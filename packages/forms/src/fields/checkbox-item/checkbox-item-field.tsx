import { VisuallyHidden } from '@portico/ui';
import shared from '../../react/form.module.css';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import boxes from '../shared/boxes.module.css';
import styles from './checkbox-item.module.css';

/**
 * A single checkbox holding a boolean, labelled by the item's label (a consent: required means ticked).
 * It draws its own frame because the label follows the box here, where FieldShell puts it above.
 */
export function CheckboxItemEdit({ item, name }: FieldEditProps) {
  const { t } = useFormsT();
  const field = useFormField<boolean | null | undefined>(item, name);
  const { ids } = field;
  const text = item.label ?? item.ariaLabel ?? item.name;
  return (
    <div className={shared.field} data-status={field.status}>
      <div className={styles.row}>
        <input
          ref={field.ref}
          id={ids.input}
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
        <label id={ids.label} htmlFor={ids.input} className={styles.label}>
          {item.label ? text : <VisuallyHidden>{text}</VisuallyHidden>}
          {field.required ? (
            <span className={shared.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
          {item.newItem ? <span className={shared.newPill}>{t('field.new')}</span> : null}
        </label>
      </div>
      {item.help ? (
        <p id={ids.help} className={`${shared.help} ${styles.indented}`}>
          {item.help}
        </p>
      ) : null}
      {field.errorMessage ? (
        <p id={ids.error} className={`${shared.error} ${styles.indented}`}>
          {field.errorMessage}
        </p>
      ) : null}
    </div>
  );
}

/** Only a ticked box reaches the view: an unticked one reads as "Not provided" (an empty value). */
export function CheckboxItemView({ value }: FieldViewProps) {
  const { t } = useFormsT();
  return <>{value === true || value === 'true' ? t('field.yes') : String(value)}</>;
}
