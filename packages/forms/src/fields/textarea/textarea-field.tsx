import { useState } from 'react';
import { FieldShell } from '../../react/field-shell.js';
import styles from '../../react/form.module.css';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import { textControlProps } from '../shared/text-control.js';
import own from './textarea.module.css';

/** Visible lines per `textAreaOptions.size`; expanding shows this many more on top. */
export const TEXTAREA_ROWS = { small: 3, medium: 5, large: 10 } as const;
export const TEXTAREA_EXPANDED_EXTRA_ROWS = 10;

/**
 * A multi-line text input. Enter inserts a new line (the form only blocks Enter in one-line inputs); trims on
 * blur. With `enableExpand`, a toggle button enlarges the box for long answers.
 */
export function TextareaEdit({ item, name }: FieldEditProps) {
  const { t } = useFormsT();
  const field = useFormField<string | null | undefined>(item, name);
  const options = item.textAreaOptions;
  const [expanded, setExpanded] = useState(false);
  const rows = TEXTAREA_ROWS[options?.size ?? 'medium'];
  return (
    <FieldShell field={field}>
      <textarea
        {...textControlProps(field)}
        className={`${styles.input} ${own.textarea}`}
        rows={expanded ? rows + TEXTAREA_EXPANDED_EXTRA_ROWS : rows}
        placeholder={options?.placeholder}
        autoComplete={options?.autocomplete}
      />
      {options?.enableExpand ? (
        <button
          type="button"
          className={own.expand}
          aria-expanded={expanded}
          aria-controls={field.ids.input}
          disabled={field.disabled}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('textarea.collapse') : t('textarea.expand')}
        </button>
      ) : null}
    </FieldShell>
  );
}

/** Keeps the person's line breaks. */
export function TextareaView({ value }: FieldViewProps) {
  return <span className={own.view}>{String(value)}</span>;
}
