/**
 * Dates and date ranges as resumes write them, in English, German, French, Spanish and Italian: "Jan 2020",
 * "January 2020", "01/2020", "2020-01", "03.2019", "Mar '19", "2020"; ranges joined by –, —, -, "to", "until",
 * "bis", "à", "a", "hasta"…; "Present", "heute", "aujourd'hui", "actualidad"… for an open end; "since 2019",
 * "seit 2019", "depuis 2019", "desde 2019" (docs/decisions/018).
 */

export interface YearMonth {
  year: number;
  /** 1-12, or null when only the year is written. */
  month: number | null;
}

export interface DateRange {
  start: YearMonth | null;
  end: YearMonth | null;
  /** The end is "Present" (or the range is "since …"). */
  current: boolean;
  /** Where the range is in the text. */
  index: number;
  length: number;
}

/** A single date (not part of a range). */
export interface SingleDate extends YearMonth {
  index: number;
  length: number;
}

const MONTH_NAMES: Readonly<Record<string, number>> = (() => {
  const names: Record<string, number> = {};
  const add = (month: number, ...words: string[]) => {
    for (const w of words) names[w] = month;
  };
  add(
    1,
    'jan',
    'january',
    'januar',
    'jänner',
    'jaenner',
    'janvier',
    'janv',
    'enero',
    'ene',
    'gennaio',
    'gen',
  );
  add(
    2,
    'feb',
    'february',
    'februar',
    'février',
    'fevrier',
    'févr',
    'fevr',
    'fév',
    'fev',
    'febrero',
    'febbraio',
  );
  add(3, 'mar', 'march', 'märz', 'maerz', 'mrz', 'mär', 'mars', 'marzo');
  add(4, 'apr', 'april', 'avril', 'avr', 'abril', 'abr', 'aprile');
  add(5, 'may', 'mai', 'mayo', 'maggio', 'mag');
  add(6, 'jun', 'june', 'juni', 'juin', 'junio', 'giugno', 'giu');
  add(7, 'jul', 'july', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug');
  add(8, 'aug', 'august', 'août', 'aout', 'agosto', 'ago');
  add(9, 'sep', 'sept', 'september', 'septembre', 'septiembre', 'setiembre', 'set', 'settembre');
  add(10, 'oct', 'october', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott');
  add(11, 'nov', 'november', 'novembre', 'noviembre');
  add(
    12,
    'dec',
    'december',
    'dezember',
    'dez',
    'décembre',
    'decembre',
    'déc',
    'diciembre',
    'dic',
    'dicembre',
  );
  return names;
})();

const MONTH_ALT = Object.keys(MONTH_NAMES)
  .sort((a, b) => b.length - a.length)
  .join('|');

const PRESENT_ALT = [
  'present',
  'presently',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'date',
  'heute',
  'aktuell',
  'derzeit',
  'jetzt',
  'laufend',
  'dato',
  'actuel',
  'actuelle',
  'actuellement',
  "aujourd'hui",
  'aujourd’hui',
  'ce jour',
  'présent',
  'en cours',
  'actualidad',
  'la actualidad',
  'presente',
  'hoy',
  'la fecha',
  'ahora',
  'actual',
  'oggi',
  'in corso',
]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, '\\s+'))
  .join('|');

const L = '\\p{L}';
/** One date; the alternatives are tried in order (month names first, then numeric forms, then a year). */
const DATE_SOURCE = [
  // "Jan 2020", "January, 2020", "sept. 2019", "Mar '19", "Mar 19"
  `(?<![${L}])(?:${MONTH_ALT})\\.?,?\\s*(?:['’]\\s?\\d{2}|\\d{4}|\\d{2})(?![\\d${L}])`,
  // "15.03.2019", "03/15/2019" -> the month is read where it is unambiguous
  `(?<![\\d.,/])\\d{1,2}[./]\\d{1,2}[./](?:19|20)\\d{2}(?!\\d)`,
  // "01/2020", "3.2019", "03-2019"
  `(?<![\\d.,/])(?:0?[1-9]|1[0-2])\\s?[/.\\-]\\s?(?:19|20)\\d{2}(?!\\d)`,
  // "2020-01", "2020/01", "2020.01"
  `(?<![\\d.,/])(?:19|20)\\d{2}[/.\\-](?:0[1-9]|1[0-2])(?![\\d./\\-])`,
  // "2020"
  `(?<![\\d.,/+])(?:19|20)\\d{2}(?![\\d${L}])`,
  // A month alone, only as the start of a range in the same year ("Jan – Mar 2020").
  `(?<![${L}])(?:${MONTH_ALT})\\.?(?=\\s*(?:-|–|—|to|bis|à|a|al|au)\\s*(?:${MONTH_ALT}))`,
].join('|');

const PRESENT_SOURCE = `(?<![${L}])(?:${PRESENT_ALT})(?![${L}])`;
const TOKEN_RE = new RegExp(`${DATE_SOURCE}|(?<present>${PRESENT_SOURCE})`, 'giu');

