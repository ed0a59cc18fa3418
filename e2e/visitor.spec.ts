import type { Page } from '@playwright/test';
import type { BootData } from '@portico/contracts';
import { ANY_SIZE, CONTOSO, expect, expectNoAxeViolations, NORTHWIND, test } from './fixtures.js';

/** The boot data the server embedded in the page: the tenant's configuration as the app received it. */
async function bootData(page: Page): Promise<BootData> {
  const json = await page.locator('script#portico-boot').textContent();
  expect(json, 'the page embeds its boot data').toBeTruthy();
  return JSON.parse(json!) as BootData;
}

/** A theme token as the browser resolved it on the root element. */
function cssVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim().toLowerCase(),
    name,
  );
}

test.describe('a visitor', () => {
  test("sees Northwind's banner, hero image, footer and title", async ({ page, lockAccount }) => {
    // The site settings journey changes this banner for a while (site-settings.spec.ts).
    await lockAccount('northwind-site');
    const response = await page.goto('/careers');
    expect(response?.status()).toBe(200);

    const boot = await bootData(page);
    // Spec 1 §2: Northwind configures no SEO title for its search page, so 'Careers at {company}'.
    expect(boot.pageConfig.pcsxConfig.seoConfig.pages.jobs?.title).toBeUndefined();
    await expect(page).toHaveTitle(`Careers at ${NORTHWIND.name}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Careers at ${NORTHWIND.name}` }),
    ).toBeAttached();
    await expect(page.getByText("We're hiring in 60 cities")).toBeVisible();

    // The hero variant must be the one configured for this viewport width.
    const hero = boot.pageConfig.pcsxConfig.branding.customPageSections.heroImages.jobs;
    expect(hero?.enabled, 'Northwind has a hero image on the search page').toBe(true);
    const width = page.viewportSize()!.width;
    const variant = hero!.variants.find(
      (v) => v.minWidth <= width && (v.maxWidth === null || width < v.maxWidth),
    );
    expect(variant, `a hero variant covers ${width}px`).toBeDefined();
    // A <picture>: the browser picks the source for this width, so check what it actually loaded.
    const image = page.locator('picture img');
    await expect(image).toBeVisible();
    const loaded = () =>
      image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ''));
    await expect.poll(loaded).not.toBe('');
    expect(new URL(await loaded()).pathname).toBe(new URL(variant!.url, page.url()).pathname);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText('Powered by');

    // Landmarks of spec 2 §2: a main area and a page heading for screen readers.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page, 'the Northwind landing page');
  });

  test(
    'gets real HTML from the server before any script runs',
    ANY_SIZE,
    async ({ browser, lockAccount }) => {
      await lockAccount('northwind-site');
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/careers');
      await expect(page).toHaveTitle(`Careers at ${NORTHWIND.name}`);
      await expect(page.getByText("We're hiring in 60 cities")).toBeVisible();
      await expect(page.locator('picture img')).toBeAttached();
      await expect(page.getByRole('contentinfo')).toContainText('Powered by');
      // Theme tokens are in the server's HTML, applied before first paint.
      expect(await cssVariable(page, '--color-primary')).toMatch(/^#[0-9a-f]{6}$/);
      await context.close();
    },
  );

  test("sees Contoso's branding, its banner and no 'Powered by' with ?domain=contoso.example", async ({
    page,
  }) => {
    await page.goto(`/careers?domain=${CONTOSO.domain}`);
    const boot = await bootData(page);
    // Contoso has no SEO title for the page: the 'Careers at {company}' rule applies.
    expect(boot.pageConfig.pcsxConfig.seoConfig.pages.jobs?.title).toBeUndefined();
    await expect(page).toHaveTitle(`Careers at ${CONTOSO.name}`);

    expect(boot.domain).toBe(CONTOSO.domain);
    const { customBanner } = boot.pageConfig.pcsxConfig.branding.customPageSections;
    // An 'info' banner (it tells how applying works; nothing is wrong): a labelled region, not an alert.
    expect(customBanner).toMatchObject({ enabled: true, alertType: 'info' });
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveText(customBanner.message);
    await expect(page.getByText("We're hiring in 60 cities")).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).not.toContainText('Powered by');

    // Contoso's theme tokens are what the page paints with, not Northwind's.
    const theme = boot.pageConfig.pcsxConfig.branding.theme;
    expect(await cssVariable(page, '--color-primary')).toBe(theme.core_properties.primary.toLowerCase());
    expect(await cssVariable(page, '--color-navbar-bg')).toBe(theme.navbar.background.toLowerCase());
    await page.goto('/careers');
    const northwindTheme = (await bootData(page)).pageConfig.pcsxConfig.branding.theme;
    expect(northwindTheme.core_properties.primary.toLowerCase()).not.toBe(
      theme.core_properties.primary.toLowerCase(),
    );
    expect(await cssVariable(page, '--color-primary')).toBe(
      northwindTheme.core_properties.primary.toLowerCase(),
    );
    await page.goto(`/careers?domain=${CONTOSO.domain}`);

    await expectNoAxeViolations(page, 'the Contoso landing page');
  });

  test('gets the not-found page for an unknown domain', ANY_SIZE, async ({ page }) => {
    const response = await page.goto('/careers?domain=no-such-tenant.example');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This careers site does not exist' }),
    ).toBeVisible();
    await expect(page.getByText("We're hiring in 60 cities")).toHaveCount(0);
    await expect(page.getByRole('contentinfo').filter({ hasText: 'Powered by' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the unknown-site page');
  });
});
