import type { Page, Route } from '@playwright/test';
import {
  ANY_SIZE,
  DEMO,
  expect,
  expectNoAxeViolations,
  openNavMenuIfCollapsed,
  test,
  useDemoSession,
  waitForHydration,
} from './fixtures.js';

/**
 * The signed-in account menu (docs/decisions/026): a signed-in page's first load has a plain menu button, and
 * React Aria's menu downloads when the button is approached or pressed. On a slow connection the first press
 * must not be lost: the menu opens by itself when its code lands, with the focus where the key put it.
 */

const MENU_CODE = /\/assets\/account-menu-[^/]+\.js$/;
const ITEMS = ['Dashboard', 'Profile', 'Saved jobs', 'Offers', 'Forms', 'Settings', 'Sign out'];

/** Holds the menu's code for `ms` (a slow phone network) and counts how often it was asked for. */
async function slowMenuCode(page: Page, ms: number): Promise<{ requests: () => number }> {
  let requests = 0;
  await page.route(MENU_CODE, async (route: Route) => {
    requests++;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return { requests: () => requests };
}

const accountButton = (page: Page) =>
  page.getByRole('button', { name: `Account: ${DEMO.candidate.fullName}` });
const accountMenu = (page: Page) => page.getByRole('menu', { name: `Account: ${DEMO.candidate.fullName}` });

test('one click while the menu is still downloading opens it; Escape returns to the button', async ({
  page,
}, info) => {
  await useDemoSession(page);
  const code = await slowMenuCode(page, 2_000);
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/careers/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await waitForHydration(page);
  // Not in the first load: nothing has asked for the menu's code yet.
  expect(code.requests()).toBe(0);

  await openNavMenuIfCollapsed(page);
  const button = accountButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'true');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  // One click, no other: the menu shows when its code arrives (held 2 s here).
  const menu = accountMenu(page);
  await expect(menu).toBeVisible({ timeout: 10_000 });
  expect(code.requests()).toBe(1);
  await expect(menu.getByRole('menuitem')).toHaveText(ITEMS);
  await page.screenshot({ path: info.outputPath(`account-menu-${info.project.name}.png`) });
  await expectNoAxeViolations(page, `the open account menu (${info.project.name})`);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(accountButton(page)).toBeFocused();

  // From here it is React Aria's menu button: arrow keys open it and move through it, Enter follows an item.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Saved jobs' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/careers\/saved-jobs/);
  await expect(page.getByRole('heading', { name: 'Saved jobs', level: 1 })).toBeVisible();
  expect(code.requests()).toBe(1);
});

test('keyboard first: Enter on the plain button opens the menu on its first item once it arrives', async ({
  page,
}, info) => {
  await useDemoSession(page);
  await slowMenuCode(page, 1_500);
  await page.goto('/careers/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await waitForHydration(page);
  await openNavMenuIfCollapsed(page);
  await accountButton(page).focus();
  await expect(accountButton(page)).toHaveAttribute('data-stand-in', '');
  const box = await accountButton(page).boundingBox();
  if (box) {
    await page.screenshot({
      path: info.outputPath(`stand-in-focused-${info.project.name}.png`),
      clip: {
        x: Math.max(0, box.x - 12),
        y: Math.max(0, box.y - 12),
        width: box.width + 24,
        height: box.height + 24,
      },
    });
  }
  await page.keyboard.press('Enter');
  const menu = accountMenu(page);
  await expect(menu).toBeVisible({ timeout: 10_000 });
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  // ArrowUp wraps to the last item, as in any React Aria menu.
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(accountButton(page)).toBeFocused();
});

test('offline when it is pressed: a message, and the next press opens it', ANY_SIZE, async ({ page }) => {
  await useDemoSession(page);
  await page.goto('/careers/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await waitForHydration(page);
  await openNavMenuIfCollapsed(page);
  await page.route(MENU_CODE, (route) => route.abort('internetdisconnected'));
  await accountButton(page).click();
  await expect(
    page.getByText('The account menu could not be loaded. Check your connection and try again.'),
  ).toBeVisible();
  await expect(accountMenu(page)).toBeHidden();
  await page.unroute(MENU_CODE);
  await accountButton(page).click();
  await expect(accountMenu(page)).toBeVisible({ timeout: 10_000 });
});
