import { randomUUID } from 'node:crypto';
import {
  type Locale,
  matchLocale,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_LIST_LIMIT,
  type Notification,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
  type NotificationsBootData,
} from '@portico/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { Signer } from '../../lib/signing.js';
import type { MailService } from '../mail/mail.service.js';
import type { Tenant, TenantsService } from '../tenants/tenants.service.js';
import type { NotificationHub } from './notification-hub.js';
import { catalogueOf, fill, type NotificationParams, renderNotification } from './notification-texts.js';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository.js';

/*
 * The notification center (docs/decisions/051): how the rest of the server tells a candidate something.
 *
 * HOW TO NOTIFY. A producer writes its change and its notification in ONE transaction opened by
 * `notifications.transaction(fn)` (instead of `db.transaction().execute(fn)`), and calls
 * `notifications.notify(trx, {...})` or `notifications.resolveAction(trx, ...)` inside it, or passes that `trx`
 * to code that does. When the transaction commits, the wrapper announces the change (open badge streams update,
 * in this process and, through Redis, in every other) and enqueues one mail job per new notification the
 * candidate wants by mail. A rollback announces and mails nothing. `notify` and `resolveAction` refuse a
 * transaction the wrapper did not open (a programming error that every producer's test would hit), so a
 * producer cannot forget the announcement. Should the process die between the commit and the enqueue, the
 * sweep (`sweepMails`, every minute) enqueues the mails still pending after a minute: nothing is lost.
 *
 * Rules kept here:
 * - The rows keep the kind and its parameters; the words come from the catalogues at read time, in the language
 *   asked (`hl`), else the candidate's saved language, else the tenant's default.
 * - A candidate's channel per kind (preferences) decides, when the notification is made, whether it is listed
 *   in the center (`in_app`, `both`) and whether it is mailed (`email`, `both`).
 * - "Action required" lasts until the producer resolves the action (signing or declining the offer, sending
 *   the form) or until the action's own deadline passes (an offer that expired asks for nothing any more).
 * - The badge counts the listed notifications not yet viewed; opening the bell marks them all viewed.
 */

/** What a producer says happened. `dedupeKey` makes a repeated report of the same event one notification. */
export type NotifyInput = {
  [K in NotificationKind]: {
    tenantId: string;
    candidateId: string;
    kind: K;
    params: NotificationParams[K];
    /** A path of the site, e.g. `/careers/offer/<id>`. */
    targetPath: string;
    /** Set for a notification that asks the candidate to act (e.g. `offer:<encId>`). */
    actionKey?: string | null;
    /** When the action stops being possible (an offer's expiry). */
    actionExpiresAt?: string | null;
    dedupeKey?: string | null;
    /**
     * The producer mails the candidate about this event itself (the application's confirmation, the interview's
     * invitation with its calendar link): the fan-out sends no second mail, whatever the channel. The channel
     * then only says whether the center lists it (`email`: the producer's mail alone).
     */
    producerMails?: boolean;
    /** When it happened, for back-dated history (the demo's); now by default. */
    at?: Date;
  };
}[NotificationKind];

/**
 * The channel of each kind when the candidate chose none. Kinds whose producer already sends its own mail
 * (the application's confirmation, the interview invitations and changes) are in the center only, and their
 * producers say so (`producerMails`), so nobody gets the same news twice whatever they choose; a job alert's
 * matches have the alert's own digest mail. The rest are news nobody else mails and the candidate may miss for
 * days (an offer to sign, a stage change, an event tomorrow, an offer about to expire, a revised document, a
 * form to fill), so they come both ways.
 */
export const DEFAULT_CHANNELS: Record<NotificationKind, NotificationChannel> = {
  application_submitted: 'in_app',
  application_stage_changed: 'both',
  interview_scheduled: 'in_app',
  interview_rescheduled: 'in_app',
  interview_canceled: 'in_app',
  event_reminder: 'both',
  offer_extended: 'both',
  offer_expiring: 'both',
  offer_document_revised: 'both',
  form_assigned: 'both',
  job_alert_matches: 'in_app',
};

/** The queue's job name of a notification's mail (payload `{ id }`, key = the notification's id). */
export const NOTIFICATION_MAIL_JOB = 'notification-mail';
/** A mail still pending this long after its notification was made is enqueued again by the sweep (every minute). */
export const MAIL_SWEEP_AFTER_MS = 60_000;
/**
 * How often the timed notifications are looked for (event reminders, offers about to expire); each run is safe
 * to repeat (dedupe keys), so a slot missed while no server ran is made up by the next.
 */
