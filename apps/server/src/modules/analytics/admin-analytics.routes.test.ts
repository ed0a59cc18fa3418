import { randomUUID } from 'node:crypto';
import { type AdminAnalytics, API } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createClock, createTestApp, errorOf, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { positionInput } from '../../test/positions.js';
import type { Tenant } from '../tenants/tenants.service.js';

const DAY = 86_400_000;

describeEachDb('the workspace’s analytics', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  /** A page view or search as the site logs it (POST /vslog's service), at the clock's time. */
  const log = (tenant: Tenant, event: 'contentloadtime' | 'metrics' | 'error', data: object, pid?: number) =>
    ctx.app.services.analytics.record({
      tenantId: tenant.id,
      candidateId: null,
      body: { event, namespace: event === 'metrics' ? 'search' : 'careers', data_json: JSON.stringify(data) },
      query: { pid: pid === undefined ? undefined : String(pid) },
      userAgent: 'test',
    });
  const page = (p: string, path: string) => ({ page: p, path, contentLoadTime: 10 });

  /** An application as the apply call leaves it, sent at `at`, with the statuses it went through after. */
  async function application(
    tenant: Tenant,
    position: { id: number; title: string },
    at: Date,
    o: { source?: string; selfId?: object; later?: string[] } = {},
  ) {
    const candidate = await ctx.signedInStaff(tenant, `a-${randomUUID().slice(0, 8)}@example.com`, null);
    const id = randomUUID();
    await h.db
      .insertInto('applications')
      .values({
        id,
        tenant_id: tenant.id,
        candidate_id: candidate.id,
        position_id: position.id,
        position_title: position.title,
        status: 'Submitted',
        stage: 'New',
        answers_json: '{}',
        self_id_json: o.selfId ? JSON.stringify(o.selfId) : null,
        resume_id: null,
        source_json: JSON.stringify(o.source ? { utm_source: o.source } : {}),
        language: 'en',
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .execute();
    for (const status of ['Submitted', ...(o.later ?? [])])
      await h.db
        .insertInto('application_stages')
        .values({
          tenant_id: tenant.id,
          application_id: id,
          stage: status,
          status,
          actor_id: null,
          at: at.toISOString(),
        })
        .execute();
  }

  const job = (tenant: Tenant, title: string) =>
    ctx.app.services.positions.create(
      tenant.id,
      positionInput(title, { description: `<p>${title}</p>`, postedAt: '2026-01-01T09:00:00.000Z' }),
    );

  it('counts a small known data set exactly, for the site and for one job, and never another tenant’s', async () => {
    ctx = await createTestApp(h.db, { clock: createClock(new Date('2026-03-01T10:00:00.000Z')) });
    const pilot = await job(ctx.tenant, 'Harbour Pilot');
    const keeper = await job(ctx.tenant, 'Lock Keeper');
    const other = await ctx.createTenant();
    const otherJob = await job(other, 'Other Pilot');

    // 2026-03-01: a search page, three searches (one finding nothing), the pilot's page and apply page.
    await log(ctx.tenant, 'contentloadtime', page('jobs', '/careers?query=Pilot'));
    await log(ctx.tenant, 'metrics', { query: 'Pilot', location: '', resultCount: 3 });
    await log(ctx.tenant, 'metrics', { query: '  pilot ', location: 'Hamburg', resultCount: 3 });
    await log(ctx.tenant, 'metrics', { query: '=cmd()', location: '', resultCount: 0 });
    await log(
      ctx.tenant,
      'contentloadtime',
      page('singlePosition', `/careers/job/${pilot.id}?utm_source=Mail`),
    );
    await log(
      ctx.tenant,
      'contentloadtime',
      page('applyPage', `/careers/apply?pid=${pilot.id}&utm_source=mail`),
      pilot.id,
    );
    await log(ctx.tenant, 'error', { message: 'not a view' });
    await application(ctx.tenant, keeper, ctx.clock.now());
    // The other tenant's views, searches and application on the same days are never counted.
    for (const t of [0, 1]) {
      await log(other, 'contentloadtime', page('singlePosition', `/careers/job/${otherJob.id}`));
      await log(other, 'metrics', { query: 'pilot', location: '', resultCount: t });
    }
    await application(other, otherJob, ctx.clock.now(), { source: 'mail', selfId: { gender: 'female' } });

    // 2026-03-02: the keeper's page, the pilot in the search page's detail pane, the apply confirmation.
    ctx.clock.advance(DAY);
    await log(ctx.tenant, 'contentloadtime', page('singlePosition', `/careers/job/${keeper.id}`));
    await log(ctx.tenant, 'contentloadtime', page('jobs', `/careers?pid=${pilot.id}`), pilot.id);
    await log(
      ctx.tenant,
      'contentloadtime',
      page('applyPage', `/careers/apply/confirm?pid=${pilot.id}`),
      pilot.id,
    );
    // Six applications to the pilot: five from the mail (one went to interview, one was hired straight away).
    for (let i = 0; i < 6; i++)
      await application(ctx.tenant, pilot, ctx.clock.now(), {
        source: i < 5 ? 'Mail' : undefined,
        selfId: { gender: i < 5 ? 'female' : 'male' },
        later: i === 0 ? ['Interview'] : i === 1 ? ['Hired'] : [],
      });

    // Signed in now: a day-old session would have ended.
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'riley@example.com', 'recruiter');
    const res = await recruiter.client.get(`${API.adminAnalytics}?from=2026-03-01&to=2026-03-02`);
    expect(res.statusCode).toBe(200);
    const site = res.json().data as AdminAnalytics;
    const funnel = (job_views: number, apply_starts: number, submits: number, i = 0, o = 0, hires = 0) => ({
      job_views,
      apply_starts,
      submits,
      interviews: i,
      offers: o,
      hires,
    });
    expect(site.period).toEqual({ from: '2026-03-01', to: '2026-03-02', days: 2 });
    expect(site.position).toBeNull();
    expect(site.totals).toEqual({
      views: 6,
      searches: 3,
      zero_result_searches: 1,
      ...funnel(3, 1, 7, 2, 1, 1),
    });
    expect(site.daily).toEqual([
      { day: '2026-03-01', views: 3, searches: 3, job_views: 1, apply_starts: 1, submits: 1 },
      { day: '2026-03-02', views: 3, searches: 0, job_views: 2, apply_starts: 0, submits: 6 },
    ]);
    expect(site.spans).toEqual([
      {
        from: '2026-03-01',
        to: '2026-03-01',
        views: 3,
        searches: 3,
        job_views: 1,
        apply_starts: 1,
        submits: 1,
      },
      {
        from: '2026-03-02',
        to: '2026-03-02',
        views: 3,
        searches: 0,
        job_views: 2,
        apply_starts: 0,
        submits: 6,
      },
    ]);
    expect(site.top_queries).toEqual([
      { query: 'pilot', count: 2 },
      { query: '=cmd()', count: 1 },
    ]);
    expect(site.zero_result_queries).toEqual([{ query: '=cmd()', count: 1 }]);
    expect(site.by_job).toEqual([
      { position_id: pilot.id, title: 'Harbour Pilot', ...funnel(2, 1, 6, 2, 1, 1) },
      { position_id: keeper.id, title: 'Lock Keeper', ...funnel(1, 0, 1) },
    ]);
    expect(site.by_source).toEqual([
      { source: '', ...funnel(2, 0, 2) },
      { source: 'mail', ...funnel(1, 1, 5, 2, 1, 1) },
    ]);
    // Five said "female": shown. The one "male" answer is a group of one: never shown, not even as "Other".
    expect(site.self_identification).toEqual([
      { question: 'gender', answers: [{ answer: 'female', count: 5 }] },
    ]);

    const one = (
      await recruiter.client.get(
        `${API.adminAnalytics}?from=2026-03-01&to=2026-03-02&position_id=${pilot.id}`,
      )
    ).json().data as AdminAnalytics;
    expect(one.position).toEqual({ id: pilot.id, title: 'Harbour Pilot' });
    // The job's views: its page and apply page, then the detail pane and the confirmation; searches stay the site's.
    expect(one.totals).toEqual({
      views: 4,
      searches: 3,
      zero_result_searches: 1,
      ...funnel(2, 1, 6, 2, 1, 1),
    });
    expect(one.daily.map((d) => d.views)).toEqual([2, 2]);
    expect(one.by_job).toEqual([
      { position_id: pilot.id, title: 'Harbour Pilot', ...funnel(2, 1, 6, 2, 1, 1) },
    ]);
    expect(one.by_source).toEqual([
      { source: 'mail', ...funnel(1, 1, 5, 2, 1, 1) },
      { source: '', ...funnel(1, 0, 1) },
    ]);

    // A period around the whole of March reads its breakdowns from the month rows: the same figures.
    const months = (await recruiter.client.get(`${API.adminAnalytics}?from=2026-02-20&to=2026-04-03`)).json()
      .data as AdminAnalytics;
    expect(months.totals).toEqual(site.totals);
    for (const key of ['by_job', 'by_source', 'top_queries', 'zero_result_queries'] as const)
      expect(months[key]).toEqual(site[key]);

    // One day: only its figures. Another tenant's job is no job here.
    const first = (await recruiter.client.get(`${API.adminAnalytics}?from=2026-03-01&to=2026-03-01`)).json()
      .data as AdminAnalytics;
    expect(first.totals).toMatchObject({ views: 3, job_views: 1, submits: 1 });
    const foreign = await recruiter.client.get(`${API.adminAnalytics}?position_id=${otherJob.id}`);
    expect(foreign.statusCode).toBe(404);

    // The CSV: the same figures, one per row, a searched formula neutralised.
    const csv = await recruiter.client.get(`${API.adminAnalyticsCsv}?from=2026-03-01&to=2026-03-02`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="analytics-2026-03-01-2026-03-02.csv"',
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('section,item,figure,value');
    expect(lines).toContain('totals,all,views,6');
    expect(lines).toContain('daily,2026-03-02,submits,6');
    expect(lines).toContain("zero_result_queries,'=cmd(),searches,1");
    expect(lines).toContain('job,Harbour Pilot,hires,1');
    expect(lines).toContain('self_identification,gender: female,people,5');
    expect(csv.body).not.toContain('male,people,1');
  });

  it('defaults to the last 30 days and refuses a period that is backwards, too long or not a date', async () => {
    ctx = await createTestApp(h.db, { clock: createClock(new Date('2026-03-02T23:30:00.000Z')) });
    const admin = await ctx.signedInStaff(ctx.tenant, 'boss@example.com', 'admin');
    const plain = (await admin.client.get(API.adminAnalytics)).json().data as AdminAnalytics;
    expect(plain.period).toEqual({ from: '2026-02-01', to: '2026-03-02', days: 30 });
    expect(plain.daily).toHaveLength(30);
    expect(plain.spans).toHaveLength(10);
    expect(plain.spans[0]).toMatchObject({ from: '2026-02-01', to: '2026-02-03' });
    expect(plain.totals).toMatchObject({ views: 0, searches: 0, submits: 0 });
    const year = (await admin.client.get(`${API.adminAnalytics}?from=2025-03-02&to=2026-03-02`)).json().data;
    expect(year.period.days).toBe(366);
    expect(year.spans).toHaveLength(10);

    const refused = async (query: string, field: string) => {
      for (const path of [API.adminAnalytics, API.adminAnalyticsCsv]) {
        const res = await admin.client.get(`${path}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(Object.keys(errorOf(res).fields ?? {}), query).toEqual([field]);
      }
    };
    await refused('from=2026-03-05&to=2026-03-01', 'to');
    await refused('from=2025-03-01&to=2026-03-02', 'from');
    await refused('from=2026-02-30', 'from');
    await refused('to=yesterday', 'to');
    await refused('position_id=abc', 'position_id');
    // Only a start far back: its default end (30 days on) is still within the limit, a start before it is not.
    expect((await admin.client.get(`${API.adminAnalytics}?from=2025-06-01`)).json().data.period).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
      days: 30,
    });
  });
});
