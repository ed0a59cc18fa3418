import { chooseLanguage, expect, expectNoAxeViolations, openNavMenuIfCollapsed, test } from './fixtures.js';

test.describe('languages', () => {
  test('switching to Arabic turns the page right-to-left and mirrors the layout', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const width = page.viewportSize()!.width;
    // The home link leads the navbar; its label is translated, so find it by position, not by name.
    const brand = page.locator('nav').first().getByRole('link').first();
    const ltrBox = await brand.boundingBox();
    expect(ltrBox, 'the navbar has a home link').not.toBeNull();
    expect(ltrBox!.x + ltrBox!.width / 2).toBeLessThan(width / 2);

    // Only the tenant's languages are offered (Northwind: en, es, fr, de, ja, ar; not Contoso's nl).
    await openNavMenuIfCollapsed(page);
    const picker = page.getByLabel('Language', { exact: true });
    const offered = await picker.evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.value));
    expect(offered.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja']);

    // Choosing before the app has hydrated has no effect yet; choose again until the page switches.
    await expect(async () => {
      await openNavMenuIfCollapsed(page);
      await chooseLanguage(page, page, /العربية|arabic/i);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    // Mirrored: the home link now sits on the right-hand side.
    await expect
      .poll(async () => {
        const box = await brand.boundingBox();
        return box ? box.x + box.width / 2 > width / 2 : false;
      })
      .toBe(true);
    await expectNoAxeViolations(page, 'the landing page in Arabic');
  });
});
