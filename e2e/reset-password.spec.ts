import {
  ANY_SIZE,
  deleteAccountThroughApi,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  latestMailedLink,
  loginDialog,
  sessionState,
  signUpThroughApi,
  submitSignIn,
  test,
  uniqueEmail,
} from './fixtures.js';

test('a forgotten password is reset through the e-mailed link, once', ANY_SIZE, async ({ page }) => {
  const account = { email: uniqueEmail('reset'), password: 'e2e-old-password-17', fullName: 'Reset Journey' };
  const newPassword = 'e2e-new-password-23';
  await signUpThroughApi(page, account);
  await page.context().clearCookies();

  await gotoHydrated(page, '/careers/login');
  await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(account.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('status')).toContainText(`If an account exists for ${account.email}`);

  await expect
    .poll(() => latestMailedLink(account.email, '/careers/reset-password'), {
      message: 'a reset mail in the outbox',
    })
    .not.toBeNull();
  const link = latestMailedLink(account.email, '/careers/reset-password')!;
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expectNoAxeViolations(page, 'the reset-password page');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();

  // The old password no longer works; the new one does.
  await gotoHydrated(page, '/careers/login');
  await submitSignIn(page, account);
  await expect(loginDialog(page).getByText('The email or password is incorrect.')).toBeVisible();
  await submitSignIn(page, { email: account.email, password: newPassword });
  await expect(loginDialog(page)).toBeHidden();
  expect(await sessionState(page)).toEqual({ isLoggedIn: true, email: account.email });

  // A used link is spent.
  await gotoHydrated(page, link);
  await page.getByLabel('New password', { exact: true }).fill('e2e-third-password-99');
  await page.getByLabel('Confirm new password').fill('e2e-third-password-99');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This reset link has expired or was already used.')).toBeVisible();
  await expectNoAxeViolations(page, 'the reset-password page with a spent link');

  await deleteAccountThroughApi(page, newPassword);
});
