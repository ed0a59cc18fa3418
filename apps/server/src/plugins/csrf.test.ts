import { API } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestAppContext } from '../test/app.js';
import { describeEachDb } from '../test/databases.js';

describeEachDb('csrf', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  const count = async (email: string) =>
    Number(
      (
        await h.db
          .selectFrom('candidates')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('gives every response the token and sets it as an HttpOnly cookie', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    const res = await c.get(API.session);
    const token = res.headers['x-csrf-token'];
    expect(typeof token).toBe('string');
    expect(String(res.headers['set-cookie'])).toMatch(/portico_csrf=[^;]+;.*HttpOnly/i);
    expect(c.cookies.get('portico_csrf')).toBe(token);
    // Same browser, same token until sign-in or sign-out.
    expect((await c.get(API.session)).headers['x-csrf-token']).toBe(token);
  });

  it('rejects a missing token with 403 CSRF_INVALID and changes nothing', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const res = await c.post(
      API.signup,
      { email: 'csrf@example.com', password: 'a-good-password', full_name: 'C' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'CSRF_INVALID', message: 'Invalid CSRF.' });
    expect(res.headers['x-csrf-invalid']).toBe('1');
    expect(res.headers['x-csrf-token']).toBe(c.csrfToken);
    expect(await count('csrf@example.com')).toBe(0);
  });

  it('rejects a wrong token and a token without its cookie', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const wrong = await c.post(
      API.login,
      { email: ctx.candidate.email, password: ctx.candidate.password },
      { csrf: `${c.csrfToken!.slice(0, -2)}xx` },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.headers['x-csrf-invalid']).toBe('1');
    expect(c.cookies.has('portico_session')).toBe(false);

    const token = c.csrfToken!;
    c.cookies.delete('portico_csrf');
    const noCookie = await c.post(
      API.login,
      { email: ctx.candidate.email, password: ctx.candidate.password },
      { csrf: token },
    );
    expect(noCookie.statusCode).toBe(403);
    expect(c.cookies.has('portico_session')).toBe(false);
    const sessions = await h.db
      .selectFrom('sessions')
      .select('id')
      .where('candidate_id', '=', ctx.candidate.row.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('protects a signed-in candidate: a forged delete-account request does nothing', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    await c.logIn(ctx.candidate.email, ctx.candidate.password);
    const res = await c.post(
      API.settingsDeleteAccount,
      { password: ctx.candidate.password },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(await count(ctx.candidate.email)).toBe(1);
    expect((await c.get(API.session)).json().data.isLoggedIn).toBe(true);
  });

  it('rotates the token at log-in and log-out; the old token stops working', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const t0 = c.csrfToken!;
    await c.logIn(ctx.candidate.email, ctx.candidate.password);
    const t1 = c.csrfToken!;
    expect(t1).not.toBe(t0);
    const stale = await c.post(API.logout, {}, { csrf: t0 });
    expect(stale.statusCode).toBe(403);
    expect((await c.post(API.logout)).statusCode).toBe(200);
    expect(c.csrfToken).not.toBe(t1);
  });
});
