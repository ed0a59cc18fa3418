import { type FocusEvent, useId, useRef } from 'react';
import { parseDate } from '../../core/dates.js';
import { type DateRangeValue, DEFAULT_DATE_RANGE_FORMAT, type FormItem } from '../../core/definition.js';
import { FieldShell } from '../../react/field-shell.js';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormRuntime } from '../../react/runtime.js';
import { useFormField } from '../../react/use-form-field.js';
import own from '../date/date.module.css';
import { formatDate, granularityOfFormat, toStoredDate } from '../date/date-format.js';
import { DateInput, focusLeaves } from '../date/date-input.js';

/** MM/YYYY by default, so both ends are months ('YYYY-MM'); a format with days makes them days. */
function rangeSettings(item: FormItem) {
  const format = item.dateRangeOptions?.dateFormat ?? DEFAULT_DATE_RANGE_FORMAT;
  return { format, granularity: granularityOfFormat(format) };
}

/**
 * A start and an end date stored as {startDate, endDate, isCurrent}. Clearing either end clears the whole
 * value; "I'm currently in this role." sets the end to now and locks it until unticked. Core reports a
 * range with one end only (and a future start when that is disallowed).
 */
export function DateRangeEdit({ item, name }: FieldEditProps) {
  const { t } = useFormsT();
  const { now } = useFormRuntime();
  const field = useFormField<DateRangeValue | null | undefined>(item, name);
  const container = useRef<HTMLDivElement>(null);
  const options = item.dateRangeOptions ?? {};
  const { format, granularity } = rangeSettings(item);
  const base = useId();
  const ids = {
    start: field.ids.input,
    end: `${base}-end`,
    startLabel: `${base}-start-label`,
    endLabel: `${base}-end-label`,
    current: `${base}-current`,
  };
  const today = now();
  const value = field.value ?? null;
  const isCurrent = Boolean(value?.isCurrent);
  const startDay = parseDate(value?.startDate);
  const openAt = parseDate(options.pickerDefaultMonth) ?? today;

  const set = (next: Partial<DateRangeValue>) =>
    field.onChange({
      startDate: value?.startDate ?? null,
      endDate: value?.endDate ?? null,
      isCurrent,
      ...next,
    });
  const commitEnd = (end: 'startDate' | 'endDate') => (stored: string | null) => {
    if (stored === null) field.onChange(null);
    else set({ [end]: stored });
  };

  // One blur for the whole range: moving between its controls and pickers is not leaving the field.
  const onBlur = (event: FocusEvent<Element>) => {
    if (focusLeaves(event, container.current)) field.onBlur();
  };
  const shared = {
    onBlur,
    granularity,
    format,
    openAt,
    invalid: field.invalid,
    required: field.required,
    describedBy: field.describedBy,
  };

  return (
    <FieldShell field={field} kind="group">
      <div ref={container} className={own.range}>
        <div className={own.rangeInputs}>
          <div className={own.rangeEnd}>
            <label id={ids.startLabel} htmlFor={ids.start} className={own.subLabel}>
              {t('date.start')}
            </label>
            <DateInput
              {...shared}
              id={ids.start}
              labelId={ids.startLabel}
              inputRef={field.ref}
              value={value?.startDate ?? null}
              placeholder={options.placeholders?.start}
              max={options.disallowFutureStartDate ? today : null}
              disabled={field.disabled}
              onCommit={commitEnd('startDate')}
            />
          </div>
          <div className={own.rangeEnd}>
            <label id={ids.endLabel} htmlFor={ids.end} className={own.subLabel}>
              {t('date.end')}
            </label>
            <DateInput
              {...shared}
              id={ids.end}
              labelId={ids.endLabel}
              value={value?.endDate ?? null}
              placeholder={options.placeholders?.end}
              min={startDay}
              openAt={startDay ?? openAt}
              disabled={field.disabled || isCurrent}
              onCommit={commitEnd('endDate')}
            />
          </div>
        </div>
        {options.showCurrentCheck ? (
          <label htmlFor={ids.current} className={own.current}>
            <input
              id={ids.current}
              type="checkbox"
              checked={isCurrent}
              disabled={field.disabled}
              onBlur={onBlur}
              onChange={(event) =>
                set(
                  event.target.checked
                    ? { isCurrent: true, endDate: toStoredDate(today, granularity) }
                    : { isCurrent: false },
                )
              }
            />
            {options.checkboxText ?? t('date.currentRole')}
          </label>
        ) : null}
      </div>
    </FieldShell>
  );
}

/** "MM/YYYY – MM/YYYY", or "MM/YYYY – Present" while current. */
export function DateRangeView({ item, value }: FieldViewProps) {
  const { t } = useFormsT();
  const { format } = rangeSettings(item);
  const range = (value ?? {}) as DateRangeValue;
  const shown = (v: unknown) => {
    const day = parseDate(v);
    return day ? formatDate(day, format) : typeof v === 'string' ? v : '';
  };
  const start = shown(range.startDate);
  const end = range.isCurrent ? t('date.present') : shown(range.endDate);
  return <>{[start, end].filter(Boolean).join(' – ')}</>;
}
