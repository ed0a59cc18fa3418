import type { Locator, Page } from '@playwright/test';
import { type AdminTheme, API, HEADERS } from '@portico/contracts';
import {
  ANY_SIZE,
  DEMO,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInThroughApi,
  readCsrfToken,
  test,
} from './fixtures.js';

/**
 * The theme builder (issue 17 §2, docs/decisions/046): the Northwind admin edits the theme with a live preview
 * of the real pages, the contrast check warns before a failing pair is saved, and a save is what every visitor
 * then gets. The journey puts the theme back as it found it: other journeys run against the same server.
 */

const NEW_PRIMARY = '#7a1f5c';
const NEW_PRIMARY_RGB = 'rgb(122, 31, 92)';

const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

async function readTheme(page: Page): Promise<AdminTheme> {
  const response = await page.request.get(API.adminTheme);
  expect(response.status()).toBe(200);
  return (await response.json()).data as AdminTheme;
}

/** Saves `theme` over whatever version is current (the journey's clean-up). */
async function restoreTheme(page: Page, theme: AdminTheme['theme']): Promise<void> {
  const { version } = await readTheme(page);
  const response = await page.request.put(API.adminTheme, {
    data: { theme, version, acceptContrastFailures: true },
    headers: { [HEADERS.csrfToken]: await readCsrfToken(page) },
  });
  expect(response.status()).toBe(200);
}

const hexToRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test(
  'the admin changes the primary colour, sees it in the preview, saves, and a visitor gets it',
  ANY_SIZE,
  async ({ page, browser }, info) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logInThroughApi(page, DEMO.admin);
    await gotoHydrated(page, '/careers/admin/theme');
    await expect(page.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
    const workspace = page.getByRole('navigation', { name: 'Recruiter workspace' });
    await expect(workspace.getByRole('link', { name: 'Theme' })).toHaveAttribute('aria-current', 'page');

    const original = await readTheme(page);
    const oldPrimary = original.theme.core_properties.primary;
    try {
      const preview = page.frameLocator('iframe[title="Preview of the search page"]');
      const previewButton = preview.getByRole('button', { name: 'Search', exact: true });
      await expect(previewButton).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => backgroundOf(previewButton)).toBe(hexToRgb(oldPrimary));

      const core = page.getByRole('group', { name: 'Core properties' });
      await core.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(NEW_PRIMARY);
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      // The preview frame follows the draft at once, without a reload.
      await expect.poll(() => backgroundOf(previewButton)).toBe(NEW_PRIMARY_RGB);
      await expect(page.getByText('Every colour pair meets WCAG AA.')).toBeVisible();

      // Until it is saved, nobody else sees it.
      const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      try {
        await gotoHydrated(visitor, '/careers');
        const visitorButton = visitor.getByRole('button', { name: 'Search', exact: true });
        expect(await backgroundOf(visitorButton)).toBe(hexToRgb(oldPrimary));

        await page.getByRole('button', { name: 'Save theme' }).click();
        await expect(page.getByText('The theme is saved. Every visitor gets it now.')).toBeVisible();
        await expect(page.getByText('No unsaved changes.')).toBeVisible();
        expect((await readTheme(page)).version).toBe(original.version + 1);

        await gotoHydrated(visitor, '/careers');
        await expect.poll(() => backgroundOf(visitorButton)).toBe(NEW_PRIMARY_RGB);

        // A failing pair is listed with its ratio, and the save asks first.
        await core.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#777777');
        await expect(page.getByText(/colour pairs fail WCAG AA/)).toBeVisible();
        await expect(
          page.getByRole('listitem').filter({ hasText: 'Primary button: 4.48:1 (needs 4.5:1)' }).first(),
        ).toBeVisible();
        await page.screenshot({ path: info.outputPath('theme-contrast-warning.png') });
        await page.getByRole('button', { name: 'Save theme' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Save with contrast problems?' });
        await expect(confirm).toBeVisible();
        await confirm.getByRole('button', { name: 'Keep editing' }).click();
        await expect(confirm).toBeHidden();

        // Discarding the preview brings the saved theme back in the frame; the visitor never saw the grey.
        await page.getByRole('button', { name: 'Discard preview' }).click();
        await expect(page.getByText('Every colour pair meets WCAG AA.')).toBeVisible();
        await expect.poll(() => backgroundOf(previewButton)).toBe(NEW_PRIMARY_RGB);
        await gotoHydrated(visitor, '/careers');
        expect(await backgroundOf(visitorButton)).toBe(NEW_PRIMARY_RGB);
        expect((await readTheme(page)).theme.core_properties.primary).toBe(NEW_PRIMARY);
      } finally {
        await visitor.close();
      }
    } finally {
      await restoreTheme(page, original.theme);
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('portico-theme:')) localStorage.removeItem(key);
      });
    }
  },
);

test('the theme builder passes axe and fits the screen', async ({ page }, info) => {
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await logInThroughApi(page, DEMO.admin);
  await gotoHydrated(page, '/careers/admin/theme');
  await expect(page.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
  await expect(page.getByText('Every colour pair meets WCAG AA.')).toBeVisible();
  await expect(
    page
      .frameLocator('iframe[title="Preview of the search page"]')
      .getByRole('button', { name: 'Search', exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  // Every section opens to its fields.
  await page.locator('summary', { hasText: 'Apply button' }).click();
  await expect(
    page.getByRole('group', { name: 'Apply button' }).getByText('Follows Background (Primary buttons)'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the theme builder');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath(`theme-builder-${info.project.name}.png`), fullPage: true });
});

test('a recruiter cannot open the theme builder', ANY_SIZE, async ({ page }) => {
  await logInThroughApi(page, DEMO.recruiter);
  await gotoHydrated(page, '/careers/admin/theme');
  await expect(page).toHaveURL(/\/careers\/admin\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const workspace = page.getByRole('navigation', { name: 'Recruiter workspace' });
  await expect(workspace.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await expect(workspace.getByRole('link', { name: 'Theme' })).toHaveCount(0);
  expect((await page.request.get(API.adminTheme)).status()).toBe(403);
});
