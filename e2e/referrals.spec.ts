import { answerNorthwindQuestions, nextStep, postJob, toReview, uploadResume } from './apply-steps.js';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  latestMailedLink,
  logInThroughApi,
  signUpThroughApi,
  test,
  uniqueEmail,
} from './fixtures.js';

/**
 * Referrals in the workspace (issue 18 §1, docs/decisions/054): a recruiter records a referral on the job's page
 * (the server's field errors on their fields, a second referral of the same address refused); the person gets
 * the job's link with its `referral_token` by mail, signs up with that address and confirms it, sees the
 * referral on the dashboard, applies through the link, and the recruiter's list shows it applied.
 */

test('a recruiter records a referral; the person applies through the mailed link and the recruiter sees it applied', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Lamplighter ${tag}`;
  const referrer = `Priya ${tag}`;
  const account = { email: uniqueEmail('referral'), password: 'e2e-referral-54', fullName: `Robin ${tag}` };
  // Each side in a context of its own at the project's size (axe scans a page of a context).
  const size =
    info.project.name === 'desktop' ? { viewport: { width: 1440, height: 900 } } : { ...info.project.use };
  const staffContext = await browser.newContext(size);
  const candidateContext = await browser.newContext(size);
  const staff = await staffContext.newPage();
  const candidate = await candidateContext.newPage();
  try {
    await logInThroughApi(staff, DEMO.recruiter);
    const jobId = await postJob(staff, title, '<p>Light the lamps at dusk.</p>');

    await gotoHydrated(staff, `/careers/admin/jobs/${jobId}`);
    const section = staff.getByRole('region', { name: 'Referrals' });
    await expect(section.getByText('No referrals for this job yet.')).toBeVisible();
    const form = section.getByRole('form', { name: 'Record a referral' });

    // Nothing filled in: the server's errors show on their fields, and nothing is recorded.
    await form.getByRole('button', { name: 'Record referral' }).click();
    const name = form.getByRole('textbox', { name: /Name of the person referring/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter the name of the person referring.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Email of the person referred/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(staff, 'the referral form with its field errors');

    await name.fill(referrer);
    await form.getByRole('textbox', { name: /Their email/ }).fill('priya.raman@northwind.example');
    await form.getByRole('textbox', { name: /Email of the person referred/ }).fill(account.email);
    await form
      .getByRole('textbox', { name: /Note/ })
      .fill('Robin kept our harbour lights burning for years.');
    await form.getByRole('button', { name: 'Record referral' }).click();
    await expect(
      staff.getByText(`Referral recorded. ${account.email} was emailed the job’s link.`),
    ).toBeVisible();
    const row = section.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText(referrer);
    await expect(row).toContainText('Not yet');
    await expect(section.getByText('1 referral', { exact: true })).toBeVisible();

    // The same address again is refused, plainly.
    await form.getByRole('textbox', { name: /Email of the person referred/ }).fill(account.email);
    await form.getByRole('button', { name: 'Record referral' }).click();
    await expect(form.getByRole('alert')).toHaveText('This person has already been referred for this job.');
    await expect(section.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(staff, 'the job page with its referrals');
    await staff.screenshot({
      path: info.outputPath(`referrals-staff-${info.project.name}.png`),
      fullPage: true,
    });

    // The mail carries the job's link with the referral's token.
    await expect.poll(() => latestMailedLink(account.email, `/careers/job/${jobId}[^?\\s]*`)).not.toBeNull();
    const mailed = new URL(latestMailedLink(account.email, `/careers/job/${jobId}[^?\\s]*`)!);
    expect(mailed.searchParams.get('referral_token')).toMatch(/^\S{20,}$/);

    // The person signs up with that address and confirms it (a referral is shown to the address's owner only).
    await signUpThroughApi(candidate, account);
    await expect.poll(() => latestMailedLink(account.email, '/careers/verify-email')).not.toBeNull();
    const verify = new URL(latestMailedLink(account.email, '/careers/verify-email')!);
    await candidate.goto(`${verify.pathname}${verify.search}`);
    await expect(candidate.getByText(/Your email address is confirmed/)).toBeVisible();

    await gotoHydrated(candidate, '/careers/dashboardv2?tab=referrals');
    const card = candidate.getByRole('tabpanel').getByRole('article', { name: title });
    // The name is set apart for right-to-left pages (Unicode isolates around it).
    await expect(card.getByText(new RegExp(`Referred by .${referrer}. on`))).toBeVisible();
    await expect(card.getByText('Robin kept our harbour lights burning for years.')).toBeVisible();
    await expect(card.getByText('Not applied yet')).toBeVisible();
    await expectNoAxeViolations(candidate, 'the dashboard’s referral');

    // Applying through the mailed link.
    await gotoHydrated(candidate, `${mailed.pathname}${mailed.search}`);
    await expect(candidate.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await candidate.getByRole('link', { name: 'Apply', exact: true }).first().click();
    await expect(candidate).toHaveURL(/\/careers\/apply\?.*referral_token=/);
    await uploadResume(candidate, account.fullName, account.email);
    await nextStep(candidate, /Your answers/);
    await answerNorthwindQuestions(candidate);
    await toReview(candidate);
    await candidate.getByRole('button', { name: 'Submit application' }).click();
    await expect(candidate.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible({
      timeout: 15_000,
    });

    await gotoHydrated(candidate, '/careers/dashboardv2?tab=referrals');
    await expect(
      candidate
        .getByRole('tabpanel')
        .getByRole('article', { name: title })
        .getByText('Applied', { exact: true }),
    ).toBeVisible();

    // The recruiter's list shows it applied.
    await gotoHydrated(staff, `/careers/admin/jobs/${jobId}`);
    await expect(
      staff.getByRole('region', { name: 'Referrals' }).getByRole('row').filter({ hasText: account.email }),
    ).toContainText(/Applied \w{3} \d{1,2}, \d{4}/);
  } finally {
    await staffContext.close();
    await candidateContext.close();
  }
});
