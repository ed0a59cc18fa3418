import { wallClock } from '@portico/contracts';

/**
 * An interview's time as its own time zone's clocks show it (docs/decisions/044): the server keeps UTC
 * instants and the zone's name; these helpers show them in the visitor's language with Intl, never in the
 * browser's own zone, so a candidate travelling or a recruiter in another office sees the interview's time.
 */

/** "Thursday, April 2, 2026" and "10:00 AM" (in the locale's words) in `zone`. */
export function formatInZone(iso: string, zone: string, locale: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'full' }).format(at),
    time: new Intl.DateTimeFormat(locale, { timeZone: zone, timeStyle: 'short' }).format(at),
  };
}

/** The date (YYYY-MM-DD) and time (HH:MM) the clocks of `zone` show at `iso`: a form's starting values. */
export function wallClockIn(iso: string, zone: string): { date: string; time: string } {
  const { date, time } = wallClock(new Date(iso), zone);
  return { date, time };
}

/** The browser's own zone (the schedule form's default), or UTC where it cannot tell. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, UTC first. */
export function timeZones(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/London'];
  return ['UTC', ...known.filter((z) => z !== 'UTC')];
}
