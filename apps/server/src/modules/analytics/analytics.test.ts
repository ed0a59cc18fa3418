import { API } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';

const timing = {
  page: 'search',
  path: '/careers?query=nurse',
  ttfb: 120,
  domContentLoaded: 480,
  load: 900,
  navigationType: 'navigate',
};

describeEachDb('vslog', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  const views = () =>
    h.db.selectFrom('page_views').selectAll().where('tenant_id', '=', ctx.tenant.id).execute();

  it('stores a page view with tenant, candidate, pid and timing', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    await c.logIn(ctx.candidate.email, ctx.candidate.password);
    const res = await c.post(`${API.vslog}?pid=42&event=contentloadtime&namespace=search`, {
      event: 'contentloadtime',
      namespace: 'search',
      data_json: JSON.stringify(timing),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await views();
    expect(row).toMatchObject({
      candidate_id: ctx.candidate.row.id,
      event: 'contentloadtime',
      namespace: 'search',
      pid: '42',
    });
    expect(JSON.parse(row!.data_json)).toEqual(timing);
  });

  it('stores an anonymous visitor view, and needs the CSRF token like every unsafe request', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const body = { event: 'error', namespace: 'shell', data_json: JSON.stringify({ message: 'boom' }) };
    const forged = await c.post(API.vslog, body, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['x-csrf-invalid']).toBe('1');
    expect(await views()).toHaveLength(0);
    expect((await c.post(API.vslog, body)).statusCode).toBe(200);
    const [row] = await views();
    expect(row).toMatchObject({ candidate_id: null, event: 'error', namespace: 'shell', pid: null });
  });

  it('rejects invalid data_json and unknown events, storing nothing', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const notJson = await c.post(API.vslog, { event: 'metrics', namespace: 'x', data_json: '{oops' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.fields).toEqual({ data_json: 'data_json must be valid JSON.' });
    const badTiming = await c.post(API.vslog, {
      event: 'contentloadtime',
      namespace: 'x',
      data_json: '{"ttfb":-1}',
    });
    expect(badTiming.statusCode).toBe(400);
    const badEvent = await c.post(API.vslog, { event: 'hack', namespace: 'x', data_json: '{}' });
    expect(badEvent.statusCode).toBe(400);
    expect(badEvent.json().error.fields.event).toBeDefined();
    expect(await views()).toHaveLength(0);
  });

  it('is rate limited', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const body = { event: 'metrics', namespace: 'x', data_json: '{}' };
    for (let i = 0; i < 120; i++) expect((await c.post(API.vslog, body)).statusCode).toBe(200);
    const res = await c.post(API.vslog, body);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(await views()).toHaveLength(120);
  });
});
