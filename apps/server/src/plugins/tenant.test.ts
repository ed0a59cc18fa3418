import { API } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestAppContext, TestClient } from '../test/app.js';
import { describeEachDb } from '../test/databases.js';

describeEachDb('tenants', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  it('answers an unknown domain parameter on the API with 404 UNKNOWN_TENANT and changes nothing', async () => {
    ctx = await createTestApp(h.db);
    const c = new TestClient(ctx.app, 'nowhere.example');
    const res = await c.get(API.session);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('UNKNOWN_TENANT');
    const signup = await c.post(API.signup, {
      email: 'ghost@example.com',
      password: 'a-good-password',
      full_name: 'G',
    });
    expect(signup.statusCode).toBe(404);
    expect(signup.json().error.code).toBe('UNKNOWN_TENANT');
    expect(
      await h.db.selectFrom('candidates').select('id').where('email', '=', 'ghost@example.com').execute(),
    ).toHaveLength(0);
  });

  it('resolves the tenant from the Host header when no domain parameter is given', async () => {
    ctx = await createTestApp(h.db);
    const c = new TestClient(ctx.app, null);
    const res = await c.request({
      url: API.login,
      method: 'GET',
      headers: { host: `${ctx.tenant.domain}:3000` },
    });
    // GET on a POST route: 404 from the router, but the tenant resolved (no UNKNOWN_TENANT).
    expect(res.json().error.code).toBe('NOT_FOUND');
    await c.request({ url: API.session, headers: { host: ctx.tenant.domain } });
    const login = await c.request({
      method: 'POST',
      url: API.login,
      headers: { host: ctx.tenant.domain },
      payload: { email: ctx.candidate.email, password: ctx.candidate.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps tenants apart: a session of tenant A is not valid on B, and one email can exist in both', async () => {
    ctx = await createTestApp(h.db);
    const other = await ctx.createTenant();
    const a = ctx.client();
    await a.logIn(ctx.candidate.email, ctx.candidate.password);

    // The same browser (same cookies) asking tenant B is logged out there.
    const onB = new TestClient(ctx.app, other.domain);
    for (const [k, v] of a.cookies) onB.cookies.set(k, v);
    const res = await onB.get(API.session);
    expect(res.json().data).toEqual({ isLoggedIn: false, user: null });
    expect(res.headers['x-login']).toBeUndefined();
    expect((await onB.get(API.settings)).statusCode).toBe(401);
    // …and the session still works on A.
    expect((await a.get(API.session)).json().data.isLoggedIn).toBe(true);

    // The email of A's candidate is free on B, and has a separate password there.
    const signup = await onB.post(API.signup, {
      email: ctx.candidate.email,
      password: 'b-tenant-password',
      full_name: 'B',
    });
    expect(signup.statusCode).toBe(202);
    // A new account on B (its own confirmation mail), not A's: A's candidate got no "someone tried" mail.
    const onBRow = await ctx.app.services.candidates.findByEmail(other.id, ctx.candidate.email);
    expect(onBRow?.full_name).toBe('B');
    expect(await ctx.app.services.mail.outboxFor(ctx.tenant.id, ctx.candidate.email)).toHaveLength(0);
    const b2 = new TestClient(ctx.app, other.domain);
    expect((await b2.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(401);
    const a2 = ctx.client();
    expect((await a2.logIn(ctx.candidate.email, 'b-tenant-password')).statusCode).toBe(401);
  });

  it('parses the stored configuration with defaults applied', async () => {
    ctx = await createTestApp(h.db);
    const tenant = await ctx.app.services.tenants.findByDomain(ctx.tenant.domain.toUpperCase());
    expect(tenant?.id).toBe(ctx.tenant.id);
    expect(tenant?.config.loginSignupConfig.candidateLoginEnabled).toBe(true);
    expect(tenant?.config.supportedLanguages).toEqual(['en', 'fr']);
  });

  it('rejects an invalid configuration and a duplicate domain', async () => {
    ctx = await createTestApp(h.db);
    await expect(
      ctx.app.services.tenants.create({
        domain: 'bad-config.example',
        name: 'Bad',
        config: { supportedLanguages: ['xx'] } as never,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      ctx.app.services.tenants.create({
        domain: ctx.tenant.domain,
        name: 'Dup',
        config: { pcsxConfig: { branding: { companyName: 'D' } } } as never,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      ctx.app.services.tenants.create({
        domain: 'not a domain',
        name: 'X',
        config: { pcsxConfig: { branding: { companyName: 'D' } } } as never,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
