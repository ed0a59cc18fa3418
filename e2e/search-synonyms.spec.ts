import type { Page } from '@playwright/test';
import { type AdminSite, API, HEADERS } from '@portico/contracts';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInThroughApi,
  readCsrfToken,
  test,
} from './fixtures.js';

/**
 * The tenant's search synonyms (issue 19 §2) at 1440 px and 390 px: Northwind's admin finds the demo's own
 * entries in the site settings' Search section, is told why a second entry for the same words is refused,
 * adds "bean counter" → "accountant", saves, and a visitor's search for "bean counter" then lists the
 * Accountant jobs. A save changes the demo tenant's configuration version, which the other site journeys
 * name when they save: the journey holds their `northwind-site` lock and puts the synonyms back at its end.
 */
const SITE_LOCK = 'northwind-site';
const SEARCH_PATH = '/careers?query=bean%20counter';

const resultsRegion = (page: Page) => page.getByRole('region', { name: /^(Jobs|All jobs)/ });
const cards = (page: Page) => resultsRegion(page).locator('ol > li > a:first-child');

async function adminSite(page: Page): Promise<AdminSite> {
  const response = await page.request.get(API.adminSite);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

test('the admin adds a synonym and a visitor’s search for its words finds the jobs', async ({
  page,
  browser,
  lockAccount,
}, info) => {
  await lockAccount(SITE_LOCK);
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await logInThroughApi(page, DEMO.admin);
  const before = await adminSite(page);
  // A context of its own: a visitor, signed out (axe also needs the page's context to be the test's own).
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();

  try {
    // Before the entry, the words find no Accountant (and the answer is in the search cache).
    await gotoHydrated(visitor, SEARCH_PATH);
    await expect(visitor.getByRole('heading', { name: /Jobs for “bean counter”/ })).toBeVisible();
    await expect(cards(visitor).filter({ hasText: 'Accountant' })).toHaveCount(0);

    await gotoHydrated(page, '/careers/admin/site?section=search');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    const form = page.getByRole('form', { name: 'Search' });
    await expect(form.getByRole('heading', { name: 'Search synonyms' })).toBeVisible();
    // The demo's own entries (DEMO.md), one an entry each.
    const words = form.getByRole('textbox', { name: 'Words people type' });
    await expect(words.first()).toHaveValue('forklift driver');
    const count = await words.count();

    // The built-in tables, closed per language, open to read.
    const builtIn = page.getByRole('region', { name: 'Built-in synonyms' });
    const english = builtIn.getByText(/^English \(en\): \d+ entries$/);
    await english.click();
    // (On a phone each row is a card, so the table's roles are not relied on.)
    await expect(builtIn.getByText('cpa', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the search section with the English table open');

    // A second entry for words already listed is refused, on the field, with where the first one is.
    await form.getByRole('button', { name: 'Add a synonym' }).click();
    await expect(words).toHaveCount(count + 1);
    const added = page.getByRole('group', { name: `Entry ${count + 1}` });
    await added.getByRole('textbox', { name: 'Words people type' }).fill('Forklift Driver');
    await added.getByRole('textbox', { name: 'Also find' }).fill('accountant');
    await form.getByRole('button', { name: 'Save' }).click();
    const from = added.getByRole('textbox', { name: 'Words people type' });
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(added).toContainText('“Forklift Driver” is already entry 1: add the phrases there.');
    await expectNoAxeViolations(page, 'the search section with a refused entry');
    await page.screenshot({
      path: info.outputPath(`search-synonyms-error-${info.project.name}.png`),
      fullPage: true,
    });

    await from.fill('bean counter');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Search synonyms saved. Searches use them from now on.')).toBeVisible();
    await expect(words.nth(count)).toHaveValue('bean counter');
    await page.screenshot({
      path: info.outputPath(`search-synonyms-${info.project.name}.png`),
      fullPage: true,
    });

    // The same search now finds the Accountant jobs, first.
    await gotoHydrated(visitor, SEARCH_PATH);
    await expect(visitor.getByRole('heading', { name: /Jobs for “bean counter”/ })).toBeVisible();
    await expect(cards(visitor).first()).toContainText('Accountant');
    await expectNoAxeViolations(visitor, 'a search found through a synonym');
    await visitor.screenshot({
      path: info.outputPath(`search-synonyms-results-${info.project.name}.png`),
      fullPage: true,
    });
  } finally {
    await visitorContext.close();
    const { version } = await adminSite(page);
    const response = await page.request.put(API.adminSiteSection('search'), {
      data: { version, value: before.search },
      headers: { [HEADERS.csrfToken]: await readCsrfToken(page) },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
});
