/**
 * Wall-clock times in IANA zones, with the platform's time-zone data (Intl) and no library: an interview is
 * stored as a UTC instant and shown in its own zone, whatever zone the server or the browser is in.
 */

/** The zone's canonical name, or null when the platform does not know it. */
export function canonicalZone(zone: string): string | null {
  // Offsets such as "+01:00" are accepted by newer runtimes but are not zones: they ignore daylight saving.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The date (YYYY-MM-DD) and time (HH:MM) the clocks of `zone` show at `instant`. */
export function wallClock(instant: Date, zone: string): { date: string; time: string; second: number } {
  const p = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    second: Number(p.second),
  };
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const w = wallClock(new Date(instant), zone);
  const [y, m, d] = w.date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = w.time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant when the clocks of `zone` show `date` at `time`, or null for a time that does not exist there (it
 * falls in the hour skipped when the clocks go forward). In the repeated hour when they go back, the first.
 */
export function zonedToUtc(date: string, time: string, zone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at a guess one offset away, then at the answer itself: the second pass settles a guess that
  // fell on the other side of a change of the clocks.
  let utc = wall - offsetAt(wall, zone);
  utc = wall - offsetAt(utc, zone);
  const earlier = wall - offsetAt(utc - 3_600_000, zone);
  const back = wallClock(new Date(earlier), zone);
  if (back.date === date && back.time === time) utc = Math.min(utc, earlier);
  const check = wallClock(new Date(utc), zone);
  return check.date === date && check.time === time ? new Date(utc) : null;
}

/** "Tuesday, March 30, 2027 at 10:00 AM (Europe/Berlin)": an instant as the zone's clocks show it, in English. */
export function describeInZone(instant: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant);
  return `${text} (${zone})`;
}

/** True for a time zone name the runtime knows (an IANA name such as "America/New_York", or "UTC"). */
export const isKnownTimeZone = (zone: string): boolean => canonicalZone(zone) !== null;

/** The wall-clock time ("2026-12-01T10:00") an instant shows in a time zone. */
export function wallTimeIn(iso: string, zone: string): string {
  const { date, time } = wallClock(new Date(iso), zone);
  return `${date}T${time}`;
}

/**
 * The UTC instant (ISO) at which a zone's clocks show `wall` ("2026-12-01T10:00"), or null for a malformed one or
 * a time the clocks skip.
 */
export function instantOfWallTime(wall: string, zone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(wall);
  return match ? (zonedToUtc(match[1] ?? '', match[2] ?? '', zone)?.toISOString() ?? null) : null;
}
