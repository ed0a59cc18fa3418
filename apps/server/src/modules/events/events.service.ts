import { randomUUID } from 'node:crypto';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  type AdminEvent,
  type AdminEventInput,
  type AdminEventRegistration,
  type AdminEventsQuery,
  type CandidateEvent,
  type EventKind,
  type EventStatus,
} from '@portico/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, EventTable } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { Tenant } from '../tenants/tenants.service.js';

type EventRow = Selectable<EventTable>;
type Actor = NonNullable<AuditActor>;

export const EVENT_TEXTS = {
  notFound: 'No event with this id.',
  stale: 'Someone else changed this event after you opened it. Reload it to see their changes.',
  canceled: 'This event was canceled.',
  ended: 'This event has already taken place.',
  full: 'No seats are left for this event.',
  pastStart: 'An event cannot be published or kept published with a start in the past.',
  belowRegistered: 'More people have registered ({count}) than this capacity allows.',
  alreadyCanceled: 'This event is canceled already.',
  unknownPosition: 'No job with this id here.',
} as const;

/** What an edit may change; the rest (status, registrations, who made it) is the service's own. */
type EventChanges = Omit<AdminEventInput, 'kind'> & { kind: EventKind };

/**
 * A CSV cell: quoted, quotes doubled, and a leading = + - @ (or a tab or carriage return) prefixed with an
 * apostrophe, so a spreadsheet shows a name such as "=HYPERLINK(...)" as text instead of running it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * Events (docs/decisions/049). The staff create drafts, edit them naming the version they read (`updated_at`;
 * 409 when someone saved in between), publish and cancel them; each write and its audit row share one
 * transaction, and a cancellation mails everyone registered afterwards. Candidates see the tenant's published
 * events and register: the seat is taken by one conditional update of `registered_count`, so the last seat has
 * one winner on both databases.
 */
