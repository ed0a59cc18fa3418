import { useEffect, useId } from 'react';
import type { SelectOption } from '../../core/definition.js';
import { isEmptyValue } from '../../core/rules.js';
import { FieldShell } from '../../react/field-shell.js';
import shared from '../../react/form.module.css';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import { CheckboxList } from '../shared/checkbox-list.js';
import { asValueList, findChoice, formatLabels, sameValue } from '../shared/choices.js';
import {
  NOT_APPLICABLE,
  type SelectOptionsResult,
  useInitialParentValue,
  useParentValue,
  useSelectOptions,
} from './options.js';
import styles from './select.module.css';

/**
 * The value the field must take once its options are known, or undefined to leave it: a lone N/A option is
 * chosen; a value no option has is dropped (null, or left out of the list). Not called while the options
 * are loading or failed to load, so a slow or broken endpoint never costs the person their answer.
 */
function reconcile(value: unknown, options: readonly SelectOption[], multiple: boolean): unknown {
  const only = options.length === 1 ? options[0] : undefined;
  if (only && sameValue(only.value, NOT_APPLICABLE)) {
    const current = asValueList(value);
    const chosen = current.length === 1 && sameValue(current[0], only.value);
    if (chosen && Array.isArray(value) === multiple) return undefined;
    return multiple ? [only.value] : only.value;
  }
  if (isEmptyValue(value)) return undefined;
  if (multiple) {
    const list = asValueList(value);
    const known = list.filter((v) => findChoice(options, v));
    return known.length === list.length && Array.isArray(value) ? undefined : known;
  }
  return findChoice(options, value) ? undefined : null;
}

/** Loading, retrying and failure, announced politely; a failure keeps the value and offers another try. */
function LoadStatus({ id, result }: { id: string; result: SelectOptionsResult }) {
  const { t } = useFormsT();
  let content = null;
  if (result.showLoading) content = t('select.loading');
  else if (result.status === 'retrying') content = t('select.retrying');
  else if (result.status === 'failed') {
    content = (
      <span className={styles.failed}>
        {t('select.loadFailed')}
        <button type="button" className={styles.retry} onClick={result.reload}>
          {t('select.retry')}
        </button>
      </span>
    );
  }
  return (
    <div id={id} role="status" className={styles.status}>
      {content}
    </div>
  );
}

/**
 * Select and dropdown: a native select for one choice (the platform's own picker on phones, full keyboard
 * and screen reader support), a list of checkboxes for `multiple`. Options come from the choices, the
 * endpoint or a registered call (see useSelectOptions).
 */
export function SelectEdit({ item, name }: FieldEditProps) {
  const { t } = useFormsT();
  const field = useFormField(item, name);
  const statusId = useId();
  const result = useSelectOptions(item, useParentValue(item, name));
  const { status, options } = result;
  const multiple = Boolean(item.selectOptions?.multiple);
  const loneNotApplicable =
    status === 'ready' && options.length === 1 && sameValue(options[0]?.value, NOT_APPLICABLE);
  const disabled = field.disabled || loneNotApplicable;

  const valueKey = JSON.stringify(field.value ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the options or the value's content change
  useEffect(() => {
    // A dependent list whose parent was emptied has no options: its old choice no longer means anything.
    if (status === 'waiting' && !isEmptyValue(field.value)) field.onChange(multiple ? [] : null);
    if (status !== 'ready') return;
    const next = reconcile(field.value, options, multiple);
    if (next !== undefined) field.onChange(next);
  }, [status, options, valueKey, multiple]);

  const hasStatus = result.showLoading || status === 'retrying' || status === 'failed';

  if (multiple) {
    return (
      <FieldShell field={field} kind="group">
        <div className={styles.multiple}>
          <CheckboxList field={field} choices={options} disabled={disabled} />
        </div>
        <LoadStatus id={statusId} result={result} />
      </FieldShell>
    );
  }

  const selectedIndex = options.findIndex((option) => sameValue(option.value, field.value));
  const describedBy = [field.describedBy, hasStatus ? statusId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell field={field}>
      <select
        ref={field.ref}
        id={field.ids.input}
        name={name}
        className={shared.input}
        value={selectedIndex >= 0 ? String(selectedIndex) : ''}
        disabled={disabled}
        aria-invalid={field.invalid}
        aria-required={field.required || undefined}
        aria-describedby={describedBy}
        aria-busy={status === 'loading' || status === 'retrying' || undefined}
        onChange={(event) => {
          const option = event.target.value === '' ? undefined : options[Number(event.target.value)];
          field.onChange(option ? option.value : null);
        }}
        onBlur={field.onBlur}
      >
        <option value="">
          {result.showLoading
            ? t('select.loading')
            : (item.selectOptions?.placeholder ?? t('select.placeholder'))}
        </option>
        {options.map((option, index) => (
          <option key={String(option.value)} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
      <LoadStatus id={statusId} result={result} />
    </FieldShell>
  );
}

/** The chosen options' labels, from the same (cached) options the edit view loads. */
export function SelectView({ item, name, value }: FieldViewProps) {
  const { t, language } = useFormsT();
  const { status, options, showLoading } = useSelectOptions(item, useInitialParentValue(item, name));
  if (status === 'loading' || status === 'retrying') {
    return showLoading || status === 'retrying' ? (
      <span className={shared.muted}>{t('select.loading')}</span>
    ) : null;
  }
  const labels = asValueList(value).map(
    (v) =>
      findChoice(options, v)?.label ?? (sameValue(v, NOT_APPLICABLE) ? t('select.notApplicable') : String(v)),
  );
  return <>{formatLabels(labels, language)}</>;
}
