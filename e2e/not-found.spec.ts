import type { Page } from '@playwright/test';
import { ANY_SIZE, CONTOSO, expect, expectNoAxeViolations, NORTHWIND, test } from './fixtures.js';

/**
 * Every address that is no page is still a page of the site: the branded "Page not found" inside the navbar
 * and footer, with a search box, laid out for the screen it is on (the phone project runs at 390 px, the
 * desktop one here at 1440 px). The API keeps answering JSON.
 */
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
});

async function expectSitePage(page: Page, company: string, where: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page not found | ${company}`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await expect(search).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  // Laid out for the device: the page is as wide as the screen, not a 980 px desktop page scaled down.
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, `${where} fits the screen`).toBeLessThanOrEqual(widths.screen);
  await expectNoAxeViolations(page, where);
}

test.describe('an address that is no page', () => {
  for (const path of ['/nope', '/careers/nope/deeper/still', '/careers/job/999999']) {
    test(`${path} is the site's "Page not found", with navbar, footer and a search box`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expectSitePage(page, NORTHWIND.name, `the 404 page at ${path}`);
    });
  }

  test("searches from the 404, staying on the visitor's site", ANY_SIZE, async ({ page }) => {
    const response = await page.goto(`/nope/page?domain=${CONTOSO.domain}`);
    expect(response?.status()).toBe(404);
    await expectSitePage(page, CONTOSO.name, 'the Contoso 404 page');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('engineer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/careers\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('query')).toBe('engineer');
    expect(url.searchParams.get('domain')).toBe(CONTOSO.domain);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  });

  test('the API keeps its JSON 404', ANY_SIZE, async ({ request }) => {
    const response = await request.get('/api/pcsx/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });

  test("the unknown-site page wears Portico's own colours, not a tenant's", ANY_SIZE, async ({ page }) => {
    const response = await page.goto('/careers?domain=no-such-tenant.example');
    expect(response?.status()).toBe(404);
    const link = page.getByRole('link', { name: 'Go to the careers site' });
    await expect(link).toBeVisible();
    // Portico's primary (packages/ui/src/tokens.css --color-primary #2b59c3), not Northwind's teal, on
    // Portico's bar and on the way out.
    const bar = page.getByRole('banner');
    await expect(bar).toHaveText('Portico');
    await expect(bar).toHaveCSS('background-color', 'rgb(43, 89, 195)');
    await expect(link).toHaveCSS('background-color', 'rgb(43, 89, 195)');
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page, 'the unknown-site page');
  });
});