/** Registrants are reminded of an event this long before it starts. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

export function createEventsService(
  db: Kysely<Database>,
  deps: {
    audit: AuditService;
    mail: MailService;
    notifications: Pick<NotificationsService, 'transaction' | 'notify'>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  /** A new version that differs from the one it replaces, even within one millisecond. */
  const nextVersion = (before: string) =>
    new Date(Math.max(now().getTime(), Date.parse(before) + 1)).toISOString();

  async function find(tenantId: string, id: string, trx: Kysely<Database> = db): Promise<EventRow> {
    const row = await trx
      .selectFrom('events')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', EVENT_TEXTS.notFound);
    return row;
  }

  async function positionTitles(tenantId: string, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('positions')
      .select(['id', 'title'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.title]));
  }

  async function toAdmin(tenantId: string, rows: EventRow[]): Promise<AdminEvent[]> {
    const titles = await positionTitles(
      tenantId,
      rows.flatMap((r) => (r.position_id === null ? [] : [Number(r.position_id)])),
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      kind: r.kind as EventKind,
      description: r.description,
      starts_at: r.starts_at,
      ends_at: r.ends_at,
      time_zone: r.time_zone,
      place: r.place,
      online_url: r.online_url,
      capacity: r.capacity === null ? null : Number(r.capacity),
      position_id: r.position_id === null ? null : Number(r.position_id),
      position_title: r.position_id === null ? null : (titles.get(Number(r.position_id)) ?? null),
      status: r.status as EventStatus,
      cancel_reason: r.cancel_reason,
      registrations: Number(r.registered_count),
      created_by: r.created_by_email,
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
  }

  const one = async (tenantId: string, row: EventRow) => (await toAdmin(tenantId, [row]))[0]!;

  /** Field errors for an input against the tenant's jobs and, when it is or goes public, the clock. */
  async function check(
    tenantId: string,
    input: EventChanges,
    opts: { published: boolean; registered: number },
  ) {
    if (input.position_id !== null && !(await positionTitles(tenantId, [input.position_id])).size)
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { position_id: EVENT_TEXTS.unknownPosition },
      });
    if (opts.published && Date.parse(input.starts_at) <= now().getTime())
      throw new AppError('VALIDATION_FAILED', undefined, { fields: { starts_at: EVENT_TEXTS.pastStart } });
    if (input.capacity !== null && input.capacity < opts.registered)
      throw new AppError('VALIDATION_FAILED', undefined, {
        fields: { capacity: EVENT_TEXTS.belowRegistered.replace('{count}', String(opts.registered)) },
      });
  }

  const snapshot = (row: Pick<EventRow, 'title' | 'starts_at' | 'ends_at' | 'status' | 'capacity'>) => ({
    title: row.title,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    status: row.status,
    capacity: row.capacity,
  });

  /** Moves a row on to `changes` only if it is still at `version`; a 409 (and nothing written) otherwise. */
  async function writeVersioned(
    trx: Kysely<Database>,
    row: EventRow,
    version: string,
    changes: Partial<EventRow>,
  ): Promise<EventRow> {
    const at = nextVersion(row.updated_at);
    const result = await trx
      .updateTable('events')
      .set({ ...changes, updated_at: at })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .where('updated_at', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new AppError('CONFLICT', EVENT_TEXTS.stale);
    return find(row.tenant_id, row.id, trx);
  }

  function toCandidate(row: EventRow, registered: boolean, applicationStatus: string | null): CandidateEvent {
    return {
      id: row.id,
      title: row.title,
      kind: row.kind as EventKind,
      description: row.description,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      timeZone: row.time_zone,
      place: row.place,
      online: row.online_url !== null,
      onlineUrl: registered ? row.online_url : null,
      seatsLeft:
        row.capacity === null ? null : Math.max(0, Number(row.capacity) - Number(row.registered_count)),
      registered,
      status: row.status === 'canceled' ? 'canceled' : 'published',
      cancelReason: row.status === 'canceled' ? row.cancel_reason : null,
      applicationStatus,
    };
  }

  /** The candidate's application status per job, only where the tenant shows it with events. */
  async function applicationStatuses(
    tenant: Tenant,
    candidateId: string,
    rows: EventRow[],
  ): Promise<Map<number, string>> {
    const config = tenant.config.pcsxConfig;
    const ids = rows.flatMap((r) => (r.position_id === null ? [] : [Number(r.position_id)]));
    if (
      !tenant.config.behaviourFlags.showEventApplicationStatus ||
      config.applicationsPageConfig.tabs.submitted.hideApplicationStatus ||
      ids.length === 0
    )
      return new Map();
    const apps = await db
      .selectFrom('applications')
      .select(['position_id', 'status', 'created_at'])
      .where('tenant_id', '=', tenant.id)
      .where('candidate_id', '=', candidateId)
      .where('position_id', 'in', [...new Set(ids)])
      .orderBy('created_at')
      .execute();
    return new Map(apps.map((a) => [Number(a.position_id), a.status]));
  }

  /** An event the candidate may see: the tenant's, and not a draft. */
  async function visible(tenantId: string, id: string, trx: Kysely<Database> = db): Promise<EventRow> {
    const row = await find(tenantId, id, trx);
    if (row.status === 'draft') throw new AppError('NOT_FOUND', EVENT_TEXTS.notFound);
    return row;
  }

  async function candidateView(tenant: Tenant, candidateId: string, row: EventRow): Promise<CandidateEvent> {
    const registered = await db
      .selectFrom('event_registrations')
      .select('event_id')
      .where('event_id', '=', row.id)
      .where('candidate_id', '=', candidateId)
      .executeTakeFirst();
    const statuses = await applicationStatuses(tenant, candidateId, [row]);
    return toCandidate(
      row,
      Boolean(registered),
      row.position_id === null ? null : (statuses.get(Number(row.position_id)) ?? null),
    );
  }

  /** Who registered, in the order they did. */
  async function registrations(tenantId: string, id: string): Promise<AdminEventRegistration[]> {
    await find(tenantId, id);
    const rows = await db
      .selectFrom('event_registrations as r')
      .innerJoin('candidates as c', 'c.id', 'r.candidate_id')
      .select(['c.id', 'c.full_name', 'c.email', 'r.registered_at'])
      .where('r.tenant_id', '=', tenantId)
      .where('r.event_id', '=', id)
      .orderBy('r.registered_at')
      .orderBy('c.email')
      .execute();
    return rows.map((r) => ({
      candidate_id: r.id,
      name: r.full_name,
      email: r.email,
      registered_at: r.registered_at,
    }));
  }

  return {
    /**
     * The day-before reminder (a recurring job, docs/decisions/051): every registrant of a published event that
     * starts within the next 24 hours gets "Event reminder", once per event and start time (the dedupe key
     * names both, so a run repeated, or by another process, adds nothing; an event moved later reminds again).
     */
    async remindRegistrants(): Promise<number> {
      const t = now();
      const rows = await db
        .selectFrom('event_registrations as r')
        .innerJoin('events as e', 'e.id', 'r.event_id')
        .select(['e.id', 'e.tenant_id', 'e.title', 'e.starts_at', 'e.time_zone', 'r.candidate_id'])
        .where('e.status', '=', 'published')
        .where('e.starts_at', '>', t.toISOString())
        .where('e.starts_at', '<=', new Date(t.getTime() + REMINDER_AHEAD_MS).toISOString())
        .whereRef('r.tenant_id', '=', 'e.tenant_id')
        .execute();
      let made = 0;
      for (const row of rows)
        if (
          await deps.notifications.transaction((trx) =>
            deps.notifications.notify(trx, {
              tenantId: row.tenant_id,
              candidateId: row.candidate_id,
              kind: 'event_reminder',
              params: { eventTitle: row.title, startsAt: row.starts_at, timeZone: row.time_zone },
              targetPath: '/careers/events',
              dedupeKey: `event_reminder:${row.id}:${row.starts_at}`,
            }),
          )
        )
          made++;
      return made;
    },

    async list(tenantId: string, query: AdminEventsQuery) {
      const at = now().toISOString();
      let base = db.selectFrom('events').where('tenant_id', '=', tenantId);
      base =
        query.view === 'drafts'
          ? base.where('status', '=', 'draft')
          : query.view === 'upcoming'
            ? base.where('status', '!=', 'draft').where('ends_at', '>', at)
            : base.where('status', '!=', 'draft').where('ends_at', '<=', at);
      const ordered =
        query.view === 'upcoming'
          ? base.orderBy('starts_at', 'asc')
          : query.view === 'past'
            ? base.orderBy('starts_at', 'desc')
            : base.orderBy('updated_at', 'desc');
      const [rows, count] = await Promise.all([
        ordered
          .selectAll()
          .orderBy('id')
          .limit(ADMIN_EVENTS_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_EVENTS_PAGE_SIZE)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { events: await toAdmin(tenantId, rows), page: query.page, total: Number(count.n) };
    },

    async get(tenantId: string, id: string): Promise<AdminEvent> {
      return one(tenantId, await find(tenantId, id));
    },

    /** A new draft; candidates see it once published. */
    async create(tenantId: string, actor: Actor, input: AdminEventInput): Promise<AdminEvent> {
      await check(tenantId, input, { published: false, registered: 0 });
      const at = now().toISOString();
      const row: EventRow = {
        id: randomUUID(),
        tenant_id: tenantId,
        ...input,
        registered_count: 0,
        status: 'draft',
        cancel_reason: null,
        created_by: actor.id,
        created_by_email: actor.email,
        created_at: at,
        updated_at: at,
      };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('events').values(row).execute();
        await deps.audit.record(trx, tenantId, actor, {
          action: 'event.create',
          targetType: 'event',
          targetId: row.id,
          before: null,
          after: snapshot(row),
        });
      });
      return one(tenantId, row);
    },

    /** The whole event, if still as the recruiter read it. A canceled event is kept as it was. */
    async update(
      tenantId: string,
      actor: Actor,
      id: string,
      input: AdminEventInput & { updated_at: string },
    ): Promise<AdminEvent> {
      const { updated_at: version, ...changes } = input;
      const before = await find(tenantId, id);
      if (before.status === 'canceled') throw new AppError('CONFLICT', EVENT_TEXTS.alreadyCanceled);
      await check(tenantId, changes, {
        published: before.status === 'published',
        registered: Number(before.registered_count),
      });
      const after = await db.transaction().execute(async (trx) => {
        // The capacity is checked again under the row's own update: a registration may land in between.
        const row = await writeVersioned(trx, before, version, changes);
        if (row.capacity !== null && Number(row.registered_count) > Number(row.capacity))
          throw new AppError('VALIDATION_FAILED', undefined, {
            fields: {
              capacity: EVENT_TEXTS.belowRegistered.replace('{count}', String(row.registered_count)),
            },
          });
        await deps.audit.record(trx, tenantId, actor, {
          action: 'event.update',
          targetType: 'event',
          targetId: id,
          before: snapshot(before),
          after: snapshot(row),
        });
        return row;
      });
      return one(tenantId, after);
    },

    /** Candidates see it from now on; its start must still be ahead. Publishing a published event changes nothing. */
    async publish(tenantId: string, actor: Actor, id: string, version: string): Promise<AdminEvent> {
      const before = await find(tenantId, id);
      if (before.status === 'canceled') throw new AppError('CONFLICT', EVENT_TEXTS.alreadyCanceled);
      if (before.status === 'published') return one(tenantId, before);
      if (Date.parse(before.starts_at) <= now().getTime())
        throw new AppError('VALIDATION_FAILED', undefined, { fields: { starts_at: EVENT_TEXTS.pastStart } });
      const after = await db.transaction().execute(async (trx) => {
        const row = await writeVersioned(trx, before, version, { status: 'published' });
        await deps.audit.record(trx, tenantId, actor, {
          action: 'event.publish',
          targetType: 'event',
          targetId: id,
          before: snapshot(before),
          after: snapshot(row),
        });
        return row;
      });
      return one(tenantId, after);
    },

    /**
     * Cancels the event with a reason. Registrations are kept, so registered candidates see it canceled;
     * each of them is mailed the reason once the cancellation is written.
     */
    async cancel(
      tenant: Tenant,
      actor: Actor,
      id: string,
      input: { updated_at: string; reason: string },
    ): Promise<AdminEvent> {
      const before = await find(tenant.id, id);
      if (before.status === 'canceled') throw new AppError('CONFLICT', EVENT_TEXTS.alreadyCanceled);
      const after = await db.transaction().execute(async (trx) => {
        const row = await writeVersioned(trx, before, input.updated_at, {
          status: 'canceled',
          cancel_reason: input.reason,
        });
        await deps.audit.record(trx, tenant.id, actor, {
          action: 'event.cancel',
          targetType: 'event',
          targetId: id,
          before: snapshot(before),
          after: { ...snapshot(row), reason: input.reason },
        });
        return row;
      });
      const people = await db
        .selectFrom('event_registrations as r')
        .innerJoin('candidates as c', 'c.id', 'r.candidate_id')
        .select(['c.id', 'c.email', 'c.email_verified_at'])
        .where('r.tenant_id', '=', tenant.id)
        .where('r.event_id', '=', id)
        .execute();
      for (const candidate of people)
        await deps.mail.sendToCandidate({
          tenantId: tenant.id,
          candidate,
          subject: `Canceled: ${after.title} (${tenant.name})`,
          text: `${after.title}, for which you registered, has been canceled.\n\n${input.reason}\n\n${tenant.name}`,
        });
      return one(tenant.id, after);
    },

    registrations,

    /** The registrations as a CSV file (a header row, then one row each), safe to open in a spreadsheet. */
    async registrationsCsv(tenantId: string, id: string): Promise<{ filename: string; csv: string }> {
      const row = await find(tenantId, id);
      const list = await registrations(tenantId, id);
      const lines = [
        ['Name', 'Email', 'Registered at (UTC)'],
        ...list.map((r) => [r.name, r.email, r.registered_at]),
      ].map((cells) => cells.map(csvCell).join(','));
      const slug =
        row.title
          .normalize('NFKD')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 50) || 'event';
      return { filename: `${slug}-registrations.csv`, csv: `${lines.join('\r\n')}\r\n` };
    },

    /**
     * The candidate's events: the tenant's published ones that have not ended (and canceled ones they had
     * registered for), soonest first; and the ended ones they registered for, latest first.
     */
    async forCandidate(
      tenant: Tenant,
      candidateId: string,
    ): Promise<{ upcoming: CandidateEvent[]; past: CandidateEvent[] }> {
      const at = now().toISOString();
      const mine = db
        .selectFrom('event_registrations')
        .select('event_id')
        .where('tenant_id', '=', tenant.id)
        .where('candidate_id', '=', candidateId);
      const [upcoming, past, registered] = await Promise.all([
        db
          .selectFrom('events')
          .selectAll()
          .where('tenant_id', '=', tenant.id)
          .where('ends_at', '>', at)
          .where((eb) =>
            eb.or([
              eb('status', '=', 'published'),
              eb.and([eb('status', '=', 'canceled'), eb('id', 'in', mine)]),
            ]),
          )
          .orderBy('starts_at')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('events')
          .selectAll()
          .where('tenant_id', '=', tenant.id)
          .where('ends_at', '<=', at)
          .where('status', '!=', 'draft')
          .where('id', 'in', mine)
          .orderBy('starts_at', 'desc')
          .limit(50)
          .execute(),
        mine.execute(),
      ]);
      const ids = new Set(registered.map((r) => r.event_id));
      const statuses = await applicationStatuses(tenant, candidateId, [...upcoming, ...past]);
      const view = (row: EventRow) =>
        toCandidate(
          row,
          ids.has(row.id),
          row.position_id === null ? null : (statuses.get(Number(row.position_id)) ?? null),
        );
      return { upcoming: upcoming.map(view), past: past.map(view) };
    },

    /**
     * Registers the candidate: refused for a canceled or ended event, a 409 when the last seat is gone, and
     * nothing new when they are registered already. The registration row and the seat are one transaction: the
     * seat is taken by `registered_count + 1 ... where registered_count < capacity`, which PostgreSQL re-checks
     * after the row lock of a concurrent registration is released, so only one of two takes the last seat.
     */
    async register(tenant: Tenant, candidateId: string, id: string): Promise<CandidateEvent> {
      await db.transaction().execute(async (trx) => {
        const row = await visible(tenant.id, id, trx);
        if (row.status === 'canceled') throw new AppError('CONFLICT', EVENT_TEXTS.canceled);
        if (Date.parse(row.ends_at) <= now().getTime()) throw new AppError('CONFLICT', EVENT_TEXTS.ended);
        const inserted = await trx
          .insertInto('event_registrations')
          .values({
            event_id: id,
            candidate_id: candidateId,
            tenant_id: tenant.id,
            registered_at: now().toISOString(),
          })
          .onConflict((oc) => oc.columns(['event_id', 'candidate_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
        const seat = await trx
          .updateTable('events')
          .set({ registered_count: sql`registered_count + 1` })
          .where('id', '=', id)
          .where('status', '=', 'published')
          .where((eb) => eb.or([eb('capacity', 'is', null), eb('registered_count', '<', eb.ref('capacity'))]))
          .executeTakeFirst();
        if (Number(seat.numUpdatedRows) === 0) throw new AppError('CONFLICT', EVENT_TEXTS.full);
      });
      return candidateView(tenant, candidateId, await visible(tenant.id, id));
    },

    /**
     * Gives back the seats of a candidate whose account is being deleted, in the deletion's transaction: the
     * registration rows go with the candidate row, but the events' counts of registered people are the
     * service's own.
     */
    async releaseSeats(trx: Kysely<Database>, tenantId: string, candidateId: string): Promise<void> {
      const mine = trx
        .selectFrom('event_registrations')
        .select('event_id')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId);
      await trx
        .updateTable('events')
        .set({ registered_count: sql`registered_count - 1` })
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', mine)
        .execute();
      await trx
        .deleteFrom('event_registrations')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidateId)
        .execute();
    },

    /** Gives the seat back; nothing happens when they were not registered. An ended event keeps its list. */
    async unregister(tenant: Tenant, candidateId: string, id: string): Promise<CandidateEvent> {
      await db.transaction().execute(async (trx) => {
        const row = await visible(tenant.id, id, trx);
        if (Date.parse(row.ends_at) <= now().getTime()) throw new AppError('CONFLICT', EVENT_TEXTS.ended);
        const removed = await trx
          .deleteFrom('event_registrations')
          .where('tenant_id', '=', tenant.id)
          .where('event_id', '=', id)
          .where('candidate_id', '=', candidateId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0)
          await trx
            .updateTable('events')
            .set({ registered_count: sql`registered_count - 1` })
            .where('id', '=', id)
            .execute();
      });
      return candidateView(tenant, candidateId, await visible(tenant.id, id));
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
