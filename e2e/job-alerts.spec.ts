import Database from 'better-sqlite3';
import { postJob } from './apply-steps.js';
import {
  DEMO,
  deleteAccountThroughApi,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  latestMailedLink,
  logInThroughApi,
  signUpThroughApi,
  test,
  uniqueEmail,
} from './fixtures.js';
import { E2E_SQLITE_PATH } from './server-env.js';

/** The subjects of the mails the server kept for `email` (outbox mode), oldest first. */
function subjectsTo(email: string): string[] {
  const db = new Database(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare('select subject from outbox where to_address = ? order by created_at').all(email) as {
        subject: string;
      }[]
    ).map((r) => r.subject);
  } finally {
    db.close();
  }
}

/**
 * Job alerts (issue 18 §3, §7; docs/decisions/053): a candidate saves a search as an alert, sees it in settings,
 * a recruiter posts a matching job, the digest arrives in the outbox, and its unsubscribe link stops it; a
 * visitor subscribes by e-mail and nothing starts until the mailed link is used. The journeys' server ticks every
 * second with a one-second "day" (playwright.config.ts), so a weekly digest comes within seconds.
 */
test('a candidate creates a job alert, receives a digest of a new matching job and unsubscribes from it', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  // A word of its own per browser project, so the two projects' alerts and jobs never meet.
  const word = info.project.name === 'phone' ? 'Saddlewright' : 'Quillwright';
  const account = { email: uniqueEmail('alerts'), password: 'alert-journey-1', fullName: 'Alma Alert' };
  const context = await browser.newContext({ ...info.project.use });
  const page = await context.newPage();
  const staffContext = await browser.newContext({ ...info.project.use });
  const staff = await staffContext.newPage();
  try {
    await signUpThroughApi(page, account);
    // Mail about alerts goes to a proven address: the sign-up's link proves it.
    await expect.poll(() => latestMailedLink(account.email, '/careers/verify-email')).not.toBeNull();
    const verify = new URL(latestMailedLink(account.email, '/careers/verify-email') as string);
    await page.goto(`${verify.pathname}${verify.search}`);
    await expect(page.getByText('Your email address is confirmed.', { exact: false })).toBeVisible();

    await gotoHydrated(page, `/careers?query=${word}&location=Austin`);
    const create = page.getByRole('button', { name: 'Create alert' });
    await expect(create).toBeVisible();
    await expectNoAxeViolations(page, 'the search page with Create alert');
    await create.click();
    await expect(page.getByRole('status').filter({ hasText: 'Alert saved' })).toBeVisible();
    const manage = page.getByRole('link', { name: 'Manage alerts' });
    await expect(manage).toBeVisible();

    await manage.click();
    const section = page.getByRole('region', { name: 'Job alerts' });
    await expect(section.getByRole('heading', { level: 3, name: `${word} · Austin` })).toBeVisible();
    await expect(section.getByText('On', { exact: true })).toBeVisible();
    await expect(section.getByText('No mail yet')).toBeVisible();
    await expectNoAxeViolations(page, 'settings with a job alert');
    await page.screenshot({
      path: info.outputPath(`job-alerts-settings-${info.project.name}.png`),
      fullPage: true,
    });

    // A recruiter posts a matching job: the next digest lists it.
    await logInThroughApi(staff, DEMO.recruiter);
    await postJob(staff, `${word} Harbour Pilot`, `<p>${word} work on the harbour.</p>`);
    await expect
      .poll(() => subjectsTo(account.email).filter((s) => s.startsWith('New jobs for')), { timeout: 30_000 })
      .toEqual([`New jobs for “${word} · Austin”: 1`]);

    // The digest's unsubscribe link (no sign-in needed) asks, then stops the alert.
    const unsubscribe = new URL(latestMailedLink(account.email, '/job-alerts/unsubscribe') as string);
    const visitor = await browser.newContext({ ...info.project.use });
    const linkPage = await visitor.newPage();
    await linkPage.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await expect(linkPage.getByRole('heading', { level: 1, name: 'Job alert' })).toBeVisible();
    await expectNoAxeViolations(linkPage, 'the unsubscribe page');
    await linkPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(linkPage.getByRole('status')).toHaveText(`Done: no more mails for “${word} · Austin”.`);
    await expect(linkPage.getByText('You can turn it back on in your account settings.')).toBeVisible();
    await expectNoAxeViolations(linkPage, 'the unsubscribed page');
    await visitor.close();

    await gotoHydrated(page, '/careers/settings');
    await expect(section.getByText('Paused', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: `Resume “${word} · Austin”` })).toBeVisible();
  } finally {
    await deleteAccountThroughApi(page, account.password).catch(() => undefined);
    await context.close();
    await staffContext.close();
  }
});

test('a visitor subscribes by e-mail, confirms through the mailed link and then receives the digest', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const word = info.project.name === 'phone' ? 'Ploughwright' : 'Wheelwright';
  const email = uniqueEmail('alerts-visitor');
  const context = await browser.newContext({ ...info.project.use });
  const page = await context.newPage();
  const staffContext = await browser.newContext({ ...info.project.use });
  const staff = await staffContext.newPage();
  try {
    await gotoHydrated(page, `/careers?query=${word}&location=Austin`);
    await page.getByRole('button', { name: 'Create alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get new jobs by e-mail' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('We use your e-mail address only to send you the new jobs')).toBeVisible();
    await expectNoAxeViolations(page, 'the e-mail subscription dialog');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('How often').selectOption('daily');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByText(`open the link we sent to ${email}`, { exact: false })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`job-alerts-subscribe-${info.project.name}.png`) });
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // Before the link is used, a matching job mails nothing but the confirmation.
    await logInThroughApi(staff, DEMO.recruiter);
    await postJob(staff, `${word} Cart Builder`, `<p>${word} work in the yard.</p>`);
    expect(subjectsTo(email)).toEqual(['Confirm your job alert']);

    const confirm = new URL(latestMailedLink(email, '/job-alerts/confirm') as string);
    await page.goto(`${confirm.pathname}${confirm.search}`);
    await expect(page.getByText(`Mail new jobs for the search “…” to this address?`)).toBeVisible();
    await expectNoAxeViolations(page, 'the confirmation page');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Confirmed: new jobs for “${word} · Austin” will now come by mail.`,
    );

    // From now on: the next matching job comes in the digest (the one before the confirmation does not).
    await postJob(staff, `${word} Wheel Maker`, `<p>${word} work at the wheel.</p>`);
    await expect
      .poll(() => subjectsTo(email).filter((s) => s.startsWith('New jobs for')), { timeout: 30_000 })
      .toEqual([`New jobs for “${word} · Austin”: 1`]);
    const unsubscribe = new URL(latestMailedLink(email, '/job-alerts/unsubscribe') as string);
    await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(`Done: no more mails for “${word} · Austin”.`);
  } finally {
    await context.close();
    await staffContext.close();
  }
});
