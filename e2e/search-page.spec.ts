import type { Locator, Page } from '@playwright/test';
import { API } from '@portico/contracts';
import { ANY_SIZE, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.js';

/**
 * The search page as a first-time visitor uses it (issue 16 §3), at 1440 px and 390 px: a search that
 * matches little or nothing, the filters beside the results or in a sheet, the map toggle, paging and the
 * keyboard's way from a card to its job's actions.
 */

const isPhone = (project: string) => project === 'phone';

test.beforeEach(async ({ page }, info) => {
  if (!isPhone(info.project.name)) await page.setViewportSize({ width: 1440, height: 900 });
});

const resultsRegion = (page: Page) => page.getByRole('region', { name: /^(Jobs|All jobs)/ });
const cards = (page: Page) => resultsRegion(page).locator('ol > li > a:first-child');
const jobsStatus = (page: Page) =>
  resultsRegion(page)
    .getByRole('status')
    .filter({ hasText: / jobs?$/ });
const countOf = async (page: Page) =>
  Number(((await jobsStatus(page).textContent()) ?? '').replace(/\D/g, ''));

/** Whether an input's placeholder fits inside its text box, measured in the input's own font. */
async function placeholderFits(input: Locator): Promise<{ text: number; room: number; placeholder: string }> {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: el.placeholder,
      text: context.measureText(el.placeholder).width,
      room: el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
    };
  });
}

