import { CARRIED_PARAMS } from '@portico/contracts';

/**
 * Where a notification leads (spec 1 §4: its `redirectUrl`, keeping the page's query parameters). The
 * parameters kept are the ones the site carries from page to page (`domain`, `hl` and the campaign and referral
 * parameters, CARRIED_PARAMS): a page's own state — a search's words, a list's tab — describes the page the
 * candidate was on, not the one the notification opens. A parameter the notification's address names itself
 * wins. An address that is not a path on this site (another origin, `//host`, a script URL) gives null: the
 * notification is shown but leads nowhere.
 */
export function notificationHref(redirectUrl: string, currentSearch: string): string | null {
  if (!redirectUrl.startsWith('/') || redirectUrl.startsWith('//') || redirectUrl.startsWith('/\\'))
    return null;
  let target: URL;
  try {
    target = new URL(redirectUrl, 'http://site.invalid');
  } catch {
    return null;
  }
  if (target.origin !== 'http://site.invalid') return null;
  const current = new URLSearchParams(currentSearch);
  for (const name of CARRIED_PARAMS) {
    if (target.searchParams.has(name)) continue;
    for (const value of current.getAll(name)) if (value) target.searchParams.append(name, value);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * When a notification arrived, relative to `now` in the page's language ("5 minutes ago", "yesterday",
 * "il y a 3 semaines"): the largest whole unit, "now" under a minute. A date in the future (a clock ahead of
 * the server's) reads as now. '' when `createdAt` is not a date.
 */
export function relativeTime(createdAt: string, now: number, language: string): string {
  const at = new Date(createdAt).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const format = new Intl.RelativeTimeFormat([language, 'en'], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** Whether any notification still waits to be read ("Mark all as read" has something to do). */
export function hasUnread(notifications: readonly { isClicked: boolean }[] | undefined): boolean {
  return (notifications ?? []).some((notification) => !notification.isClicked);
}
