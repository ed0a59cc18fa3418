import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { buildApp, redactUrl } from './app.js';
import { AppError } from './lib/app-error.js';
import { createTestApp, type TestAppContext, testEnv } from './test/app.js';
import { describeEachDb } from './test/databases.js';

describeEachDb('app', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  it('answers the health check with the database kind and version', async () => {
    const app = await buildApp({ env: testEnv(), db: h.db, logger: false });
    try {
      const res = await app.inject({ url: API.health });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'ok', database: h.kind });
      expect(res.json().data.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('answers unknown API routes with a JSON 404 in the error shape', async () => {
    ctx = await createTestApp(h.db);
    const res = await ctx.client().get('/api/pcsx/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.json().error.requestId).toBe(res.headers['x-request-id']);
  });

  it('echoes a sane x-request-id and replaces an unsafe one', async () => {
    ctx = await createTestApp(h.db);
    const c = ctx.client();
    expect((await c.get(API.session, { 'x-request-id': 'edge-1234.abc' })).headers['x-request-id']).toBe(
      'edge-1234.abc',
    );
    const replaced = (await c.get(API.session, { 'x-request-id': 'bad id\u0001<script>' })).headers[
      'x-request-id'
    ];
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends helmet headers with a strict CSP carrying fresh nonces', async () => {
    ctx = await createTestApp(h.db);
    const a = await ctx.client().get(API.session);
    const b = await ctx.client().get(API.session);
    const csp = String(a.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(b.headers['content-security-policy']).not.toBe(csp);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hides 5xx details from visitors and shows them to tenant admins', async () => {
    ctx = await createTestApp(h.db);
    const app = await buildApp({ env: testEnv(), db: h.db, logger: false, now: ctx.clock.now });
    app.get('/api/pcsx/test-crash', async () => {
      throw new Error('database exploded at row 42');
    });
    app.get('/api/pcsx/test-app-error', async () => {
      throw new AppError('CONFLICT', 'Already changed.', { fields: { name: 'Taken.' } });
    });
    try {
      const { TestClient } = await import('./test/app.js');
      const visitor = new TestClient(app, ctx.tenant.domain);
      const res = await visitor.get('/api/pcsx/test-crash');
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toMatchObject({
        code: 'INTERNAL',
        message: 'Something went wrong. Please try again later.',
      });
      expect(res.body).not.toContain('exploded');

      const conflict = await visitor.get('/api/pcsx/test-app-error');
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().error).toMatchObject({
        code: 'CONFLICT',
        message: 'Already changed.',
        fields: { name: 'Taken.' },
      });

      await app.services.candidates.update(ctx.tenant.id, ctx.candidate.row.id, { staffRole: 'admin' });
      const admin = new TestClient(app, ctx.tenant.domain);
      await admin.logIn(ctx.candidate.email, ctx.candidate.password);
      const adminRes = await admin.get('/api/pcsx/test-crash');
      expect(adminRes.statusCode).toBe(500);
      expect(adminRes.json().error.detail).toContain('database exploded at row 42');
    } finally {
      await app.close();
    }
  });

  it('marks cookies Secure over HTTPS (behind a trusted proxy) and not over plain HTTP', async () => {
    ctx = await createTestApp(h.db, { env: { TRUST_PROXY: 'true' } });
    const plain = await ctx.client().get(API.session);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/i);
    const c = ctx.client();
    const https = await c.get(API.session, { 'x-forwarded-proto': 'https' });
    expect(String(https.headers['set-cookie'])).toMatch(/portico_csrf=[^;]+;.*Secure/i);
    const login = await c.request({
      method: 'POST',
      url: API.login,
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: ctx.candidate.email, password: ctx.candidate.password },
    });
    expect(login.statusCode).toBe(200);
    expect(String(login.headers['set-cookie'])).toMatch(/portico_session=[^;]+;.*Secure/i);
  });

  it('compresses answers the client accepts compressed, and only those', async () => {
    ctx = await createTestApp(h.db);
    await ctx.app.services.positions.createMany(
      ctx.tenant.id,
      Array.from({ length: 10 }, (_, i) => ({
        title: `Compression Engineer ${i}`,
        department: 'Engineering',
        jobType: 'full-time' as const,
        seniority: 'mid' as const,
        isRemote: true,
        description: `<p>${'A long description. '.repeat(200)}</p>`,
        postedAt: new Date().toISOString(),
      })),
    );
    const url = `${API.search}?query=compression`;
    const plain = await ctx.client().get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ctx.client().get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await ctx.client().get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // Small answers are not worth it.
    const health = await ctx.client().get(API.health, { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('turns a malformed JSON body into 400 BAD_REQUEST', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const res = await c.request({
      method: 'POST',
      url: API.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});

it('redacts secrets in logged URLs', () => {
  expect(redactUrl('/careers/reset-password?token=abc123&domain=x.example')).toBe(
    '/careers/reset-password?token=[redacted]&domain=x.example',
  );
  expect(redactUrl('/careers?query=nurse')).toBe('/careers?query=nurse');
});