/** What may stand between the two dates of a range. */
const RANGE_SEPARATOR =
  /^\s*(?:[-–—‒−~→]+|-+>|to|till|until|through|thru|bis|bis\s+zum|à|a|au|al|hasta|jusqu['’]?(?:à|au|en)|fino\s+a|al)\s*$/iu;
/** What may stand before a date that opens a range with no end ("since 2019"). */
const SINCE_BEFORE = /(?:since|from|seit|ab|depuis|desde|dal|da)\s*$/iu;

interface Token {
  index: number;
  length: number;
  present: boolean;
  date: YearMonth | null;
  /** A month without its year ("Jan" of "Jan – Mar 2020"). */
  monthOnly: number | null;
}

function twoDigitYear(yy: number, now: Date): number {
  return yy <= (now.getUTCFullYear() % 100) + 1 ? 2000 + yy : 1900 + yy;
}

function readToken(text: string, now: Date): YearMonth | { monthOnly: number } | null {
  const t = text.toLowerCase();
  const word = /^\p{L}+/u.exec(t)?.[0];
  if (word && MONTH_NAMES[word] !== undefined) {
    const month = MONTH_NAMES[word] as number;
    const digits = /(\d{2,4})\s*$/.exec(t)?.[1];
    if (!digits) return { monthOnly: month };
    const year = digits.length === 4 ? Number(digits) : twoDigitYear(Number(digits), now);
    return { year, month };
  }
  let m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    // dd.mm.yyyy in most of the world; mm/dd/yyyy when the first number cannot be a day-of-month month.
    const month = t.includes('.') ? b : a <= 12 ? a : b;
    return month >= 1 && month <= 12 ? { year: Number(m[3]), month } : { year: Number(m[3]), month: null };
  }
  m = /^(\d{1,2})\s?[/.-]\s?(\d{4})$/.exec(t);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  m = /^(\d{4})[/.-](\d{2})$/.exec(t);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^(\d{4})$/.exec(t);
  if (m) return { year: Number(m[1]), month: null };
  return null;
}

function tokens(text: string, now: Date): Token[] {
  const out: Token[] = [];
  const maxYear = now.getUTCFullYear() + 1;
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m; m = TOKEN_RE.exec(text)) {
    if (m.groups?.present) {
      out.push({ index: m.index, length: m[0].length, present: true, date: null, monthOnly: null });
      continue;
    }
    const read = readToken(m[0], now);
    if (!read) continue;
    if ('monthOnly' in read) {
      out.push({
        index: m.index,
        length: m[0].length,
        present: false,
        date: null,
        monthOnly: read.monthOnly,
      });
      continue;
    }
    if (read.year < 1950 || read.year > maxYear) continue;
    out.push({ index: m.index, length: m[0].length, present: false, date: read, monthOnly: null });
  }
  return out;
}

/** Date ranges and the dates that stand alone, in the order they are written. */
export function findDates(text: string, now: Date): { ranges: DateRange[]; singles: SingleDate[] } {
  const list = tokens(text, now);
  const ranges: DateRange[] = [];
  const singles: SingleDate[] = [];
  for (let i = 0; i < list.length; i++) {
    const a = list[i] as Token;
    const b = list[i + 1];
    const between = b ? text.slice(a.index + a.length, b.index) : '';
    if (!a.present && b && RANGE_SEPARATOR.test(between) && (a.date || (a.monthOnly && b.date))) {
      const start = a.date ?? { year: (b.date as YearMonth).year, month: a.monthOnly };
      if (b.present || b.date) {
        const end = b.present ? null : (b.date as YearMonth);
        if (
          !end ||
          end.year > start.year ||
          (end.year === start.year && (end.month ?? 12) >= (start.month ?? 1))
        ) {
          ranges.push({
            start,
            end,
            current: b.present,
            index: a.index,
            length: b.index + b.length - a.index,
          });
          i++;
          continue;
        }
      }
    }
    if (a.date) {
      const before = text.slice(Math.max(0, a.index - 12), a.index);
      const since = SINCE_BEFORE.exec(before);
      // "2019 –" with nothing after the dash: an open end as well.
      const dangling = /^\s*[-–—]\s*$/.test(text.slice(a.index + a.length));
      if (since || dangling) {
        const from = since ? a.index - since[0].length : a.index;
        ranges.push({
          start: a.date,
          end: null,
          current: true,
          index: from,
          length: a.index + a.length - from + (dangling ? text.length - a.index - a.length : 0),
        });
        continue;
      }
      singles.push({ ...a.date, index: a.index, length: a.length });
    }
  }
  return { ranges, singles };
}

/** YYYY-MM; a year alone becomes its January (the contract's rule). */
export function toYearMonth(date: YearMonth | null): string | null {
  if (!date) return null;
  return `${date.year}-${String(date.month ?? 1).padStart(2, '0')}`;
}
