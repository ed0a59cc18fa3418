import { canonicalZone, describeInZone, wallClock, zonedToUtc } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { interviewCalendar } from './interview-calendar.js';

/** The file's lines, with folded lines (RFC 5545: a CRLF and a space) joined back. */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('wall-clock times in a zone with daylight saving time', () => {
  it('turns 10:00 in Berlin into 09:00 UTC in winter and 08:00 UTC in summer', () => {
    expect(zonedToUtc('2027-03-27', '10:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2027-03-27T09:00:00.000Z',
    );
    expect(zonedToUtc('2027-03-29', '10:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2027-03-29T08:00:00.000Z',
    );
    expect(zonedToUtc('2027-11-08', '09:30', 'America/New_York')?.toISOString()).toBe(
      '2027-11-08T14:30:00.000Z',
    );
    expect(zonedToUtc('2027-07-08', '09:30', 'America/New_York')?.toISOString()).toBe(
      '2027-07-08T13:30:00.000Z',
    );
    expect(zonedToUtc('2027-07-08', '09:30', 'Asia/Kolkata')?.toISOString()).toBe('2027-07-08T04:00:00.000Z');
  });

  it('refuses the hour the clocks skip, and takes the first of the hour they repeat', () => {
    expect(zonedToUtc('2027-03-28', '02:30', 'Europe/Berlin')).toBeNull();
    // 02:30 happens twice on 31 October 2027 in Berlin: first in summer time (00:30 UTC), then in winter time.
    expect(zonedToUtc('2027-10-31', '02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });

  it('knows real zones by their canonical names and nothing else', () => {
    expect(canonicalZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalZone('Mars/Olympus_Mons')).toBeNull();
    expect(wallClock(new Date('2027-03-29T08:00:00.000Z'), 'Europe/Berlin')).toMatchObject({
      date: '2027-03-29',
      time: '10:00',
    });
    expect(describeInZone(new Date('2027-03-29T08:00:00.000Z'), 'Europe/Berlin')).toBe(
      'Monday, March 29, 2027 at 10:00 AM (Europe/Berlin)',
    );
  });
});

describe('the "Add to calendar" file', () => {
  const base = {
    id: '5f0c1c9e-7a55-4a8e-9a43-1b2e7c1d0f11',
    host: 'careers.northwind.example',
    company: 'Northwind',
    title: 'Harbour Pilot',
    // 10:00 in Berlin on the first Monday of summer time.
    startsAt: new Date('2027-03-29T08:00:00.000Z'),
    endsAt: new Date('2027-03-29T08:45:00.000Z'),
    timeZone: 'Europe/Berlin',
    kind: 'video' as const,
    place: 'https://meet.example.com/harbour-pilot',
    interviewers: ['Rita Recruiter', 'Ada Admin'],
    message: 'Bring your logbook.',
    canceled: false,
    sequence: 1,
    stamp: new Date('2027-03-01T12:00:00.000Z'),
    pageUrl: 'https://careers.northwind.example/careers/interviews?domain=northwind.example',
  };

  it('starts and ends at the right UTC instants, names the zone, the place and the people', () => {
    const file = lines(interviewCalendar(base));
    expect(file[0]).toBe('BEGIN:VCALENDAR');
    expect(file).toContain('DTSTART:20270329T080000Z');
    expect(file).toContain('DTEND:20270329T084500Z');
    expect(file).toContain('UID:interview-5f0c1c9e-7a55-4a8e-9a43-1b2e7c1d0f11@careers.northwind.example');
    expect(file).toContain('SEQUENCE:1');
    expect(file).toContain('STATUS:CONFIRMED');
    expect(file).toContain('SUMMARY:Interview: Harbour Pilot (Northwind)');
    expect(file).toContain('LOCATION:https://meet.example.com/harbour-pilot');
    const description = file.find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('Monday\\, March 29\\, 2027 at 10:00 AM (Europe/Berlin)');
    expect(description).toContain('With: Rita Recruiter\\, Ada Admin');
    expect(description).toContain('Bring your logbook.');
    expect(file.some((l) => l.includes('TZID'))).toBe(false);
  });

  it('says a canceled interview is canceled', () => {
    const file = lines(interviewCalendar({ ...base, canceled: true, sequence: 2 }));
    expect(file).toContain('STATUS:CANCELLED');
    expect(file).toContain('SEQUENCE:2');
    expect(file).toContain('SUMMARY:Canceled: Interview: Harbour Pilot (Northwind)');
  });
});
