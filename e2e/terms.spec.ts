import type { Page } from '@playwright/test';
import { API, HEADERS } from '@portico/contracts';
import {
  ANY_SIZE,
  CONTOSO,
  DEMO,
  deleteAccountThroughApi,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  loginDialog,
  readCsrfToken,
  signUpThroughApi,
  submitSignIn,
  test,
  uniqueEmail,
} from './fixtures.js';

/** Contoso's terms (DEMO.md: on, version 2, with its own texts). */
const HEADING = 'Before you continue: Contoso candidate terms';
const CHECKBOX = 'I have read and agree to the terms and conditions';
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}domain=${CONTOSO.domain}`;

function gate(page: Page) {
  return page.getByRole('dialog', { name: HEADING });
}

async function termsAttested(page: Page): Promise<boolean> {
  const response = await page.request.get(at(API.termsOfService));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { tosAttested: boolean } }).data.tosAttested;
}

async function firstContosoPositionId(page: Page): Promise<number> {
  const response = await page.request.get(at(API.search));
  const body = (await response.json()) as { data: { positions: { id: number }[] } };
  return body.data.positions[0]!.id;
}

async function savePosition(page: Page, id: number) {
  const csrf = await readCsrfToken(page);
  return page.request.post(at(API.positionSave(id)), { headers: { [HEADERS.csrfToken]: csrf } });
}

test(
  'the demo candidate signs in at Contoso and meets the version 2 terms gate',
  ANY_SIZE,
  async ({ page }) => {
    // Signed in through the app's dialog, so the page must have hydrated before the form is filled and sent.
    await gotoHydrated(page, at('/careers/login'));
    const login = loginDialog(page, CONTOSO.name);
    await submitSignIn(page, DEMO.candidate, CONTOSO.name);
    await expect(login).toHaveCount(0);
    // They attested version 1 long ago (DEMO.md). Another journey may have accepted version 2 since; then the
    // gate is rightly gone and the API lets them through.
    if (await termsAttested(page)) {
      await expect(gate(page)).toHaveCount(0);
      return;
    }
    await expect(gate(page)).toBeVisible();
    await expect(gate(page).getByText('Please read and accept our candidate terms')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gate(page)).toBeVisible();
    expect((await savePosition(page, await firstContosoPositionId(page))).status()).toBe(403);
  },
);

test('a new Contoso candidate cannot get past the terms until they accept them', async ({ page }, info) => {
  const account = {
    email: uniqueEmail('terms'),
    password: 'e2e-terms-password-31',
    fullName: 'Terms Journey',
  };
  await page.goto(at('/careers'));
  await signUpThroughApi(page, account, CONTOSO.domain);
  await page.reload();

  // The server render already holds the gate (no flash of the page behind it).
  const dialog = gate(page);
  await expect(dialog).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(dialog.getByText('Contoso stores the information you give us')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);
  await expectNoAxeViolations(page, `the terms gate (${info.project.name})`);

  // Nothing closes it: Escape, a press outside, and the keyboard cannot reach the page behind.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(2, 2);
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  if (info.project.name === 'phone') {
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
  }

  // The server refuses protected calls until the terms are accepted.
  const positionId = await firstContosoPositionId(page);
  const refused = await savePosition(page, positionId);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TERMS_NOT_ATTESTED');

  // The checkbox is required.
  const submit = dialog.getByRole('button', { name: 'Accept and continue' });
  await submit.click();
  await expect(
    dialog.getByText('Please confirm that you have read and agree to the terms and conditions.'),
  ).toBeVisible();
  await expect(gate(page)).toBeVisible();
  await dialog.getByRole('checkbox', { name: CHECKBOX }).check();
  await submit.click();

  // Accepted: the gate is gone, the page works and so does the API.
  await expect(gate(page)).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  await page.getByRole('main').getByRole('link').first().focus();
  expect(await termsAttested(page)).toBe(true);
  expect((await savePosition(page, positionId)).status()).toBeLessThan(300);
  await expectNoAxeViolations(page, `the search page after accepting the terms (${info.project.name})`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(gate(page)).toHaveCount(0);

  await deleteAccountThroughApi(page, account.password, CONTOSO.domain);
});
