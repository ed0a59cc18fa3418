import {
  DEFAULT_PIPELINE_STAGES,
  FALLBACK_LOCALE,
  type Locale,
  type NotificationKind,
} from '@portico/contracts';
import { NOTIFICATION_CATALOGUES } from './locales/index.js';

/**
 * The words of the notification center and its mails, in every language of the site (docs/decisions/051). The
 * rows keep a kind and its parameters; these catalogues turn them into a category title and a message in the
 * reader's language at read time, so a candidate who switches language reads every notification in the new one.
 * Placeholders are `{name}`; `locales.test.ts` checks that every language has every text with the same ones.
 */

/** The parameters each kind is made with (what its message names). Instants are ISO UTC; zones IANA names. */
export interface NotificationParams {
  application_submitted: { jobTitle: string };
  application_stage_changed: { jobTitle: string; stage: string };
  interview_scheduled: { jobTitle: string; startsAt: string; timeZone: string };
  interview_rescheduled: { jobTitle: string; startsAt: string; timeZone: string };
  interview_canceled: { jobTitle: string; startsAt: string; timeZone: string };
  event_reminder: { eventTitle: string; startsAt: string; timeZone: string };
  offer_extended: { jobTitle: string };
  offer_expiring: { jobTitle: string; expiresAt: string };
  offer_document_revised: { jobTitle: string; documentName: string };
  form_assigned: { formTitle: string };
  job_alert_matches: { alertName: string; count: number };
}

/** One language's texts. A `Record` over every kind, so a new kind does not build until each language has it. */
export interface NotificationCatalogue {
  kinds: Record<NotificationKind, { title: string; message: string }>;
  /** The built-in pipeline stages' names; a tenant's own stages are shown as the tenant wrote them. */
  stages: Record<(typeof DEFAULT_PIPELINE_STAGES)[number], string>;
  mail: {
    /** "{title}" is the kind's title, "{site}" the company. */
    subject: string;
    /** The link to the notification's page: "{url}". */
    open: string;
    /** "{kind}" the kind's title, "{url}" the one-click unsubscribe link. */
    unsubscribe: string;
  };
  /** The one-click unsubscribe page (no sign-in). */
  unsubscribe: {
    heading: string;
    /** "{kind}" is the kind's title. */
    question: string;
    button: string;
    done: string;
    invalid: string;
  };
}

/** Replaces `{name}` with its value; an unknown name stays as written (a test keeps them in step). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function catalogueOf(locale: Locale): NotificationCatalogue {
  return NOTIFICATION_CATALOGUES[locale];
}

/** Intl's name of a language tag ("ht" has no Intl data on every runtime: it falls back to English forms). */
function intlLocale(locale: Locale): string {
  return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : FALLBACK_LOCALE;
}

/** An instant as the event's own wall clock, with the zone's short name: "Mar 9, 2026, 5:00 PM CET". */
export function formatWhen(locale: Locale, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A day (an offer's expiry, kept as the day's last second UTC), in the language's medium form. */
export function formatDay(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

const BUILT_IN_STAGES = new Set<string>(DEFAULT_PIPELINE_STAGES);

/** The values a kind's message is filled with, formatted for `locale`. */
function valuesOf(
  locale: Locale,
  kind: NotificationKind,
  params: Record<string, unknown>,
): Record<string, string | number> {
  const text = (name: string) => String(params[name] ?? '');
  const c = catalogueOf(locale);
  switch (kind) {
    case 'application_stage_changed': {
      const stage = text('stage');
      return {
        jobTitle: text('jobTitle'),
        stage: BUILT_IN_STAGES.has(stage) ? c.stages[stage as keyof NotificationCatalogue['stages']] : stage,
      };
    }
    case 'interview_scheduled':
    case 'interview_rescheduled':
    case 'interview_canceled':
      return { jobTitle: text('jobTitle'), when: formatWhen(locale, text('startsAt'), text('timeZone')) };
    case 'event_reminder':
      return { eventTitle: text('eventTitle'), when: formatWhen(locale, text('startsAt'), text('timeZone')) };
    case 'offer_expiring':
      return { jobTitle: text('jobTitle'), date: formatDay(locale, text('expiresAt')) };
    case 'job_alert_matches':
      return {
        alertName: text('alertName'),
        count: new Intl.NumberFormat(intlLocale(locale)).format(Number(params.count ?? 0)),
      };
    default:
      return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v ?? '')]));
  }
}

/** A notification's category title and message in `locale`. */
export function renderNotification(
  locale: Locale,
  kind: NotificationKind,
  params: Record<string, unknown>,
): { categoryTitle: string; message: string } {
  const texts = catalogueOf(locale).kinds[kind];
  return { categoryTitle: texts.title, message: fill(texts.message, valuesOf(locale, kind, params)) };
}
