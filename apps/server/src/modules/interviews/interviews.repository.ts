import { ADMIN_INTERVIEWS_PAGE_SIZE, type AdminInterviewsQuery } from '@portico/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { dbKind } from '../../db/database.js';
import type { Database, InterviewTable } from '../../db/types.js';

const INTERVIEW_COLUMNS = [
  'i.id',
  'i.application_id',
  'i.candidate_id',
  'i.position_id',
  'i.starts_at',
  'i.ends_at',
  'i.duration_minutes',
  'i.time_zone',
  'i.kind',
  'i.place',
  'i.message',
  'i.status',
  'i.cancel_reason',
  'i.version',
  'i.updated_at',
  'a.position_title',
  'c.full_name',
  'c.email',
] as const;

/** The interviews of a tenant (migration 0026), always read within one tenant. */
export function createInterviewsRepository(db: Kysely<Database>) {
  const withNames = () =>
    db
      .selectFrom('interviews as i')
      .innerJoin('applications as a', 'a.id', 'i.application_id')
      .innerJoin('candidates as c', 'c.id', 'i.candidate_id')
      .select(INTERVIEW_COLUMNS);

  return {
    /** One interview of the tenant; `forUpdate` locks the row on PostgreSQL until the transaction ends. */
    find(tenantId: string, id: string, opts: { forUpdate?: boolean } = {}) {
      const query = withNames().where('i.tenant_id', '=', tenantId).where('i.id', '=', id);
      return (opts.forUpdate && dbKind(db) === 'postgres' ? query.forUpdate('i') : query).executeTakeFirst();
    },

    /** The candidate an interview is for, with what mail to them needs. */
    candidateOf(tenantId: string, id: string) {
      return db
        .selectFrom('interviews as i')
        .innerJoin('candidates as c', 'c.id', 'i.candidate_id')
        .select(['c.id', 'c.email', 'c.email_verified_at'])
        .where('i.tenant_id', '=', tenantId)
        .where('i.id', '=', id)
        .executeTakeFirst();
    },

    forApplication(tenantId: string, applicationId: string) {
      return withNames()
        .where('i.tenant_id', '=', tenantId)
        .where('i.application_id', '=', applicationId)
        .orderBy('i.starts_at')
        .orderBy('i.id')
        .execute();
    },

    forCandidate(tenantId: string, candidateId: string) {
      return withNames()
        .where('i.tenant_id', '=', tenantId)
        .where('i.candidate_id', '=', candidateId)
        .orderBy('i.starts_at')
        .orderBy('i.id')
        .execute();
    },

    /**
     * Scheduled interviews that have not ended by `nowIso`, soonest first, narrowed by interviewer and job, with
     * the jobs they are for (narrowed by interviewer only, so the job filter offers every other job too).
     */
    async upcoming(tenantId: string, nowIso: string, query: AdminInterviewsQuery) {
      let any = db
        .selectFrom('interviews as i')
        .where('i.tenant_id', '=', tenantId)
        .where('i.status', '=', 'scheduled')
        .where('i.ends_at', '>', nowIso);
      if (query.interviewer_id !== undefined) {
        const staffId = query.interviewer_id;
        any = any.where((eb) =>
          eb.exists(
            eb
              .selectFrom('interview_interviewers as ii')
              .select('ii.interview_id')
              .whereRef('ii.interview_id', '=', 'i.id')
              .where('ii.staff_id', '=', staffId),
          ),
        );
      }
      const base = query.position_id !== undefined ? any.where('i.position_id', '=', query.position_id) : any;
      const jobs = await any
        .innerJoin('applications as a', 'a.id', 'i.application_id')
        // One entry per job, named as its applications have it (the title when they applied).
        .select((eb) => [
          'i.position_id',
          eb.fn.max('a.position_title').as('title'),
          eb.fn.countAll<number | string>().as('n'),
        ])
        .groupBy('i.position_id')
        .orderBy('title')
        .execute();
      const total = await base
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .innerJoin('applications as a', 'a.id', 'i.application_id')
        .innerJoin('candidates as c', 'c.id', 'i.candidate_id')
        .select(INTERVIEW_COLUMNS)
        .orderBy('i.starts_at')
        .orderBy('i.id')
        .limit(ADMIN_INTERVIEWS_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_INTERVIEWS_PAGE_SIZE)
        .execute();
      return {
        rows,
        total: Number(total.n),
        jobs: jobs.map((j) => ({ id: Number(j.position_id), title: j.title, count: Number(j.n) })),
      };
    },

    /** The interviewers of these interviews, by interview id, in the order of their names. */
    async interviewers(tenantId: string, interviewIds: readonly string[]) {
      if (interviewIds.length === 0) return new Map<string, { id: string; name: string; email: string }[]>();
      const rows = await db
        .selectFrom('interview_interviewers as ii')
        .innerJoin('candidates as c', 'c.id', 'ii.staff_id')
        .select(['ii.interview_id', 'c.id', 'c.full_name', 'c.email'])
        .where('ii.tenant_id', '=', tenantId)
        .where('ii.interview_id', 'in', interviewIds)
        .orderBy('c.full_name')
        .orderBy('c.email')
        .execute();
      const byInterview = new Map<string, { id: string; name: string; email: string }[]>();
      for (const row of rows) {
        const list = byInterview.get(row.interview_id) ?? [];
        list.push({ id: row.id, name: row.full_name || row.email, email: row.email });
        byInterview.set(row.interview_id, list);
      }
      return byInterview;
    },

    /** The tenant's staff, by name. */
    staff(tenantId: string) {
      return db
        .selectFrom('candidates')
        .select(['id', 'full_name', 'email'])
        .where('tenant_id', '=', tenantId)
        .where('staff_role', 'is not', null)
        .orderBy('full_name')
        .orderBy('email')
        .execute();
    },

    /** The tenant's staff among `ids` (a candidate or another tenant's member is not among them). */
    staffAmong(tenantId: string, ids: readonly string[]) {
      return db
        .selectFrom('candidates')
        .select(['id', 'full_name', 'email'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .where('staff_role', 'is not', null)
        .execute();
    },

    /**
     * Writes an interview with its interviewers. The service's schedule refuses a start in the past; this write
     * does not look at the time, so the demo seed can record an interview that already happened.
     */
    async insert(row: Insertable<InterviewTable>, interviewerIds: readonly string[]): Promise<void> {
      await db.insertInto('interviews').values(row).execute();
      await this.setInterviewers(row.tenant_id, row.id, interviewerIds);
    },

    async update(tenantId: string, id: string, changes: Updateable<InterviewTable>): Promise<void> {
      await db
        .updateTable('interviews')
        .set(changes)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    async setInterviewers(tenantId: string, id: string, staffIds: readonly string[]): Promise<void> {
      await db
        .deleteFrom('interview_interviewers')
        .where('tenant_id', '=', tenantId)
        .where('interview_id', '=', id)
        .execute();
      if (staffIds.length > 0)
        await db
          .insertInto('interview_interviewers')
          .values(
            [...new Set(staffIds)].map((staff_id) => ({ interview_id: id, tenant_id: tenantId, staff_id })),
          )
          .execute();
    },
  };
}

export type InterviewsRepository = ReturnType<typeof createInterviewsRepository>;
export type InterviewRow = NonNullable<Awaited<ReturnType<InterviewsRepository['find']>>>;
