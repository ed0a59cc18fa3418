import type { Page } from '@playwright/test';
import { API, HEADERS } from '@portico/contracts';
import { applyAsNewCandidate, postJob } from './apply-steps.js';
import {
  CONTOSO,
  DEMO,
  deleteAccountThroughApi,
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
 * The notification center (issue 18 §2, §7; docs/decisions/055): the bell and its count, the panel's lists and
 * tabs, the badge rising on an open page when a recruiter moves an application, a click that marks and follows,
 * signing an offer that clears its "Action required", and Contoso without that tab. Axe scans with the panel
 * open at each size (1440 on desktop, 390 on phones). Jobs are "Ferry …" so no journey's search is topped.
 */

/** The bell by its name: "Notifications" alone, or with the unread count. */
const BELL = /^Notifications(, \d+ unread)?$/;
const bell = (page: Page, name: string | RegExp = BELL) =>
  // Hidden too: while the panel is open, the page behind it (the bell included) is hidden from assistive tech.
  page.getByRole('button', { name, exact: typeof name === 'string', includeHidden: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const bellName = (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

/** The count the server says now (`GET notification_badge`), to hold the bell to. */
async function serverBadge(page: Page, domain?: string): Promise<number> {
  const response = await page.request.get(`${API.notificationBadge}${domain ? `?domain=${domain}` : ''}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

async function atSize(page: Page, project: string): Promise<void> {
  if (project === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
}

test('the demo candidate’s bell shows the count and the lists, and opening it marks them viewed', async ({
  browser,
  lockAccount,
}, info) => {
  await lockAccount(DEMO.candidate.email);
  // A context of its own: axe scans a page of a context, not of the browser.
  const context = await browser.newContext({
    viewport: info.project.name === 'desktop' ? { width: 1440, height: 900 } : { width: 390, height: 844 },
  });
  const page = await context.newPage();
  try {
    await useDemoSession(page);
    await gotoHydrated(page, '/careers/saved-jobs');
    const count = await serverBadge(page);
    await expect(bell(page, bellName(count))).toBeVisible();

    await bell(page).click();
    const dialog = panel(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const items = dialog.getByRole('tabpanel', { name: 'All' }).getByRole('link');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThan(1);
    // Opening sets the badge to zero, and the server agrees.
    await expect(bell(page, 'Notifications')).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => serverBadge(page)).toBe(0);
    if (info.project.name === 'desktop') {
      // A dropdown under the bell, 480 px wide (the dialog inside its 1 px border) and at most 600 px high.
      const box = await dialog.boundingBox();
      expect(Math.abs((box?.width ?? 0) - 480)).toBeLessThanOrEqual(2);
      expect(box?.height ?? 0).toBeLessThanOrEqual(602);
    } else {
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    }
    await expectNoAxeViolations(page, `the notification panel (${info.project.name})`);

    await dialog.getByRole('tab', { name: 'Action required' }).click();
    const actions = dialog.getByRole('tabpanel', { name: 'Action required' }).getByRole('link');
    await expect(actions.first()).toBeVisible();
    for (const item of await actions.all()) await expect(item).toContainText('Action required');
    await expectNoAxeViolations(page, `the Action required tab (${info.project.name})`);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(bell(page, 'Notifications')).toBeFocused();
    await page.reload();
    await expect(bell(page, 'Notifications')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a recruiter moves an application: the open page’s badge rises, and the notification leads to the applications', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  await atSize(page, info.project.name);
  await logInThroughApi(page, DEMO.recruiter);
  const jobId = await postJob(page, `Ferry Purser ${tag}`, '<p>Keep the ferry’s accounts.</p>');

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const candidate = await context.newPage();
  const account = { email: uniqueEmail('bell'), password: 'e2e-bell-55', fullName: `Nell Bell ${tag}` };
  try {
    await applyAsNewCandidate(candidate, jobId, account);
    await gotoHydrated(candidate, '/careers/saved-jobs');
    await expect(bell(candidate, 'Notifications, 1 unread')).toBeVisible();

    const list = await page.request.get(`${API.adminApplications}?position_id=${jobId}`);
    const application = (await list.json()).data.applications[0];
    const moved = await page.request.post(API.adminApplicationStage(application.id), {
      data: { stage: 'Screening', version: application.updated_at },
      headers: { [HEADERS.csrfToken]: await readCsrfToken(page) },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    // No reload: the stream brings the new count to the open page, and a screen reader hears it.
    await expect(bell(candidate, 'Notifications, 2 unread')).toBeVisible();
    await expect(candidate.getByRole('status').filter({ hasText: 'Notifications, 2 unread' })).toHaveCount(1);

    await bell(candidate).click();
    const dialog = panel(candidate);
    const items = dialog.getByRole('tabpanel', { name: 'All' }).getByRole('link');
    await expect(items).toHaveCount(2);
    const moveNote = items.first();
    await expect(moveNote).toHaveAccessibleName(
      new RegExp(`^Unread Application update Your application for Ferry Purser ${tag} moved to Screening\\.`),
    );
    await expect(items.nth(1)).toHaveAccessibleName(/^Unread Application submitted/);
    await expect(bell(candidate, 'Notifications')).toBeAttached();
    await expectNoAxeViolations(candidate, `the panel with new notifications (${info.project.name})`);

    await moveNote.click();
    await expect(candidate).toHaveURL(/\/careers\/applications$/);
    await expect(dialog).toHaveCount(0);
    await expect(candidate.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(candidate.getByText(`Ferry Purser ${tag}`).first()).toBeVisible();

    // Clicked is kept: after a reload the moved one reads as read, the other still unread.
    await candidate.reload();
    await bell(candidate).click();
    const again = panel(candidate).getByRole('tabpanel', { name: 'All' }).getByRole('link');
    await expect(again.first()).toHaveAccessibleName(/^Application update/);
    await expect(again.nth(1)).toHaveAccessibleName(/^Unread Application submitted/);
    await panel(candidate).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(again.nth(1)).toHaveAccessibleName(/^Application submitted/);
    await expect(panel(candidate).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  } finally {
    await deleteAccountThroughApi(candidate, account.password).catch(() => undefined);
    await context.close();
  }
});

test('signing the offer clears its “Action required” notification', async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Ferry Navigator ${tag}`;
  await atSize(page, info.project.name);
  await logInThroughApi(page, DEMO.recruiter);
  const jobId = await postJob(page, title, '<p>Chart the ferry’s course.</p>');

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const candidate = await context.newPage();
  const account = {
    email: uniqueEmail('offer-bell'),
    password: 'e2e-offer-bell-55',
    fullName: `Olga Offer ${tag}`,
  };
  try {
    await applyAsNewCandidate(candidate, jobId, account);
    const list = await page.request.get(`${API.adminApplications}?position_id=${jobId}`);
    const application = (await list.json()).data.applications[0];
    const expires = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const extended = await page.request.post(API.adminApplicationOffer(application.id), {
      data: {
        salary: { amount: 52_000, currency: 'USD', period: 'year' },
        start_date: null,
        expires_on: expires,
      },
      headers: { [HEADERS.csrfToken]: await readCsrfToken(page) },
    });
    expect(extended.status(), await extended.text()).toBeLessThan(300);

    await gotoHydrated(candidate, '/careers/saved-jobs');
    await bell(candidate).click();
    const dialog = panel(candidate);
    await dialog.getByRole('tab', { name: 'Action required' }).click();
    const actions = dialog.getByRole('tabpanel', { name: 'Action required' }).getByRole('link');
    await expect(actions).toHaveCount(1);
    await expect(actions.first()).toHaveAccessibleName(
      `Unread Sign your offer You have received an offer for ${title}. now Action required`,
    );
    await actions.first().click();
    await expect(candidate).toHaveURL(/\/careers\/offer\/[^/?]+$/);

    await candidate.getByRole('link', { name: 'Start: Offer Letter' }).click();
    await expect(candidate.getByRole('heading', { name: 'Review job offer' })).toBeVisible();
    const form = candidate.getByRole('form', { name: 'Sign digitally' });
    await form.getByRole('checkbox', { name: /I have read and agree/ }).check();
    const signature = form.getByRole('textbox', { name: /Signature/ });
    await signature.fill(account.fullName);
    await signature.blur();
    await form.getByRole('button', { name: 'Sign offer letter' }).click();
    await expect(candidate.getByText('Successfully signed the offer letter')).toBeVisible();

    await gotoHydrated(candidate, '/careers/saved-jobs');
    await bell(candidate).click();
    await panel(candidate).getByRole('tab', { name: 'Action required' }).click();
    // Signed: "Sign your offer" asks for nothing any more. The acceptance assigned the tenant's preboarding
    // forms, which do ask (their own notifications, made in the acceptance's transaction).
    const stillToDo = panel(candidate).getByRole('tabpanel', { name: 'Action required' }).getByRole('link');
    await expect(stillToDo.filter({ hasText: 'Fill in your form' }).first()).toBeVisible();
    await expect(stillToDo.filter({ hasText: 'Sign your offer' })).toHaveCount(0);
    await panel(candidate).getByRole('tab', { name: 'All' }).click();
    const offerNote = panel(candidate)
      .getByRole('tabpanel', { name: 'All' })
      .getByRole('link')
      .filter({ hasText: 'Sign your offer' });
    await expect(offerNote).toHaveCount(1);
    await expect(offerNote).not.toContainText('Action required');
  } finally {
    await deleteAccountThroughApi(candidate, account.password).catch(() => undefined);
    await context.close();
  }
});

test('Contoso’s center has no Action required tab', async ({ browser }, info) => {
  const context = await browser.newContext({
    viewport: info.project.name === 'desktop' ? { width: 1440, height: 900 } : { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const account = {
    email: uniqueEmail('contoso-bell'),
    password: 'e2e-contoso-bell-55',
    fullName: 'Cora Contoso',
  };
  const at = (path: string) => `${path}?domain=${CONTOSO.domain}`;
  try {
    await page.goto(at('/careers'));
    await signUpThroughApi(page, account, CONTOSO.domain);
    // Contoso's terms gate (DEMO.md) is not this journey's subject: accepted through its call.
    const attested = await page.request.post(at(API.termsOfService), {
      data: {},
      headers: { [HEADERS.csrfToken]: await readCsrfToken(page) },
    });
    expect(attested.status(), await attested.text()).toBe(200);
    await gotoHydrated(page, at('/careers/saved-jobs'));
    await bell(page, 'Notifications').click();
    const dialog = panel(page);
    await expect(dialog.getByText("You're all caught up!")).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expectNoAxeViolations(page, `Contoso’s empty notification panel (${info.project.name})`);
    await dialog.getByRole('button', { name: 'Close notifications' }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    await deleteAccountThroughApi(page, account.password, CONTOSO.domain).catch(() => undefined);
    await context.close();
  }
});
