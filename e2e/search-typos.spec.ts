import type { Page } from '@playwright/test';
import { ANY_SIZE, CONTOSO, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.js';

/**
 * A misspelled search (issue 19 §2, docs/decisions/059) at 1440 px and 390 px: "acountant" near Berlin
 * finds the demo's Accountant jobs there, says "Did you mean accountant?" with a link that runs the
 * corrected search, and says whose results it shows. On Contoso's site: the demo's Accountant in Berlin is
 * Contoso's (Northwind's nearest is in Hamburg).
 */
const TYPO_PATH = `/careers?query=acountant&location=Berlin&domain=${CONTOSO.domain}`;

const isPhone = (project: string) => project === 'phone';

test.beforeEach(async ({ page }, info) => {
  if (!isPhone(info.project.name)) await page.setViewportSize({ width: 1440, height: 900 });
});

const resultsRegion = (page: Page) => page.getByRole('region', { name: /^(Jobs|All jobs)/ });
const cards = (page: Page) => resultsRegion(page).locator('ol > li > a:first-child');
const notice = (page: Page) => resultsRegion(page).getByRole('status').filter({ hasText: 'Did you mean' });

/** A card's place is Berlin or within the search's 50 km of it (the card then says how far). */
function inOrNearBerlin(card: string): boolean {
  if (card.includes('Berlin')) return true;
  const km = /([\d.,]+) km away/.exec(card);
  return km !== null && Number(km[1]?.replace(',', '.')) <= 50;
}

test('a misspelled job title finds the jobs it meant and offers the correction', async ({ page }, info) => {
  await gotoHydrated(page, TYPO_PATH);
  await expect(page.getByRole('heading', { name: /Jobs for “acountant” near Berlin/ })).toBeVisible();
  await expect(notice(page)).toContainText('Did you mean accountant?');
  await expect(notice(page)).toContainText('Showing results for “accountant”.');
  // The Accountant near Berlin is among them.
  await expect(cards(page).filter({ hasText: 'Accountant' }).first()).toContainText('Berlin');
  // Ranked first, above the account roles that share its stem ("Key Account Manager").
  const first = cards(page).first();
  await expect(first).toContainText('Accountant');
  expect(inOrNearBerlin((await first.textContent()) ?? '')).toBe(true);
  await expectNoAxeViolations(page, 'a corrected search');
  await page.screenshot({ path: info.outputPath(`search-typos-${info.project.name}.png`), fullPage: true });

  // The correction is a real link: reachable by keyboard, and it runs the corrected search in place.
  const link = notice(page).getByRole('link', { name: 'accountant' });
  await expect(link).toHaveAttribute('href', /query=accountant&location=Berlin/);
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/query=accountant&location=Berlin/);
  await expect(page.getByRole('heading', { name: /Jobs for “accountant” near Berlin/ })).toBeVisible();
  // Spelled right, it finds the same jobs by their own word and needs no correction.
  await expect(cards(page).first()).toContainText('Accountant');
  await expect(resultsRegion(page).getByText('Did you mean')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the corrected search');
});

test('the correction works before the page has its script', ANY_SIZE, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(TYPO_PATH);
  const link = page.getByRole('link', { name: 'accountant', exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/query=accountant&location=Berlin/);
  await expect(page.getByRole('heading', { name: /Jobs for “accountant” near Berlin/ })).toBeVisible();
  await context.close();
});
