import { CalendarDate } from '@internationalized/date';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  type Key,
  ListBox,
  ListBoxItem,
  type Selection,
} from 'react-aria-components';
import { useFormsT } from '../../react/i18n.js';
import own from './date.module.css';

export interface PickerProps {
  /** The chosen day (the first of the month or year for the coarser pickers), or null. */
  readonly value: Date | null;
  readonly min: Date | null;
  readonly max: Date | null;
  /** Where the picker opens when there is no value. */
  readonly openAt: Date;
  readonly onPick: (date: Date) => void;
}

const toCalendarDate = (d: Date) => new CalendarDate(d.getFullYear(), d.getMonth() + 1, d.getDate());

/** Whether no day of [first, last] is allowed. */
function outside(first: Date, last: Date, min: Date | null, max: Date | null): boolean {
  return (min !== null && last < min) || (max !== null && first > max);
}

/** A month grid (React Aria Calendar): arrow keys move by day, Page Up / Down by month, Enter picks. */
export function DayPicker({ value, min, max, openAt, onPick }: PickerProps) {
  const { t } = useFormsT();
  return (
    <Calendar
      aria-label={t('date.choose')}
      className={own.calendar}
      value={value ? toCalendarDate(value) : null}
      minValue={min ? toCalendarDate(min) : undefined}
      maxValue={max ? toCalendarDate(max) : undefined}
      defaultFocusedValue={toCalendarDate(value ?? openAt)}
      autoFocus
      onChange={(date) => onPick(new Date(date.year, date.month - 1, date.day))}
    >
      <header className={own.pickerHeader}>
        <Button slot="previous" aria-label={t('date.previousMonth')} className={own.navButton}>
          <ChevronLeft aria-hidden="true" size={20} className={own.directional} />
        </Button>
        <Heading className={own.pickerHeading} />
        <Button slot="next" aria-label={t('date.nextMonth')} className={own.navButton}>
          <ChevronRight aria-hidden="true" size={20} className={own.directional} />
        </Button>
      </header>
      <CalendarGrid className={own.grid}>
        {(date) => <CalendarCell date={date} className={own.day} />}
      </CalendarGrid>
    </Calendar>
  );
}

interface ChoiceGridProps {
  readonly label: string;
  readonly heading: string;
  readonly previousLabel: string;
  readonly nextLabel: string;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly previousDisabled: boolean;
  readonly nextDisabled: boolean;
  readonly items: readonly { id: number; text: string; name: string; disabled: boolean }[];
  readonly selected: number | null;
  readonly onChoose: (id: number) => void;
}

/** A page of months or years with previous / next paging; a listbox, so arrow keys move and Enter picks. */
function ChoiceGrid(props: ChoiceGridProps) {
  const onSelectionChange = (keys: Selection) => {
    const key: Key | undefined = keys === 'all' ? undefined : [...keys][0];
    // Pressing the chosen item again empties a single selection: it is still a pick (and closes the picker).
    const id = key === undefined ? props.selected : Number(key);
    if (id !== null) props.onChoose(id);
  };
  return (
    <div className={own.calendar}>
      <header className={own.pickerHeader}>
        <Button
          aria-label={props.previousLabel}
          className={own.navButton}
          isDisabled={props.previousDisabled}
          onPress={props.onPrevious}
        >
          <ChevronLeft aria-hidden="true" size={20} className={own.directional} />
        </Button>
        <h2 className={own.pickerHeading} aria-live="polite">
          {props.heading}
        </h2>
        <Button
          aria-label={props.nextLabel}
          className={own.navButton}
          isDisabled={props.nextDisabled}
          onPress={props.onNext}
        >
          <ChevronRight aria-hidden="true" size={20} className={own.directional} />
        </Button>
      </header>
      <ListBox
        aria-label={`${props.label}, ${props.heading}`}
        layout="grid"
        className={own.choices}
        selectionMode="single"
        selectedKeys={props.selected === null ? [] : [props.selected]}
        disabledKeys={props.items.filter((item) => item.disabled).map((item) => item.id)}
        onSelectionChange={onSelectionChange}
        autoFocus
      >
        {props.items.map((item) => (
          <ListBoxItem
            key={item.id}
            id={item.id}
            textValue={item.name}
            aria-label={item.name}
            className={own.choice}
          >
            {item.text}
          </ListBoxItem>
        ))}
      </ListBox>
    </div>
  );
}

/** Twelve months of one year; the year pages back and forth. */
export function MonthPicker({ value, min, max, openAt, onPick }: PickerProps) {
  const { t, language } = useFormsT();
  const [year, setYear] = useState((value ?? openAt).getFullYear());
  const short = new Intl.DateTimeFormat([language, 'en'], { month: 'short' });
  const long = new Intl.DateTimeFormat([language, 'en'], { month: 'long', year: 'numeric' });
  const items = Array.from({ length: 12 }, (_, i) => {
    const first = new Date(year, i, 1);
    return {
      id: i + 1,
      text: short.format(first),
      name: long.format(first),
      disabled: outside(first, new Date(year, i + 1, 0), min, max),
    };
  });
  return (
    <ChoiceGrid
      label={t('date.chooseMonth')}
      heading={String(year)}
      previousLabel={t('date.previousYear')}
      nextLabel={t('date.nextYear')}
      onPrevious={() => setYear((y) => y - 1)}
      onNext={() => setYear((y) => y + 1)}
      previousDisabled={min !== null && year - 1 < min.getFullYear()}
      nextDisabled={max !== null && year + 1 > max.getFullYear()}
      items={items}
      selected={value && value.getFullYear() === year ? value.getMonth() + 1 : null}
      onChoose={(month) => onPick(new Date(year, month - 1, 1))}
    />
  );
}

const YEARS_PER_PAGE = 12;

/** Twelve years a page. */
export function YearPicker({ value, min, max, openAt, onPick }: PickerProps) {
  const { t } = useFormsT();
  const pageOf = (year: number) => Math.floor(year / YEARS_PER_PAGE) * YEARS_PER_PAGE;
  const [first, setFirst] = useState(pageOf((value ?? openAt).getFullYear()));
  const last = first + YEARS_PER_PAGE - 1;
  const items = Array.from({ length: YEARS_PER_PAGE }, (_, i) => {
    const year = first + i;
    return {
      id: year,
      text: String(year),
      name: String(year),
      disabled: outside(new Date(year, 0, 1), new Date(year, 11, 31), min, max),
    };
  });
  return (
    <ChoiceGrid
      label={t('date.chooseYear')}
      heading={`${first} – ${last}`}
      previousLabel={t('date.previousYears')}
      nextLabel={t('date.nextYears')}
      onPrevious={() => setFirst((y) => y - YEARS_PER_PAGE)}
      onNext={() => setFirst((y) => y + YEARS_PER_PAGE)}
      previousDisabled={min !== null && first - 1 < min.getFullYear()}
      nextDisabled={max !== null && last + 1 > max.getFullYear()}
      items={items}
      selected={value ? value.getFullYear() : null}
      onChoose={(year) => onPick(new Date(year, 0, 1))}
    />
  );
}
