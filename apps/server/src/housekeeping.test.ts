import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { startHousekeeping } from './housekeeping.js';
import { PAGE_VIEW_RETENTION_DAYS } from './modules/analytics/analytics.service.js';
import { createClock, createTestApp } from './test/app.js';
import { describeEachDb } from './test/databases.js';

const DAY = 24 * 60 * 60 * 1000;

describeEachDb('housekeeping', (h) => {
  it('deletes page views past their retention, of every tenant, at start and then periodically', async () => {
    const clock = createClock(new Date('2026-11-20T12:00:00.000Z'));
    const ctx = await createTestApp(h.db, { clock });
    const other = await ctx.createTenant();
    const at = (daysAgo: number) => new Date(clock.now().getTime() - daysAgo * DAY).toISOString();
    const view = (tenantId: string, daysAgo: number, event: string) => ({
      id: randomUUID(),
      tenant_id: tenantId,
      candidate_id: null,
      event,
      namespace: 'search',
      pid: null,
      data_json: '{}',
      user_agent: null,
      created_at: at(daysAgo),
    });
    const remaining = async () =>
      (
        await h.db
          .selectFrom('page_views')
          .select(['tenant_id', 'event'])
          .where('tenant_id', 'in', [ctx.tenant.id, other.id])
          .orderBy('event')
          .execute()
      ).map((r) => `${r.tenant_id === ctx.tenant.id ? 'a' : 'b'}:${r.event}`);
    await h.db
      .insertInto('page_views')
      .values([
        view(ctx.tenant.id, PAGE_VIEW_RETENTION_DAYS + 30, 'a-old'),
        view(ctx.tenant.id, PAGE_VIEW_RETENTION_DAYS + 0.01, 'a-just-past'),
        view(ctx.tenant.id, PAGE_VIEW_RETENTION_DAYS - 0.01, 'a-just-kept'),
        view(ctx.tenant.id, 1, 'a-new'),
        view(other.id, PAGE_VIEW_RETENTION_DAYS + 1, 'b-old'),
        view(other.id, 10, 'b-new'),
      ])
      .execute();

    const housekeeping = startHousekeeping(ctx.app, { intervalMs: 50 });
    try {
      // At start.
      await housekeeping.ran();
      expect(await remaining()).toEqual(['a:a-just-kept', 'a:a-new', 'b:b-new']);
      // Periodically: two days on, the row that was just kept has aged past the limit.
      clock.advance(2 * DAY);
      // The next sweep comes by itself (every 50 ms here).
      await vi.waitFor(async () => expect(await remaining()).toEqual(['a:a-new', 'b:b-new']), {
        timeout: 10_000,
        interval: 25,
      });
    } finally {
      housekeeping.stop();
      await housekeeping.ran();
      await ctx.app.close();
    }
  });
});
