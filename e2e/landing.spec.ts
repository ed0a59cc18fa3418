import type { Locator, Page } from '@playwright/test';
import { CONTOSO, expect, expectNoAxeViolations, NORTHWIND, test, waitForHydration } from './fixtures.js';

/**
 * The branded landing, the one layout grid, the styled controls, right-to-left pages and presses before the
 * app has hydrated (issue 16 §3), at the sizes: 1440×900 on the desktop project, 390×844 on the phone.
 */

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

test.beforeEach(async ({ page }, testInfo) => {
  await page.setViewportSize(SIZES[testInfo.project.name as keyof typeof SIZES]);
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

for (const tenant of [NORTHWIND, CONTOSO]) {
  test(`${tenant.name}'s landing: logo, headline and the search in a short hero, results above the fold, one grid`, async ({
    page,
  }) => {
    await page.goto(`/careers?domain=${tenant.domain}`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const viewport = page.viewportSize()!;
    const phone = viewport.width < 600;

    // The tenant's logo in the navbar (and in the hero on wider screens), and its headline.
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('img')).toBeVisible();
    if (!phone) await expect(main.getByRole('img', { name: tenant.name })).toBeVisible();
    const headline = main.getByText(
      tenant === NORTHWIND ? 'Work at Northwind Traders' : 'Build software people depend on',
    );
    await expect(headline).toBeVisible();

    // The search box rises into the hero's lower edge: it starts inside the band.
    const search = main.locator('search');
    const hero = main.locator('[data-intro]');
    const band = await box(hero);
    expect((await box(search)).y).toBeLessThan(band.y + band.height);

    // The first job is whole above the fold.
    const firstCard = main.getByRole('listitem').first().getByRole('link').first();
    await expect(firstCard).toBeVisible();
    const card = await box(firstCard);
    expect(card.y + card.height, 'the first result ends above the fold').toBeLessThanOrEqual(viewport.height);

    // One grid: the navbar's brand, the hero's first word or logo, the search card and the footer start at the
    // same left edge.
    const left = (await box(search)).x;
    const starts = {
      brand: (await box(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first())).x,
      hero: (await box(phone ? headline : main.getByRole('img', { name: tenant.name }))).x,
      footer: (await box(page.getByRole('contentinfo').locator('ul, p').first())).x,
    };
    for (const [what, x] of Object.entries(starts)) {
      expect(
        Math.abs(x - left),
        `${what} starts at the grid's edge (${left}px), not at ${x}px`,
      ).toBeLessThanOrEqual(1);
    }

    // A visitor is not offered links to pages that need an account.
    await expect(page.getByRole('link', { name: 'Account settings' })).toHaveCount(0);
    await expectNoAxeViolations(page, `${tenant.name}'s landing`);
  });
}

test('the language picker and file inputs wear the site look, and keep their label and focus ring', async ({
  page,
}) => {
  await page.goto('/careers');
  await waitForHydration(page);
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  const picker = page.getByRole('combobox', { name: 'Language' });
  await expect(picker).toBeVisible();
  const look = await picker.evaluate((select) => {
    const style = getComputedStyle(select);
    return {
      appearance: style.appearance,
      radius: style.borderTopLeftRadius,
      background: style.backgroundColor,
    };
  });
  // Not the browser's grey box: no native appearance, the theme's radius (Northwind: 10 px), no white fill.
  expect(look).toEqual({ appearance: 'none', radius: '10px', background: 'rgba(0, 0, 0, 0)' });
  await picker.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(picker).toBeFocused();
  expect(await picker.evaluate((select) => getComputedStyle(select).outlineStyle)).toBe('solid');

  // A file input's button is the site's secondary button (primary-coloured border and text), not the browser's.
  const primary = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-primary)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    const input = document.createElement('input');
    input.type = 'file';
    document.body.append(input);
    const button = getComputedStyle(input, '::file-selector-button');
    const result = { colour, border: button.borderTopColor, text: button.color, weight: button.fontWeight };
    input.remove();
    return result;
  });
  expect(primary.border).toBe(primary.colour);
  expect(primary.text).toBe(primary.colour);
  expect(primary.weight).toBe('600');
});

test('an Arabic page reads right to left: tenant words in Arabic, accent bar on the right, arrows mirrored', async ({
  page,
}, testInfo) => {
  await page.goto('/careers?hl=ar');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The tenant's banner, headline and navbar links in the page's language.
  await expect(page.getByText('نوظّف في 60 مدينة')).toBeVisible();
  await expect(page.getByRole('main').getByText('اعمل في Northwind Traders')).toBeVisible();
  const menu = page.getByRole('button', { name: 'فتح القائمة' });
  if (testInfo.project.name === 'phone') await menu.click();
  await expect(page.getByRole('link', { name: 'كل الوظائف' })).toBeVisible();

  // The selected card's accent bar is on its start side, the right.
  const selected = page.locator('a[aria-current="true"]');
  await expect(selected).toBeVisible();
  const borders = await selected.evaluate((card) => {
    const style = getComputedStyle(card);
    return { right: style.borderRightWidth, left: style.borderLeftWidth };
  });
  expect(borders).toEqual({ right: '4px', left: '1px' });
  await expectNoAxeViolations(page, 'the Arabic landing');

  // "Back" points right on a right-to-left page: the job page's link back to all jobs.
  const jobUrl = new URL((await selected.getAttribute('href'))!, page.url());
  jobUrl.searchParams.set('hl', 'ar');
  await page.goto(jobUrl.toString());
  await waitForHydration(page);
  const back = page.getByRole('link', { name: 'جميع الوظائف' });
  await expect(back).toBeVisible();
  const arrow = await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform);
  expect(arrow).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  // The tenant's English description keeps its own direction (full stops at the end of its lines). The newest job
  // may be one a workspace journey just posted, so any English text will do.
  const description = page.getByRole('main').locator('div[dir="auto"]').first();
  await expect(description).toContainText(/[A-Za-z]{3}/);
  expect(await description.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  await expectNoAxeViolations(page, 'an Arabic job page');
});

/** Holds the app's scripts until `release` is called: the page is its server HTML until then. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('before the app has hydrated, links work and a pressed button is held as busy, then done', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/careers', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  // The search: typed and sent before the app is in, it shows as busy and runs once the app has hydrated.
  await page.getByRole('combobox', { name: 'What' }).fill('engineer');
  await page.getByRole('combobox', { name: 'What' }).press('Enter');
  await expect(page.locator('html[data-pending-press]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-busy', 'true');
  expect(new URL(page.url()).search).toBe('');
  release();
  // The whole bundle downloads now: give a busy two-core machine the time it needs.
  await waitForHydration(page);
  await expect(page).toHaveURL(/engineer/);
  await expect(page.locator('html[data-pending-press]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-busy', 'true');

  // A job card is a real link: followed before hydration, it opens the job page.
  const release2 = await holdScripts(page);
  await page.goto('/careers', { waitUntil: 'domcontentloaded' });
  const card = page.getByRole('main').getByRole('listitem').first().getByRole('link').first();
  const title = (await card.locator('span').first().textContent())!;
  await card.click();
  await expect(page).toHaveURL(/\/careers\/job\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // On the job page, "Save job" before hydration is held, then asks the visitor to sign in.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-busy', 'true');
  release2();
  await expect(page.getByRole('dialog', { name: `Sign in to ${NORTHWIND.name}` })).toBeVisible({
    timeout: 20_000,
  });
});
