import type { DatePatternRule, DateUnit } from './definition.js';
import { type Message, message } from './messages.js';

/**
 * Calendar-day arithmetic for the date rules. Every comparison is by local calendar day: a date value is a
 * day, and "today" is the day of the injected `now` whatever its time (00:00 and 23:59 are both today).
 */

export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
}

/** Adds whole units; months and years clamp to the last day of a shorter month (Jan 31 + 1 month = Feb 28). */
export function addUnits(d: Date, amount: number, unit: DateUnit): Date {
  if (unit === 'day') return addDays(d, amount);
  if (unit === 'week') return addDays(d, amount * 7);
  const months = unit === 'month' ? amount : amount * 12;
  const target = new Date(d.getFullYear(), d.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(d.getDate(), lastDay));
}

function validDay(year: number, month: number, day: number): Date | null {
  const d = new Date(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : null;
}

/**
 * Reads a date value as a local calendar day. Accepts a Date, a timestamp, 'YYYY-MM-DD', 'YYYY-MM',
 * 'YYYY' (a year picker's value; January 1), 'MM/DD/YYYY', 'MM/YYYY' (the date range default format; the
 * first of the month) and ISO date-times.
 * Returns null when the value is not a real date (e.g. '2024-02-30').
 */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : startOfDay(value);
  if (typeof value === 'number') return Number.isFinite(value) ? startOfDay(new Date(value)) : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return validDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})-(\d{2})$/.exec(s);
  if (m) return validDay(Number(m[1]), Number(m[2]), 1);
  m = /^(\d{4})$/.exec(s);
  if (m) return validDay(Number(m[1]), 1, 1);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return validDay(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return validDay(Number(m[2]), Number(m[1]), 1);
  if (/^\d{4}-\d{2}-\d{2}T/.test(s)) {
    const t = Date.parse(s);
    return Number.isNaN(t) ? null : startOfDay(new Date(t));
  }
  return null;
}

/** 'YYYY-MM-DD' of a local day: the message parameter format (the React layer may reformat it). */
export function formatIsoDate(d: Date): string {
  const y = String(d.getFullYear()).padStart(4, '0');
  const mo = String(d.getMonth() + 1).padStart(2, '0');
  const da = String(d.getDate()).padStart(2, '0');
  return `${y}-${mo}-${da}`;
}

/** Negative, zero or positive as day a is before, on or after day b. */
export function compareDays(a: Date, b: Date): number {
  return startOfDay(a).getTime() - startOfDay(b).getTime();
}

/** A date-option bound: a day offset from the start of today (0 = today) or a date. */
export function resolveDayBound(bound: number | string, now: Date): Date | null {
  return typeof bound === 'number' ? addDays(startOfDay(now), bound) : parseDate(bound);
}

/**
 * Checks one date pattern rule. Between and not-between take their two dates in either order and include
 * both ends; before and after are strict; relative to today is the inclusive range from today back
 * (`past`) or forward (`next`) by `duration` units. A rule missing the dates it needs is ignored.
 */
export function checkDatePattern(day: Date, rule: DatePatternRule, now: Date): Message | null {
  const today = startOfDay(now);
  const cmpToday = compareDays(day, today);
  switch (rule.pattern) {
    case 'is_today':
      return cmpToday === 0 ? null : message('dateToday');
    case 'is_in_the_future':
      return cmpToday > 0 ? null : message('dateFuture');
    case 'is_in_the_past':
      return cmpToday < 0 ? null : message('datePast');
    case 'is_on':
    case 'is_before':
    case 'is_after': {
      const d1 = parseDate(rule.date1);
      if (!d1) return null;
      const cmp = compareDays(day, d1);
      const params = { date: formatIsoDate(d1) };
      if (rule.pattern === 'is_on') return cmp === 0 ? null : message('dateOn', params);
      if (rule.pattern === 'is_before') return cmp < 0 ? null : message('dateBefore', params);
      return cmp > 0 ? null : message('dateAfter', params);
    }
    case 'is_between':
    case 'is_not_between': {
      const d1 = parseDate(rule.date1);
      const d2 = parseDate(rule.date2);
      if (!d1 || !d2) return null;
      const [start, end] = compareDays(d1, d2) <= 0 ? [d1, d2] : [d2, d1];
      const inside = compareDays(day, start) >= 0 && compareDays(day, end) <= 0;
      const params = { start: formatIsoDate(start), end: formatIsoDate(end) };
      if (rule.pattern === 'is_between') return inside ? null : message('dateBetween', params);
      return inside ? message('dateNotBetween', params) : null;
    }
    case 'is_relative_to_today': {
      if (rule.duration === undefined || rule.unit === undefined) return null;
      const other = addUnits(today, rule.direction === 'next' ? rule.duration : -rule.duration, rule.unit);
      const [start, end] = compareDays(other, today) <= 0 ? [other, today] : [today, other];
      const inside = compareDays(day, start) >= 0 && compareDays(day, end) <= 0;
      return inside ? null : message('dateBetween', { start: formatIsoDate(start), end: formatIsoDate(end) });
    }
  }
}
