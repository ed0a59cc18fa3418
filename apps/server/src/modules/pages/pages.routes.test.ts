import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOT_SCRIPT_ID, type BootData, SESSION_IDLE_TIMEOUT_MS } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { hashPassword } from '../auth/passwords.js';

/**
 * The pages module against a small stand-in for the web app's build output (template, a hashed asset
 * and an SSR entry honouring the render contract), so these tests run without building the web app.
 * The stand-in renders what it was given, which is what the assertions look at.
 */
function writeFakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-web-'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'client', 'hero'), { recursive: true });
  mkdirSync(join(dir, 'client', 'brand'), { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(
    join(dir, 'client', 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta name="csrf-token" content="__CSRF_TOKEN__" /><!--app-head-->' +
      '<script type="module" crossorigin src="/assets/app-1a2b3c.js"></script></head>' +
      '<body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  writeFileSync(join(dir, 'client', 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  writeFileSync(join(dir, 'client', 'hero', 'wide.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'client', 'brand', 'acme.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'client', 'robots-note.txt'), 'a public file');
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    `export async function render(ctx) {
      const url = new URL(ctx.url);
      if (url.searchParams.get('boom')) throw new Error('render exploded: secret detail');
      if (url.pathname === '/careers/go') return { status: 302, html: '', head: '', data: '', redirect: { location: '/careers?went=1', status: 302 } };
      const session = await (await ctx.fetch('/api/pcsx/session')).json();
      const json = JSON.stringify({ url: ctx.url, boot: ctx.boot, session, nonce: ctx.nonce, styleNonce: ctx.styleNonce }).replace(/</g, '\\\\u003c');
      return {
        status: url.pathname === '/careers/missing' || url.pathname.startsWith('/nope') ? 404 : 200,
        html: '<main>rendered ' + url.pathname + ' $& $1</main>',
        head: '<title>T</title>',
        data: '<script type="application/json" id="${BOOT_SCRIPT_ID}" nonce="' + ctx.nonce + '">' + json + '</script>',
      };
    }
    export async function renderNotice(ctx) {
      const title = ctx.kind === 'crash' ? 'Internal Server Error' : 'This careers site does not exist';
      return { title, head: '<title>' + title + '</title>', html: '<main><h1>' + title + '</h1><a href="' + ctx.homeHref + '">home</a>' + (ctx.detail ? '<pre>' + ctx.detail + '</pre>' : '') + '</main>' };
    }`,
  );
  return dir;
}

interface Embedded {
  url: string;
  boot: BootData;
  session: { data: { isLoggedIn: boolean } };
  nonce: string;
  styleNonce: string;
}

function embedded(html: string): Embedded {
  const match = new RegExp(`<script type="application/json" id="${BOOT_SCRIPT_ID}"[^>]*>(.*?)</script>`).exec(
    html,
  );
  if (!match?.[1]) throw new Error('no boot script in the page');
  return JSON.parse(match[1]) as Embedded;
}

describeEachDb('pages', (handle) => {
  let ctx: TestAppContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = writeFakeWebDist();
    ctx = await createTestApp(handle.db, {
      env: { WEB_DIST: webDist },
      config: {
        supportedLanguages: ['en', 'fr', 'ar'],
        pcsxConfig: {
          branding: {
            companyName: 'Test Co',
            customPageSections: {
              footer: {
                html: '<p onclick="x()">Hi <a href="https://x.example" target="_blank">x</a><script>bad()</script></p>',
              },
            },
          },
        },
      } as never,
    });
  });
  afterAll(async () => {
    await ctx?.app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('renders /careers with boot data, the CSRF meta tag, nonce’d scripts and no shared caching', async () => {
    const res = await ctx.client().get('/careers');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = embedded(res.body);
    expect(res.body).toContain(`<meta name="csrf-token" content="${res.headers['x-csrf-token']}"`);
    expect(res.body).toContain(`<script nonce="${page.nonce}" type="module"`);
    expect(res.headers['content-security-policy']).toContain(`'nonce-${page.nonce}'`);
    expect(res.headers['content-security-policy']).toContain(`'nonce-${page.styleNonce}'`);
    expect(res.body).toContain('rendered /careers $&amp; $1'.replace('&amp;', '&'));
    expect(page.boot.domain).toBe(ctx.tenant.domain);
    expect(page.boot.user.isLoggedIn).toBe(false);
    expect(page.boot.user.profileCompletionData).toBeNull();
    expect(page.boot.footerHtml).toBe(
      '<p>Hi <a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it("builds the page on the site's own origin, never on the request's Host", async () => {
    for (const host of ['evil.example', 'evil.example:8443', 'localhost:3000']) {
      const res = await ctx.client().request({ url: '/careers/job/1-a?x=1', headers: { host } });
      expect(res.statusCode).toBe(200);
      const page = embedded(res.body);
      expect(page.boot.siteUrl).toBe(`https://${ctx.tenant.domain}`);
      expect(page.url).toBe(`https://${ctx.tenant.domain}/careers/job/1-a?x=1&domain=${ctx.tenant.domain}`);
      expect(res.body).not.toContain('evil');
    }
    // PUBLIC_URL, when set, is the site's address for every tenant.
    const configured = await createTestApp(handle.db, {
      env: { WEB_DIST: webDist, PUBLIC_URL: 'https://careers.example.com/' },
    });
    try {
      const res = await configured.client().request({ url: '/careers', headers: { host: 'evil.example' } });
      const page = embedded(res.body);
      expect(page.boot.siteUrl).toBe('https://careers.example.com');
      expect(new URL(page.url).origin).toBe('https://careers.example.com');
    } finally {
      await configured.app.close();
    }
  });

  it('answers a Host header that is not a host name with a plain 400 on pages and JSON on the API', async () => {
    for (const host of ['a b', 'evil.example/x', 'user@evil.example', 'a"b', 'x:y:z']) {
      for (const url of ['/careers', '/careers/job/1-a', '/nope', '/']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `${url}?domain=${ctx.tenant.domain}`,
          headers: { host },
        });
        expect(res.statusCode, `${host} ${url}`).toBe(400);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.body).toBe('Bad Request: The Host header is not a valid host name.\n');
      }
      const api = await ctx.app.inject({ method: 'GET', url: '/api/pcsx/session', headers: { host } });
      expect(api.statusCode).toBe(400);
      expect(api.json().error).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'The Host header is not a valid host name.',
      });
    }
    // Host names, addresses and ports are fine.
    for (const host of [
      'northwind.example',
      'localhost:3000',
      '127.0.0.1:80',
      '[::1]:3000',
      'my_host.local.',
    ]) {
      const res = await ctx.client().request({ url: '/careers', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('renders the e-signature widget page, which only this site may frame', async () => {
    const res = await ctx.client().get('/public/esignWidget?widgetId=w1&hosted=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('rendered /public/esignWidget ');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('passes loaders an in-process fetch that carries the visitor’s session', async () => {
    const client = ctx.client();
    expect((await client.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
    const page = embedded((await client.get('/careers/settings')).body);
    expect(page.session.data.isLoggedIn).toBe(true);
    expect(page.boot.user.user).toMatchObject({
      email: ctx.candidate.email,
      fullName: 'Casey Candidate',
      isAdmin: false,
    });
    // The user data carries the candidate's profile completion, as profile_analysis answers it.
    const analysis = await client.get('/api/pcsx/profile_analysis');
    expect(page.boot.user.profileCompletionData).toEqual(analysis.json().data);
    expect(page.boot.user.profileCompletionData?.missing[0]).toMatchObject({ key: 'resume', adds: 20 });
  });

  it('tells the page whether the terms gate stands (docs/decisions/022)', async () => {
    const gated = await ctx.createTenant({
      pcsxConfig: {
        branding: { companyName: 'Gated Co' },
        termsConfig: { enabled: true, version: 3, headingText: 'Our terms' },
      },
    } as never);
    const email = `gate-${gated.id.slice(0, 8)}@example.com`;
    await ctx.app.services.candidates.create({
      tenantId: gated.id,
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      fullName: 'Gated Candidate',
    });
    const client = ctx.client(gated.domain);
    expect(embedded((await client.get('/careers')).body).boot.user.termsGate).toBe(false);
    await client.logIn(email, TEST_PASSWORD);
    expect(embedded((await client.get('/careers')).body).boot.user.termsGate).toBe(true);
    expect((await client.post('/api/pcsx/terms_of_service', { version: 3 })).statusCode).toBe(200);
    expect(embedded((await client.get('/careers')).body).boot.user.termsGate).toBe(false);

    // The test tenant's gate is off: a signed-in candidate there is never held.
    const open = ctx.client();
    await open.logIn(ctx.candidate.email, ctx.candidate.password);
    expect(embedded((await open.get('/careers')).body).boot.user.termsGate).toBe(false);
  });

  it('resolves the language from ?hl=, then the cookie, then Accept-Language, within the supported ones', async () => {
    const client = ctx.client();
    const hl = await client.get('/careers?hl=ar', { 'accept-language': 'fr' });
    expect(hl.body).toContain('<html lang="ar" dir="rtl">');
    expect(embedded(hl.body).boot.languageFromPage).toBe(true);
    // A fresh client: TestClient replaces the cookie header with its own jar once it holds cookies.
    const cookie = await ctx.client().get('/careers', { cookie: 'portico_lang=fr', 'accept-language': 'ar' });
    expect(cookie.body).toContain('<html lang="fr" dir="ltr">');
    const browser = await client.get('/careers', { 'accept-language': 'de-DE,ar;q=0.8' });
    expect(browser.body).toContain('<html lang="ar" dir="rtl">');
    expect(embedded(browser.body).boot.languageFromPage).toBe(false);
    const unsupported = await client.get('/careers?hl=ja', { 'accept-language': 'ja' });
    expect(unsupported.body).toContain('<html lang="en" dir="ltr">');
  });

  it('redirects / to /careers keeping the query', async () => {
    const res = await ctx.client().get(`/?domain=${ctx.tenant.domain}&utm_source=x`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/careers?domain=${ctx.tenant.domain}&utm_source=x`);
  });

  it('follows a redirect and a 404 status from the renderer', async () => {
    const go = await ctx.client().get('/careers/go');
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('/careers?went=1');
    expect((await ctx.client().get('/careers/missing')).statusCode).toBe(404);
  });

  it("renders any other address as a page of the site (its 404), and keeps the API's JSON 404", async () => {
    for (const url of ['/nope', '/nope/deeper/still?x=1', '/nope.php']) {
      const res = await ctx.client().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain(`rendered ${url.split('?')[0]} `);
    }
    for (const url of ['/api/nope', '/api/pcsx/nope', '/api']) {
      const res = await ctx.client().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    // Not a page to open: other methods keep the JSON answer.
    const post = await (await ctx.client().start()).post('/nope', {});
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('NOT_FOUND');
  });

  it('answers an unknown domain with a real 404 page and a link to the default site', async () => {
    const res = await ctx.client('no-such-site.example').get('/careers');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This careers site does not exist');
    expect(res.body).toContain('href="/careers"');
    expect(res.body).not.toContain('type="module"');
  });

  it('shows the crash screen with status 500 and no technical detail for visitors', async () => {
    const res = await ctx.client().get('/careers?boom=1');
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('Internal Server Error');
    expect(res.body).not.toContain('secret detail');
  });

  it('shows admins the technical detail on the crash screen', async () => {
    await ctx.app.services.candidates.update(ctx.tenant.id, ctx.candidate.row.id, { staffRole: 'admin' });
    const client = ctx.client();
    await client.logIn(ctx.candidate.email, ctx.candidate.password);
    const res = await client.get('/careers?boom=1');
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('render exploded: secret detail');
    await ctx.app.services.candidates.update(ctx.tenant.id, ctx.candidate.row.id, { staffRole: null });
  });

  it('serves hashed assets for a year and public files for an hour, never the template', async () => {
    const asset = await ctx.client().get('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hero = await ctx.client().get('/hero/wide.svg');
    expect(hero.statusCode).toBe(200);
    expect(hero.headers['cache-control']).toBe('public, max-age=3600');
    expect((await ctx.client().get('/favicon.svg')).statusCode).toBe(200);
    // The template is never served as a file: /index.html is an address like any other, rendered by the app.
    const template = await ctx.client().get('/index.html');
    expect(template.body).toContain('rendered /index.html ');
    expect(template.body).not.toContain('<!--app-html-->');
  });

  it('sends the Permissions-Policy on every response: pages, files, API answers and errors', async () => {
    const client = ctx.client();
    const responses = [
      await client.get('/careers'),
      await client.get('/favicon.svg'),
      await client.get('/hero/wide.svg'),
      await client.get('/assets/app-1a2b3c.js'),
      await client.get('/robots.txt'),
      await client.get('/api/pcsx/session'),
      await client.get('/api/pcsx/nope'),
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
      await ctx.app.inject({ method: 'GET', url: '/careers', headers: { host: 'a b' } }),
      await ctx.app.inject({ method: 'POST', url: '/api/pcsx/apply', payload: {} }),
    ];
    for (const res of responses) {
      const policy = String(res.headers['permissions-policy']);
      expect(policy, res.raw.req.url).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('payment=()');
      expect(policy).toContain('usb=()');
      // The search's "current location" asks for the position on the site's own pages only.
      expect(policy).toContain('geolocation=(self)');
    }
  });

  it('gives the favicon and the logos a week of caching, and other public files an hour', async () => {
    for (const url of ['/favicon.svg', '/brand/acme.svg']) {
      const res = await ctx.client().get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=604800');
    }
    for (const url of ['/hero/wide.svg', '/robots-note.txt']) {
      const res = await ctx.client().get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
    }
  });

  it('tells the page when its session cookie named a session that timed out', async () => {
    const client = ctx.client();
    await client.logIn(ctx.candidate.email, ctx.candidate.password);
    expect(embedded((await client.get('/careers')).body).boot.sessionExpired).toBe(false);
    ctx.clock.advance(SESSION_IDLE_TIMEOUT_MS + 1000);
    const page = embedded((await client.get('/careers')).body);
    expect(page.boot.sessionExpired).toBe(true);
    expect(page.boot.user.isLoggedIn).toBe(false);
  });
});

describe('pages without a built web app', () => {
  it('answers with the crash screen instead of failing to start', async () => {
    const { createTestDatabase } = await import('../../test/databases.js');
    const database = await createTestDatabase('sqlite');
    const missing = join(tmpdir(), 'portico-no-web-dist-here');
    const ctx = await createTestApp(database.db, { env: { WEB_DIST: missing } });
    try {
      const res = await ctx.client().get('/careers');
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('Internal Server Error');
    } finally {
      await ctx.app.close();
      await database.destroy();
    }
  });
});
