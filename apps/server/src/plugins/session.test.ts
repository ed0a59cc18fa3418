import { API, SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { SESSION_TOUCH_INTERVAL_MS } from '../modules/sessions/sessions.service.js';
import { createTestApp, type TestAppContext } from '../test/app.js';
import { describeEachDb } from '../test/databases.js';

describeEachDb('sessions', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  const rows = (candidateId: string) =>
    h.db.selectFrom('sessions').selectAll().where('candidate_id', '=', candidateId).execute();

  it('ends a session after the idle timeout: row deleted, cookie cleared, x-login header', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    expect((await c.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
    ctx.clock.advance(SESSION_IDLE_TIMEOUT_MS - 1000);
    const stillIn = await c.get(API.session);
    expect(stillIn.json().data.isLoggedIn).toBe(true);
    expect(stillIn.headers['x-login']).toBeUndefined();

    // Activity moved the idle window on; a full idle period without requests ends it.
    ctx.clock.advance(SESSION_IDLE_TIMEOUT_MS);
    const res = await c.get(API.settings);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Session timed out.' });
    expect(res.headers['x-login']).toBe('1');
    expect(c.cookies.has('portico_session')).toBe(false);
    expect(await rows(ctx.candidate.row.id)).toHaveLength(0);
    // The next request is simply logged out.
    const after = await c.get(API.session);
    expect(after.json().data.isLoggedIn).toBe(false);
    expect(after.headers['x-login']).toBeUndefined();
  });

  it('ends a session at the absolute timeout even when it is used all the time', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    await c.logIn(ctx.candidate.email, ctx.candidate.password);
    const step = SESSION_IDLE_TIMEOUT_MS / 2;
    let elapsed = 0;
    while (elapsed + step < SESSION_ABSOLUTE_TIMEOUT_MS) {
      ctx.clock.advance(step);
      elapsed += step;
      expect((await c.get(API.session)).json().data.isLoggedIn).toBe(true);
    }
    ctx.clock.advance(SESSION_ABSOLUTE_TIMEOUT_MS - elapsed);
    const res = await c.get(API.session);
    expect(res.json().data.isLoggedIn).toBe(false);
    expect(res.headers['x-login']).toBe('1');
    expect(await rows(ctx.candidate.row.id)).toHaveLength(0);
  });

  it('writes last_seen_at at most once a minute', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    await c.logIn(ctx.candidate.email, ctx.candidate.password);
    const [first] = await rows(ctx.candidate.row.id);
    ctx.clock.advance(SESSION_TOUCH_INTERVAL_MS - 1000);
    await c.get(API.session);
    expect((await rows(ctx.candidate.row.id))[0]!.last_seen_at).toBe(first!.last_seen_at);
    ctx.clock.advance(2000);
    await c.get(API.session);
    expect((await rows(ctx.candidate.row.id))[0]!.last_seen_at).toBe(ctx.clock.now().toISOString());
  });

  it('ignores a malformed or unknown session cookie', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    c.cookies.set('portico_session', 'not a token');
    expect((await c.get(API.session)).json().data.isLoggedIn).toBe(false);
    c.cookies.set('portico_session', 'A'.repeat(43));
    const res = await c.get(API.session);
    expect(res.json().data.isLoggedIn).toBe(false);
    expect(res.headers['x-login']).toBeUndefined();
  });
});
