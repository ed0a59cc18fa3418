import { randomUUID } from 'node:crypto';
import {
  type AdminInterview,
  type AdminInterviewsQuery,
  type CandidateInterview,
  canonicalZone,
  describeInZone,
  INACTIVE_STAGES,
  type InterviewKind,
  zonedToUtc,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { CandidateRow, Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { tenantLink } from '../../lib/origin.js';
import type { AdminApplicationsService } from '../applications/admin-applications.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { interviewCalendar } from './interview-calendar.js';
import { createInterviewsRepository, type InterviewRow } from './interviews.repository.js';

export const STALE_INTERVIEW =
  'Someone else changed this interview after you opened it. Reload it to see the latest version.';
export const CANCELED_INTERVIEW = 'This interview is canceled: schedule a new one instead.';

type Actor = Pick<CandidateRow, 'id' | 'email'>;

/** What the staff send to schedule or move an interview (the contract's fields, parsed). */
export interface InterviewInput {
  date: string;
  time: string;
  time_zone: string;
  duration_minutes: number;
  kind: InterviewKind;
  place: string;
  interviewer_ids: readonly string[];
  message?: string | undefined;
}

const field = (name: string, message: string) =>
  new AppError('VALIDATION_FAILED', undefined, { fields: { [name]: message } });

/**
 * Interviews (docs/decisions/044). The staff schedule one for an application of their tenant (which moves it to
 * Interview if it is in an earlier stage, through the pipeline's own move), move it (naming the version they
 * saw: a change in between is a 409) or cancel it with a reason. Each write and its audit row share one
 * transaction; the candidate's mail goes after the commit and never undoes it. The candidate reads their own.
 */
export function createInterviewsService(
  db: Kysely<Database>,
  deps: {
    audit: AuditService;
    mail: MailService;
    adminApplications: Pick<AdminApplicationsService, 'moveOnWithin' | 'lockWithin' | 'exists'>;
    siteUrl: (tenant: Tenant) => string;
    notifications: Pick<NotificationsService, 'transaction' | 'notify'>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const repo = createInterviewsRepository(db);

  /** The instant, end and zone of the input, refusing an unknown zone, a missing hour or a start in the past. */
  function timing(input: InterviewInput) {
    const zone = canonicalZone(input.time_zone);
    if (!zone)
      throw field('time_zone', 'Not a time zone we know. Choose one from the list, like Europe/Berlin.');
    const start = zonedToUtc(input.date, input.time, zone);
    if (!start) throw field('time', 'This time does not exist in that time zone: the clocks skip it.');
    if (start.getTime() <= now().getTime()) throw field('date', 'Choose a time in the future.');
    const end = new Date(start.getTime() + input.duration_minutes * 60_000);
    return { zone, starts_at: start.toISOString(), ends_at: end.toISOString() };
  }

  /** The interviewers, all staff of this tenant, or a field error naming the input. */
  async function staffOf(trx: Kysely<Database>, tenantId: string, ids: readonly string[]) {
    const unique = [...new Set(ids)];
    const staff = await createInterviewsRepository(trx).staffAmong(tenantId, unique);
    if (staff.length !== unique.length)
      throw field('interviewer_ids', 'Choose the interviewers from the staff of this site.');
    return unique;
  }

  async function toAdmin(tenantId: string, rows: InterviewRow[]): Promise<AdminInterview[]> {
    const names = await repo.interviewers(
      tenantId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      application_id: r.application_id,
      candidate_name: r.full_name,
      candidate_email: r.email,
      position_id: Number(r.position_id),
      position_title: r.position_title,
      starts_at: r.starts_at,
      ends_at: r.ends_at,
      duration_minutes: Number(r.duration_minutes),
      time_zone: r.time_zone,
      kind: r.kind,
      place: r.place,
      interviewers: names.get(r.id) ?? [],
      message: r.message,
      status: r.status,
      cancel_reason: r.cancel_reason,
      version: Number(r.version),
      updated_at: r.updated_at,
    }));
  }

  async function getAdmin(tenantId: string, id: string): Promise<AdminInterview> {
    const row = await repo.find(tenantId, id);
    if (!row) throw new AppError('NOT_FOUND', 'No interview with this id.');
    const [one] = await toAdmin(tenantId, [row]);
    return one as AdminInterview;
  }

  /** Mails the candidate what changed, with the page of their interviews and the calendar file. */
  async function mailCandidate(
    tenant: Tenant,
    interview: AdminInterview,
    what: 'scheduled' | 'rescheduled' | 'canceled',
  ) {
    const candidate = await repo.candidateOf(tenant.id, interview.id);
    if (!candidate) return;
    const origin = deps.siteUrl(tenant);
    const when = describeInZone(new Date(interview.starts_at), interview.time_zone);
    const page = tenantLink(origin, tenant, '/careers/interviews');
    const calendar = tenantLink(origin, tenant, `/api/pcsx/interviews/${interview.id}/calendar.ics`);
    const subject = {
      scheduled: `Interview scheduled: ${interview.position_title} at ${tenant.name}`,
      rescheduled: `Interview moved: ${interview.position_title} at ${tenant.name}`,
      canceled: `Interview canceled: ${interview.position_title} at ${tenant.name}`,
    }[what];
    const lines =
      what === 'canceled'
        ? [
            `Your interview for ${interview.position_title} on ${when} is canceled.`,
            `Reason: ${interview.cancel_reason ?? ''}`,
            '',
            `Your interviews: ${page}`,
          ]
        : [
            what === 'scheduled'
              ? `You are invited to an interview for ${interview.position_title}.`
              : `Your interview for ${interview.position_title} has moved.`,
            '',
            `When: ${when}, ${interview.duration_minutes} minutes`,
            `How: ${{ 'in-person': 'in person', video: 'video call', phone: 'phone' }[interview.kind]}`,
            ...(interview.place
              ? [`${interview.kind === 'video' ? 'Link' : 'Where'}: ${interview.place}`]
              : []),
            `With: ${interview.interviewers.map((i) => i.name).join(', ')}`,
            ...(interview.message ? ['', interview.message] : []),
            '',
            `Your interviews: ${page}`,
            `Add it to your calendar (sign in first): ${calendar}`,
          ];
    await deps.mail.sendToCandidate({
      tenantId: tenant.id,
      candidate,
      subject,
      text: `${lines.join('\n')}\n\n${tenant.name}`,
    });
  }

  /** The candidate's notification of a scheduled, moved or canceled interview, in the write's transaction. */
  async function notifyCandidate(
    trx: Kysely<Database>,
    tenantId: string,
    kind: 'interview_scheduled' | 'interview_rescheduled' | 'interview_canceled',
    interview: { candidateId: string; jobTitle: string; startsAt: string; timeZone: string },
  ): Promise<void> {
    await deps.notifications.notify(trx, {
      tenantId,
      candidateId: interview.candidateId,
      kind,
      params: { jobTitle: interview.jobTitle, startsAt: interview.startsAt, timeZone: interview.timeZone },
      targetPath: '/careers/interviews',
      // `mailCandidate` writes to the candidate after the commit, with the calendar file.
      producerMails: true,
    });
  }

  /** The columns of an interview's time, place and note, as the staff set them. */
  const detailsOf = (
    when: { starts_at: string; ends_at: string; zone: string },
    input: Pick<InterviewInput, 'duration_minutes' | 'kind' | 'place' | 'message'>,
  ) => ({
    starts_at: when.starts_at,
    ends_at: when.ends_at,
    duration_minutes: input.duration_minutes,
    time_zone: when.zone,
    kind: input.kind,
    place: input.place,
    message: input.message ?? null,
  });

  /** A new scheduled interview of an application, in the caller's transaction, with its interviewers. */
  async function insertInterview(
    trx: Kysely<Database>,
    tenantId: string,
    actor: Actor,
    application: { id: string; candidate_id: string; position_id: number | string },
    when: { starts_at: string; ends_at: string; zone: string },
    input: Pick<InterviewInput, 'duration_minutes' | 'kind' | 'place' | 'message'>,
    id: string,
    interviewers: readonly string[],
  ): Promise<void> {
    const at = now().toISOString();
    await createInterviewsRepository(trx).insert(
      {
        id,
        tenant_id: tenantId,
        application_id: application.id,
        candidate_id: application.candidate_id,
        position_id: Number(application.position_id),
        ...detailsOf(when, input),
        status: 'scheduled',
        cancel_reason: null,
        version: 1,
        created_by: actor.id,
        created_at: at,
        updated_by: actor.id,
        updated_at: at,
      },
      interviewers,
    );
  }

  /** The candidate's view of an interview (interviewers by name only). */
  function toCandidate(row: InterviewRow, names: { name: string }[]): CandidateInterview {
    return {
      id: row.id,
      positionId: Number(row.position_id),
      title: row.position_title,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      durationMinutes: Number(row.duration_minutes),
      timeZone: row.time_zone,
      kind: row.kind,
      place: row.place,
      interviewers: names.map((n) => n.name),
      message: row.message,
      status: row.status,
      cancelReason: row.cancel_reason,
    };
  }

  return {
    forApplication: async (tenantId: string, applicationId: string) => {
      if (!(await deps.adminApplications.exists(tenantId, applicationId)))
        throw new AppError('NOT_FOUND', 'No application with this id.');
      return toAdmin(tenantId, await repo.forApplication(tenantId, applicationId));
    },

    async upcoming(tenantId: string, query: AdminInterviewsQuery) {
      const { rows, total, jobs } = await repo.upcoming(tenantId, now().toISOString(), query);
      return { interviews: await toAdmin(tenantId, rows), total, page: query.page, jobs };
    },

    /** The tenant's staff, who can be chosen as interviewers. */
    async interviewers(tenantId: string) {
      const rows = await repo.staff(tenantId);
      return rows.map((r) => ({ id: r.id, name: r.full_name || r.email, email: r.email }));
    },

    /**
     * Schedules an interview for an application of the tenant. An application in an earlier stage moves to
     * Interview in the same transaction; a closed one (hired, rejected, withdrawn) cannot have interviews.
     */
    async schedule(tenant: Tenant, actor: Actor, applicationId: string, input: InterviewInput) {
      const when = timing(input);
      const id = randomUUID();
      await deps.notifications.transaction(async (trx) => {
        const application = await deps.adminApplications.lockWithin(trx, tenant.id, applicationId);
        if (!application) throw new AppError('NOT_FOUND', 'No application with this id.');
        if (INACTIVE_STAGES.includes(application.stage))
          throw new AppError(
            'CONFLICT',
            `This application is ${application.stage.toLowerCase()}: move it back before scheduling an interview.`,
          );
        const interviewers = await staffOf(trx, tenant.id, input.interviewer_ids);
        await insertInterview(
          trx,
          tenant.id,
          actor,
          application,
          { starts_at: when.starts_at, ends_at: when.ends_at, zone: when.zone },
          input,
          id,
          interviewers,
        );
        await deps.adminApplications.moveOnWithin(trx, tenant.id, actor, application, 'Interview');
        await notifyCandidate(trx, tenant.id, 'interview_scheduled', {
          candidateId: application.candidate_id,
          jobTitle: application.position_title,
          startsAt: when.starts_at,
          timeZone: when.zone,
        });
        await deps.audit.record(
          trx,
          tenant.id,
          { id: actor.id, email: actor.email },
          {
            action: 'interview.schedule',
            targetType: 'interview',
            targetId: id,
            before: null,
            after: {
              application: applicationId,
              starts_at: when.starts_at,
              time_zone: when.zone,
              interviewers,
            },
          },
        );
      });
      const interview = await getAdmin(tenant.id, id);
      await mailCandidate(tenant, interview, 'scheduled');
      return interview;
    },

    /** Moves (or otherwise changes) a scheduled interview if it is still at `version`; else a 409. */
    async reschedule(tenant: Tenant, actor: Actor, id: string, input: InterviewInput & { version: number }) {
      await deps.notifications.transaction(async (trx) => {
        const tx = createInterviewsRepository(trx);
        const row = await tx.find(tenant.id, id, { forUpdate: true });
        if (!row) throw new AppError('NOT_FOUND', 'No interview with this id.');
        if (Number(row.version) !== input.version) throw new AppError('CONFLICT', STALE_INTERVIEW);
        if (row.status === 'canceled') throw new AppError('CONFLICT', CANCELED_INTERVIEW);
        const when = timing(input);
        const interviewers = await staffOf(trx, tenant.id, input.interviewer_ids);
        await tx.update(tenant.id, id, {
          ...detailsOf(when, input),
          version: Number(row.version) + 1,
          updated_by: actor.id,
          updated_at: now().toISOString(),
        });
        await tx.setInterviewers(tenant.id, id, interviewers);
        await notifyCandidate(trx, tenant.id, 'interview_rescheduled', {
          candidateId: row.candidate_id,
          jobTitle: row.position_title,
          startsAt: when.starts_at,
          timeZone: when.zone,
        });
        await deps.audit.record(
          trx,
          tenant.id,
          { id: actor.id, email: actor.email },
          {
            action: 'interview.reschedule',
            targetType: 'interview',
            targetId: id,
            before: {
              starts_at: row.starts_at,
              time_zone: row.time_zone,
              duration_minutes: row.duration_minutes,
            },
            after: {
              starts_at: when.starts_at,
              time_zone: when.zone,
              duration_minutes: input.duration_minutes,
            },
          },
        );
      });
      const interview = await getAdmin(tenant.id, id);
      await mailCandidate(tenant, interview, 'rescheduled');
      return interview;
    },

    /** Cancels a scheduled interview at `version` with a reason the candidate is told. */
    async cancel(tenant: Tenant, actor: Actor, id: string, input: { reason: string; version: number }) {
      await deps.notifications.transaction(async (trx) => {
        const tx = createInterviewsRepository(trx);
        const row = await tx.find(tenant.id, id, { forUpdate: true });
        if (!row) throw new AppError('NOT_FOUND', 'No interview with this id.');
        if (Number(row.version) !== input.version) throw new AppError('CONFLICT', STALE_INTERVIEW);
        if (row.status === 'canceled') throw new AppError('CONFLICT', 'This interview is canceled already.');
        await tx.update(tenant.id, id, {
          status: 'canceled',
          cancel_reason: input.reason,
          version: Number(row.version) + 1,
          updated_by: actor.id,
          updated_at: now().toISOString(),
        });
        await notifyCandidate(trx, tenant.id, 'interview_canceled', {
          candidateId: row.candidate_id,
          jobTitle: row.position_title,
          startsAt: row.starts_at,
          timeZone: row.time_zone,
        });
        await deps.audit.record(
          trx,
          tenant.id,
          { id: actor.id, email: actor.email },
          {
            action: 'interview.cancel',
            targetType: 'interview',
            targetId: id,
            before: { status: row.status },
            after: { status: 'canceled', reason: input.reason },
          },
        );
      });
      const interview = await getAdmin(tenant.id, id);
      await mailCandidate(tenant, interview, 'canceled');
      return interview;
    },

    /**
     * Records an interview that already took place (history, such as the demo's past interview). `schedule`
     * refuses a start in the past, as it must for the staff, so history is written straight through the
     * repository here, with the same checks of the application and interviewers, an audit row and no mail. No
     * route calls this.
     */
    async recordPast(
      tenant: Tenant,
      actor: Actor,
      applicationId: string,
      input: Omit<InterviewInput, 'date' | 'time'> & { startsAt: Date },
    ): Promise<string> {
      const zone = canonicalZone(input.time_zone);
      if (!zone) throw field('time_zone', 'Not a time zone we know.');
      const end = new Date(input.startsAt.getTime() + input.duration_minutes * 60_000);
      if (end.getTime() > now().getTime()) throw field('date', 'A past interview ends before now.');
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        const application = await deps.adminApplications.lockWithin(trx, tenant.id, applicationId);
        if (!application) throw new AppError('NOT_FOUND', 'No application with this id.');
        const interviewers = await staffOf(trx, tenant.id, input.interviewer_ids);
        await insertInterview(
          trx,
          tenant.id,
          actor,
          application,
          { starts_at: input.startsAt.toISOString(), ends_at: end.toISOString(), zone: zone },
          input,
          id,
          interviewers,
        );
        await deps.audit.record(
          trx,
          tenant.id,
          { id: actor.id, email: actor.email },
          {
            action: 'interview.record_past',
            targetType: 'interview',
            targetId: id,
            before: null,
            after: { application: applicationId, starts_at: input.startsAt.toISOString(), time_zone: zone },
          },
        );
      });
      return id;
    },

    /** The candidate's own interviews in this tenant: not yet ended (soonest first) and ended (newest first). */
    async forCandidate(tenantId: string, candidateId: string) {
      const rows = await repo.forCandidate(tenantId, candidateId);
      const names = await repo.interviewers(
        tenantId,
        rows.map((r) => r.id),
      );
      const at = now().toISOString();
      const cards = rows.map((r) => ({ row: r, card: toCandidate(r, names.get(r.id) ?? []) }));
      return {
        upcoming: cards.filter((c) => c.row.ends_at > at).map((c) => c.card),
        past: cards
          .filter((c) => c.row.ends_at <= at)
          .map((c) => c.card)
          .reverse(),
      };
    },

    /** The candidate's own interview as an iCalendar file; another candidate's or tenant's is not found. */
    async calendarFile(tenant: Tenant, candidateId: string, id: string): Promise<string> {
      const row = await repo.find(tenant.id, id);
      if (!row || row.candidate_id !== candidateId)
        throw new AppError('NOT_FOUND', 'No interview with this id.');
      const names = (await repo.interviewers(tenant.id, [id])).get(id) ?? [];
      return interviewCalendar({
        id,
        host: tenant.domain,
        company: tenant.name,
        title: row.position_title,
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
        timeZone: row.time_zone,
        kind: row.kind,
        place: row.place,
        interviewers: names.map((n) => n.name),
        message: row.message,
        canceled: row.status === 'canceled',
        sequence: Number(row.version) - 1,
        stamp: new Date(row.updated_at),
        pageUrl: tenantLink(deps.siteUrl(tenant), tenant, '/careers/interviews'),
      });
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
