import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { parseDate, resolveDayBound } from '../../core/dates.js';
import type { FormItem } from '../../core/definition.js';
import { FieldShell } from '../../react/field-shell.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormRuntime } from '../../react/runtime.js';
import { useFormField } from '../../react/use-form-field.js';
import {
  type DateGranularity,
  defaultFormatFor,
  formatDate,
  granularityOfFormat,
  toStoredDate,
} from './date-format.js';
import { DateInput, focusLeaves } from './date-input.js';

/** What the item stores and how it is shown: `picker` decides, else the display format does. */
export function dateSettings(item: FormItem): { granularity: DateGranularity; format: string } {
  const options = item.dateOptions ?? {};
  const granularity =
    options.picker ?? (options.dateFormat ? granularityOfFormat(options.dateFormat) : 'day');
  return { granularity, format: options.dateFormat ?? defaultFormatFor(granularity) };
}

/**
 * A date typed in the item's format (MM/DD/YYYY by default) or picked from a calendar, stored as ISO.
 * With `today` the field is read-only and holds today; `enableFrom` / `enableUntil` block days in the picker
 * (core reports typed dates outside them).
 */
export function DateEdit({ item, name }: FieldEditProps) {
  const { now } = useFormRuntime();
  const { setValue } = useFormContext();
  const field = useFormField<string | null | undefined>(item, name);
  const container = useRef<HTMLDivElement>(null);
  const options = item.dateOptions ?? {};
  const { granularity, format } = dateSettings(item);
  const today = now();
  const todayValue = toStoredDate(today, granularity);

  // Filled in as if it were an initial value: not a change the person made.
  useEffect(() => {
    if (options.today && field.value !== todayValue) {
      setValue(name, todayValue, { shouldDirty: false, shouldTouch: false, shouldValidate: false });
    }
  }, [options.today, field.value, todayValue, name, setValue]);

  return (
    <FieldShell field={field}>
      <div ref={container}>
        <DateInput
          id={field.ids.input}
          labelId={field.ids.label}
          inputRef={field.ref}
          name={name}
          value={options.today ? todayValue : field.value}
          granularity={granularity}
          format={format}
          fallbackFormat={options.fallbackFormat}
          placeholder={options.placeholder}
          min={options.enableFrom === undefined ? null : resolveDayBound(options.enableFrom, today)}
          max={options.enableUntil === undefined ? null : resolveDayBound(options.enableUntil, today)}
          openAt={today}
          readOnly={Boolean(options.today || options.readonly)}
          disabled={field.disabled}
          invalid={field.invalid}
          required={field.required}
          describedBy={field.describedBy}
          onCommit={(value) => field.onChange(value)}
          onBlur={(event) => {
            if (focusLeaves(event, container.current)) field.onBlur();
          }}
        />
      </div>
    </FieldShell>
  );
}

export function DateView({ item, value }: FieldViewProps) {
  const day = parseDate(value);
  return <>{day ? formatDate(day, dateSettings(item).format) : String(value)}</>;
}
