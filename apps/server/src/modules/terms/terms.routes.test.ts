import { API, type PageConfigInput } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { hashPassword } from '../../modules/auth/passwords.js';
import { createTestApp, TEST_PASSWORD, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import type { Tenant } from '../tenants/tenants.service.js';

const TERMS = {
  enabled: true,
  version: 1,
  headingText: 'Our candidate terms',
  helperText: 'Please read and accept them.',
  infoText: 'We keep your data for two years.',
  disclaimerText: 'By accepting you confirm you read them.',
  submitButtonText: 'Accept and continue',
};

function gated(version = 1): Partial<PageConfigInput> {
  return { pcsxConfig: { branding: { companyName: 'Test Co' }, termsConfig: { ...TERMS, version } } };
}

describeEachDb('terms of service gate', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  async function signedIn(tenant?: Tenant): Promise<TestClient> {
    let email = ctx.candidate.email;
    if (tenant) {
      email = `t-${tenant.id.slice(0, 8)}@example.com`;
      await ctx.app.services.candidates.create({
        tenantId: tenant.id,
        email,
        passwordHash: await hashPassword(TEST_PASSWORD),
        fullName: 'Other Candidate',
      });
    }
    const c = ctx.client(tenant?.domain);
    expect((await c.logIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    return c;
  }

  const attestations = (candidateId: string) =>
    h.db
      .selectFrom('terms_attestations')
      .selectAll()
      .where('candidate_id', '=', candidateId)
      .orderBy('version')
      .execute();

  it('asks a visitor to sign in', async () => {
    ctx = await createTestApp(h.db, { config: gated() });
    const c = await ctx.client().start();
    expect((await c.get(API.termsOfService)).statusCode).toBe(401);
    expect((await c.post(API.termsOfService, {})).statusCode).toBe(401);
  });

  it('refuses protected calls until the candidate attests, then lets them through', async () => {
    ctx = await createTestApp(h.db, { config: gated() });
    const c = await signedIn();

    const refused = await c.get(API.profileDetails);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'TERMS_NOT_ATTESTED',
      message: 'Please accept the terms of service to continue.',
    });
    expect((await c.put(API.settingsLanguage, { language: 'fr' })).json().error.code).toBe(
      'TERMS_NOT_ATTESTED',
    );
    // Routes that serve visitors too refuse a held candidate instead of treating them as a visitor.
    expect((await c.get(`${API.applyForm}?pids=1`)).json().error?.code).toBe('TERMS_NOT_ATTESTED');
    // The session, the terms themselves and public calls still answer.
    expect((await c.get(API.session)).json().data.isLoggedIn).toBe(true);
    expect((await c.get(API.search)).statusCode).toBe(200);

    const state = await c.get(API.termsOfService);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({ data: { tosAttested: false, ...TERMS } });

    const attest = await c.post(API.termsOfService, { version: 1 });
    expect(attest.statusCode).toBe(200);
    expect(attest.json().data).toMatchObject({ tosAttested: true, version: 1 });
    expect((await c.get(API.profileDetails)).statusCode).toBe(200);
    expect((await c.get(API.termsOfService)).json().data.tosAttested).toBe(true);

    const rows = await attestations(ctx.candidate.row.id);
    expect(rows).toEqual([
      {
        tenant_id: ctx.tenant.id,
        candidate_id: ctx.candidate.row.id,
        version: 1,
        attested_at: ctx.clock.now().toISOString(),
        ip: '127.0.0.1',
      },
    ]);
    const candidate = await ctx.app.services.candidates.findById(ctx.tenant.id, ctx.candidate.row.id);
    expect(candidate?.tos_attested_at).toBe(ctx.clock.now().toISOString());

    // Attesting again keeps the first row.
    ctx.clock.advance(60_000);
    expect((await c.post(API.termsOfService, {})).statusCode).toBe(200);
    expect(await attestations(ctx.candidate.row.id)).toHaveLength(1);
  });

  it('lets a held candidate sign out', async () => {
    ctx = await createTestApp(h.db, { config: gated() });
    const c = await signedIn();
    expect((await c.post(API.logout)).statusCode).toBe(200);
    expect((await c.get(API.session)).json().data.isLoggedIn).toBe(false);
  });

  it('asks again when the terms get a new version', async () => {
    ctx = await createTestApp(h.db, { config: gated(1) });
    const c = await signedIn();
    await c.post(API.termsOfService, {});
    expect((await c.get(API.profileDetails)).statusCode).toBe(200);

    await ctx.app.services.tenants.updateConfig(ctx.tenant.id, {
      ...(ctx.tenant.config as PageConfigInput),
      pcsxConfig: { ...ctx.tenant.config.pcsxConfig, termsConfig: { ...TERMS, version: 2 } },
    });
    expect((await c.get(API.profileDetails)).json().error.code).toBe('TERMS_NOT_ATTESTED');
    expect((await c.get(API.termsOfService)).json().data).toMatchObject({ tosAttested: false, version: 2 });

    // Accepting what the candidate read (version 1) is not accepting version 2.
    const stale = await c.post(API.termsOfService, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await c.get(API.profileDetails)).statusCode).toBe(403);

    expect((await c.post(API.termsOfService, { version: 2 })).statusCode).toBe(200);
    expect((await c.get(API.profileDetails)).statusCode).toBe(200);
    expect((await attestations(ctx.candidate.row.id)).map((r) => r.version)).toEqual([1, 2]);
  });

  it('keeps each tenant to its own gate', async () => {
    ctx = await createTestApp(h.db, { config: gated() });
    const open = await ctx.createTenant();
    const otherGated = await ctx.createTenant(gated());

    // A tenant whose gate is off asks nothing.
    const atOpen = await signedIn(open);
    expect((await atOpen.get(API.profileDetails)).statusCode).toBe(200);
    expect((await atOpen.get(API.termsOfService)).json().data).toMatchObject({
      enabled: false,
      tosAttested: false,
    });

    // Attesting at one tenant does not attest at another.
    const here = await signedIn();
    await here.post(API.termsOfService, {});
    expect((await here.get(API.profileDetails)).statusCode).toBe(200);
    const there = await signedIn(otherGated);
    expect((await there.get(API.profileDetails)).json().error.code).toBe('TERMS_NOT_ATTESTED');
  });
});
