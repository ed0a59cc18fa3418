import { z } from 'zod';
import { envelope } from './errors.js';

/**
 * The notification center (docs/decisions/051). Every notification is made by the server from a real event
 * (an application submitted, a stage change, an interview, an offer, a form, a job alert); it stores the kind
 * and the event's parameters, and its words are written in the reader's language when it is read.
 */
export const NOTIFICATION_KINDS = [
  'application_submitted',
  'application_stage_changed',
  'interview_scheduled',
  'interview_rescheduled',
  'interview_canceled',
  'event_reminder',
  'offer_extended',
  'offer_expiring',
  'offer_document_revised',
  'form_assigned',
  'job_alert_matches',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Spec 1 §3: the center's tabs; `action_required` only where the tenant configures it. */
export const NOTIFICATION_TABS = ['all', 'action_required'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** How a candidate wants a kind of notification: in the center, by mail, or both (settings). */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'both'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Spec 1 §4: the badge is refreshed every 5 minutes (the live stream is the fast path). */
export const NOTIFICATION_BADGE_POLL_MS = 5 * 60 * 1000;
/** The most recent notifications one list answer holds. */
export const NOTIFICATIONS_LIST_LIMIT = 100;

/**
 * Spec 1 §3 "Notification": id, categoryTitle, message, createdAt, isClicked, redirectUrl, notificationType.
 * `notificationType` is `action_required` while the candidate still has something to do (sign the offer, fill
 * the form) and `informational` otherwise; `kind` says which event made it; `isViewed` whether the bell was
 * opened since it arrived. `redirectUrl` is a path on the site (`/careers/...`).
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  categoryTitle: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isClicked: z.boolean(),
  isViewed: z.boolean(),
  redirectUrl: z.string(),
  notificationType: z.enum(['action_required', 'informational']),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/pcsx/notifications` (spec 1 §7: `domain`, optional `type_filter=action_required`, `hl`). */
export const notificationsQuerySchema = z.object({
  type_filter: z
    .enum(['action_required'], { message: 'type_filter is action_required or absent.' })
    .optional(),
  hl: z.string().max(20).optional(),
});
export const notificationsResponseSchema = envelope(z.object({ notifications: z.array(notificationSchema) }));
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `GET /api/pcsx/notification_badge`: notifications not yet viewed; also the answer of every mark call. */
export const notificationBadgeResponseSchema = envelope(z.object({ count: z.number().int().min(0) }));
export type NotificationBadgeResponse = z.infer<typeof notificationBadgeResponseSchema>;

export const notificationIdParamSchema = z.object({ id: z.uuid({ message: 'Not a notification id.' }) });

/** `GET /api/pcsx/notifications_boot_data` (spec 1 §3 "Notification boot data"). */
export const notificationsBootDataResponseSchema = envelope(
  z.object({
    groupId: z.string(),
    isLoggedIn: z.boolean(),
    enableCandidateInappNotifications: z.boolean(),
    hasActionRequiredNotificationsConfigured: z.boolean(),
  }),
);
export type NotificationsBootData = z.infer<typeof notificationsBootDataResponseSchema>['data'];

/**
 * The live badge (`GET /api/pcsx/notifications/stream`, text/event-stream, signed in): an event `badge` with
 * data `{"count":N}` on connect and after every change to the candidate's notifications.
 */
export const NOTIFICATION_STREAM_EVENT = 'badge';

/** `GET`/`PUT /api/pcsx/notification_preferences`: one channel per kind (every kind is listed in the answer). */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS, { message: 'Choose in app, by email, or both.' }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).max(NOTIFICATION_KINDS.length),
});
export const notificationPreferencesResponseSchema = envelope(notificationPreferencesSchema);
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;
