import { jobPath, type PositionInput } from '@portico/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createClock, tenantConfig, testEnv, uniqueDomain } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { createSeoService, ROBOTS_DISALLOW, xmlEscape } from './seo.service.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function job(title: string, o: Partial<PositionInput> = {}): PositionInput {
  return {
    title,
    department: 'Engineering',
    jobType: 'full-time',
    seniority: 'mid',
    locations: [{ city: 'Berlin', region: '', country: 'Germany', countryCode: 'DE', lat: 52.52, lng: 13.4 }],
    description: `<p>${title}</p>`,
    postedAt: daysAgo(10),
    ...o,
  };
}

interface XmlElement {
  name: string;
  uri: string;
  children: XmlElement[];
  text: string;
}

/** Parses strictly (a well-formedness error throws) into a small element tree. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.local, uri: tag.uri, children: [], text: '' };
    stack[stack.length - 1]?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const top = stack[stack.length - 1];
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name);

/** The URLs of a urlset with their lastmod, checked for the sitemap namespace. */
function urlset(xml: string): { loc: string; lastmod: string | undefined }[] {
  const root = parseXml(xml);
  expect(root.name).toBe('urlset');
  expect(root.uri).toBe(SITEMAP_NS);
  return root.children.map((url) => {
    expect(url.name).toBe('url');
    return { loc: child(url, 'loc')!.text, lastmod: child(url, 'lastmod')?.text };
  });
}

function sitemapIndex(xml: string): string[] {
  const root = parseXml(xml);
  expect(root.name).toBe('sitemapindex');
  expect(root.uri).toBe(SITEMAP_NS);
  return root.children.map((s) => child(s, 'loc')!.text);
}

function expectPublicCache(res: LightMyRequestResponse): void {
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  // Nothing that belongs to one visitor may reach a shared cache.
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(res.headers['x-csrf-token']).toBeUndefined();
}

