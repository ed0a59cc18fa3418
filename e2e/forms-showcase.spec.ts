import type { Locator, Page } from '@playwright/test';
import { ANY_SIZE, expect, expectNoAxeViolations, test } from './fixtures.js';

const SHOWCASE = '/careers/forms/showcase';

/**
 * Presses Tab until `target` has focus: proves it is reachable by keyboard, in page order. The target is found
 * once (a role query computes the accessible name of every candidate on this long form, about 50 ms on a busy
 * machine) and each press then only asks whether that element has focus.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  const element = await target.elementHandle();
  try {
    for (let i = 0; i < maxPresses; i++) {
      if (await element.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
  } finally {
    await element.dispose();
  }
  throw new Error(`could not reach ${target} with Tab in ${maxPresses} presses`);
}

function form(page: Page) {
  return page.getByRole('form', { name: 'Form toolkit showcase' });
}

/** The controls are disabled until the app has hydrated (a submit before would be the browser's own). */
async function openShowcase(page: Page): Promise<void> {
  await page.goto(SHOWCASE);
  await expect(form(page).getByRole('textbox', { name: 'First name' })).toBeEnabled();
}

/** A small but real PDF, read by the upload field into its base64 value. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('the form toolkit showcase', () => {
  // The showcase is the site's longest page (every field type, ~900 elements, the e-signature widget in a
  // frame): one axe scan of it takes 5-8 s on a busy two-core machine, 15-20 s in the phone profile. Each
  // state is its own journey, so three scans never share one journey's time.
  test('passes axe in edit mode', async ({ page }) => {
    await openShowcase(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Form toolkit showcase' })).toBeVisible();
    await expectNoAxeViolations(page, 'the showcase in edit mode');
  });

  test('passes axe after a failed submit', async ({ page }) => {
    await openShowcase(page);
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoAxeViolations(page, 'the showcase with errors');
  });

  test('passes axe in read-only mode', async ({ page }) => {
    await openShowcase(page);
    await page.getByRole('switch', { name: 'Read-only view' }).check();
    await expect(form(page).getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the showcase in read-only mode');
  });

  test('submitting with errors lands on the first one and counts the errors of each step', async ({
    page,
    isMobile,
  }) => {
    await openShowcase(page);
    await form(page).getByRole('button', { name: 'Submit' }).click();
    const firstName = form(page).getByRole('textbox', { name: 'First name' });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    if (isMobile) {
      // Phones show a scroll-progress bar instead of the step list (spec 3 §2).
      await expect(page.getByRole('progressbar', { name: 'Form progress' })).toBeVisible();
      return;
    }
    const steps = page.getByRole('navigation', { name: 'Form steps' });
    await expect(steps.getByRole('button', { name: /About you/ })).toContainText('4 errors found');
    await expect(steps.getByRole('button', { name: /Identity/ })).toContainText('1 error found');
    await expect(steps.getByRole('button', { name: /Identity/ })).toContainText('2 new questions');
    await expect(steps.getByRole('button', { name: /Preferences/ })).toContainText('2 errors found');

    // Fixing a field updates its step's count.
    await firstName.fill('Ada');
    await firstName.blur();
    await expect(steps.getByRole('button', { name: /About you/ })).toContainText('3 errors found');

    // Choosing a step takes focus to its first invalid field.
    await steps.getByRole('button', { name: /Preferences/ }).click();
    await expect(form(page).getByRole('combobox', { name: 'Department' })).toBeFocused();
    await expect(steps.getByRole('button', { name: /Preferences/ })).toHaveAttribute('aria-current', 'step');
  });

  test(
    'a person fills the stepped form by keyboard only, submits it and reads it back',
    ANY_SIZE,
    async ({ page }) => {
      await openShowcase(page);
      const f = form(page);
      const kb = page.keyboard;

      await test.step('about you', async () => {
        await tabTo(page, f.getByRole('textbox', { name: 'First name' }));
        await kb.type('Ada');
        await kb.press('Tab');
        await kb.type('Lovelace');
        await tabTo(page, f.getByRole('textbox', { name: 'Email' }));
        await kb.type('ada@example.com');
        await tabTo(page, f.getByRole('textbox', { name: 'Phone number' }));
        await kb.type('415-555-2671');
        await tabTo(page, f.getByRole('textbox', { name: 'Social security number' }));
        await kb.type('123456789');
        await expect(f.getByRole('textbox', { name: 'Social security number' })).toHaveValue('123-45-6789');
        await tabTo(page, f.getByRole('textbox', { name: 'Date of birth' }));
        await kb.type('01/15/1990');
        await kb.press('Enter');
      });

      await test.step('experience', async () => {
        await tabTo(page, f.getByRole('textbox', { name: 'Start date' }).first());
        await kb.type('01/2020');
        await tabTo(page, f.getByRole('checkbox', { name: "I'm currently in this role." }).first());
        await kb.press('Space');
        await expect(f.getByRole('textbox', { name: 'End date' }).first()).toBeDisabled();
        await tabTo(page, f.getByRole('textbox', { name: 'Employer' }));
        await kb.type('Analytical Engines Ltd');
        await kb.press('Tab');
        await kb.type('Analyst');
        await tabTo(page, f.getByRole('button', { name: 'Add all' }));
        await kb.press('Enter');
        await expect(f.getByRole('button', { name: 'Remove Teamwork' })).toBeVisible();
      });

      await test.step('preferences', async () => {
        const department = f.getByRole('combobox', { name: 'Department' });
        await tabTo(page, department);
        // Type-ahead on a closed select chooses the first option starting with the letters.
        await kb.type('Eng');
        await expect(department.locator('option:checked')).toHaveText('Engineering');
        await tabTo(page, f.getByRole('radio', { name: 'None' }));
        await kb.press('ArrowRight');
        await expect(f.getByRole('radio', { name: '1 month' })).toBeChecked();
      });

      await test.step('documents and consent', async () => {
        await tabTo(page, f.getByLabel('Resume'));
        const chooser = page.waitForEvent('filechooser');
        await kb.press('Space');
        await (await chooser).setFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
        await expect(f.getByRole('button', { name: 'Remove resume.pdf' })).toBeVisible();
        await tabTo(page, f.getByRole('checkbox', { name: /I confirm that the information/ }));
        await kb.press('Space');
      });

      await test.step('submit', async () => {
        await tabTo(page, f.getByRole('button', { name: 'Submit' }));
        await kb.press('Enter');
        await expect(page.getByText(/Every answer is valid\./)).toBeVisible();
      });

      await test.step('switch to read-only', async () => {
        await tabTo(page, page.getByRole('switch', { name: 'Read-only view' }), 200);
        await kb.press('Space');
        await expect(f.getByRole('textbox')).toHaveCount(0);
        // The value beside a label (a "New" pill may follow the label text).
        const row = (label: string) =>
          f.locator('dt', { hasText: new RegExp(`^${label}`) }).locator('xpath=following-sibling::dd[1]');
        await expect(row('First name')).toHaveText('Ada');
        await expect(row('Social security number')).toHaveText('[ CONFIDENTIAL ]');
        await expect(row('Department')).toHaveText('Engineering');
        await expect(row('Notice period')).toHaveText('1 month');
        await expect(row('Resume')).toContainText('resume.pdf');
        await expect(row('Phone')).toHaveText('+1 415 555 2671');
        await expectNoAxeViolations(page, 'the filled showcase in read-only mode');
      });
    },
  );

  test(
    "signs in the site's own e-signature widget, inside the frame, by keyboard",
    ANY_SIZE,
    async ({ page }) => {
      await openShowcase(page);
      const frame = page.frameLocator('iframe[title="Sign the showcase"]');
      const name = frame.getByRole('textbox', { name: 'Full name' });
      await expect(name).toBeEnabled();
      // Signing without a name or the agreement is refused inside the widget.
      await frame.getByRole('button', { name: 'Sign' }).click();
      await expect(frame.getByText('Full name is required')).toBeVisible();
      await name.focus();
      await page.keyboard.type('Ada Lovelace');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await frame.getByRole('button', { name: 'Sign' }).press('Enter');
      await expect(frame.getByText('Signed. You can close this window.')).toBeVisible();
      await expect(form(page).getByText('The document is signed.')).toBeVisible();
      await page.getByRole('switch', { name: 'Read-only view' }).check();
      await expect(
        form(page).locator('dt', { hasText: 'Sign the showcase' }).locator('xpath=following-sibling::dd[1]'),
      ).toHaveText('The document is signed.');
    },
  );

  test('the e-signature widget page on its own passes axe and says what it is for', async ({ page }) => {
    await page.goto('/public/esignWidget?widgetId=forms-showcase&hosted=true');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign electronically' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the e-signature widget');
  });

  test('speaks the page language: French messages and step counts', ANY_SIZE, async ({ page }) => {
    await page.goto(`${SHOWCASE}?hl=fr`);
    const f = page.getByRole('form', { name: 'Démonstration de la boîte à outils de formulaires' });
    await expect(f.getByRole('textbox', { name: 'First name' })).toBeEnabled();
    await f.getByRole('button', { name: 'Envoyer' }).click();
    await expect(f.getByText('Le champ « First name » est obligatoire')).toBeVisible();
    // The step list counts in French, with the plural form of the count.
    await expect(f.getByRole('button', { name: 'About you 4 erreurs trouvées' })).toBeVisible();
    await expectNoAxeViolations(page, 'the showcase in French with errors');
  });

  test('speaks the page language: Arabic right to left', async ({ page }) => {
    await page.goto(`${SHOWCASE}?hl=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Scanned once the app has taken over the page (the controls are disabled until then).
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeEnabled();
    // The page's own texts are in Arabic ("Read-only view").
    await expect(page.getByRole('switch', { name: 'عرض للقراءة فقط' })).toBeVisible();
    await expectNoAxeViolations(page, 'the showcase in Arabic');
  });
});
