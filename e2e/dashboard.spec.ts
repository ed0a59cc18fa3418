import { API, type CandidateApplication, HEADERS } from '@portico/contracts';
import { applyAsNewCandidate, postJob } from './apply-steps.js';
import {
  CONTOSO,
  DEMO,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInThroughApi,
  readCsrfToken,
  signUpThroughApi,
  test,
  uniqueEmail,
  useDemoSession,
} from './fixtures.js';

/**
 * The candidate's dashboard (issue 18 §1, docs/decisions/054): the demo candidate's next steps and each tab's
 * real content, `/careers/dashboard` sent on to `/careers/dashboardv2` at Northwind; a new candidate withdraws an
 * application and the recruiter sees it Withdrawn; a draft continued and deleted; Contoso's shorter tabs.
 */

test('the demo dashboard: next steps, and every tab with its real content, linked by ?tab=', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await useDemoSession(page);
  // Northwind sets the redirect flag: the first address goes to the second.
  await gotoHydrated(page, '/careers/dashboard');
  await expect(page).toHaveURL(/\/careers\/dashboardv2(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Alex Morgan')).toBeVisible();

  const steps = page.getByRole('region', { name: 'Next steps' });
  // The open offers ask for a signature, soonest expiry first (the contract expires in 10 days, before 14 and 30).
  const firstStep = steps.getByRole('listitem').first();
  await expect(firstStep).toContainText('Review and sign your offer for');
  await expect(firstStep.getByRole('link', { name: 'Review offer' })).toHaveAttribute(
    'href',
    /\/careers\/offer\//,
  );
  // The first three show; the rest behind "more", so the tabs stay in reach on a phone.
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await steps.getByRole('button', { name: /^\d+ more steps$/ }).click();
  await expect(steps.getByRole('button', { name: 'Show fewer steps' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Other journeys leave drafts of their own on the demo candidate: at least the seeded one is there.
  await expect(steps.getByText(/Finish your application for/).first()).toBeVisible();
  await expect(steps.getByText(/Fill in the form/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the dashboard with its next steps');
  await page.screenshot({ path: info.outputPath(`dashboard-${info.project.name}.png`), fullPage: true });

  const tabs = page.getByRole('tablist', { name: 'Everything in progress' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Applications',
    'Interviews',
    'Saved jobs',
    'Events',
    'Offers',
    'Drafts',
    'Referrals',
  ]);
  // Other journeys apply, save and leave drafts as the demo candidate at the same time, so the lists they change are
  // held to at least DEMO.md's numbers here; the exact ones are the seed test's (seed/demo.test.ts).
  const atLeast = async (items: ReturnType<typeof page.getByRole>, n: number) => {
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(n);
    return items.count();
  };
  // Applications: 5 active, each of which can be withdrawn, and 3 closed.
  const panel = page.getByRole('tabpanel');
  const active = panel.getByRole('region', { name: 'Active' });
  const activeCount = await atLeast(active.getByRole('article'), 5);
  await expect(active.getByRole('button', { name: 'Withdraw' })).toHaveCount(activeCount);
  await atLeast(panel.getByRole('region', { name: 'Closed' }).getByRole('article'), 3);
  await expect(panel.getByText('Status: Withdrawn').first()).toBeVisible();

  await tabs.getByRole('tab', { name: 'Interviews' }).click();
  await expect(page).toHaveURL(/[?&]tab=interviews/);
  await expect(panel.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toHaveCount(2);
  await expect(panel.getByRole('link', { name: 'Add to calendar' })).toHaveCount(2);
  await expect(panel.getByRole('region', { name: 'Past' }).getByRole('article')).toHaveCount(1);

  await tabs.getByRole('tab', { name: 'Saved jobs' }).click();
  await atLeast(panel.getByRole('article'), 1);

  await tabs.getByRole('tab', { name: 'Events' }).click();
  // Journeys of the events page publish Northwind events of their own and register their candidates.
  await atLeast(panel.getByRole('article'), 3);
  await atLeast(panel.getByText('Registered', { exact: true }), 1);

  await tabs.getByRole('tab', { name: 'Offers' }).click();
  await expect(panel.getByRole('link', { name: /^View/ }).first()).toBeVisible();

  await tabs.getByRole('tab', { name: 'Drafts' }).click();
  await expect(panel.getByRole('heading', { name: 'Open drafts' })).toBeVisible();
  await atLeast(panel.getByRole('link', { name: 'Continue application' }), 1);
  await expect(panel.getByRole('heading', { name: 'Closed drafts' })).toBeVisible();
  await expect(panel.getByText('This job no longer takes applications.').first()).toBeVisible();

  await tabs.getByRole('tab', { name: 'Referrals' }).click();
  await expect(page).toHaveURL(/[?&]tab=referrals/);
  await expect(panel.getByRole('article')).toHaveCount(2);
  await expect(panel.getByText(/Referred by .*Priya Raman/)).toBeVisible();
  await expect(panel.getByText(/Referred by .*Tomás Ortega/)).toBeVisible();
  await expect(panel.getByText('Applied', { exact: true })).toHaveCount(1);
  await expect(panel.getByRole('link', { name: 'Apply now' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'the dashboard referrals tab');
  await page.screenshot({
    path: info.outputPath(`dashboard-referrals-${info.project.name}.png`),
    fullPage: true,
  });

  // A linked tab opens by its address, after a reload too.
  await gotoHydrated(page, '/careers/dashboardv2?tab=drafts');
  await expect(page.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
  // The keyboard moves between tabs with the arrow keys, and the address follows.
  await page.getByRole('tab', { name: 'Drafts' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Referrals' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=referrals/);
});

test('a candidate withdraws an application after a confirmation, and the recruiter sees it Withdrawn', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Lighthouse Keeper ${tag}`;
  await logInThroughApi(page, DEMO.recruiter);
  const jobId = await postJob(page, title, '<p>Keep the light burning.</p>');
  const context = await browser.newContext({ ...info.project.use });
  const candidate = await context.newPage();
  try {
    const account = { email: uniqueEmail('withdraw'), password: 'e2e-withdraw-54', fullName: `Wren ${tag}` };
    await applyAsNewCandidate(candidate, jobId, account);
    await gotoHydrated(candidate, '/careers/dashboardv2');
    const card = candidate.getByRole('article', { name: title });
    await expect(card.getByText('Status: Submitted')).toBeVisible();
    await card.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = candidate.getByRole('alertdialog', { name: 'Withdraw this application?' });
    await expect(dialog).toContainText(`Your application for “${title}” will be withdrawn`);
    await expectNoAxeViolations(candidate, 'the withdraw confirmation');
    // Thinking again keeps it.
    await dialog.getByRole('button', { name: 'Keep application' }).click();
    await expect(dialog).toHaveCount(0);
    await card.getByRole('button', { name: 'Withdraw' }).click();
    await candidate.getByRole('alertdialog').getByRole('button', { name: 'Withdraw application' }).click();
    await expect(candidate.getByText(`You withdrew your application for ${title}.`)).toBeVisible();
    const closed = candidate.getByRole('region', { name: 'Closed' });
    await expect(closed.getByRole('article', { name: title }).getByText('Status: Withdrawn')).toBeVisible();
    await expect(
      closed.getByRole('article', { name: title }).getByRole('button', { name: 'Withdraw' }),
    ).toHaveCount(0);
    await expectNoAxeViolations(candidate, 'the dashboard after a withdrawal');
    await candidate.screenshot({
      path: info.outputPath(`withdrawn-${info.project.name}.png`),
      fullPage: true,
    });

    const lists = (await (await candidate.request.get(API.dashboardApplications)).json()) as {
      data: { inactiveApplications: CandidateApplication[] };
    };
    const withdrawn = lists.data.inactiveApplications.find((a) => a.title === title)!;
    // The recruiter's pipeline shows it Withdrawn.
    await gotoHydrated(page, `/careers/admin/applications/${withdrawn.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Wren ${tag}`);
    await expect(page.getByText('Withdrawn').first()).toBeVisible();

    // The applications page offers the same withdrawal on its active ones: none are left here.
    await gotoHydrated(candidate, '/careers/applications');
    await expect(candidate.getByRole('region', { name: 'Active' })).toHaveCount(0);
    await expect(
      candidate.getByRole('region', { name: 'Closed' }).getByText('Status: Withdrawn'),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a draft is continued on its apply page and deleted from the dashboard', async ({ page }, info) => {
  test.setTimeout(120_000);
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Buoy Painter ${tag}`;
  await logInThroughApi(page, DEMO.recruiter);
  const jobId = await postJob(page, title, '<p>Paint the buoys.</p>');
  // Off the site first: a request of the recruiter's page still in flight would set a new CSRF cookie.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/careers');
  const account = { email: uniqueEmail('drafts'), password: 'e2e-drafts-54', fullName: `Dale ${tag}` };
  await signUpThroughApi(page, account);
  const saved = await page.request.put(API.draftApplications, {
    data: { position_id: jobId, base_version: 0, step: 1, values: { notice_period: '1m' }, resume_id: null },
    headers: { [HEADERS.csrfToken]: await readCsrfToken(page) },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await gotoHydrated(page, '/careers/dashboardv2?tab=drafts');
  // Exact: the next steps above hold a card about the same draft ("Finish your application for …").
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card.getByText('Step 1')).toBeVisible();
  await card.getByRole('link', { name: 'Continue application' }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/apply\\?pid=${jobId}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  await gotoHydrated(page, '/careers/dashboardv2?tab=drafts');
  await page
    .getByRole('article', { name: title, exact: true })
    .getByRole('button', { name: 'Delete draft' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this draft?' });
  await expect(confirm).toContainText(`Your answers for “${title}” will be deleted.`);
  await expectNoAxeViolations(page, 'the delete draft confirmation');
  await confirm.getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByText('Deleted draft application')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('No data found')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Search jobs' })).toBeVisible();
  await expectNoAxeViolations(page, 'the empty drafts tab');
  // Gone on the server too.
  const after = await page.request.get(API.draftApplications);
  expect(
    ((await after.json()) as { data: { openDraftApplications: unknown[] } }).data.openDraftApplications,
  ).toEqual([]);
});

test('Contoso keeps /careers/dashboard and shows its shorter list of tabs, without referrals', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}domain=${CONTOSO.domain}`;
  const account = {
    email: uniqueEmail('contoso-dash'),
    password: 'e2e-contoso-54',
    fullName: `Cas ${info.project.name}`,
  };
  await signUpThroughApi(page, account, CONTOSO.domain);
  const attested = await page.request.post(at(API.termsOfService), {
    data: {},
    headers: { [HEADERS.csrfToken]: await readCsrfToken(page) },
  });
  expect(attested.status(), await attested.text()).toBe(200);
  await gotoHydrated(page, at('/careers/dashboard'));
  await expect(page).toHaveURL(/\/careers\/dashboard\?/);
  await expect(page.getByRole('tablist').getByRole('tab')).toHaveText([
    'Applications',
    'Interviews',
    'Saved jobs',
    'Offers',
  ]);
  // A new candidate has nothing yet: each tab says so and gives a next step.
  await expect(page.getByRole('tabpanel').getByText('No data found')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Next steps' })
      .getByText(/Upload a resume|Add your work experience/)
      .first(),
  ).toBeVisible();
  expect((await page.request.get(at(API.dashboardReferrals))).status()).toBe(404);
  await expectNoAxeViolations(page, 'Contoso’s dashboard');
});
