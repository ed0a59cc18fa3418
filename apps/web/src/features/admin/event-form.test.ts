import { instantOfWallTime, isKnownTimeZone, wallTimeIn } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { eventErrorsOf, eventInputOf, eventValuesOf } from './event-form.js';

describe('the event form', () => {
  it('reads the day and clock times in the chosen zone and sends them in UTC, daylight saving included', () => {
    const winter = eventInputOf({
      title: ' Fair ',
      kind: 'career_fair',
      day: '2026-12-11',
      startTime: '10:00',
      endTime: '16:00',
      timeZone: 'America/Los_Angeles',
      place: 'Hall 4A',
      onlineUrl: '',
      capacity: '300',
      positionId: '',
    });
    expect(winter).toEqual({
      input: {
        title: 'Fair',
        kind: 'career_fair',
        description: '',
        starts_at: '2026-12-11T18:00:00.000Z',
        ends_at: '2026-12-12T00:00:00.000Z',
        time_zone: 'America/Los_Angeles',
        place: 'Hall 4A',
        online_url: null,
        capacity: 300,
        position_id: null,
      },
    });
    expect(instantOfWallTime('2026-07-01T10:00', 'America/Los_Angeles')).toBe('2026-07-01T17:00:00.000Z');
    expect(instantOfWallTime('2026-03-29T12:00', 'Europe/Berlin')).toBe('2026-03-29T10:00:00.000Z');
    expect(instantOfWallTime('2026-13-01T10:00', 'UTC')).toBeNull();
    expect(instantOfWallTime('2026-04-31T10:00', 'UTC')).toBeNull();
    expect(instantOfWallTime('2026-04-30T24:00', 'UTC')).toBeNull();
    expect(instantOfWallTime('10:00', 'UTC')).toBeNull();
  });

  it('refuses an end at or before the start, and puts the server’s field errors on the form’s fields', () => {
    expect(
      eventInputOf({ day: '2026-12-11', startTime: '10:00', endTime: '09:00', timeZone: 'UTC' }),
    ).toEqual({ errors: { endTime: 'The event must end after it starts.' } });
    expect(eventErrorsOf({ starts_at: 'a', online_url: 'b', something: 'c' })).toEqual({
      errors: { startTime: 'a', onlineUrl: 'b' },
      other: ['c'],
    });
  });

  it('shows a stored event in its own zone', () => {
    const values = eventValuesOf(
      {
        id: 'x',
        title: 'Fair',
        kind: 'career_fair',
        description: '',
        starts_at: '2026-12-11T18:00:00.000Z',
        ends_at: '2026-12-12T00:00:00.000Z',
        time_zone: 'America/Los_Angeles',
        place: 'Hall',
        online_url: null,
        capacity: null,
        position_id: null,
        position_title: null,
        status: 'draft',
        cancel_reason: null,
        registrations: 0,
        created_by: null,
        created_at: '2026-11-01T00:00:00.000Z',
        updated_at: '2026-11-01T00:00:00.000Z',
      },
      new Date(),
    );
    expect(values).toMatchObject({ day: '2026-12-11', startTime: '10:00', endTime: '16:00' });
    expect(wallTimeIn('2026-12-12T00:00:00.000Z', 'Asia/Tokyo')).toBe('2026-12-12T09:00');
  });

  it('knows IANA zones and refuses offsets and made-up names', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('+01:00')).toBe(false);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
