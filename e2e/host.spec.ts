import { ANY_SIZE, expect, NORTHWIND, test } from './fixtures.js';
import { E2E_BASE_URL } from './server-env.js';

/**
 * The Host header is the visitor's to choose, so nothing the server writes may come from it: a job page's
 * canonical link, og:url and JobPosting data, robots.txt and sitemap.xml are on PUBLIC_URL (here the test
 * server's address), and a Host that is no host name is a plain 400. Checked against the real server and the
 * real web build. One run is enough: no browser page is involved.
 */
test.describe('a forged Host header', () => {
  test('never reaches a page, robots.txt or the sitemap', ANY_SIZE, async ({ request }) => {
    const evil = { host: 'evil.example' };
    const sitemap = await request.get('/sitemap.xml', { headers: evil });
    expect(sitemap.status()).toBe(200);
    const sitemapXml = await sitemap.text();
    expect(sitemapXml).not.toContain('evil');
    // The default tenant's site on PUBLIC_URL, which is not its own domain: every URL names it.
    const jobUrl = /<loc>([^<]*\/careers\/job\/\d+-[^<]*)<\/loc>/
      .exec(sitemapXml)?.[1]
      ?.replace(/&amp;/g, '&');
    expect(jobUrl).toBeDefined();
    expect(jobUrl!.startsWith(`${E2E_BASE_URL}/careers/job/`)).toBe(true);
    expect(new URL(jobUrl!).searchParams.get('domain')).toBe(NORTHWIND.domain);

    const robots = await (await request.get('/robots.txt', { headers: evil })).text();
    expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml?domain=${NORTHWIND.domain}`);
    expect(robots).not.toContain('evil');

    const job = new URL(jobUrl!);
    const page = await request.get(`${job.pathname}${job.search}`, { headers: evil });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('evil.example');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(canonical).toBe(jobUrl);
    const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(ogUrl).toBe(jobUrl);
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld.url).toBe(jobUrl);
    expect(ld.hiringOrganization).toMatchObject({
      sameAs: `${E2E_BASE_URL}/careers?domain=${NORTHWIND.domain}`,
      logo: `${E2E_BASE_URL}/brand/northwind.svg`,
    });
  });

  test('that is no host name is a plain 400, on pages and on the API', ANY_SIZE, async ({ request }) => {
    for (const path of ['/careers', '/nope', '/robots.txt']) {
      const response = await request.get(path, { headers: { host: 'a b' } });
      expect(response.status(), path).toBe(400);
      expect(await response.text()).toContain('The Host header is not a valid host name.');
    }
    const api = await request.get('/api/pcsx/session', { headers: { host: 'a b' } });
    expect(api.status()).toBe(400);
    expect((await api.json()).error.code).toBe('BAD_REQUEST');
  });
});
