import { expect, test } from '@playwright/test';
import { API, HEADERS } from '@portico/contracts';

async function login(page: import('@playwright/test').Page, domain = 'northwind.example') {
  await page.goto(`/careers?domain=${domain}`);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const r = await page.request.post(`${API.login}?domain=${domain}`, {
    data: { email: 'demo@example.com', password: 'portico-demo' },
    headers: { [HEADERS.csrfToken]: csrf },
  });
  expect(r.status()).toBe(200);
}

for (const [w, h] of [[1440, 900], [390, 844]] as const) {
  test(`shots ${w}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await context.newPage();
    await login(page);
    await page.goto('/careers/saved-jobs?domain=northwind.example');
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20000 });
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    console.log('bell name', await bell.getAttribute('aria-label'));
    await page.screenshot({ path: `/tmp/bell/shot-${w}-closed.png` });
    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/bell/shot-${w}-open.png` });
    const tab = dialog.getByRole('tab', { name: 'Action required' });
    if (await tab.count()) {
      await tab.click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/bell/shot-${w}-action.png` });
    }
    await page.keyboard.press('Escape');
    await page.goto('/careers/settings?domain=northwind.example');
    await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible({ timeout: 20000 });
    await page.getByRole('heading', { name: 'Notification settings' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/bell/shot-${w}-settings.png`, fullPage: true });
    await context.close();
  });
}
