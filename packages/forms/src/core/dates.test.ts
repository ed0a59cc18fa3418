import { describe, expect, it } from 'vitest';
import { addUnits, formatIsoDate, parseDate, resolveDayBound } from './dates.js';
import type { DatePatternRule, FormItem } from './definition.js';
import { formatMessage } from './messages.js';
import { validateValue } from './rules.js';

// Sunday 22 November 2026, local time.
const START = new Date(2026, 10, 22, 0, 0, 0, 0);
const END = new Date(2026, 10, 22, 23, 59, 59, 999);
const dateItem = (value: DatePatternRule, extra: Partial<FormItem> = {}): FormItem => ({
  name: 'd',
  label: 'Date',
  type: 'date',
  rules: [{ type: 'date', value }],
  ...extra,
});
const check = (rule: DatePatternRule, value: string, now = START) => {
  const m = validateValue(dateItem(rule), value, { now });
  return m && formatMessage(m);
};

describe('parseDate', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['11/22/2026', '2026-11-22'],
    ['2026-11', '2026-11-01'],
    ['11/2026', '2026-11-01'],
    ['2026', '2026-01-01'],
    ['2024-02-29', '2024-02-29'],
  ])('reads %s', (input, iso) => {
    const d = parseDate(input);
    expect(d && formatIsoDate(d)).toBe(iso);
  });
  it.each(['2025-02-29', '2026-13-01', '13/2026', 'tomorrow', '', '22.11.2026'])('rejects %j', (input) => {
    expect(parseDate(input)).toBeNull();
  });
  it('reads Dates and timestamps as their local day', () => {
    expect(formatIsoDate(parseDate(END) as Date)).toBe('2026-11-22');
    expect(formatIsoDate(parseDate(END.getTime()) as Date)).toBe('2026-11-22');
    expect(parseDate(new Date(Number.NaN))).toBeNull();
  });
  it('clamps month arithmetic to the month end', () => {
    expect(formatIsoDate(addUnits(new Date(2026, 0, 31), 1, 'month'))).toBe('2026-02-28');
    expect(formatIsoDate(addUnits(new Date(2024, 1, 29), -1, 'year'))).toBe('2023-02-28');
    expect(formatIsoDate(addUnits(START, -2, 'week'))).toBe('2026-11-08');
  });
});

