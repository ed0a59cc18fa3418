import { API, HEADERS } from '@portico/contracts';
import Database from 'better-sqlite3';
import {
  ANY_SIZE,
  deleteAccountThroughApi,
  expect,
  expectNoAxeViolations,
  loginDialog,
  NORTHWIND,
  readCsrfToken,
  signUpThroughApi,
  test,
  uniqueEmail,
} from './fixtures.js';
import { E2E_SQLITE_PATH } from './server-env.js';

/**
 * Saved jobs and the candidate's other pages (issue 15 §6, §8). A fresh account per project saves its own
 * jobs, so the demo candidate's saved jobs (search.spec) are never touched; the journey deletes it.
 */

/** Two open Northwind jobs and an archived one, read from the journeys' database like a developer would. */
function northwindJobs(): { open: { id: number; title: string }[]; archived: { id: number; title: string } } {
  const db = new Database(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true });
  try {
    const tenant = db.prepare('select id from tenants where domain = ?').get(NORTHWIND.domain) as {
      id: string;
    };
    const open = db
      .prepare(
        `select id, title from positions where tenant_id = ? and archived_at is null and is_private = 0
         and (valid_through is null or valid_through > ?) order by id limit 2`,
      )
      .all(tenant.id, new Date().toISOString()) as { id: number; title: string }[];
    const archived = db
      .prepare(
        // A public one: a private job is saved from its link, with its token (docs/decisions/034).
        'select id, title from positions where tenant_id = ? and archived_at is not null and is_private = 0 order by id limit 1',
      )
      .get(tenant.id) as { id: number; title: string };
    return { open, archived };
  } finally {
    db.close();
  }
}

test('a candidate sees their saved jobs, the closed one marked, and removes one', async ({ page }, info) => {
  const account = { email: uniqueEmail('saved'), password: 'e2e-saved-jobs-41', fullName: 'Saved Journey' };
  await signUpThroughApi(page, account);
  const jobs = northwindJobs();
  expect(jobs.open).toHaveLength(2);
  // The sign-up rotated the CSRF token: the page read after it carries the new one.
  await page.reload();
  const csrf = await readCsrfToken(page);
  for (const job of [jobs.archived, ...jobs.open]) {
    const res = await page.request.post(API.positionSave(job.id), { headers: { [HEADERS.csrfToken]: csrf } });
    expect(res.status(), await res.text()).toBe(200);
  }

  // The desktop screenshots at 1440 wide (the phone project is 390 wide).
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/careers/saved-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  // Newest saved first.
  await expect(cards.first()).toHaveAccessibleName(jobs.open[1]!.title);
  const closed = page.getByRole('article', { name: jobs.archived.title });
  await expect(closed.getByText('No longer accepting applications')).toBeVisible();
  await expect(
    page.getByRole('article', { name: jobs.open[0]!.title }).getByText('No longer accepting applications'),
  ).toHaveCount(0);
  await expectNoAxeViolations(page, 'the saved-jobs page');
  await page.screenshot({ path: info.outputPath(`saved-jobs-${info.project.name}.png`), fullPage: true });

  await closed.getByRole('button', { name: `Remove ${jobs.archived.title} from saved jobs` }).click();
  await expect(page.getByRole('article', { name: jobs.archived.title })).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(2);

  // A card opens its job page.
  await page.getByRole('link', { name: jobs.open[0]!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/job/${jobs.open[0]!.id}-`));

  await deleteAccountThroughApi(page, account.password);
});

test('the account pages are pages of their own, not a search for their names', async ({ page }, info) => {
  const account = {
    email: uniqueEmail('pages'),
    password: 'e2e-account-pages-43',
    fullName: 'Pages Journey',
  };
  await signUpThroughApi(page, account);
  const pages: [string, string, string][] = [
    ['/careers/profile', 'Profile', account.email],
    ['/careers/applications', 'Applications', 'You have not applied to any jobs yet.'],
    ['/careers/dashboard', 'Dashboard', 'Welcome, Pages Journey'],
    ['/careers/interviews', 'Interviews', 'You have no interviews scheduled yet.'],
  ];
  for (const [path, heading, text] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    // Not the search page: no "What" box.
    await expect(page.getByRole('combobox', { name: 'What' })).toHaveCount(0);
    await expectNoAxeViolations(page, path);
  }
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/careers/dashboard');
  await page.screenshot({ path: info.outputPath(`dashboard-${info.project.name}.png`), fullPage: true });
  await page.getByRole('link', { name: 'Saved jobs' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
  await expect(page.getByText('You have not saved any jobs yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'the empty saved-jobs page');
  await page.screenshot({
    path: info.outputPath(`saved-jobs-empty-${info.project.name}.png`),
    fullPage: true,
  });

  await deleteAccountThroughApi(page, account.password);
});

test(
  'a visitor opening the saved jobs gets the login dialog; closing it returns to /careers',
  ANY_SIZE,
  async ({ page }) => {
    await page.goto('/careers/saved-jobs');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Sign in to see this page.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/careers');
  },
);
