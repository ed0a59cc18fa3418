import { API } from '@portico/contracts';
import {
  chooseLanguage,
  createAccountInDialog,
  expect,
  expectNoAxeViolations,
  loginDialog,
  openLoginFromNavbar,
  sessionState,
  submitSignIn,
  test,
  uniqueEmail,
} from './fixtures.js';

const PASSWORD = 'e2e-journey-password-42';

/**
 * One journey per account: sign-ups are rate limited per address (5 a minute), and both browser projects
 * run this file, so each run creates one account here and deletes it again at the end.
 */
test('a new candidate signs up, changes the language, and deletes the account in settings', async ({
  page,
}) => {
  const account = { email: uniqueEmail('settings'), password: PASSWORD, fullName: 'Settings Journey' };

  await test.step('sign up in the login modal', async () => {
    await page.goto('/careers');
    await openLoginFromNavbar(page);
    const dialog = loginDialog(page);
    await createAccountInDialog(page, account);
    await expect(dialog).toBeHidden();
    expect(await sessionState(page)).toEqual({ isLoggedIn: true, email: account.email });
  });

  await test.step('the preferred language is kept for the account', async () => {
    await page.goto('/careers/settings');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expectNoAxeViolations(page, 'the settings page');

    const section = page.getByRole('region', { name: 'Preferred language' });
    await chooseLanguage(section, page, /español|spanish/i);
    await section.getByRole('button', { name: 'Save language' }).click();
    // Once the server has saved it, the page switches to the language at once.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toHaveCount(0);

    // Kept on the server: a fresh page load renders in the chosen language.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const settings = await page.request.get(API.settings);
    expect(((await settings.json()) as { data: { preferredLanguage: string } }).data.preferredLanguage).toBe(
      'es',
    );
    await expectNoAxeViolations(page, 'the settings page in Spanish');

    // Back to English through the same form, now labelled in Spanish: the form is the one whose select
    // offers the tenant's languages. This also resets the device's language cookie, so the rest of the
    // journey (including after the account is gone) reads English.
    const languageForm = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.locator('select') });
    await languageForm.locator('select').selectOption('en');
    await languageForm.getByRole('button').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const saved = await page.request.get(API.settings);
    expect(((await saved.json()) as { data: { preferredLanguage: string } }).data.preferredLanguage).toBe(
      'en',
    );
  });

  await test.step('a wrong password does not delete the account', async () => {
    const deleteSection = page.getByRole('region', { name: 'Delete account' });
    await deleteSection.getByLabel('Password', { exact: true }).fill('not-my-password');
    await deleteSection.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, 'the delete-account confirmation');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(deleteSection.getByText('The password is incorrect.')).toBeVisible();
    expect((await sessionState(page)).isLoggedIn).toBe(true);
  });

  await test.step('the right password deletes the account and ends the session', async () => {
    const deleteSection = page.getByRole('region', { name: 'Delete account' });
    await deleteSection.getByLabel('Password', { exact: true }).fill(account.password);
    await deleteSection.getByRole('button', { name: 'Delete account' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Delete my account' })
      .click();

    await expect(page).toHaveURL(/\/careers\/?(\?.*)?$/);
    expect((await sessionState(page)).isLoggedIn).toBe(false);
    await openLoginFromNavbar(page);
    await submitSignIn(page, account);
    await expect(loginDialog(page).getByText('The email or password is incorrect.')).toBeVisible();
  });
});
