import { API } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';

describeEachDb('settings', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  const sessionsOf = (id: string) =>
    h.db.selectFrom('sessions').select('id').where('candidate_id', '=', id).execute();

  it('needs a session', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const res = await c.get(API.settings);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    expect(res.headers['x-login']).toBeUndefined();
    expect((await c.put(API.settingsLanguage, { language: 'fr' })).statusCode).toBe(401);
  });

  it('shows the settings of the signed-in candidate', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    await c.logIn(ctx.candidate.email, ctx.candidate.password);
    await ctx.client().logIn(ctx.candidate.email, ctx.candidate.password);
    const res = await c.get(API.settings);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      email: ctx.candidate.email,
      fullName: 'Casey Candidate',
      preferredLanguage: null,
      activeSessions: 2,
      createdAt: ctx.candidate.row.created_at,
    });
  });

  it('changes the password after checking the current one and ends the other sessions', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    const other = ctx.client();
    await c.logIn(ctx.candidate.email, ctx.candidate.password);
    await other.logIn(ctx.candidate.email, ctx.candidate.password);

    const wrong = await c.post(API.settingsPassword, {
      current_password: 'not-it-at-all',
      new_password: 'a-new-good-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ current_password: 'The current password is incorrect.' });
    const weak = await c.post(API.settingsPassword, {
      current_password: ctx.candidate.password,
      new_password: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.fields).toEqual({ new_password: 'Use at least 10 characters.' });
    expect(await sessionsOf(ctx.candidate.row.id)).toHaveLength(2);

    const ok = await c.post(API.settingsPassword, {
      current_password: ctx.candidate.password,
      new_password: 'a-new-good-password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await c.get(API.session)).json().data.isLoggedIn).toBe(true);
    expect((await other.get(API.session)).json().data.isLoggedIn).toBe(false);
    expect(await sessionsOf(ctx.candidate.row.id)).toHaveLength(1);
    expect((await ctx.client().logIn(ctx.candidate.email, 'a-new-good-password')).statusCode).toBe(200);
  });

  it("sets the preferred language, limited to the tenant's languages", async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    await c.logIn(ctx.candidate.email, ctx.candidate.password);
    const bad = await c.put(API.settingsLanguage, { language: 'ja' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.language).toMatch(/en, fr/);
    const unknown = await c.put(API.settingsLanguage, { language: 'klingon' });
    expect(unknown.statusCode).toBe(400);
    const ok = await c.put(API.settingsLanguage, { language: 'fr' });
    expect(ok.statusCode).toBe(200);
    expect((await c.get(API.session)).json().data.user.preferredLanguage).toBe('fr');
    expect((await c.get(API.settings)).json().data.preferredLanguage).toBe('fr');
  });

  it('signs out of every session', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    const other = ctx.client();
    await c.logIn(ctx.candidate.email, ctx.candidate.password);
    await other.logIn(ctx.candidate.email, ctx.candidate.password);
    const res = await c.post(API.settingsSignOutEverywhere);
    expect(res.statusCode).toBe(200);
    expect(c.cookies.has('portico_session')).toBe(false);
    expect(await sessionsOf(ctx.candidate.row.id)).toHaveLength(0);
    expect((await other.get(API.session)).json().data.isLoggedIn).toBe(false);
  });

  it('deletes the account only with the password, then removes its data and ends the session', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    await c.logIn(ctx.candidate.email, ctx.candidate.password);
    await c.post(API.forgotPassword, { email: ctx.candidate.email });
    await c.post(`${API.vslog}?event=contentloadtime&namespace=careers`, {
      event: 'contentloadtime',
      namespace: 'careers',
      data_json: JSON.stringify({ page: 'search', path: '/careers' }),
    });

    const wrong = await c.post(API.settingsDeleteAccount, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: 'The password is incorrect.' });
    expect(
      await h.db.selectFrom('candidates').select('id').where('id', '=', ctx.candidate.row.id).execute(),
    ).toHaveLength(1);

    const res = await c.post(API.settingsDeleteAccount, { password: ctx.candidate.password });
    expect(res.statusCode).toBe(200);
    expect(c.cookies.has('portico_session')).toBe(false);
    const id = ctx.candidate.row.id;
    expect(await h.db.selectFrom('candidates').select('id').where('id', '=', id).execute()).toHaveLength(0);
    expect(await sessionsOf(id)).toHaveLength(0);
    expect(
      await h.db.selectFrom('password_resets').select('token_hash').where('candidate_id', '=', id).execute(),
    ).toHaveLength(0);
    expect(await ctx.app.services.mail.outboxFor(ctx.tenant.id, ctx.candidate.email)).toHaveLength(0);
    const views = await h.db
      .selectFrom('page_views')
      .select('candidate_id')
      .where('tenant_id', '=', ctx.tenant.id)
      .execute();
    expect(views).toEqual([{ candidate_id: null }]);
    expect((await c.get(API.session)).json().data.isLoggedIn).toBe(false);
    expect((await ctx.client().logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(401);
  });
});
