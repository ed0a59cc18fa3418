import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import {
  ANY_SIZE,
  DEMO,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInThroughApi,
  NORTHWIND,
  test,
} from './fixtures.js';
import { E2E_SQLITE_PATH } from './server-env.js';

/** A kind of job this server does not know, as a newer server version sharing the database would add. */
const UNKNOWN_JOB = 'digest.quarterly';

/**
 * Adds a pending job to the running server's queue table, as `queue.enqueue` writes it (one attempt). The
 * server takes it at its next poll and, having no handler for it, fails it: a real failure of the real queue.
 */
function addUnknownJob(): string {
  const db = new Database(E2E_SQLITE_PATH, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const tenant = db.prepare('select id from tenants where domain = ?').get(NORTHWIND.domain) as {
      id: string;
    };
    const id = randomUUID();
    const at = new Date().toISOString();
    db.prepare(
      `insert into queue_jobs (id, key, name, tenant_id, payload, status, attempts, max_attempts, backoff_ms, run_at, created_at)
       values (?, ?, ?, ?, '{}', 'pending', 0, 1, 2000, ?, ?)`,
    ).run(id, `e2e:${id}`, UNKNOWN_JOB, tenant.id, at, at);
    return id;
  } finally {
    db.close();
  }
}

function removeJob(id: string): void {
  const db = new Database(E2E_SQLITE_PATH, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare('delete from queue_jobs where id = ?').run(id);
  } finally {
    db.close();
  }
}

/**
 * Issue 18 §4: the visible failed list. An admin sees the site's background jobs that failed every attempt,
 * with the last error, and retries one; it runs again (and here fails again, so it comes back). Desktop only:
 * the list is the site's, shared by both projects; the phone width is checked in the same journey.
 */
test(
  'an admin sees a failed background job with its error and retries it',
  ANY_SIZE,
  async ({ page }, info) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logInThroughApi(page, DEMO.admin);
    await gotoHydrated(page, '/careers/admin/jobs-queue');
    await expect(page.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Background jobs' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByText('No failed jobs. Everything sent in the background went through.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the empty failed list');

    const id = addUnknownJob();
    try {
      const row = page.getByRole('row', { name: new RegExp(UNKNOWN_JOB.replace('.', '\\.')) });
      const refresh = page.getByRole('button', { name: 'Refresh' });
      // The server fails the job at its next poll (half a second); the admin refreshes until it is listed.
      await expect(async () => {
        await refresh.click();
        await expect(row).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.getByRole('status').filter({ hasText: '1 failed job' })).toBeVisible();
      await expect(row.getByRole('cell').nth(0)).toHaveText('1');
      await expect(row).toContainText(`Error: no handler for job "${UNKNOWN_JOB}" in this process`);
      await expectNoAxeViolations(page, 'the failed list');
      await page.screenshot({ path: info.outputPath('jobs-queue-1440.png'), fullPage: true });

      const firstFailure = await row.locator('time').getAttribute('datetime');
      await row
        .getByRole('button', { name: new RegExp(`^Retry ${UNKNOWN_JOB.replace('.', '\\.')}, failed `) })
        .click();
      await expect(page.getByText(`${UNKNOWN_JOB} will run again.`)).toBeVisible();
      // It runs again at once with fresh attempts and fails again (still no handler): back on the list, failed later.
      await expect(async () => {
        await refresh.click();
        await expect(row.locator('time')).not.toHaveAttribute('datetime', firstFailure ?? '', {
          timeout: 1000,
        });
      }).toPass({ timeout: 15_000 });
      await expect(row.getByRole('cell').nth(0)).toHaveText('1');

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(row.getByRole('button', { name: /^Retry / })).toBeVisible();
      await expectNoAxeViolations(page, 'the failed list on a phone');
      await page.screenshot({ path: info.outputPath('jobs-queue-390.png'), fullPage: true });
    } finally {
      removeJob(id);
    }
  },
);

test('a recruiter has no background jobs page', ANY_SIZE, async ({ page }) => {
  await logInThroughApi(page, DEMO.recruiter);
  await gotoHydrated(page, '/careers/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Background jobs' })).toHaveCount(0);
});
