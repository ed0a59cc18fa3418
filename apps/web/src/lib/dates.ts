/**
 * The one way the site writes a date: the page language's medium date ("Nov 27, 2026" in English, "27.11.2026"
 * in German, "27 nov. 2026" in French), read in UTC so the server's render and the browser's hydration agree
 * whatever the visitor's time zone. Every screen's dates (job cards and pages, saved jobs, applications,
 * resumes, forms) come from here, so a page never mixes two formats.
 *
 * The offer center keeps its own MM/DD/YYYY in every language: spec 1 §9 fixes the offer date format
 * (`formatOfferDate` in features/offers/offer-rules.ts). Form fields keep the date format their form
 * definition sets (spec 3, `@portico/forms`).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat([language, 'en'], { dateStyle: 'medium', timeZone: 'UTC' });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** A date (an ISO string or a Date) in the page's language; '' when it is not a date. */
export function formatDate(value: string | Date, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return formatterFor(language).format(date);
}

/**
 * When an event takes place, in the event's own time zone and the page's language: "Tue, Dec 1, 2026,
 * 10:00 AM – 4:00 PM PST". The zone is the event's, not the reader's, so the server's render and the browser's
 * agree, and a fair in Seattle says Seattle's hours wherever it is read. Node's ICU writes thin and narrow
 * no-break spaces where Chromium writes plain ones; both become plain spaces so the two renders match.
 */
export function formatEventWhen(
  event: { startsAt: string; endsAt: string; timeZone: string },
  language: string,
): string {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const text = new Intl.DateTimeFormat([language, 'en'], {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: event.timeZone,
    timeZoneName: 'short',
  }).formatRange(start, end);
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** A moment's date and time in a time zone ("Dec 1, 2026, 9:41 AM"), spaced as formatEventWhen says. */
export function formatDateTimeIn(value: string, timeZone: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat([language, 'en'], { dateStyle: 'medium', timeStyle: 'short', timeZone })
    .format(date)
    .replace(/[\u00a0\u2009\u202f]/g, ' ');
}
