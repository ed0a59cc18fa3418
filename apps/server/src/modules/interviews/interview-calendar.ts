import type { InterviewKind } from '@portico/contracts';
import { describeInZone } from '@portico/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface InterviewCalendarInput {
  id: string;
  /** The tenant's host name: with the id, an event id no other site's calendar file shares. */
  host: string;
  company: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  kind: InterviewKind;
  place: string;
  interviewers: string[];
  message: string | null;
  canceled: boolean;
  /** How many times the interview changed: a calendar that has the event replaces it with a higher one. */
  sequence: number;
  stamp: Date;
  pageUrl: string;
}

const HOW: Record<InterviewKind, string> = { 'in-person': 'In person', video: 'Video call', phone: 'Phone' };

/**
 * One interview as an iCalendar file (docs/decisions/044), made with ical-generator. The start and end are
 * written in UTC (`DTSTART:…Z`): every calendar places a UTC instant right in its own zone, while a `TZID` would
 * need the zone's full rules (VTIMEZONE) in the file to be read the same everywhere. The interview's own zone is
 * named in the description, as the candidate's page shows it.
 */
export function interviewCalendar(input: InterviewCalendarInput): string {
  const calendar = ical({
    prodId: { company: 'Portico', product: 'Interviews', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: `${input.company} interviews`,
  });
  const description = [
    `Interview for ${input.title} at ${input.company}.`,
    `When: ${describeInZone(input.startsAt, input.timeZone)}`,
    `How: ${HOW[input.kind]}${input.place ? `: ${input.place}` : ''}`,
    ...(input.interviewers.length > 0 ? [`With: ${input.interviewers.join(', ')}`] : []),
    ...(input.message ? ['', input.message] : []),
    '',
    input.pageUrl,
  ].join('\n');
  calendar.createEvent({
    id: `interview-${input.id}@${input.host}`,
    sequence: input.sequence,
    stamp: input.stamp,
    start: input.startsAt,
    end: input.endsAt,
    summary: `${input.canceled ? 'Canceled: ' : ''}Interview: ${input.title} (${input.company})`,
    description,
    location: input.place || null,
    url: input.kind === 'video' && input.place ? input.place : input.pageUrl,
    status: input.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
