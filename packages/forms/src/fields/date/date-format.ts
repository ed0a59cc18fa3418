import { formatIsoDate } from '../../core/dates.js';

/**
 * Display formats of date fields ('MM/DD/YYYY', 'DD.MM.YYYY', 'MM/YYYY', 'YYYY'…): tokens YYYY, MM / M
 * and DD / D; anything else is a literal separator. Stored values stay ISO whatever the display format.
 */

export const DEFAULT_DATE_FORMAT = 'MM/DD/YYYY';
export const DEFAULT_MONTH_FORMAT = 'MM/YYYY';
export const DEFAULT_YEAR_FORMAT = 'YYYY';

/** What one value names: a day ('YYYY-MM-DD'), a month ('YYYY-MM') or a year ('YYYY'). */
export type DateGranularity = 'day' | 'month' | 'year';

const TOKENS = /YYYY|MM|M|DD|D/g;

export function granularityOfFormat(format: string): DateGranularity {
  if (/D/.test(format)) return 'day';
  if (/M/.test(format)) return 'month';
  return 'year';
}

export function defaultFormatFor(granularity: DateGranularity): string {
  if (granularity === 'month') return DEFAULT_MONTH_FORMAT;
  if (granularity === 'year') return DEFAULT_YEAR_FORMAT;
  return DEFAULT_DATE_FORMAT;
}

export function formatDate(date: Date, format: string): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return format.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(date.getFullYear(), 4);
      case 'MM':
        return pad(date.getMonth() + 1, 2);
      case 'M':
        return String(date.getMonth() + 1);
      case 'DD':
        return pad(date.getDate(), 2);
      default:
        return String(date.getDate());
    }
  });
}

/**
 * Reads text typed in `format`. Month and day take one or two digits whatever the token ('1/5/2024' is
 * read under MM/DD/YYYY), the year four. A missing day or month is the first. Null unless it is a real date.
 */
export function parseDateText(text: string, format: string): Date | null {
  const order: string[] = [];
  let pattern = '';
  let at = 0;
  for (const match of format.matchAll(TOKENS)) {
    pattern += format.slice(at, match.index).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern += match[0] === 'YYYY' ? '(\\d{4})' : '(\\d{1,2})';
    order.push(match[0]);
    at = match.index + match[0].length;
  }
  pattern += format.slice(at).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`^${pattern}$`).exec(text.trim());
  if (!m) return null;
  let year = Number.NaN;
  let month = 1;
  let day = 1;
  order.forEach((token, i) => {
    const n = Number(m[i + 1]);
    if (token === 'YYYY') year = n;
    else if (token.startsWith('M')) month = n;
    else day = n;
  });
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The stored ISO value of a day at a granularity: 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'. */
export function toStoredDate(date: Date, granularity: DateGranularity): string {
  const iso = formatIsoDate(date);
  if (granularity === 'month') return iso.slice(0, 7);
  if (granularity === 'year') return iso.slice(0, 4);
  return iso;
}