describeEachDb('sitemap.xml and robots.txt', (h) => {
  const clock = createClock(NOW);
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  let shared: FastifyInstance;
  let small: Tenant;
  let big: Tenant;
  const smallIds: Record<string, number> = {};
  let bigIds: number[] = [];

  const get = (url: string, host: string, headers: Record<string, string> = {}, on = app) =>
    on.inject({ method: 'GET', url, headers: { host, ...headers } });

  beforeAll(async () => {
    // Four URLs per file (the protocol allows 50,000) and reads of two rows, so files and batches both split.
    app = await buildApp({
      env: testEnv(),
      db: h.db,
      now: clock.now,
      logger: false,
      seo: { urlsPerSitemap: 4, readBatch: 2 },
    });
    proxied = await buildApp({
      env: testEnv({ TRUST_PROXY: 'true' }),
      db: h.db,
      now: clock.now,
      logger: false,
    });
    // One public address for every tenant of the deployment.
    shared = await buildApp({
      env: testEnv({ PUBLIC_URL: 'https://careers.example.com' }),
      db: h.db,
      now: clock.now,
      logger: false,
    });
    await Promise.all([app.ready(), proxied.ready(), shared.ready()]);
    const create = (name: string) =>
      app.services.tenants.create({
        domain: uniqueDomain(name),
        name,
        config: tenantConfig({ pcsxConfig: { branding: { companyName: name } } } as never),
        isDefault: false,
      });
    small = await create('small');
    big = await create('big');
    const smallJobs = [
      job('Data Analyst'),
      job('Secret Project Lead', { isPrivate: true }),
      job('Old Role', { archivedAt: daysAgo(2) }),
      job('Expired Role', { validThrough: daysAgo(1) }),
      job('Ends Soon', { validThrough: new Date(NOW.getTime() + DAY).toISOString() }),
      job('To Be Archived'),
    ];
    const ids = await app.services.positions.createMany(small.id, smallJobs);
    smallJobs.forEach((j, i) => {
      smallIds[j.title] = ids[i]!;
    });
    // Interleaved with the other tenant's rows, so id ranges of the two tenants overlap.
    for (let i = 0; i < 9; i++) {
      const [id] = await app.services.positions.createMany(big.id, [job(`Big Role ${i + 1}`)]);
      bigIds.push(id!);
      if (i === 4)
        await app.services.positions.createMany(small.id, [job('Later Private', { isPrivate: true })]);
    }
    await app.services.positions.createMany(big.id, [job('Big Private', { isPrivate: true })]);
    bigIds = bigIds.sort((a, b) => a - b);
  });

  afterAll(async () => {
    await proxied?.close();
    await shared?.close();
    await app?.close();
  });

  it('robots.txt allows the careers site, keeps account areas out and names the sitemap', async () => {
    const res = await get('/robots.txt', small.domain);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expectPublicCache(res);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /careers');
    for (const path of [
      '/careers/settings',
      '/careers/login',
      '/careers/job/private',
      '/careers/apply',
      '/api/',
      '/logout',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow: '))).toHaveLength(ROBOTS_DISALLOW.length);
    expect(lines).toContain(`Sitemap: https://${small.domain}/sitemap.xml`);
  });

  it('lists the careers home and only the listed public positions of the tenant', async () => {
    const res = await get('/sitemap.xml', small.domain);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expectPublicCache(res);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = urlset(res.body);
    const origin = `https://${small.domain}`;
    expect(urls).toEqual([
      { loc: `${origin}/careers`, lastmod: NOW.toISOString() },
      ...['Data Analyst', 'Ends Soon', 'To Be Archived'].map((title) => ({
        loc: `${origin}${jobPath({ id: smallIds[title]!, title })}`,
        lastmod: NOW.toISOString(),
      })),
    ]);
    expect(urls[1]!.loc).toBe(`${origin}/careers/job/${smallIds['Data Analyst']}-data-analyst`);
    // Private, archived and expired positions, and the other tenant's, are never there.
    expect(res.body).not.toMatch(/secret|old-role|expired|private|big-role/);
    // A single file is also reachable as file 1, and there is no file 2.
    expect((await get('/sitemap-1.xml', small.domain)).body).toBe(res.body);
    expect((await get('/sitemap-2.xml', small.domain)).statusCode).toBe(404);
  });

  it('drops a position from the sitemap once it is archived or its end date passes', async () => {
    await app.services.positions.archive(small.id, smallIds['To Be Archived']!);
    clock.advance(2 * DAY);
    try {
      const locs = urlset((await get('/sitemap.xml', small.domain)).body).map((u) => u.loc);
      expect(locs).toEqual([
        `https://${small.domain}/careers`,
        `https://${small.domain}${jobPath({ id: smallIds['Data Analyst']!, title: 'Data Analyst' })}`,
      ]);
    } finally {
      clock.advance(-2 * DAY);
    }
  });

  it('serves an index of files above the per-file limit, every position exactly once, in order', async () => {
    const res = await get('/sitemap.xml', big.domain);
    expect(res.statusCode).toBe(200);
    expectPublicCache(res);
    const origin = `https://${big.domain}`;
    // 9 positions + the home page = 10 URLs in files of 4.
    expect(sitemapIndex(res.body)).toEqual([1, 2, 3].map((n) => `${origin}/sitemap-${n}.xml`));

    const files: { loc: string; lastmod: string | undefined }[][] = [];
    for (const n of [1, 2, 3]) {
      const file = await get(`/sitemap-${n}.xml`, big.domain);
      expect(file.statusCode).toBe(200);
      expectPublicCache(file);
      files.push(urlset(file.body));
    }
    expect(files.map((f) => f.length)).toEqual([4, 4, 2]);
    const locs = files.flat().map((u) => u.loc);
    expect(locs).toEqual([
      `${origin}/careers`,
      ...bigIds.map((id, i) => `${origin}${jobPath({ id, title: `Big Role ${i + 1}` })}`),
    ]);
    // A number past the last file is this module's 404.
    for (const n of ['4', '99']) {
      expect((await get(`/sitemap-${n}.xml`, big.domain)).statusCode).toBe(404);
    }
    // A name that is no sitemap number never reaches the sitemap route: it is an unknown address, which the
    // pages module renders as the site's 404 page (its own tests cover that page).
    for (const n of ['0', '01', 'x']) {
      const res = await get(`/sitemap-${n}.xml`, big.domain);
      expect(res.statusCode).not.toBe(200);
      expect(res.headers['content-type'] ?? '').not.toMatch(/xml/);
    }
  });

  it("writes URLs on PUBLIC_URL with the domain parameter when the origin is not the tenant's own", async () => {
    const res = await get(`/sitemap.xml?domain=${small.domain}`, 'localhost:3000', {}, shared);
    const locs = urlset(res.body).map((u) => u.loc);
    expect(locs[0]).toBe(`https://careers.example.com/careers?domain=${small.domain}`);
    expect(locs[1]).toBe(
      `https://careers.example.com${jobPath({ id: smallIds['Data Analyst']!, title: 'Data Analyst' })}?domain=${small.domain}`,
    );
    const robots = await get(`/robots.txt?domain=${big.domain}`, 'localhost:3000', {}, shared);
    expect(robots.body).toContain(`Sitemap: https://careers.example.com/sitemap.xml?domain=${big.domain}\n`);
    // Without PUBLIC_URL the tenant's own domain, which needs no parameter, whatever host the request named.
    const own = await get(`/robots.txt?domain=${big.domain}`, 'localhost:3000');
    expect(own.body).toContain(`Sitemap: https://${big.domain}/sitemap.xml\n`);

    expect((await get('/sitemap.xml?domain=nowhere.example', 'localhost')).statusCode).toBe(404);
    expect((await get('/robots.txt?domain=nowhere.example', 'localhost')).statusCode).toBe(404);
  });

  it("never writes the request's Host or a proxy's forwarded host into these cached files", async () => {
    // An unknown host is served the default tenant's files (or, with ?domain=, that tenant's), on its own domain.
    const forged = await get(`/robots.txt?domain=${small.domain}`, 'evil.example');
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain(`Sitemap: https://${small.domain}/sitemap.xml\n`);
    expect(forged.body).not.toContain('evil');
    const sitemap = await get(`/sitemap.xml?domain=${big.domain}`, 'evil.example:8080');
    expect(sitemap.body).not.toContain('evil');
    expect(sitemapIndex(sitemap.body)[0]).toBe(`https://${big.domain}/sitemap-1.xml`);
    const forwarded = { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' };
    const proxiedFiles = [
      await get(`/robots.txt?domain=${small.domain}`, small.domain, forwarded, proxied),
      await get(`/sitemap.xml?domain=${small.domain}`, small.domain, forwarded, proxied),
    ];
    for (const file of proxiedFiles) {
      expect(file.statusCode).toBe(200);
      expect(file.body).not.toContain('evil');
      expect(file.body).not.toContain(`http://${small.domain}`);
    }
    expect(urlset(proxiedFiles[1]!.body)[0]!.loc).toBe(`https://${small.domain}/careers`);
  });

  it('answers a Host header that is not a host name with a plain 400, not a file', async () => {
    for (const host of ['a b', 'evil.example/"<x>', 'user@evil.example']) {
      for (const url of ['/robots.txt', '/sitemap.xml']) {
        const res = await app.inject({ method: 'GET', url, headers: { host } });
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.headers['cache-control']).toBeUndefined();
        expect(res.body).toContain('Host');
      }
    }
  });

  it('streams a file in batches without reading it whole (service level)', async () => {
    const seo = createSeoService(h.db, { now: clock.now, urlsPerSitemap: 50_000, readBatch: 3 });
    const plan = await seo.plan(big.id);
    expect(plan).toMatchObject({ urls: 10, files: 1 });
    const chunks: string[] = [];
    for await (const chunk of seo.sitemapFile(
      big.id,
      { origin: 'https://b.example', domain: 'b.example' },
      plan,
      1,
    )!) {
      chunks.push(chunk);
    }
    // Declaration and opening tag, the home page, three batches of positions, the closing tag.
    expect(chunks).toHaveLength(6);
    expect(urlset(chunks.join(''))).toHaveLength(10);
    expect(seo.sitemapFile(big.id, { origin: 'https://b.example', domain: 'b.example' }, plan, 2)).toBeNull();
  });
});

describe('xmlEscape', () => {
  it('escapes markup characters and drops what XML cannot hold', () => {
    expect(xmlEscape(`a&b<c>"d'\u0000\u0008e\u{1F600}`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;e\u{1F600}');
    const xml = `<?xml version="1.0"?><urlset xmlns="${SITEMAP_NS}"><url><loc>${xmlEscape('https://x.example/?a=1&b=<2>\u0001')}</loc></url></urlset>`;
    expect(urlset(xml)[0]!.loc).toBe('https://x.example/?a=1&b=<2>');
  });
});
