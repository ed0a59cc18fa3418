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