test.describe('the search page', () => {
  test('"IT" finds IT jobs or says nothing matches, never the whole list', async ({ page }, info) => {
    await gotoHydrated(page, '/careers');
    await expect(jobsStatus(page)).toHaveText(/\d/);
    const total = await countOf(page);
    expect(total).toBeGreaterThan(1000);

    const what = page.getByRole('combobox', { name: 'What' });
    await what.fill('IT');
    // On a phone the suggestions open over the Search button below the field, and a person sends the search
    // with the keyboard's Go key (Enter with no suggestion highlighted); beside the fields, the button is free.
    if (isPhone(info.project.name)) await what.press('Enter');
    else await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/query=IT/);
    const heading = page.getByRole('heading', { name: /Jobs for “IT”/ });
    await expect(heading).toBeVisible();
    const noMatch = page.getByText('No jobs match your search');
    await expect(jobsStatus(page).or(noMatch).first()).toBeVisible();
    if (await noMatch.isVisible()) {
      await expect(cards(page)).toHaveCount(0);
    } else {
      const count = await countOf(page);
      expect(count, 'an "IT" search is far narrower than the whole catalogue').toBeLessThan(total / 4);
      // Every card shown is about IT: its title or department names it, or its posting does.
      for (const card of await cards(page).all()) {
        const text = (await card.textContent()) ?? '';
        if (/\bIT\b/.test(text)) continue;
        const id = /\/careers\/job\/(\d+)/.exec((await card.getAttribute('href')) ?? '')?.[1];
        const answer = await page.request.get(`${API.positionDetails}?position_id=${id}`);
        expect(JSON.stringify(await answer.json()), `job ${id} (“${text}”) mentions IT`).toMatch(/\bIT\b/);
      }
    }
    await expectNoAxeViolations(page, 'the results for "IT"');
  });

  test('no results: what to do next and similar searches from the site’s own jobs', async ({ page }) => {
    const query = 'xqzvbnq engineer';
    await gotoHydrated(
      page,
      `/careers?query=${encodeURIComponent(query)}&location=London&filter_job_type=contract`,
    );
    await expect(page.getByText('No jobs match your search')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toHaveCount(0);
    // The empty details pane beside it is not drawn.
    await expect(page.getByRole('region', { name: 'Job details' })).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Clear filters' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Search within 100 km' })).toBeVisible();
    await expect(main.getByRole('link', { name: `Search “${query}” in all places` })).toBeVisible();
    await expect(main.getByRole('link', { name: 'All jobs', exact: true })).toBeVisible();

    // Similar searches are the autocomplete's answers for the typed words' first letters, as the API gives them.
    const similar = page.getByRole('region', { name: 'Similar searches' });
    const answer = await page.request.get('/api/pcsx/search/autocomplete?q=engi');
    const suggested: string[] = (await answer.json()).data.suggestions.map((s: { label: string }) => s.label);
    expect(suggested.length).toBeGreaterThan(0);
    await expect(similar.getByRole('link', { name: suggested[0], exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'a search without results');

    await main.getByRole('link', { name: 'Search within 100 km' }).click();
    await expect(page).toHaveURL(/filter_distance=100/);
    await expect(page.getByText('No jobs match your search')).toBeVisible();
    await main.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/filter_job_type/);
    await expect(page).toHaveURL(/filter_distance=100/);

    await similar.getByRole('link', { name: suggested[0], exact: true }).click();
    await expect(
      page.getByRole('heading', { name: `Jobs for “${suggested[0]}”`, exact: false }),
    ).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('filters: beside the results on desktop, a sheet on phones; counts without "+" when known', async ({
    page,
  }, info) => {
    await gotoHydrated(page, '/careers');
    await expect(jobsStatus(page)).toHaveText(/\d/);
    const total = await countOf(page);
    const where = page.getByRole('combobox', { name: 'Where' });
    const fits = await placeholderFits(where);
    expect(fits.text, `“${fits.placeholder}” fits its box`).toBeLessThanOrEqual(fits.room);

    let filters: Locator;
    if (!isPhone(info.project.name)) {
      // Always open beside the results: no button to find first.
      filters = page.getByRole('complementary', { name: 'Filters' });
      await expect(filters).toBeVisible();
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
      const resultsBox = await resultsRegion(page).boundingBox();
      const filtersBox = await filters.boundingBox();
      expect(filtersBox!.x + filtersBox!.width).toBeLessThanOrEqual(resultsBox!.x);
    } else {
      await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Filters' });
      await toggle.click();
      filters = page.getByRole('dialog', { name: 'Filters' });
      await expect(filters).toBeVisible();
      // Focus is in the sheet and stays there: Tab past the last control comes back to the first.
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect(await filters.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(filters).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await expect(filters).toBeVisible();
    }
    const narrow = filters.getByRole('searchbox', { name: 'Search Location options' });
    const narrowFits = await placeholderFits(narrow);
    expect(narrowFits.text, `“${narrowFits.placeholder}” fits its box`).toBeLessThanOrEqual(narrowFits.room);

    // The demo catalogue is below the facets' sample: every count is exact, so none says "+".
    const counts = await filters.locator('label').allTextContents();
    expect(counts.length).toBeGreaterThan(10);
    expect(counts.filter((c) => /\d\+$/.test(c.trim()))).toEqual([]);
    await expectNoAxeViolations(page, 'the filters');

    await filters.getByRole('checkbox', { name: /Full-time/ }).check();
    if (isPhone(info.project.name)) {
      const show = filters.getByRole('button', { name: /^Show [\d,]+ jobs?$/ });
      await expect
        .poll(async () => Number(((await show.textContent()) ?? '').replace(/\D/g, '')))
        .toBeLessThan(total);
      const shown = Number(((await show.textContent()) ?? '').replace(/\D/g, ''));
      await show.click();
      await expect(filters).toBeHidden();
      await expect(page).toHaveURL(/filter_job_type=full-time/);
      await expect.poll(() => countOf(page)).toBe(shown);
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    } else {
      await expect(page).toHaveURL(/filter_job_type=full-time/);
      await expect.poll(() => countOf(page)).toBeLessThan(total);
    }
  });

  test('the map toggle says what it will do', ANY_SIZE, async ({ page }) => {
    await gotoHydrated(page, '/careers');
    await page.evaluate(() => localStorage.clear());
    await gotoHydrated(page, '/careers');
    const show = page.getByRole('button', { name: 'Show map' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    const hide = page.getByRole('button', { name: 'Hide map' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Map of jobs' })).toBeVisible();
    await hide.click();
    await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of jobs' })).toHaveCount(0);
  });

  test('paging starts the next page at the top of the results, with focus on their heading', async ({
    page,
  }) => {
    await gotoHydrated(page, '/careers?query=manager');
    const first = await cards(page).first().textContent();
    const pager = page.getByRole('navigation', { name: 'Result pages' });
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/start=10/);
    await expect(cards(page).first()).not.toHaveText(first ?? '');
    const heading = resultsRegion(page).getByRole('heading', { level: 2 }).first();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(cards(page).first()).toBeInViewport();
    await expect(pager).not.toBeInViewport();
  });

  test('keyboard: the selected job’s actions come right after its card; focus is not selection', async ({
    page,
  }, info) => {
    await gotoHydrated(page, '/careers?query=engineer');
    const selected = cards(page).first();
    await expect(selected).toHaveAttribute('aria-current', 'true');
    const second = cards(page).nth(1);

    // A focused card looks unlike the selected one: a ring of its own, not the selection's accent.
    await second.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    const look = (card: Locator) =>
      card.evaluate((el) => {
        const s = getComputedStyle(el);
        return { outline: `${s.outlineStyle} ${s.outlineWidth}`, background: s.backgroundColor };
      });
    const focused = await look(second);
    await page.keyboard.press('Shift+Tab');
    const chosen = await look(selected);
    expect(focused.outline).toMatch(/^solid [3-9]px$/);
    expect(chosen.background).not.toBe(focused.background);

    if (isPhone(info.project.name)) {
      // Phones show the job as its own view: the card opens it and focus goes there, before its actions.
      await selected.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/pid=\d+/);
      const details = page.getByRole('region', { name: 'Job details' });
      await expect(details).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(details.getByRole('button', { name: 'Back to results' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(details.getByRole('link', { name: 'Apply', exact: true })).toBeFocused();
      return;
    }
    await selected.focus();
    await page.keyboard.press('Tab');
    const toDetails = page.getByRole('link', { name: 'Go to job details' });
    await expect(toDetails).toBeFocused();
    await expect(toDetails).toBeVisible();
    await expectNoAxeViolations(page, 'the link to the selected job’s details');
    await page.keyboard.press('Enter');
    const details = page.getByRole('region', { name: 'Job details' });
    await expect(details).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(details.getByRole('link', { name: 'Apply', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(details.getByRole('button', { name: 'Save job' })).toBeFocused();
    // Without it, Tab goes on to the next card.
    await selected.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
  });
});
