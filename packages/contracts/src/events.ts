import { z } from 'zod';
import { envelope } from './errors.js';
import { isKnownTimeZone } from './zoned-time.js';

/**
 * Events (docs/decisions/049): career fairs, webinars and info sessions a tenant's staff create and publish,
 * and candidates register for. Times are stored and sent in UTC; the event's IANA time zone says how to show
 * them. An event takes place at a place (text) or online (an https link), or both.
 */
export const EVENT_KINDS = ['career_fair', 'webinar', 'info_session'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_STATUSES = ['draft', 'published', 'canceled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** The staff's list: events still to come or under way, those that ended, and unpublished drafts. */
export const ADMIN_EVENT_VIEWS = ['upcoming', 'past', 'drafts'] as const;
export type AdminEventView = (typeof ADMIN_EVENT_VIEWS)[number];
export const ADMIN_EVENTS_PAGE_SIZE = 20;
export const EVENT_MAX_CAPACITY = 100_000;

export const EVENT_MESSAGES = {
  endBeforeStart: 'The event must end after it starts.',
  timeZone: 'Choose a time zone such as Europe/Berlin.',
  https: 'An online link must start with https://.',
  where: 'Give a place, an online link, or both.',
  capacity: 'Capacity is a whole number of at least 1.',
} as const;

export const adminEventIdParamSchema = z.object({ id: z.uuid({ message: 'Not an event id.' }) });

/** `GET /api/admin/events`: which events, a page. */
export const adminEventsQuerySchema = z.object({
  view: z.enum(ADMIN_EVENT_VIEWS, { message: 'Choose upcoming, past or drafts.' }).default('upcoming'),
  page: z.coerce.number().int().min(1, 'The page starts at 1.').max(10_000).default(1),
});
export type AdminEventsQuery = z.infer<typeof adminEventsQuerySchema>;

const eventFields = {
  title: z.string().trim().min(1, 'Give the event a title.').max(200, 'A title is at most 200 characters.'),
  kind: z.enum(EVENT_KINDS, { message: 'An event is a career fair, a webinar or an info session.' }),
  /** Plain text; line breaks are kept when shown. */
  description: z.string().trim().max(5000, 'A description is at most 5,000 characters.').default(''),
  starts_at: z.iso.datetime({ message: 'A start time like 2026-12-01T09:00:00Z.' }),
  ends_at: z.iso.datetime({ message: 'An end time like 2026-12-01T11:00:00Z.' }),
  time_zone: z.string().trim().refine(isKnownTimeZone, EVENT_MESSAGES.timeZone),
  place: z.string().trim().max(300, 'A place is at most 300 characters.').nullable().default(null),
  online_url: z
    .string()
    .trim()
    .max(2000, 'A link is at most 2,000 characters.')
    .url({ protocol: /^https$/, message: EVENT_MESSAGES.https })
    .nullable()
    .default(null),
  capacity: z
    .number({ message: EVENT_MESSAGES.capacity })
    .int(EVENT_MESSAGES.capacity)
    .min(1, EVENT_MESSAGES.capacity)
    .max(EVENT_MAX_CAPACITY, `Capacity is at most ${EVENT_MAX_CAPACITY.toLocaleString('en')}.`)
    .nullable()
    .default(null),
  /** A job the event is about (a hiring event for it); candidates may then see where their application stands. */
  position_id: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
};

type EventFields = {
  starts_at: string;
  ends_at: string;
  place: string | null;
  online_url: string | null;
};
/** Rules across fields: the end after the start, and somewhere to be. */
function checkEvent(value: EventFields, ctx: z.RefinementCtx) {
  if (Date.parse(value.ends_at) <= Date.parse(value.starts_at))
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: EVENT_MESSAGES.endBeforeStart });
  if (!value.place && !value.online_url)
    ctx.addIssue({ code: 'custom', path: ['place'], message: EVENT_MESSAGES.where });
}

/** `POST /api/admin/events`: a new draft. */
export const createAdminEventRequestSchema = z
  .object(eventFields)
  .transform((value) => ({ ...value, place: value.place || null, online_url: value.online_url || null }))
  .superRefine(checkEvent);
export type CreateAdminEventRequest = z.input<typeof createAdminEventRequestSchema>;
export type AdminEventInput = z.output<typeof createAdminEventRequestSchema>;

/** `PUT /api/admin/events/{id}`: the whole event, naming the version it was read at (409 when stale). */
export const updateAdminEventRequestSchema = z
  .object({ ...eventFields, updated_at: z.string().min(1, 'Name the version you edited.') })
  .transform((value) => ({ ...value, place: value.place || null, online_url: value.online_url || null }))
  .superRefine(checkEvent);
export type UpdateAdminEventRequest = z.input<typeof updateAdminEventRequestSchema>;

/** `POST /api/admin/events/{id}/publish`: naming the version the recruiter saw. */
export const publishAdminEventRequestSchema = z.object({ updated_at: z.string().min(1) });
/** `POST /api/admin/events/{id}/cancel`: why, mailed to everyone registered. */
export const cancelAdminEventRequestSchema = z.object({
  updated_at: z.string().min(1),
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the event is canceled; registered candidates are told.')
    .max(1000, 'A reason is at most 1,000 characters.'),
});
export type CancelAdminEventRequest = z.infer<typeof cancelAdminEventRequestSchema>;

export const adminEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(EVENT_KINDS),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  place: z.string().nullable(),
  online_url: z.string().nullable(),
  capacity: z.number().nullable(),
  position_id: z.number().nullable(),
  position_title: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  cancel_reason: z.string().nullable(),
  registrations: z.number(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  /** The version an edit, a publication or a cancellation names. */
  updated_at: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventResponseSchema = envelope(adminEventSchema);
export const adminEventsResponseSchema = envelope(
  z.object({ events: z.array(adminEventSchema), page: z.number(), total: z.number() }),
);

export const adminEventRegistrationSchema = z.object({
  candidate_id: z.string(),
  name: z.string(),
  email: z.string(),
  registered_at: z.string(),
});
export type AdminEventRegistration = z.infer<typeof adminEventRegistrationSchema>;
export const adminEventRegistrationsResponseSchema = envelope(
  z.object({ registrations: z.array(adminEventRegistrationSchema) }),
);

/** One event as a signed-in candidate sees it. */
export const candidateEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(EVENT_KINDS),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  place: z.string().nullable(),
  /** Whether it takes place online; the link itself only for those registered (it is their way in). */
  online: z.boolean(),
  onlineUrl: z.string().nullable(),
  /** Null: no limit. */
  seatsLeft: z.number().nullable(),
  registered: z.boolean(),
  status: z.enum(['published', 'canceled']),
  cancelReason: z.string().nullable(),
  /**
   * Where the candidate's application to the event's job stands; only when the tenant's
   * `behaviourFlags.showEventApplicationStatus` is on and the event names a job they applied to.
   */
  applicationStatus: z.string().nullable(),
});
export type CandidateEvent = z.infer<typeof candidateEventSchema>;

/**
 * `GET /api/pcsx/dashboard/events`: the tenant's published events still to come (and canceled ones the
 * candidate had registered for, so they learn of it), soonest first; and past events they registered for.
 */
export const candidateEventsResponseSchema = envelope(
  z.object({ upcoming: z.array(candidateEventSchema), past: z.array(candidateEventSchema) }),
);
export type CandidateEventsResponse = z.infer<typeof candidateEventsResponseSchema>;
export const candidateEventIdParamSchema = adminEventIdParamSchema;
export const candidateEventResponseSchema = envelope(candidateEventSchema);
