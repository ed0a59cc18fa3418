import { readFile } from 'node:fs/promises';
import { DEMO, expect, expectNoAxeViolations, gotoHydrated, logInThroughApi, test } from './fixtures.js';

/**
 * The workspace's analytics (issue 17 §2): the recruiter reads the demo's 90 days of visits, searches and
 * applications as figures, charts with tables and a CSV file, at desktop and phone sizes.
 */
test('a recruiter reads the analytics, changes the period and downloads the figures as CSV', async ({
  page,
}, info) => {
  await logInThroughApi(page, DEMO.recruiter);
  await gotoHydrated(page, '/careers/admin/jobs');
  const workspace = page.getByRole('navigation', { name: 'Recruiter workspace' });
  await workspace.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/careers\/admin\/analytics/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(workspace.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');

  // The last 30 days of the demo's generated visits: real, non-zero figures.
  const figures = page.getByRole('region', { name: 'Key figures' });
  const visits = figures.getByRole('listitem').filter({ hasText: 'Visits (page views)' });
  await expect(visits).toBeVisible();
  expect(Number.parseFloat((await visits.locator('span').first().textContent()) ?? '0')).toBeGreaterThan(0);
  const searches = figures.getByRole('listitem').filter({ hasText: /^[\d.]+k?Searches$/ });
  expect(Number.parseFloat((await searches.locator('span').first().textContent()) ?? '0')).toBeGreaterThan(0);
  // Each chart is an image with a name, and its figures are a table too.
  await expect(page.getByRole('img', { name: 'Activity over the period' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Funnel: from a job’s page to a hire' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity over the period, as a table' })).toBeAttached();
  await expect(page.getByRole('table', { name: 'Searches that found nothing' })).toContainText('astronaut');
  await expect(page.getByRole('heading', { name: 'Funnel per source (utm_source)' })).toBeVisible();
  await expectNoAxeViolations(page, 'the analytics page');
  await page.screenshot({ path: info.outputPath(`analytics-${info.project.name}.png`), fullPage: true });

  // A week instead: the address and the figures follow.
  const status = page.getByRole('status').filter({ hasText: /all jobs$/ });
  const month = await status.textContent();
  await page.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(status).not.toHaveText(month ?? '');
  const from = new URL(page.url()).searchParams.get('from');
  const to = new URL(page.url()).searchParams.get('to');
  expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(6);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from!);
  await expect(page.getByRole('img', { name: 'Activity over the period' })).toBeVisible();

  // A period that ends before it starts is said, and not asked for.
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await expect(page.getByText('The end of the period is before its start.')).toBeVisible();
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`to=${to}`));
  await page.getByLabel('To', { exact: true }).fill(to!);

  // The CSV of the same week: its header, and the week's visits.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download these figures (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`analytics-${from}-${to}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('section,item,figure,value');
  expect(lines).toContain(`period,from,date,${from}`);
  const views = lines.find((l) => l.startsWith('totals,all,views,'));
  expect(Number(views?.split(',')[3])).toBeGreaterThan(0);
  expect(lines.filter((l) => /^daily,\d{4}-\d{2}-\d{2},views,\d+$/.test(l))).toHaveLength(7);
  await expectNoAxeViolations(page, 'the analytics page, a week');
});
