import {
  DEMO,
  deleteAccountThroughApi,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInThroughApi,
  signUpThroughApi,
  test,
  uniqueEmail,
} from './fixtures.js';

/**
 * Events (issue 17 §2, issue 18): a recruiter creates and publishes an event with one seat; one candidate
 * registers, the next finds it full, the recruiter sees the registration and cancels the event, and the
 * registered candidate sees it canceled.
 */
test('a recruiter publishes a one-seat event, a candidate takes the seat, the next finds it full, and a cancellation reaches the candidate', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const title = `Harbour open evening ${info.project.name} ${Date.now().toString(36)}`;
  await logInThroughApi(page, DEMO.recruiter);
  await gotoHydrated(page, '/careers/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const workspace = page.getByRole('navigation', { name: 'Recruiter workspace' });
  await expect(workspace.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: /\d events?$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the workspace events list');

  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Meet the harbour team.\nDrinks after.');
  await page.getByRole('textbox', { name: 'Online link' }).fill('http://meet.example.com/harbour');
  await page.getByLabel('Capacity').fill('1');
  await expectNoAxeViolations(page, 'the new event form');
  await page.getByRole('button', { name: 'Save draft' }).click();
  // Only https links: said on the field, nothing saved.
  await expect(page.getByText('An online link must start with https://.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/admin\/events\/new(\?|$)/);
  await page.getByRole('textbox', { name: 'Online link' }).fill('https://meet.example.com/harbour');
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Draft' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Published' })).toBeVisible();
  await expect(page.getByText('Nobody has registered yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'the event page');
  await page.screenshot({ path: info.outputPath(`event-${info.project.name}.png`), fullPage: true });
  const eventPath = new URL(page.url()).pathname;

  const ann = { email: uniqueEmail('event-a'), password: 'harbour-evening-1', fullName: 'Ann Harbour' };
  const ben = { email: uniqueEmail('event-b'), password: 'harbour-evening-2', fullName: 'Ben Harbour' };
  // Each candidate is a browser of their own, at the journey's size (axe needs pages of a context it knows).
  const annContext = await browser.newContext({ ...info.project.use });
  const benContext = await browser.newContext({ ...info.project.use });
  const annPage = await annContext.newPage();
  const benPage = await benContext.newPage();
  try {
    await signUpThroughApi(annPage, ann);
    await gotoHydrated(annPage, '/careers/events');
    await expect(annPage.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const annCard = annPage.getByRole('article', { name: title });
    await expect(annCard.getByText('Webinar')).toBeVisible();
    await expect(annCard.getByText('Seats left: 1')).toBeVisible();
    await expect(annCard.getByText('Online', { exact: true })).toBeVisible();
    await expectNoAxeViolations(annPage, 'the events page');
    await annCard.getByRole('button', { name: 'Register' }).click();
    await expect(annCard.getByText('Registered', { exact: true })).toBeVisible();
    await expect(annCard.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
    await expectNoAxeViolations(annPage, 'the events page with a registration');
    await annPage.screenshot({ path: info.outputPath(`events-${info.project.name}.png`), fullPage: true });

    // The confirmation keeps the seat when the candidate thinks again.
    await annCard.getByRole('button', { name: 'Cancel registration' }).click();
    const confirm = annPage.getByRole('alertdialog', { name: 'Cancel your registration?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(annPage, 'the cancel-registration confirmation');
    await confirm.getByRole('button', { name: 'Keep my seat' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(annCard.getByText('Registered', { exact: true })).toBeVisible();

    await signUpThroughApi(benPage, ben);
    await gotoHydrated(benPage, '/careers/events');
    const benCard = benPage.getByRole('article', { name: title });
    await expect(benCard.getByText('Full', { exact: true })).toBeVisible();
    await expect(benCard.getByRole('button', { name: 'Register' })).toHaveCount(0);

    // The recruiter sees who registered, then cancels the event with a reason.
    await gotoHydrated(page, eventPath);
    const registrations = page.getByRole('region', { name: 'Registrations' });
    await expect(registrations.getByRole('rowheader', { name: 'Ann Harbour' })).toBeVisible();
    await expect(registrations.getByRole('cell', { name: ann.email })).toBeVisible();
    await expect(registrations.getByRole('link', { name: 'Download CSV' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel event' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this event?' });
    await expect(dialog.getByText('1 registered candidate is mailed your reason')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The harbour is closed for a storm.');
    await expectNoAxeViolations(page, 'the cancel-event dialog');
    await dialog.getByRole('button', { name: 'Cancel event' }).click();
    await expect(page.getByRole('definition').filter({ hasText: 'Canceled' })).toBeVisible();
    await expect(page.getByText('Canceled: The harbour is closed for a storm.')).toBeVisible();

    await gotoHydrated(annPage, '/careers/events');
    const canceled = annPage.getByRole('article', { name: title });
    await expect(canceled.getByText('The harbour is closed for a storm.')).toBeVisible();
    await expect(canceled.getByText('Canceled:')).toBeVisible();
    await expect(canceled.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(annPage, 'the events page with a canceled event');
    // Someone who never registered no longer sees it.
    await gotoHydrated(benPage, '/careers/events');
    await expect(benPage.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(benPage.getByRole('article', { name: title })).toHaveCount(0);
  } finally {
    await deleteAccountThroughApi(annPage, ann.password).catch(() => undefined);
    await deleteAccountThroughApi(benPage, ben.password).catch(() => undefined);
    await annContext.close();
    await benContext.close();
  }
});