export const TIMED_NOTIFICATIONS_EVERY_MS = 15 * 60_000;
/** A mail claimed by a worker that did not finish within this time (a crash mid-send) is tried again. */
const MAIL_CLAIM_TIMEOUT_MS = 5 * 60_000;
/** Purpose of the signed one-click unsubscribe tokens. */
const UNSUBSCRIBE_PURPOSE = 'notification-unsubscribe';
export const NOTIFICATION_UNSUBSCRIBE_PATH = '/notifications/unsubscribe';

/** What `notifications.transaction` gathers while it runs: whose badge to announce, which mails to enqueue. */
interface Pending {
  touched: Map<string, { tenantId: string; candidateId: string }>;
  mails: { id: string; tenantId: string }[];
}

export type EnqueueMail = (job: { id: string; tenantId: string }) => Promise<void>;

export interface NotificationsLogger {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface UnsubscribePayload {
  t: string;
  c: string;
  k: NotificationKind;
}

export function createNotificationsService(
  db: Kysely<Database>,
  deps: {
    now: () => Date;
    hub: NotificationHub;
    signer: Signer;
    mail: Pick<MailService, 'sendToCandidate'>;
    tenants: Pick<TenantsService, 'findById'>;
    siteUrl: (tenant: Tenant) => string;
    log: NotificationsLogger;
  },
) {
  const { now } = deps;
  const repo = createNotificationsRepository(db);
  const pending = new WeakMap<object, Pending>();
  /** Where a notification's mail job goes: the queue (`useMailQueue`, services.ts); unwired, run at once. */
  let enqueueMail: EnqueueMail = async ({ id }) => {
    setImmediate(() => {
      deliverMail(id).catch((error: unknown) =>
        deps.log.error({ err: error, notification: id }, 'notification mail failed'),
      );
    });
  };

  function pendingOf(trx: Kysely<Database>): Pending {
    const state = pending.get(trx);
    if (!state)
      throw new Error(
        'notify() and resolveAction() run inside notifications.transaction(), which announces the change after the commit',
      );
    return state;
  }

  const touch = (state: Pending, tenantId: string, candidateId: string) =>
    state.touched.set(`${tenantId} ${candidateId}`, { tenantId, candidateId });

  /** After a commit: the badge streams are told, the mails enqueued. Failures are logged (the sweep mails). */
  async function afterCommit(state: Pending): Promise<void> {
    for (const { tenantId, candidateId } of state.touched.values())
      await deps.hub
        .publish(tenantId, candidateId)
        .catch((error: unknown) => deps.log.error({ err: error }, 'notification announcement failed'));
    for (const job of state.mails)
      await enqueueMail(job).catch((error: unknown) =>
        deps.log.error({ err: error, notification: job.id }, 'notification mail was not enqueued'),
      );
  }

  async function channelOf(
    on: Kysely<Database>,
    tenantId: string,
    candidateId: string,
    kind: NotificationKind,
  ): Promise<NotificationChannel> {
    return (
      (await createNotificationsRepository(on).preference(tenantId, candidateId, kind)) ??
      DEFAULT_CHANNELS[kind]
    );
  }

  /** The language of the texts: `hl` if the tenant offers it, else the candidate's saved one, else the default. */
  function languageFor(tenant: Tenant, hl: string | undefined, saved: string | null): Locale {
    const supported = new Set<string>(tenant.config.supportedLanguages);
    for (const tag of [hl, saved]) {
      const locale = matchLocale(tag);
      if (locale && supported.has(locale)) return locale;
    }
    return tenant.config.defaultLanguage;
  }

  function toNotification(row: NotificationRow, locale: Locale, at: string): Notification {
    const { categoryTitle, message } = renderNotification(
      locale,
      row.kind,
      JSON.parse(row.params_json) as Record<string, unknown>,
    );
    const actionOpen =
      row.action_key !== null &&
      row.action_resolved_at === null &&
      (row.action_expires_at === null || row.action_expires_at > at);
    return {
      id: row.id,
      kind: row.kind,
      categoryTitle,
      message,
      createdAt: row.created_at,
      isClicked: row.clicked_at !== null,
      isViewed: row.viewed_at !== null,
      redirectUrl: row.target_path,
      notificationType: actionOpen ? 'action_required' : 'informational',
    };
  }

  /** The center is for signed-in candidates of tenants that switch it on (spec 1 §6). */
  function assertEnabled(tenant: Tenant): void {
    if (!tenant.config.notificationsConfig.enableCandidateInappNotifications)
      throw new AppError('NOT_FOUND', 'Notifications are not offered on this site.');
  }

  async function unsubscribeLink(tenant: Tenant, candidateId: string, kind: NotificationKind) {
    const token = await deps.signer.sign(UNSUBSCRIBE_PURPOSE, {
      t: tenant.id,
      c: candidateId,
      k: kind,
    } satisfies UnsubscribePayload);
    const url = new URL(NOTIFICATION_UNSUBSCRIBE_PATH, deps.siteUrl(tenant));
    url.searchParams.set('token', token);
    url.searchParams.set('domain', tenant.domain);
    return url.toString();
  }

  /**
   * Mails one notification, at most once: the row is claimed (pending → sending) by one conditional update, so
   * two workers given the same job send one mail; it is marked sent once the mail is handed over. A claim older
   * than MAIL_CLAIM_TIMEOUT_MS (the worker died mid-send) may be taken again.
   */
  async function deliverMail(id: string): Promise<'sent' | 'skipped'> {
    const at = now();
    const claimed = await repo.claimMail(
      id,
      at.toISOString(),
      new Date(at.getTime() - MAIL_CLAIM_TIMEOUT_MS).toISOString(),
    );
    if (!claimed) return 'skipped';
    const row = await repo.findById(id);
    const tenant = row ? await deps.tenants.findById(row.tenant_id) : null;
    const candidate = row ? await repo.candidate(row.tenant_id, row.candidate_id) : undefined;
    if (
      !row ||
      !tenant ||
      !candidate ||
      !tenant.config.notificationsConfig.enableCandidateInappNotifications
    ) {
      await repo.setMailState(id, 'none', null);
      return 'skipped';
    }
    try {
      const locale = languageFor(tenant, undefined, candidate.preferred_language);
      const c = catalogueOf(locale);
      const { categoryTitle, message } = renderNotification(
        locale,
        row.kind,
        JSON.parse(row.params_json) as Record<string, unknown>,
      );
      const origin = deps.siteUrl(tenant);
      const target = new URL(row.target_path, origin);
      target.searchParams.set('domain', tenant.domain);
      const unsubscribe = await unsubscribeLink(tenant, candidate.id, row.kind);
      const site = tenant.config.pcsxConfig.branding.companyName || tenant.name;
      await deps.mail.sendToCandidate(
        {
          tenantId: tenant.id,
          candidate,
          subject: fill(c.mail.subject, { title: categoryTitle, site }),
          text: [
            message,
            '',
            fill(c.mail.open, { url: target.toString() }),
            '',
            '--',
            site,
            fill(c.mail.unsubscribe, { kind: categoryTitle, url: unsubscribe }),
          ].join('\n'),
          headers: {
            // RFC 8058: a mail client's own "unsubscribe" button posts `List-Unsubscribe=One-Click` here.
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        // The mail of one notification is stored or handed to SMTP once, even if this runs again after a crash
        // between the send and the row's `sent`; an SMTP refusal throws, and the queue retries.
        { idempotencyKey: `notification-mail:${id}`, throwOnFailure: true },
      );
      await repo.setMailState(id, 'sent', now().toISOString());
      return 'sent';
    } catch (error) {
      // Back to pending: the queue's retry or the sweep sends it later.
      await repo.setMailState(id, 'pending', null);
      throw error;
    }
  }

  return {
    /**
     * Runs `fn` in a transaction whose notifications are announced and mailed after it commits (see the top of
     * this file). Given a transaction this wrapper opened, runs `fn` inside it (a producer called by another).
     */
    async transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      const state: Pending = { touched: new Map(), mails: [] };
      const result = await db.transaction().execute(async (trx) => {
        pending.set(trx, state);
        return fn(trx);
      });
      await afterCommit(state);
      return result;
    },

    /**
     * Records a notification in the caller's transaction (opened by `transaction`). Returns its id, or null when
     * the same event (`dedupeKey`) was recorded already.
     */
    async notify(trx: Kysely<Database>, input: NotifyInput): Promise<string | null> {
      const state = pendingOf(trx);
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(input.kind))
        throw new Error(`Unknown notification kind ${input.kind}`);
      const channel = await channelOf(trx, input.tenantId, input.candidateId, input.kind);
      const id = randomUUID();
      const mailed = channel !== 'in_app' && input.producerMails !== true;
      const inserted = await createNotificationsRepository(trx).insert({
        id,
        tenant_id: input.tenantId,
        candidate_id: input.candidateId,
        kind: input.kind,
        params_json: JSON.stringify(input.params),
        target_path: input.targetPath,
        action_key: input.actionKey ?? null,
        action_expires_at: input.actionExpiresAt ?? null,
        action_resolved_at: null,
        in_app: channel === 'email' ? 0 : 1,
        viewed_at: null,
        clicked_at: null,
        email_state: mailed ? 'pending' : 'none',
        email_sent_at: null,
        dedupe_key: input.dedupeKey ?? null,
        created_at: (input.at ?? now()).toISOString(),
      });
      if (!inserted) return null;
      touch(state, input.tenantId, input.candidateId);
      if (mailed) state.mails.push({ id, tenantId: input.tenantId });
      return id;
    },

    /**
     * The candidate did what `actionKey`'s notifications asked (signed or declined the offer, sent the form), or
     * it can no longer be done (the offer was canceled): they stop being "action required". In the caller's
     * transaction (opened by `transaction`); returns how many changed.
     */
    async resolveAction(
      trx: Kysely<Database>,
      tenantId: string,
      candidateId: string,
      actionKey: string,
    ): Promise<number> {
      const state = pendingOf(trx);
      const n = await createNotificationsRepository(trx).resolveAction(
        tenantId,
        candidateId,
        actionKey,
        now().toISOString(),
      );
      if (n > 0) touch(state, tenantId, candidateId);
      return n;
    },

    /** Where mail jobs go from now on (the queue, with its retries and several workers). */
    useMailQueue(enqueue: EnqueueMail): void {
      enqueueMail = enqueue;
    },

    deliverMail,

    /**
     * The mails still pending MAIL_SWEEP_AFTER_MS after their notification was made (the process died between
     * the commit and the enqueue, or the queue lost the job), and those claimed by a worker that died: enqueued
     * again (the job's key is the notification's id, so a job still waiting is not doubled).
     */
    async sweepMails(): Promise<number> {
      const t = now().getTime();
      const rows = await repo.mailsToRetry(
        new Date(t - MAIL_SWEEP_AFTER_MS).toISOString(),
        new Date(t - MAIL_CLAIM_TIMEOUT_MS).toISOString(),
      );
      for (const row of rows) await enqueueMail({ id: row.id, tenantId: row.tenant_id });
      return rows.length;
    },

    /** Spec 1 §7 `GET /api/pcsx/notifications`: newest first, in the language asked. */
    async list(
      tenant: Tenant,
      candidate: { id: string; preferred_language: string | null },
      query: { type_filter?: 'action_required' | undefined; hl?: string | undefined },
    ): Promise<Notification[]> {
      assertEnabled(tenant);
      const at = now().toISOString();
      const actionOnly = query.type_filter === 'action_required';
      const rows = await repo.list(tenant.id, candidate.id, {
        actionRequiredAt: actionOnly ? at : null,
        limit: NOTIFICATIONS_LIST_LIMIT,
      });
      const locale = languageFor(tenant, query.hl, candidate.preferred_language);
      return rows.map((row) => toNotification(row, locale, at));
    },

    /** Spec 1 §7 `GET /api/pcsx/notification_badge`: listed notifications not yet viewed. */
    async badge(tenant: Tenant, candidateId: string): Promise<number> {
      assertEnabled(tenant);
      return repo.unviewedCount(tenant.id, candidateId);
    },

    /** The badge count without the tenant check (the stream re-reads it on every change). */
    unviewedCount: (tenantId: string, candidateId: string) => repo.unviewedCount(tenantId, candidateId),

    /** Opening the bell (spec 1 §4): every notification viewed. Answers the new badge count. */
    async markAllViewed(tenant: Tenant, candidateId: string): Promise<number> {
      assertEnabled(tenant);
      if ((await repo.markAllViewed(tenant.id, candidateId, now().toISOString())) > 0)
        await deps.hub.publish(tenant.id, candidateId).catch(() => undefined);
      return repo.unviewedCount(tenant.id, candidateId);
    },

    /** One notification clicked (and so viewed); another candidate's or an unknown id is a 404. */
    async markClicked(tenant: Tenant, candidateId: string, id: string): Promise<number> {
      assertEnabled(tenant);
      const result = await repo.markClicked(tenant.id, candidateId, id, now().toISOString());
      if (result === 'missing') throw new AppError('NOT_FOUND', 'This notification does not exist.');
      if (result === 'changed') await deps.hub.publish(tenant.id, candidateId).catch(() => undefined);
      return repo.unviewedCount(tenant.id, candidateId);
    },

    async markAllClicked(tenant: Tenant, candidateId: string): Promise<number> {
      assertEnabled(tenant);
      if ((await repo.markAllClicked(tenant.id, candidateId, now().toISOString())) > 0)
        await deps.hub.publish(tenant.id, candidateId).catch(() => undefined);
      return repo.unviewedCount(tenant.id, candidateId);
    },

    /** Spec 1 §3 "Notification boot data": answered for everyone, signed in or not. */
    bootData(tenant: Tenant, signedIn: boolean): NotificationsBootData {
      const config = tenant.config.notificationsConfig;
      return {
        groupId: tenant.domain,
        isLoggedIn: signedIn,
        enableCandidateInappNotifications: config.enableCandidateInappNotifications,
        hasActionRequiredNotificationsConfigured: config.hasActionRequiredNotificationsConfigured,
      };
    },

    /** Every kind with the candidate's channel (the default where they chose none). */
    async preferences(tenant: Tenant, candidateId: string): Promise<NotificationPreference[]> {
      assertEnabled(tenant);
      const chosen = await repo.preferences(tenant.id, candidateId);
      return NOTIFICATION_KINDS.map((kind) => ({
        kind,
        channel: chosen.get(kind) ?? DEFAULT_CHANNELS[kind],
      }));
    },

    /** Saves the channels given (a kind left out keeps its channel), all or nothing; answers every kind. */
    async savePreferences(
      tenant: Tenant,
      candidateId: string,
      preferences: readonly NotificationPreference[],
    ): Promise<NotificationPreference[]> {
      assertEnabled(tenant);
      const kinds = new Set<string>();
      for (const [i, p] of preferences.entries()) {
        if (kinds.has(p.kind))
          throw new AppError('VALIDATION_FAILED', undefined, {
            fields: { [`preferences.${i}.kind`]: 'Each kind once.' },
          });
        kinds.add(p.kind);
        if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(p.channel))
          throw new AppError('VALIDATION_FAILED', 'Choose in app, by email, or both.');
      }
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        const tx = createNotificationsRepository(trx);
        for (const p of preferences) await tx.savePreference(tenant.id, candidateId, p.kind, p.channel, at);
      });
      return this.preferences(tenant, candidateId);
    },

    unsubscribeLink,

    /** The payload of a one-click unsubscribe token, or null when it is not one this site signed. */
    async readUnsubscribeToken(tenant: Tenant, token: string): Promise<UnsubscribePayload | null> {
      const payload = (await deps.signer.verify(
        UNSUBSCRIBE_PURPOSE,
        token,
      )) as Partial<UnsubscribePayload> | null;
      if (
        !payload ||
        payload.t !== tenant.id ||
        typeof payload.c !== 'string' ||
        !(NOTIFICATION_KINDS as readonly unknown[]).includes(payload.k)
      )
        return null;
      return payload as UnsubscribePayload;
    },

    /**
     * The one-click unsubscribe (no sign-in; the signed token names the tenant, candidate and kind): that kind
     * comes in the center only from now on. False for a token that is not valid (nothing changes).
     */
    async unsubscribe(tenant: Tenant, token: string): Promise<NotificationKind | null> {
      const payload = await this.readUnsubscribeToken(tenant, token);
      if (!payload || !(await repo.candidate(tenant.id, payload.c))) return null;
      await repo.savePreference(tenant.id, payload.c, payload.k, 'in_app', now().toISOString());
      return payload.k;
    },

    /** The language of a page shown to someone who may not be signed in (the unsubscribe page). */
    languageFor,

    /**
     * "Download my data": every notification of the candidate as stored (mail-only ones too, which the center
     * never lists), each with the words the center would show, written in the candidate's saved language (else
     * the site's), and the channel of every kind, saying whether the candidate chose it or it is the default.
     * Read whether or not the site still offers the center: the rows are the candidate's either way.
     */
    async exportFor(tenant: Tenant, candidate: { id: string; preferred_language: string | null }) {
      const rows = await repo.list(tenant.id, candidate.id, {
        actionRequiredAt: null,
        limit: null,
        all: true,
      });
      const locale = languageFor(tenant, undefined, candidate.preferred_language);
      const chosen = await repo.preferences(tenant.id, candidate.id);
      return {
        notifications: rows.map((r) => {
          const { categoryTitle, message } = renderNotification(
            locale,
            r.kind,
            JSON.parse(r.params_json) as Record<string, unknown>,
          );
          return {
            id: r.id,
            kind: r.kind,
            categoryTitle,
            message,
            params: JSON.parse(r.params_json) as unknown,
            targetPath: r.target_path,
            listedInCenter: r.in_app === 1,
            createdAt: r.created_at,
            mailedAt: r.email_sent_at,
            viewedAt: r.viewed_at,
            clickedAt: r.clicked_at,
            actionResolvedAt: r.action_resolved_at,
          };
        }),
        preferences: NOTIFICATION_KINDS.map((kind) => ({
          kind,
          channel: chosen.get(kind) ?? DEFAULT_CHANNELS[kind],
          chosen: chosen.has(kind),
        })),
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