describe('date patterns', () => {
  it('reports an unparseable date', () => {
    expect(check({ pattern: 'is_today' }, '2026-02-30')).toBe('Enter a valid date.');
    expect(validateValue({ name: 'd', type: 'date' }, 'nope')?.key).toBe('dateInvalid');
  });

  it.each([START, END])('is today at %s', (now) => {
    expect(check({ pattern: 'is_today' }, '2026-11-22', now)).toBeNull();
    expect(check({ pattern: 'is_today' }, '2026-11-21', now)).toBe("Enter today's date.");
    expect(check({ pattern: 'is_today' }, '2026-11-23', now)).toBe("Enter today's date.");
  });

  it.each([START, END])('is in the future / past excludes today at %s', (now) => {
    expect(check({ pattern: 'is_in_the_future' }, '2026-11-23', now)).toBeNull();
    expect(check({ pattern: 'is_in_the_future' }, '2026-11-22', now)).toBe('Enter a date in the future.');
    expect(check({ pattern: 'is_in_the_past' }, '2026-11-21', now)).toBeNull();
    expect(check({ pattern: 'is_in_the_past' }, '2026-11-22', now)).toBe('Enter a date in the past.');
  });

  it('is on, before and after date1 (before and after are strict)', () => {
    const date1 = '2026-06-15';
    expect(check({ pattern: 'is_on', date1 }, '2026-06-15')).toBeNull();
    expect(check({ pattern: 'is_on', date1 }, '2026-06-16')).toBe('Enter the date 2026-06-15.');
    expect(check({ pattern: 'is_before', date1 }, '2026-06-14')).toBeNull();
    expect(check({ pattern: 'is_before', date1 }, '2026-06-15')).toBe('Enter a date before 2026-06-15.');
    expect(check({ pattern: 'is_after', date1 }, '2026-06-16')).toBeNull();
    expect(check({ pattern: 'is_after', date1 }, '2026-06-15')).toBe('Enter a date after 2026-06-15.');
  });

  it.each([
    ['2026-01-10', '2026-01-20'],
    ['2026-01-20', '2026-01-10'],
  ])('is between %s and %s, both ends included, either order', (date1, date2) => {
    const between = { pattern: 'is_between', date1, date2 } as const;
    expect(check(between, '2026-01-09')).toBe('Enter a date from 2026-01-10 to 2026-01-20.');
    expect(check(between, '2026-01-10')).toBeNull();
    expect(check(between, '2026-01-15')).toBeNull();
    expect(check(between, '2026-01-20')).toBeNull();
    expect(check(between, '2026-01-21')).not.toBeNull();
    const outside = { pattern: 'is_not_between', date1, date2 } as const;
    expect(check(outside, '2026-01-09')).toBeNull();
    expect(check(outside, '2026-01-10')).toBe('Enter a date before 2026-01-10 or after 2026-01-20.');
    expect(check(outside, '2026-01-20')).not.toBeNull();
    expect(check(outside, '2026-01-21')).toBeNull();
  });

  it('ignores a pattern rule missing its dates', () => {
    expect(check({ pattern: 'is_before' }, '2030-01-01')).toBeNull();
    expect(check({ pattern: 'is_between', date1: '2026-01-01' }, '2030-01-01')).toBeNull();
    expect(check({ pattern: 'is_relative_to_today', direction: 'past' }, '2000-01-01')).toBeNull();
  });

  it('is relative to today: past and next, in days, weeks, months and years', () => {
    const past7 = { pattern: 'is_relative_to_today', direction: 'past', duration: 7, unit: 'day' } as const;
    expect(check(past7, '2026-11-15')).toBeNull();
    expect(check(past7, '2026-11-22', END)).toBeNull();
    expect(check(past7, '2026-11-14')).toBe('Enter a date from 2026-11-15 to 2026-11-22.');
    expect(check(past7, '2026-11-23')).not.toBeNull();
    const next2w = { pattern: 'is_relative_to_today', direction: 'next', duration: 2, unit: 'week' } as const;
    expect(check(next2w, '2026-12-06')).toBeNull();
    expect(check(next2w, '2026-12-07')).toBe('Enter a date from 2026-11-22 to 2026-12-06.');
    expect(check(next2w, '2026-11-21')).not.toBeNull();
    const next1m = {
      pattern: 'is_relative_to_today',
      direction: 'next',
      duration: 1,
      unit: 'month',
    } as const;
    expect(check(next1m, '2026-12-22')).toBeNull();
    expect(check(next1m, '2026-12-23')).not.toBeNull();
    const past1y = { pattern: 'is_relative_to_today', direction: 'past', duration: 1, unit: 'year' } as const;
    expect(check(past1y, '2025-11-22')).toBeNull();
    expect(check(past1y, '2025-11-21')).not.toBeNull();
  });
});

describe('date_comparison', () => {
  const end: FormItem = {
    name: 'end',
    label: 'End',
    type: 'date',
    rules: [{ type: 'date_comparison', value: { compare_to_field: 'start', operator: 'after' } }],
  };
  const start: FormItem = {
    name: 'start',
    type: 'date',
    rules: [{ type: 'date_comparison', value: { compare_to_field: 'end', operator: 'before' } }],
  };
  const labelOf = (n: string) => (n === 'start' ? 'Start date' : undefined);
  it('compares with the sibling field, strictly', () => {
    const values = { start: '2026-03-10', end: '2026-03-10' };
    expect(validateValue(end, '2026-03-11', { values })).toBeNull();
    const m = validateValue(end, '2026-03-10', { values, labelOf });
    expect(m && formatMessage(m)).toBe('Enter a date after Start date.');
    expect(validateValue(start, '2026-03-09', { values })).toBeNull();
    const b = validateValue(start, '2026-03-10', { values, labelOf });
    expect(b && formatMessage(b)).toBe('Enter a date before end.');
  });
  it('passes while the other field is empty or invalid', () => {
    expect(validateValue(end, '2026-01-01', { values: {} })).toBeNull();
    expect(validateValue(end, '2026-01-01', { values: { start: 'x' } })).toBeNull();
  });
});

