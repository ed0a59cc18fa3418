import {
  type AdminEvent,
  type CreateAdminEventRequest,
  EVENT_KINDS,
  type EventKind,
  instantOfWallTime,
  wallTimeIn,
} from '@portico/contracts';
import type { FormDefinition, FormValues } from '@portico/forms';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.events;
const F = T.fields;

/**
 * Time zones the editor offers: the ones most companies hold events in. An event saved with another IANA zone
 * (through the API) keeps it: the editor adds it to the list.
 */
export const EVENT_TIME_ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Toronto',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Amsterdam',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Europe/Athens',
  'Europe/Istanbul',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

const TIME = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** The event editor as a form-toolkit definition; a day and two clock times in the event's own time zone. */
export function eventForm(timeZone: string | null): FormDefinition {
  const zones: string[] = [...EVENT_TIME_ZONES];
  if (timeZone && !zones.includes(timeZone)) zones.push(timeZone);
  return {
    sections: [
      {
        title: T.sections.basics,
        items: [
          {
            name: 'title',
            label: F.title,
            type: 'text',
            required: true,
            rules: [{ type: 'maxLength', value: 200 }],
          },
          {
            name: 'kind',
            label: F.kind,
            type: 'select',
            required: true,
            selectOptions: { choices: EVENT_KINDS.map((value) => ({ value, label: T.kinds[value] })) },
          },
          {
            name: 'description',
            label: F.description,
            help: F.descriptionHelp,
            type: 'textarea',
            rules: [{ type: 'maxLength', value: 5000 }],
            textAreaOptions: { size: 'small' },
          },
        ],
      },
      {
        title: T.sections.when,
        items: [
          { name: 'day', label: F.day, type: 'date', required: true },
          {
            name: 'startTime',
            label: F.startTime,
            help: F.timeHelp,
            type: 'text',
            required: true,
            rules: [{ type: 'regex', value: TIME, message: T.timeRule }],
          },
          {
            name: 'endTime',
            label: F.endTime,
            help: F.timeHelp,
            type: 'text',
            required: true,
            rules: [{ type: 'regex', value: TIME, message: T.timeRule }],
          },
          {
            name: 'timeZone',
            label: F.timeZone,
            type: 'select',
            required: true,
            selectOptions: { choices: zones.map((value) => ({ value, label: value.replaceAll('_', ' ') })) },
          },
        ],
      },
      {
        title: T.sections.where,
        items: [
          {
            name: 'place',
            label: F.place,
            help: F.placeHelp,
            type: 'text',
            rules: [{ type: 'maxLength', value: 300 }],
          },
          {
            name: 'onlineUrl',
            label: F.onlineUrl,
            help: F.onlineUrlHelp,
            type: 'text',
            rules: [{ type: 'regex', value: '^https://\\S+$', message: T.httpsRule }],
          },
          {
            name: 'capacity',
            label: F.capacity,
            help: F.capacityHelp,
            type: 'number',
            rules: [{ type: 'minValue', value: 1 }],
          },
          {
            name: 'positionId',
            label: F.positionId,
            help: F.positionIdHelp,
            type: 'number',
            rules: [{ type: 'minValue', value: 1 }],
          },
        ],
      },
    ],
  };
}

/** The form's values for an event (a new one: a webinar a week from `now`, 10:00 to 11:00 in UTC). */
export function eventValuesOf(event: AdminEvent | null, now: Date): FormValues {
  if (!event) {
    const day = new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    return { kind: 'webinar', day, startTime: '10:00', endTime: '11:00', timeZone: 'UTC' };
  }
  const start = wallTimeIn(event.starts_at, event.time_zone);
  const end = wallTimeIn(event.ends_at, event.time_zone);
  return {
    title: event.title,
    kind: event.kind,
    description: event.description,
    day: start.slice(0, 10),
    startTime: start.slice(11),
    endTime: end.slice(11),
    timeZone: event.time_zone,
    place: event.place ?? '',
    onlineUrl: event.online_url ?? '',
    capacity: event.capacity,
    positionId: event.position_id,
  };
}

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const textOf = (value: unknown) => String(value ?? '').trim();

/**
 * The event to send for the form's values: the day and clock times read in the chosen zone and sent in UTC.
 * An end at or before the start is the form's error (an event ends on the day it starts).
 */
export function eventInputOf(
  values: FormValues,
): { input: Required<CreateAdminEventRequest> } | { errors: Record<string, string> } {
  const timeZone = textOf(values.timeZone) || 'UTC';
  const day = textOf(values.day).slice(0, 10);
  const startsAt = instantOfWallTime(`${day}T${textOf(values.startTime)}`, timeZone);
  const endsAt = instantOfWallTime(`${day}T${textOf(values.endTime)}`, timeZone);
  if (!startsAt) return { errors: { startTime: T.timeRule } };
  if (!endsAt) return { errors: { endTime: T.timeRule } };
  if (Date.parse(endsAt) <= Date.parse(startsAt)) return { errors: { endTime: T.endBeforeStart } };
  return {
    input: {
      title: textOf(values.title),
      kind: (EVENT_KINDS.find((k) => k === values.kind) ?? 'webinar') as EventKind,
      description: textOf(values.description),
      starts_at: startsAt,
      ends_at: endsAt,
      time_zone: timeZone,
      place: textOf(values.place) || null,
      online_url: textOf(values.onlineUrl) || null,
      capacity: numberOf(values.capacity),
      position_id: numberOf(values.positionId),
    },
  };
}

const FIELD_OF: Readonly<Record<string, string>> = {
  title: 'title',
  kind: 'kind',
  description: 'description',
  starts_at: 'startTime',
  ends_at: 'endTime',
  time_zone: 'timeZone',
  place: 'place',
  online_url: 'onlineUrl',
  capacity: 'capacity',
  position_id: 'positionId',
};

/** The server's field errors (`starts_at`, `online_url`) on the form's fields; the rest as messages. */
export function eventErrorsOf(fields: Readonly<Record<string, string>>): {
  errors: Record<string, string>;
  other: string[];
} {
  const errors: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const name = FIELD_OF[path];
    if (name) errors[name] ??= message;
    else other.push(message);
  }
  return { errors, other };
}
