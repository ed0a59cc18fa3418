import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * Opens `path` and waits until the browser app has hydrated the server-rendered page (`html[data-hydrated]`,
 * set by the app's root layout). Before that, its buttons and forms are plain HTML: a click does nothing or
 * submits natively, and the step after it waits for something that never comes. Pages without the app
 * (notices) never hydrate; open those with `page.goto`.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
}
