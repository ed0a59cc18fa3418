import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@portico/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestAppContext, type TestClient } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';

/** A stand-in for the web app's build: the page names the route it rendered, so a test can tell it was drawn. */
function writeFakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-logout-'));
  mkdirSync(join(dir, 'client'), { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(
    join(dir, 'client', 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta name="csrf-token" content="__CSRF_TOKEN__" />' +
      '<!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    `export async function render(ctx) {
      return { status: 200, html: '<main>page ' + new URL(ctx.url).pathname + '</main>', head: '', data: '' };
    }
    export async function renderNotice() { return { title: 'x', head: '', html: '' }; }`,
  );
  return dir;
}

describeEachDb('GET /logout', (h) => {
  let ctx: TestAppContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = writeFakeWebDist();
    ctx = await createTestApp(h.db, { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await ctx?.app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  async function signedIn(): Promise<TestClient> {
    const client = await ctx.client().start();
    expect((await client.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
    return client;
  }
  const isSignedIn = async (client: TestClient) => (await client.get(API.session)).json().data.isLoggedIn;

  it('signs out a navigation made on this site (or typed) and returns to the careers site with the domain', async () => {
    for (const site of ['same-origin', 'none']) {
      const client = await signedIn();
      const res = await client.request({ url: '/logout', headers: { 'sec-fetch-site': site } });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/careers?domain=${ctx.tenant.domain}`);
      expect(client.cookies.has('portico_session')).toBe(false);
      expect(await isSignedIn(client)).toBe(false);
    }
  });

  it('does not sign out a visit from another site, an unknown origin or a prefetch: the page asks instead', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
      { 'sec-fetch-site': 'same-origin', 'sec-purpose': 'prefetch' },
      { 'sec-fetch-site': 'same-origin', 'sec-purpose': 'prefetch;prerender' },
    ];
    for (const headers of cases) {
      const client = await signedIn();
      const res = await client.request({ url: '/logout', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body).toContain('page /logout');
      expect(await isSignedIn(client), JSON.stringify(headers)).toBe(true);
    }
  });

  it('sends a visitor who is not signed in back to the careers site', async () => {
    const client = await ctx.client().start();
    const res = await client.request({ url: '/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/careers?domain=${ctx.tenant.domain}`);
  });
});
