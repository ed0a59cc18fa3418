import type { Page } from '@playwright/test';
import { type AdminSite, API, HEADERS } from '@portico/contracts';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInThroughApi,
  readCsrfToken,
  test,
} from './fixtures.js';

/**
 * The site settings (issue 17 §2 "Site"): Northwind's admin changes the banner and the footer, previews them,
 * saves, and a visitor gets them at once, without the footer's script; a recruiter is sent away. The journey
 * changes the demo tenant's banner and footer, which the visitor journeys read: it holds the
 * `northwind-site` lock (they do too) and puts both back at its end.
 */
const SITE_LOCK = 'northwind-site';

async function adminSite(page: Page): Promise<AdminSite> {
  const response = await page.request.get(API.adminSite);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** Puts a section back as it was, over whatever version is current. */
async function restore(page: Page, section: 'banner' | 'footer', value: unknown): Promise<void> {
  const { version } = await adminSite(page);
  const response = await page.request.put(API.adminSiteSection(section), {
    data: { version, value },
    headers: { [HEADERS.csrfToken]: await readCsrfToken(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('the admin previews and saves a banner and a footer, and a visitor gets them without the script', async ({
  page,
  browser,
  lockAccount,
}, info) => {
  await lockAccount(SITE_LOCK);
  const tag = `${info.project.name} ${Date.now().toString(36)}`;
  const message = `Our harbour office is closed on Friday (${tag})`;
  const footerText = `Visit us on Pier 9 (${tag})`;
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await logInThroughApi(page, DEMO.admin);
  const before = await adminSite(page);

  try {
    await gotoHydrated(page, '/careers/admin/site');
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    const workspace = page.getByRole('navigation', { name: 'Recruiter workspace' });
    await expect(workspace.getByRole('link', { name: 'Site' })).toHaveAttribute('aria-current', 'page');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link', { name: 'Banner' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, 'the site settings banner section');

    await page.getByRole('checkbox', { name: 'Show the banner' }).check();
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    await expect(preview.getByRole('region', { name: 'Announcement (preview)' })).toHaveText(message);
    // Not saved yet: the page's own banner is still the old one.
    await expect(page.getByRole('region', { name: 'Announcement', exact: true })).not.toHaveText(message);
    await expectNoAxeViolations(page, 'the banner preview');
    await page.screenshot({ path: info.outputPath(`site-banner-${info.project.name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Banner saved. Candidates see it from their next page.')).toBeVisible();

    const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    try {
      await gotoHydrated(visitor, '/careers/search');
      await expect(visitor.getByRole('region', { name: 'Announcement' })).toHaveText(message);
    } finally {
      await visitor.close();
    }

    // The footer: a script and an event attribute never reach a page, the preview included.
    await sections.getByRole('link', { name: 'Footer' }).click();
    await expect(sections.getByRole('link', { name: 'Footer' })).toHaveAttribute('aria-current', 'page');
    await page
      .getByRole('textbox', { name: 'Footer HTML' })
      .fill(
        `<p>${footerText}</p><script>document.title = "owned"</script><p onclick="document.title = 'owned'">Careers team</p>`,
      );
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(preview).toContainText(footerText);
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('[onclick]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the footer preview');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Footer saved. Candidates see it from their next page.')).toBeVisible();

    const reader = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    try {
      await gotoHydrated(reader, '/careers');
      const footer = reader.getByRole('contentinfo');
      await expect(footer).toContainText(footerText);
      await expect(footer).toContainText('Careers team');
      await expect(footer.locator('script, [onclick]')).toHaveCount(0);
      await footer.getByText('Careers team').click();
      await expect(reader).not.toHaveTitle('owned');
    } finally {
      await reader.close();
    }
  } finally {
    await restore(page, 'banner', before.banner);
    await restore(page, 'footer', before.footer);
  }
});

test('a recruiter opening the site settings lands on the jobs and is offered no Site link', async ({
  page,
}) => {
  await logInThroughApi(page, DEMO.recruiter);
  await gotoHydrated(page, '/careers/admin/site');
  await expect(page).toHaveURL(/\/careers\/admin\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const workspace = page.getByRole('navigation', { name: 'Recruiter workspace' });
  await expect(workspace.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await expect(workspace.getByRole('link', { name: 'Site' })).toHaveCount(0);
  expect((await page.request.get(API.adminSite)).status()).toBe(403);
  await expectNoAxeViolations(page, 'the jobs list a recruiter lands on');
});
