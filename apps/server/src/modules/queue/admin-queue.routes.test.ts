import { API, type FailedQueueJob } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';

describeEachDb('admin: the failed job list', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  it('shows a tenant admin only their tenant’s failed jobs and retries one of them', async () => {
    ctx = await createTestApp(h.db);
    const { queue } = ctx.app.services;
    let fixed = false;
    queue.define(
      'test.digest',
      async () => {
        if (!fixed) throw new Error('SMTP said 554: mailbox unavailable');
      },
      { attempts: 2, backoffMs: 0 },
    );
    const other = await ctx.createTenant();
    await queue.enqueue('test.digest', {}, { key: `digest:${ctx.tenant.id}`, tenantId: ctx.tenant.id });
    await queue.enqueue('test.digest', {}, { key: `digest:${other.id}`, tenantId: other.id });
    await queue.drain();

    const admin = await ctx.signedInStaff(ctx.tenant, 'admin@queue.example', 'admin');
    const otherAdmin = await ctx.signedInStaff(other, 'admin@other.example', 'admin');
    const list = await admin.client.get(API.adminQueueFailed);
    expect(list.statusCode).toBe(200);
    const jobs = list.json().data.jobs as FailedQueueJob[];
    expect(jobs).toEqual([
      {
        id: expect.any(String),
        name: 'test.digest',
        attempts: 2,
        last_error: 'Error: SMTP said 554: mailbox unavailable',
        created_at: '2026-03-02T09:00:00.000Z',
        failed_at: '2026-03-02T09:00:00.000Z',
      },
    ]);
    const theirs = (await otherAdmin.client.get(API.adminQueueFailed)).json().data.jobs as FailedQueueJob[];
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.id).not.toBe(jobs[0]!.id);

    // Another tenant's job is not found, and stays failed.
    const foreign = await admin.client.post(API.adminQueueRetry(theirs[0]!.id));
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('NOT_FOUND');
    expect((await otherAdmin.client.get(API.adminQueueFailed)).json().data.jobs).toHaveLength(1);

    fixed = true;
    const retried = await admin.client.post(API.adminQueueRetry(jobs[0]!.id));
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ data: { retried: true } });
    expect((await admin.client.post(API.adminQueueRetry(jobs[0]!.id))).statusCode).toBe(404);
    await queue.drain();
    expect((await admin.client.get(API.adminQueueFailed)).json().data.jobs).toEqual([]);
    const audit = await h.db
      .selectFrom('admin_audit')
      .select(['action', 'target_id', 'actor_id'])
      .where('tenant_id', '=', ctx.tenant.id)
      .where('target_type', '=', 'queue_job')
      .execute();
    expect(audit).toEqual([{ action: 'queue_job.retry', target_id: jobs[0]!.id, actor_id: admin.id }]);
  });

  it('is for tenant admins only', async () => {
    ctx = await createTestApp(h.db);
    expect((await ctx.client().get(API.adminQueueFailed)).statusCode).toBe(401);
    const recruiter = await ctx.signedInStaff(ctx.tenant, 'recruiter@queue.example', 'recruiter');
    expect((await recruiter.client.get(API.adminQueueFailed)).statusCode).toBe(403);
    expect((await recruiter.client.post(API.adminQueueRetry('x'))).statusCode).toBe(403);
    const candidate = await ctx.signedInCandidate('cand@queue.example');
    expect((await candidate.client.get(API.adminQueueFailed)).statusCode).toBe(403);
  });
});
