import { VisuallyHidden } from '@portico/ui';
import type { ReactNode } from 'react';
import styles from './form.module.css';
import { useFormsT } from './i18n.js';
import type { FormField } from './use-form-field.js';

export interface FieldShellProps {
  readonly field: FormField<never> | FormField;
  /**
   * `control` (default): a `<label for>` above names the single control `field.ids.input`. `inline`: the
   * same, with the control before its label (a single checkbox, as people expect of a consent). `group`: a
   * fieldset whose legend names a set of controls (radio, checkbox group, phone, date range, star rating).
   */
  readonly kind?: 'control' | 'inline' | 'group';
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
  // Inline: help and error line up with the label text, not with the control before it.
  const indent = kind === 'inline' ? ` ${styles.inlineIndent}` : '';
  const help = item.help ? (
    <p id={ids.help} className={`${styles.help}${indent}`}>
      {item.help}
    </p>
  ) : null;
  const error = field.errorMessage ? (
    <p id={ids.error} className={`${styles.error}${indent}`}>
      {field.errorMessage}
    </p>
  ) : null;

  if (kind === 'inline') {
    return (
      <div className={styles.field} data-status={field.status}>
        <div className={styles.inlineRow}>
          {children}
          <label id={ids.label} htmlFor={ids.input} className={styles.inlineLabel}>
            {labelContent}
          </label>
        </div>
        {help}
        {error}
      </div>
    );
  }

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
