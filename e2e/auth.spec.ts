import {
  ANY_SIZE,
  createAccountInDialog,
  DEMO,
  deleteAccountThroughApi,
  expect,
  expectNoAxeViolations,
  latestMailedLink,
  logInThroughApi,
  loginDialog,
  openLoginFromNavbar,
  openNavMenuIfCollapsed,
  sessionState,
  submitSignIn,
  test,
  uniqueEmail,
  waitForHydration,
} from './fixtures.js';
import { E2E_BASE_URL } from './server-env.js';

test.describe('signing in', () => {
  test('the demo candidate logs in through the modal and out again', async ({ page }) => {
    await page.goto('/careers');
    await openLoginFromNavbar(page);
    await expectNoAxeViolations(page, 'the login modal');

    await submitSignIn(page, DEMO.candidate);
    await expect(loginDialog(page)).toBeHidden();
    await openNavMenuIfCollapsed(page);
    const account = page.getByRole('button', { name: `Account: ${DEMO.candidate.fullName}` });
    await expect(account).toBeVisible();
    expect(await sessionState(page)).toEqual({ isLoggedIn: true, email: DEMO.candidate.email });
    await expectNoAxeViolations(page, 'the landing page, signed in');

    await account.click();
    await page
      .getByRole('menuitem', { name: 'Sign out' })
      .or(page.getByRole('link', { name: 'Sign out' }))
      .click();
    // /logout ends the session on the server, then returns to careers.
    await expect(page).toHaveURL(/\/careers\/?(\?.*)?$/);
    // The careers page is loading again after the sign-out; a menu opened before it settles may close
    // with the page's own navigation, so open it again until "Sign in" shows, as a person would.
    await expect(async () => {
      await openNavMenuIfCollapsed(page);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByText('Sign in', { exact: true }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    expect((await sessionState(page)).isLoggedIn).toBe(false);
  });

  test('a wrong password shows the error and keeps the visitor logged out', ANY_SIZE, async ({ page }) => {
    await page.goto('/careers');
    await openLoginFromNavbar(page);
    await submitSignIn(page, { email: DEMO.candidate.email, password: 'not-the-password' });

    const dialog = loginDialog(page);
    await expect(dialog.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect((await sessionState(page)).isLoggedIn).toBe(false);
    await expectNoAxeViolations(page, 'the login modal with an error');
  });

  test(
    'a protected route opens the login modal, and closing it returns to /careers',
    ANY_SIZE,
    async ({ page }) => {
      await page.goto('/careers/settings');
      const dialog = loginDialog(page);
      await expect(dialog).toBeVisible();
      // Behind the modal the page shows only its heading and the sign-in prompt, none of the settings.
      await expect(page.getByText('Sign in to see this page.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Preferred language' })).toHaveCount(0);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/careers\/?(\?.*)?$/);
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/careers');
    },
  );

  test('after signing in from a protected route the protected page opens', ANY_SIZE, async ({ page }) => {
    await page.goto('/careers/settings');
    await submitSignIn(page, DEMO.candidate);
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/careers/settings');
    await expect(page.getByText(DEMO.candidate.email)).toBeVisible();
    await expectNoAxeViolations(page, 'the settings page');
  });

  test('a signed-in account opens the protected page directly', ANY_SIZE, async ({ page }) => {
    await logInThroughApi(page, DEMO.admin);
    await page.goto('/careers/settings');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect(loginDialog(page)).toHaveCount(0);
  });

  test(
    'show_login_modal=1 and show_login_modal=true open the login modal on load',
    ANY_SIZE,
    async ({ page }) => {
      await page.goto('/careers?show_login_modal=1');
      await expect(loginDialog(page)).toBeVisible();
      await page.goto('/careers?show_login_modal=true');
      await expect(loginDialog(page)).toBeVisible();
      await page.goto('/careers');
      await expect(loginDialog(page)).toHaveCount(0);
    },
  );

  test('forgot password answers without telling whether the account exists', ANY_SIZE, async ({ page }) => {
    await page.goto('/careers/login');
    await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    // The same dialog now shows the reset request form under its own title.
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill('nobody-here@example.com');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'If an account exists for nobody-here@example.com, a reset link is on its way.',
    );
    await expectNoAxeViolations(page, 'the forgot-password form');
    await dialog.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(loginDialog(page)).toBeVisible();
  });

  test('a reset link that is not valid says so', ANY_SIZE, async ({ page }) => {
    await page.goto(`/careers/reset-password?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    // Typing into the server-rendered form before it hydrates would be lost.
    await waitForHydration(page);
    const form = page.getByLabel('New password', { exact: true });
    // The screen may know at once (malformed token) or only after the server answers.
    if (await form.isVisible()) {
      await form.fill('a-long-enough-password-1');
      await page.getByLabel('Confirm new password').fill('a-long-enough-password-1');
      await page.getByRole('button', { name: 'Save new password' }).click();
    }
    await expect(page.getByText('This reset link has expired or was already used.')).toBeVisible();
    await expectNoAxeViolations(page, 'the reset-password page with an invalid link');
  });

  test(
    'another site cannot sign a candidate out: its link to /logout only asks, and the answer is theirs',
    ANY_SIZE,
    async ({ page }) => {
      await logInThroughApi(page, DEMO.admin);
      // A page of another site with a link to the sign-out address: following it is a cross-site navigation.
      await page.route('http://elsewhere.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>Elsewhere</title><a href="${E2E_BASE_URL}/logout">Win a prize</a></html>`,
        }),
      );
      await page.goto('http://elsewhere.test/');
      await page.getByRole('link', { name: 'Win a prize' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
      expect((await sessionState(page)).isLoggedIn).toBe(true);
      await waitForHydration(page);
      await expectNoAxeViolations(page, 'the sign-out question');

      // "Stay signed in" keeps the session; the page's own "Sign out" ends it and returns to careers.
      await page.getByRole('link', { name: 'Sign out', exact: true }).click();
      await expect(page).toHaveURL(/\/careers\/?(\?.*)?$/);
      expect((await sessionState(page)).isLoggedIn).toBe(false);
    },
  );

  test('creating an account: its own title, a password toggle, the consent links, then the mailed confirmation', async ({
    page,
  }) => {
    const account = {
      email: uniqueEmail('verify'),
      password: 'e2e-verify-pass-61',
      fullName: 'Verify Journey',
    };
    await page.goto('/careers');
    await openLoginFromNavbar(page);
    const dialog = loginDialog(page);
    await dialog.getByRole('tab', { name: 'Create account' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Create your Northwind Traders account' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Create account | Northwind Traders');
    await expect(dialog.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      'https://northwind.example/legal/terms',
    );
    await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      'https://northwind.example/legal/privacy',
    );
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill(account.password);
    const toggle = dialog.getByRole('button', { name: 'Show password' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page, 'the create-account form');

    await createAccountInDialog(page, account);
    await expect(dialog).toBeHidden();
    expect(await sessionState(page)).toEqual({ isLoggedIn: true, email: account.email });

    // The mailed link confirms the address once.
    await expect.poll(() => latestMailedLink(account.email, '/careers/verify-email')).not.toBeNull();
    const link = new URL(latestMailedLink(account.email, '/careers/verify-email')!);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
    await expect(
      page.getByText(
        'Your email address is confirmed. Mail about your applications and offers reaches you from now on.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the confirmed email page');
    await page.reload();
    await expect(
      page.getByText('This confirmation link has expired or was already used.', { exact: false }),
    ).toBeVisible();
    await deleteAccountThroughApi(page, account.password);
  });
});
