import type { Page } from '@playwright/test';
import { API, type CandidateFormSummary, type FormsListResponse, HEADERS } from '@portico/contracts';
import {
  ANY_SIZE,
  DEMO,
  expect,
  expectNoAxeViolations,
  loginDialog,
  openNavMenuIfCollapsed,
  readCsrfToken,
  test,
  useDemoSession,
  waitForHydration,
} from './fixtures.js';

/*
 * The forms center (spec 1 §2 "forms center", issue 14 §9) on the demo candidate's forms (shared/DEMO.md).
 * Both browser projects run this file at the same time on one database, and a sent form cannot be sent
 * again, so each project fills a different short form: desktop the emergency contact, phone the preboarding
 * form the accepted offer brought. A journey whose form is no longer to do (a second run on the same
 * database) is skipped rather than failed.
 */

async function formsOf(page: Page, tab: 'pending' | 'completed'): Promise<CandidateFormSummary[]> {
  const response = await page.request.get(`${API.formsList}?tab_id=${tab}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as FormsListResponse).data.tabsData[tab] ?? [];
}

/** Opens the forms center from the account menu, as a candidate would. */
async function openFormsFromMenu(page: Page): Promise<void> {
  await page.goto('/careers');
  await waitForHydration(page);
  await openNavMenuIfCollapsed(page);
  await page.getByRole('button', { name: `Account: ${DEMO.candidate.fullName}` }).click();
  await page
    .getByRole('menuitem', { name: 'Forms' })
    .or(page.getByRole('link', { name: 'Forms', exact: true }))
    .click();
  await expect(page).toHaveURL(/\/careers\/forms\/center(\?|$)/);
}

test('a visitor is asked to sign in: forms are personal', ANY_SIZE, async ({ page }) => {
  await page.goto('/careers/forms');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your forms' })).toBeVisible();
  await expect(page.getByText(/Forms are personal/)).toBeVisible();
  await expectNoAxeViolations(page, 'the forms sign-in prompt');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('the demo candidate fills a short form, submits it and reads it back under Completed', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const title = phone ? 'New hire details' : 'Emergency contact';
  await useDemoSession(page);
  await page.goto('/careers');
  const todo = await formsOf(page, 'pending');
  test.skip(!todo.some((f) => f.title === title), `${title} was sent by an earlier run`);

  await test.step('the list, reached from the account menu', async () => {
    await openFormsFromMenu(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^To do \d+$/ })).toHaveAttribute('aria-selected', 'true');
    // The long questionnaire is always there to fill (no journey sends it).
    await expect(page.getByRole('article', { name: 'Work preferences questionnaire' })).toBeVisible();
    // Accepting an offer assigns another "New hire details" (the offer journeys accept offers): any one will do.
    const card = page.getByRole('article', { name: title }).first();
    await expect(card.getByText(/^Due /)).toBeVisible();
    await expectNoAxeViolations(page, 'the forms list');
    await card.getByRole('link', { name: `Fill in: ${title}` }).click();
  });

  const form = page.getByRole('form', { name: title });
  await test.step('the toolkit checks the answers before anything is sent', async () => {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const name = form.getByRole('textbox', { name: phone ? 'Legal full name' : 'Full name' });
    await expect(name).toBeEnabled();
    await expectNoAxeViolations(page, `the ${title} form`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, `the ${title} form with errors`);
  });

  await test.step('fill in, save progress', async () => {
    if (phone) {
      await form.getByRole('textbox', { name: 'Legal full name' }).fill('Alex Jordan Morgan');
      await form.getByRole('textbox', { name: 'Home address' }).fill('1 Pine Street\nSeattle, WA 98101');
      await form.getByRole('radio', { name: 'Linux' }).check();
    } else {
      await form.getByRole('textbox', { name: 'Full name' }).fill('Robin Morgan');
      await form.getByRole('combobox', { name: 'Relationship' }).selectOption({ label: 'Sibling' });
      await form.getByRole('textbox', { name: 'Phone number' }).fill('415-555-2671');
    }
    await form.getByRole('button', { name: 'Save progress' }).click();
    await expect(page.getByText('Your progress is saved.')).toBeVisible();
  });

  await test.step('submit: the form turns read-only', async () => {
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you. Your form has been submitted.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
    await expect(form.getByRole('textbox')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  });

  await test.step('under Completed, read-only', async () => {
    await page.getByRole('link', { name: 'Forms', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
    await page.getByRole('tab', { name: /^Completed \d+$/ }).click();
    await expect(page).toHaveURL(/[?&]tab=completed/);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Submitted /)).toBeVisible();
    await expectNoAxeViolations(page, 'the completed forms');
    await card.getByRole('link', { name: `View: ${title}` }).click();
    await expect(page.getByText(/A submitted form can no longer be changed\./)).toBeVisible();
    const sent = page.getByRole('form', { name: title });
    await expect(sent.getByRole('textbox')).toHaveCount(0);
    await expect(sent.getByText(phone ? 'Alex Jordan Morgan' : 'Robin Morgan')).toBeVisible();
    await expect(sent.getByText(phone ? 'Linux' : 'Sibling')).toBeVisible();
    await expectNoAxeViolations(page, `the sent ${title} form`);
  });

  // The server agrees: sent once, never again.
  const sentForm = (await formsOf(page, 'completed')).find((f) => f.title === title);
  expect(sentForm?.status).toBe('submitted');
  const again = await page.request.post(API.candidateFormSubmit(sentForm?.id ?? ''), {
    data: { answers: {} },
    headers: { [HEADERS.csrfToken]: await readCsrfToken(page) },
  });
  expect(again.status()).toBe(409);
});

test('the long questionnaire is a stepped form that passes axe', async ({ page, isMobile }) => {
  await useDemoSession(page);
  await page.goto('/careers/forms/center');
  const card = page.getByRole('article', { name: 'Work preferences questionnaire' });
  await card.getByRole('link', { name: /: Work preferences questionnaire$/ }).click();
  const form = page.getByRole('form', { name: 'Work preferences questionnaire' });
  await expect(form.getByRole('textbox', { name: 'Preferred name' })).toBeEnabled();
  if (isMobile) await expect(page.getByRole('progressbar', { name: 'Form progress' })).toBeVisible();
  else await expect(page.getByRole('navigation', { name: 'Form steps' })).toBeVisible();
  await expectNoAxeViolations(page, 'the stepped questionnaire');
});