describe('enableFrom and enableUntil', () => {
  const bounded = (enableFrom?: number | string, enableUntil?: number | string): FormItem => ({
    name: 'd',
    type: 'date',
    dateOptions: {
      ...(enableFrom === undefined ? {} : { enableFrom }),
      ...(enableUntil === undefined ? {} : { enableUntil }),
    },
  });
  it('takes day offsets where 0 is the start of today', () => {
    expect(formatIsoDate(resolveDayBound(0, END) as Date)).toBe('2026-11-22');
    const i = bounded(0, 30);
    expect(validateValue(i, '2026-11-22', { now: END })).toBeNull();
    const m = validateValue(i, '2026-11-21', { now: END });
    expect(m && formatMessage(m)).toBe('Enter a date on or after 2026-11-22.');
    expect(validateValue(i, '2026-12-22', { now: START })).toBeNull();
    const u = validateValue(i, '2026-12-23', { now: START });
    expect(u && formatMessage(u)).toBe('Enter a date on or before 2026-12-22.');
    expect(validateValue(bounded(-7), '2026-11-15', { now: START })).toBeNull();
    expect(validateValue(bounded(-7), '2026-11-14', { now: START })?.key).toBe('dateEnableFrom');
  });
  it('takes dates', () => {
    const i = bounded('2026-01-01', '2026-12-31');
    expect(validateValue(i, '2026-01-01', { now: START })).toBeNull();
    expect(validateValue(i, '2026-12-31', { now: START })).toBeNull();
    expect(validateValue(i, '2025-12-31', { now: START })?.key).toBe('dateEnableFrom');
    expect(validateValue(i, '2027-01-01', { now: START })?.key).toBe('dateEnableUntil');
  });
});

describe('date range', () => {
  const range: FormItem = { name: 'r', label: 'Dates', type: 'dateRange' };
  const noFuture: FormItem = { ...range, dateRangeOptions: { disallowFutureStartDate: true } };
  const v = (i: FormItem, value: unknown) => {
    const m = validateValue(i, value, { now: START });
    return m && formatMessage(m);
  };
  it('needs both ends unless the role is current', () => {
    expect(v(range, { startDate: '01/2020', endDate: '06/2021', isCurrent: false })).toBeNull();
    expect(v(range, { startDate: '01/2020', endDate: null })).toBe('Please enter both a start and end date.');
    expect(v(range, { startDate: null, endDate: '06/2021' })).toBe('Please enter both a start and end date.');
    expect(v(range, { startDate: '01/2020', endDate: null, isCurrent: true })).toBeNull();
    expect(v(range, { startDate: '13/2020', endDate: '06/2021' })).toBe('Enter a valid date.');
    expect(v({ ...range, required: true }, { startDate: '', endDate: '' })).toBe('Dates is required');
  });
  it('rejects a future start when disallowFutureStartDate is set', () => {
    expect(v(noFuture, { startDate: '11/2026', endDate: '11/2026' })).toBeNull();
    expect(v(noFuture, { startDate: '2026-11-22', endDate: '2026-12-01' })).toBeNull();
    expect(v(noFuture, { startDate: '2026-11-23', endDate: '2026-12-01' })).toBe(
      'Start date cannot be in the future',
    );
    expect(v(noFuture, { startDate: '12/2026', isCurrent: true })).toBe('Start date cannot be in the future');
    expect(v(range, { startDate: '12/2026', isCurrent: true })).toBeNull();
  });
});
