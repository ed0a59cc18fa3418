import { VisuallyHidden } from '@portico/ui';
import type { ReactNode } from 'react';
import styles from './form.module.css';
import { useFormsT } from './i18n.js';
import type { FormField } from './use-form-field.js';

export interface FieldShellProps {
  readonly field: FormField<never> | FormField;
  /**
   * `control` (default): a `<label for>` names the single control `field.ids.input`. `group`: a fieldset
   * whose legend names a set of controls (radio, checkbox group, phone, date range, star rating).
   */
  readonly kind?: 'control' | 'group';
  readonly children: ReactNode;
}

/**
 * The frame every editable field shares: label (or a visually hidden one from ariaLabel), the required
 * mark, the "New" pill, help text and the error message, tied to the control by ids.
 */
export function FieldShell({ field, kind = 'control', children }: FieldShellProps) {
  const { t } = useFormsT();
  const { item, ids } = field;
  const text = item.label ?? item.ariaLabel ?? item.name;
  const labelContent = (
    <>
      {item.label ? text : <VisuallyHidden>{text}</VisuallyHidden>}
      {field.required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
      {item.newItem ? <span className={styles.newPill}>{t('field.new')}</span> : null}
    </>
  );
  const help = item.help ? (
    <p id={ids.help} className={styles.help}>
      {item.help}
    </p>
  ) : null;
  const error = field.errorMessage ? (
    <p id={ids.error} className={styles.error}>
      {field.errorMessage}
    </p>
  ) : null;

  if (kind === 'group') {
    return (
      <fieldset
        className={styles.field}
        data-status={field.status}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid || undefined}
      >
        <legend id={ids.label} className={styles.label}>
          {labelContent}
        </legend>
        {help}
        {children}
        {error}
      </fieldset>
    );
  }
  return (
    <div className={styles.field} data-status={field.status}>
      <label id={ids.label} htmlFor={ids.input} className={styles.label}>
        {labelContent}
      </label>
      {help}
      {children}
      {error}
    </div>
  );
}
