import { randomUUID } from 'node:crypto';
import { type AdminInterview, API, type CandidateInterview } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { STALE_INTERVIEW } from './interviews.service.js';

// The test clock starts on 2 March 2026; Berlin moves to summer time on 29 March 2026.
const slot = {
  date: '2026-04-02',
  time: '10:00',
  time_zone: 'Europe/Berlin',
  duration_minutes: 45,
  kind: 'video',
  place: 'https://meet.example.com/harbour',
  message: 'Bring your logbook.',
};

describeEachDb('interviews', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  /** A job of `tenant` and an application to it in `stage` by a new candidate, with the candidate's client. */
  async function application(tenant: Tenant, stage = 'New') {
    const position = await ctx.app.services.positions.create(
      tenant.id,
      positionInput('Harbour Pilot', { description: '<p>Pilot</p>', postedAt: '2026-02-01T09:00:00.000Z' }),
    );
    const candidate = await ctx.signedInStaff(tenant, `cand.${randomUUID().slice(0, 8)}@example.com`, null);
    await h.db
      .updateTable('candidates')
      .set({ full_name: 'Ada Byron' })
      .where('id', '=', candidate.id)
      .execute();
    const id = randomUUID();
    const at = ctx.clock.now().toISOString();
    await h.db
      .insertInto('applications')
      .values({
        id,
        tenant_id: tenant.id,
        candidate_id: candidate.id,
        position_id: position.id,
        position_title: 'Harbour Pilot',
        status: 'Submitted',
        stage,
        answers_json: '{}',
        self_id_json: null,
        resume_id: null,
        source_json: '{}',
        language: 'en',
        created_at: at,
        updated_at: at,
      })
      .execute();
    return { id, position, candidate };
  }

  const interviewRows = (tenantId: string) =>
    h.db.selectFrom('interviews').selectAll().where('tenant_id', '=', tenantId).execute();
  const auditActions = async (tenantId: string) =>
    (
      await h.db
        .selectFrom('admin_audit')
        .select('action')
        .where('tenant_id', '=', tenantId)
        .orderBy('created_at')
        .orderBy('action')
        .execute()
    ).map((r) => r.action);
  /** A member of the staff with a real name, as the interviewer lists show it. */
  async function staffMember(tenant: Tenant, email: string, name: string, role: 'admin' | 'recruiter') {
    const member = await ctx.signedInStaff(tenant, email, role);
    await h.db.updateTable('candidates').set({ full_name: name }).where('id', '=', member.id).execute();
    return member;
  }
  const mine = async (client: TestClient) =>
    (await client.get(API.dashboardInterviews)).json().data as {
      upcoming: CandidateInterview[];
      past: CandidateInterview[];
    };

  it('schedules an interview, moving the application to Interview; the candidate sees it and its calendar file', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await staffMember(ctx.tenant, 'riley@example.com', 'Riley Reed', 'recruiter');
    const admin = await staffMember(ctx.tenant, 'boss@example.com', 'Bo Boss', 'admin');
    const app = await application(ctx.tenant);

    const staffList = (await recruiter.client.get(API.adminInterviewers)).json().data.interviewers;
    expect(staffList.map((s: { email: string }) => s.email).sort()).toEqual([
      'boss@example.com',
      'riley@example.com',
    ]);

    const res = await recruiter.client.post(API.adminApplicationInterviews(app.id), {
      ...slot,
      interviewer_ids: [recruiter.id, admin.id],
    });
    expect(res.statusCode).toBe(201);
    const interview = res.json().data as AdminInterview;
    // 10:00 in Berlin after the change to summer time is 08:00 UTC.
    expect(interview).toMatchObject({
      starts_at: '2026-04-02T08:00:00.000Z',
      ends_at: '2026-04-02T08:45:00.000Z',
      time_zone: 'Europe/Berlin',
      status: 'scheduled',
      version: 1,
      candidate_name: 'Ada Byron',
      position_title: 'Harbour Pilot',
    });
    expect(interview.interviewers.map((i) => i.email).sort()).toEqual([
      'boss@example.com',
      'riley@example.com',
    ]);

    const after = (await recruiter.client.get(API.adminApplication(app.id))).json().data;
    expect(after.stage).toBe('Interview');
    expect(after.history.map((s: { stage: string; by: string | null }) => [s.stage, s.by])).toEqual([
      ['Interview', 'riley@example.com'],
    ]);
    expect(await auditActions(ctx.tenant.id)).toEqual(['application.move', 'interview.schedule']);
    const listed = (await recruiter.client.get(API.adminApplicationInterviews(app.id))).json().data
      .interviews;
    expect(listed.map((i: AdminInterview) => i.id)).toEqual([interview.id]);

    const candidateEmail = (await ctx.app.services.candidates.findById(ctx.tenant.id, app.candidate.id))
      ?.email;
    const [mail] = await ctx.app.services.mail.outboxFor(ctx.tenant.id, candidateEmail ?? '');
    expect(mail?.subject).toBe('Interview scheduled: Harbour Pilot at Test Co');
    expect(mail?.text_body).toContain(
      'When: Thursday, April 2, 2026 at 10:00 AM (Europe/Berlin), 45 minutes',
    );
    expect(mail?.text_body).toContain('Link: https://meet.example.com/harbour');
    expect(mail?.text_body).toContain(`/api/pcsx/interviews/${interview.id}/calendar.ics?domain=`);

    const seen = await mine(app.candidate.client);
    expect(seen.past).toEqual([]);
    expect(seen.upcoming).toEqual([
      expect.objectContaining({
        id: interview.id,
        positionId: app.position.id,
        title: 'Harbour Pilot',
        startsAt: '2026-04-02T08:00:00.000Z',
        durationMinutes: 45,
        timeZone: 'Europe/Berlin',
        kind: 'video',
        place: 'https://meet.example.com/harbour',
        status: 'scheduled',
        message: 'Bring your logbook.',
      }),
    ]);
    expect(seen.upcoming[0]?.interviewers).toEqual(['Bo Boss', 'Riley Reed']);
    expect(JSON.stringify(seen)).not.toContain('riley@example.com');

    const ics = await app.candidate.client.get(API.interviewCalendar(interview.id));
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain('DTSTART:20260402T080000Z');
    expect(ics.body).toContain('DTEND:20260402T084500Z');

    // Another candidate of the site, and the same candidate's interview asked on another site: not found.
    const other = await ctx.signedInCandidate('someone.else@example.com');
    expect((await other.client.get(API.interviewCalendar(interview.id))).statusCode).toBe(404);
    expect((await mine(other.client)).upcoming).toEqual([]);
    expect((await ctx.client().get(API.dashboardInterviews)).statusCode).toBe(401);
    const elsewhere = await ctx.createTenant();
    const outsider = await ctx.signedInStaff(elsewhere, 'rival@example.com', 'admin');
    expect((await outsider.client.get(API.adminApplicationInterviews(app.id))).statusCode).toBe(404);
    expect(
      (
        await outsider.client.post(API.adminApplicationInterviews(app.id), {
          ...slot,
          interviewer_ids: [outsider.id],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await outsider.client.request({
          method: 'PUT',
          url: API.adminInterview(interview.id),
          payload: { ...slot, interviewer_ids: [outsider.id], version: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await outsider.client.post(API.adminInterviewCancel(interview.id), { reason: 'x', version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await outsider.client.get(API.adminInterviews)).json().data.interviews).toEqual([]);
    const foreignCandidate = await ctx.signedInStaff(elsewhere, candidateEmail ?? '', null);
    expect((await foreignCandidate.client.get(API.interviewCalendar(interview.id))).statusCode).toBe(404);
  });

  it('refuses bad times, places and interviewers with field errors and writes nothing', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'riley@example.com', 'recruiter');
    const app = await application(ctx.tenant);
    const outsiderTenant = await ctx.createTenant();
    const outsider = await ctx.signedInStaff(outsiderTenant, 'rival@example.com', 'admin');
    const schedule = (body: object) =>
      recruiter.client.post(API.adminApplicationInterviews(app.id), {
        ...slot,
        interviewer_ids: [recruiter.id],
        ...body,
      });
    const cases: [object, string, string][] = [
      [
        { time_zone: 'Mars/Olympus_Mons' },
        'time_zone',
        'Not a time zone we know. Choose one from the list, like Europe/Berlin.',
      ],
      [{ duration_minutes: 10 }, 'duration_minutes', 'An interview lasts at least 15 minutes.'],
      [{ duration_minutes: 481 }, 'duration_minutes', 'An interview lasts at most 480 minutes.'],
      [{ date: '2026-03-01' }, 'date', 'Choose a time in the future.'],
      [
        { date: '2026-03-29', time: '02:30' },
        'time',
        'This time does not exist in that time zone: the clocks skip it.',
      ],
      [
        { place: 'http://meet.example.com/x' },
        'place',
        'Give the video call’s link, starting with https://.',
      ],
      [{ kind: 'in-person', place: '' }, 'place', 'Give the address of the interview.'],
      [
        { interviewer_ids: [ctx.candidate.row.id] },
        'interviewer_ids',
        'Choose the interviewers from the staff of this site.',
      ],
      [
        { interviewer_ids: [outsider.id] },
        'interviewer_ids',
        'Choose the interviewers from the staff of this site.',
      ],
    ];
    for (const [body, name, message] of cases) {
      const res = await schedule(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fields?.[name], JSON.stringify(body)).toBe(message);
    }
    expect(await interviewRows(ctx.tenant.id)).toEqual([]);
    expect(await auditActions(ctx.tenant.id)).toEqual([]);
    expect((await recruiter.client.get(API.adminApplication(app.id))).json().data.stage).toBe('New');

    // A phone interview needs no place; an application in Offer stays there; a rejected one takes none.
    const phone = await schedule({ kind: 'phone', place: '' });
    expect(phone.statusCode).toBe(201);
    const offer = await application(ctx.tenant, 'Offer');
    expect(
      (
        await recruiter.client.post(API.adminApplicationInterviews(offer.id), {
          ...slot,
          interviewer_ids: [recruiter.id],
        })
      ).statusCode,
    ).toBe(201);
    expect((await recruiter.client.get(API.adminApplication(offer.id))).json().data.stage).toBe('Offer');
    const rejected = await application(ctx.tenant, 'Rejected');
    const refused = await recruiter.client.post(API.adminApplicationInterviews(rejected.id), {
      ...slot,
      interviewer_ids: [recruiter.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'This application is rejected: move it back before scheduling an interview.',
    );
  });

  it('reschedules and cancels with the version seen; a stale version is a 409; the candidate follows', async () => {
    ctx = await createTestApp(h.db);
    const recruiter = await staffMember(ctx.tenant, 'riley@example.com', 'Riley Reed', 'recruiter');
    const other = await staffMember(ctx.tenant, 'sam@example.com', 'Sam Stone', 'recruiter');
    const app = await application(ctx.tenant);
    const second = await application(ctx.tenant);
    const first = (
      await recruiter.client.post(API.adminApplicationInterviews(app.id), {
        ...slot,
        interviewer_ids: [recruiter.id],
      })
    ).json().data as AdminInterview;
    await recruiter.client.post(API.adminApplicationInterviews(second.id), {
      ...slot,
      date: '2026-04-01',
      interviewer_ids: [other.id],
    });

    const move = (version: number, body: object = {}) =>
      recruiter.client.request({
        method: 'PUT',
        url: API.adminInterview(first.id),
        payload: { ...slot, interviewer_ids: [recruiter.id, other.id], version, ...body },
      });
    ctx.clock.advance(60_000);
    // New York in winter time: 09:30 there is 14:30 UTC.
    const moved = await move(1, {
      date: '2026-03-05',
      time: '09:30',
      time_zone: 'America/New_York',
      duration_minutes: 60,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      starts_at: '2026-03-05T14:30:00.000Z',
      ends_at: '2026-03-05T15:30:00.000Z',
      time_zone: 'America/New_York',
      version: 2,
    });
    const stale = await move(1, { date: '2026-03-06' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(STALE_INTERVIEW);
    expect((await mine(app.candidate.client)).upcoming[0]).toMatchObject({
      startsAt: '2026-03-05T14:30:00.000Z',
      timeZone: 'America/New_York',
      interviewers: ['Riley Reed', 'Sam Stone'],
    });
    expect((await app.candidate.client.get(API.interviewCalendar(first.id))).body).toContain('SEQUENCE:1');

    // The workspace's upcoming list: soonest first, by interviewer and by job.
    const all = (await recruiter.client.get(API.adminInterviews)).json().data;
    expect(all.total).toBe(2);
    expect(all.interviews.map((i: AdminInterview) => i.id)[0]).toBe(first.id);
    const bySam = (await recruiter.client.get(`${API.adminInterviews}?interviewer_id=${other.id}`)).json()
      .data;
    expect(bySam.total).toBe(2);
    const byRiley = (
      await recruiter.client.get(`${API.adminInterviews}?interviewer_id=${recruiter.id}`)
    ).json().data;
    expect(byRiley.interviews.map((i: AdminInterview) => i.id)).toEqual([first.id]);
    const byJob = (
      await recruiter.client.get(`${API.adminInterviews}?position_id=${second.position.id}`)
    ).json().data;
    expect(byJob.total).toBe(1);
    // The job filter offers every job with interviews to come.
    expect(byJob.jobs.map((j: { id: number; count: number }) => `${j.id}:${j.count}`).sort()).toEqual(
      [`${app.position.id}:1`, `${second.position.id}:1`].sort(),
    );

    ctx.clock.advance(60_000);
    const staleCancel = await recruiter.client.post(API.adminInterviewCancel(first.id), {
      reason: 'x',
      version: 1,
    });
    expect(staleCancel.statusCode).toBe(409);
    const canceled = await recruiter.client.post(API.adminInterviewCancel(first.id), {
      reason: 'The role is on hold.',
      version: 2,
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data).toMatchObject({
      status: 'canceled',
      cancel_reason: 'The role is on hold.',
      version: 3,
    });
    expect((await move(3)).statusCode).toBe(409);
    expect((await mine(app.candidate.client)).upcoming[0]).toMatchObject({
      status: 'canceled',
      cancelReason: 'The role is on hold.',
    });
    expect((await recruiter.client.get(API.adminInterviews)).json().data.total).toBe(1);
    expect(await auditActions(ctx.tenant.id)).toEqual(
      expect.arrayContaining(['interview.schedule', 'interview.reschedule', 'interview.cancel']),
    );
    const candidateEmail = (await ctx.app.services.candidates.findById(ctx.tenant.id, app.candidate.id))
      ?.email;
    const subjects = (await ctx.app.services.mail.outboxFor(ctx.tenant.id, candidateEmail ?? '')).map(
      (m) => m.subject,
    );
    expect(subjects).toEqual([
      'Interview scheduled: Harbour Pilot at Test Co',
      'Interview moved: Harbour Pilot at Test Co',
      'Interview canceled: Harbour Pilot at Test Co',
    ]);

    // Once it has ended, an interview is in the past (asked of the service: a session would have expired).
    ctx.clock.advance(40 * 86_400_000);
    const later = await ctx.app.services.interviews.forCandidate(ctx.tenant.id, second.candidate.id);
    expect(later.upcoming).toEqual([]);
    expect(later.past).toHaveLength(1);
  });
});
