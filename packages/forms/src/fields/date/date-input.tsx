import { CalendarDays } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button, Dialog, DialogTrigger, I18nProvider, Popover } from 'react-aria-components';
import { parseDate } from '../../core/dates.js';
import styles from '../../react/form.module.css';
import { useFormsT } from '../../react/i18n.js';
import own from './date.module.css';
import { type DateGranularity, formatDate, parseDateText, toStoredDate } from './date-format.js';
import { DayPicker, MonthPicker, YearPicker } from './date-pickers.js';

const PICKER_ATTRIBUTE = 'data-portico-date-picker';

/**
 * Whether a blur takes focus out of `container` for good: not to another control inside it, nor into a
 * picker popover (rendered in a portal, outside the container's DOM).
 */
export function focusLeaves(event: FocusEvent<Element>, container: Element | null): boolean {
  const next = event.relatedTarget;
  if (!(next instanceof Element)) return true;
  return !container?.contains(next) && !next.closest(`[${PICKER_ATTRIBUTE}]`);
}

export interface DateInputProps {
  readonly id: string;
  /** The label naming the input; it also names the picker button ("Choose a date Start date"). */
  readonly labelId: string;
  readonly inputRef?: (element: HTMLInputElement | null) => void;
  readonly name?: string;
  /** The stored value: ISO 'YYYY-MM-DD' / 'YYYY-MM' / 'YYYY' (any value core parseDate reads is shown). */
  readonly value: unknown;
  readonly granularity: DateGranularity;
  readonly format: string;
  /** A second format typed text may be in. */
  readonly fallbackFormat?: string | undefined;
  readonly placeholder?: string | undefined;
  readonly min?: Date | null;
  readonly max?: Date | null;
  /** Where an empty picker opens. */
  readonly openAt: Date;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  readonly invalid?: boolean;
  readonly required?: boolean;
  readonly describedBy?: string | undefined;
  /** A new stored value (null when cleared); only called when it differs from `value`. */
  readonly onCommit: (value: string | null) => void;
  /** Blur of the input or the picker button (see focusLeaves). */
  readonly onBlur?: (event: FocusEvent<Element>) => void;
}

/**
 * A date typed in the display format, with a button opening a picker (days, months or years). Typed text is
 * committed on Enter or blur: a real date is stored as ISO and shown in the format, other text is cleared.
 */
export function DateInput(props: DateInputProps) {
  const { t, language } = useFormsT();
  const { value, format, granularity } = props;
  const buttonId = useId();
  const shown = (v: unknown) => {
    const day = parseDate(v);
    return day ? formatDate(day, format) : typeof v === 'string' ? v : '';
  };
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(shown(value));
  }
  const [open, setOpen] = useState(false);
  const stored = typeof value === 'string' && value !== '' ? value : null;

  const commit = (day: Date | null) => {
    const next = day ? toStoredDate(day, granularity) : null;
    setText(day ? formatDate(day, format) : '');
    if (next !== stored) props.onCommit(next);
  };
  const commitText = () => {
    if (props.readOnly || props.disabled) return;
    const typed = text.trim();
    if (typed === '' && stored === null) {
      setText('');
      return;
    }
    if (typed === shown(value) && stored !== null) return;
    const day =
      parseDateText(typed, format) ??
      (props.fallbackFormat ? parseDateText(typed, props.fallbackFormat) : null);
    commit(day);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitText();
    else if (event.key === 'ArrowDown' && event.altKey && !props.readOnly && !props.disabled) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const pickLabel = t(
    granularity === 'day' ? 'date.choose' : granularity === 'month' ? 'date.chooseMonth' : 'date.chooseYear',
  );
  const pickerProps = {
    value: parseDate(value),
    min: props.min ?? null,
    max: props.max ?? null,
    openAt: props.openAt,
    onPick: (day: Date) => {
      commit(day);
      setOpen(false);
    },
  };
  const Picker = granularity === 'day' ? DayPicker : granularity === 'month' ? MonthPicker : YearPicker;

  return (
    <div className={own.control}>
      <input
        ref={props.inputRef}
        id={props.id}
        name={props.name}
        type="text"
        autoComplete="off"
        className={styles.input}
        value={text}
        placeholder={props.placeholder ?? format}
        readOnly={props.readOnly}
        disabled={props.disabled}
        aria-invalid={props.invalid}
        aria-required={props.required || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          commitText();
          props.onBlur?.(event);
        }}
      />
      {props.readOnly ? null : (
        <DialogTrigger isOpen={open} onOpenChange={setOpen}>
          <Button
            id={buttonId}
            aria-label={pickLabel}
            aria-labelledby={`${buttonId} ${props.labelId}`}
            className={own.pickButton}
            isDisabled={props.disabled}
            onBlur={props.onBlur}
          >
            <CalendarDays aria-hidden="true" size={20} />
          </Button>
          <Popover placement="bottom end" className={own.popover}>
            <Dialog aria-label={pickLabel} className={own.dialog} {...{ [PICKER_ATTRIBUTE]: '' }}>
              <I18nProvider locale={language}>
                <Picker {...pickerProps} />
              </I18nProvider>
            </Dialog>
          </Popover>
        </DialogTrigger>
      )}
    </div>
  );
}
