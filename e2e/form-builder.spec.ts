import type { Page } from '@playwright/test';
import { API, HEADERS } from '@portico/contracts';
import { applyAsNewCandidate, postJob } from './apply-steps.js';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInThroughApi,
  readCsrfToken,
  test,
  uniqueEmail,
} from './fixtures.js';

/**
 * The admin's form builder (issue 17): an admin shapes a form question by question with the preboarding admin
 * layout, saves it, and sends it to a hired candidate, who finds it in their forms center.
 */

/** A candidate who applied to a new job and was moved to Hired by the staff. */
async function hiredCandidate(admin: Page, candidate: Page, tag: string) {
  const jobId = await postJob(admin, `Ferry Deckhand ${tag}`, '<p>Keep the ferries running.</p>');
  const account = { email: uniqueEmail('hired'), password: 'e2e-hired-41', fullName: `Hana Hired ${tag}` };
  await applyAsNewCandidate(candidate, jobId, account);
  const list = await admin.request.get(`${API.adminApplications}?position_id=${jobId}`);
  const application = (await list.json()).data.applications[0];
  const moved = await admin.request.post(API.adminApplicationStage(application.id), {
    data: { stage: 'Hired', version: application.updated_at },
    headers: { [HEADERS.csrfToken]: await readCsrfToken(admin) },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return account;
}

test('an admin builds a form, saves it and sends it to a hired candidate, who finds it in the forms center', async ({
  page,
  browser,
}, info) => {
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Equipment request ${tag}`;
  const size = info.project.name === 'desktop' ? { width: 1440, height: 900 } : undefined;
  if (size) await page.setViewportSize(size);
  await logInThroughApi(page, DEMO.admin);
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const candidate = await context.newPage();
  try {
    const hired = await hiredCandidate(page, candidate, tag);

    await gotoHydrated(page, '/careers/admin/forms');
    await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
    const workspace = page.getByRole('navigation', { name: 'Recruiter workspace' });
    await expect(workspace.getByRole('link', { name: 'Forms' })).toHaveAttribute('aria-current', 'page');
    // The demo's preboarding form is listed with its kind.
    await expect(page.getByRole('row').filter({ hasText: 'New hire details' })).toContainText('Preboarding');
    await expectNoAxeViolations(page, 'the forms list');
    await page.screenshot({ path: info.outputPath(`forms-${info.project.name}.png`), fullPage: true });

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('button', { name: /Kind$/ }).click();
    await page.getByRole('option', { name: 'Company form' }).click();
    await page.getByRole('button', { name: 'Create and edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const questions = page.getByRole('region', { name: 'Questions' });
    const preview = page.getByRole('form', { name: `Preview of ${title}` });
    await test.step('edit the starting question into a choice', async () => {
      await questions
        .getByRole('group', { name: 'First question' })
        .getByRole('button', { name: 'Edit question' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit the question' });
      await dialog.getByRole('button', { name: /Type$/ }).click();
      await page.getByRole('option', { name: 'One choice (radio buttons)' }).click();
      await dialog.getByRole('textbox', { name: 'Question' }).fill('Which laptop do you want?');
      await dialog.getByRole('button', { name: 'Done' }).click();
      // Two choices at least: said on the field, the dialog stays.
      await expect(dialog.getByText('Give at least two choices, one per line.')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Choices, one per line' }).fill('Mac\nLinux');
      await expectNoAxeViolations(page, 'the question dialog');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(preview.getByRole('radio', { name: 'Linux' })).toBeVisible();
    });

    await test.step('add a question, move it first, duplicate and remove the copy', async () => {
      await questions.getByRole('button', { name: 'Add a question' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a question' });
      await dialog.getByRole('textbox', { name: 'Question' }).fill('Delivery address');
      await dialog.getByRole('checkbox', { name: 'An answer is required' }).check();
      await dialog.getByRole('button', { name: 'Done' }).click();
      const address = questions.getByRole('group', { name: 'Delivery address' });
      await expect(address.getByRole('button', { name: 'Move question down' })).toBeDisabled();
      await address.getByRole('button', { name: 'Move question up' }).click();
      await expect(address.getByRole('button', { name: 'Move question up' })).toBeDisabled();
      await expect(questions.getByRole('listitem').first()).toContainText('Delivery address');
      await address.getByRole('button', { name: 'Duplicate question' }).click();
      const copy = questions.getByRole('group', { name: 'Delivery address (copy)' });
      await expect(copy).toBeVisible();
      await copy.getByRole('button', { name: 'Delete question' }).click();
      await expect(copy).toHaveCount(0);
      await expect(preview.getByRole('textbox', { name: /Delivery address/ })).toBeVisible();
    });

    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await expectNoAxeViolations(page, 'the form builder');
    await page.getByRole('button', { name: 'Save form' }).click();
    await expect(page.getByText('The form was saved.')).toBeVisible();
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`builder-${info.project.name}.png`), fullPage: true });

    await test.step('send it to the hired candidate', async () => {
      const send = page.getByRole('region', { name: 'Send to hired candidates' });
      const row = send.getByRole('row').filter({ hasText: hired.fullName });
      await expect(row).toContainText('Not sent');
      await send.getByRole('button', { name: 'Send to 0 people' }).click();
      await expect(send.getByText('Choose at least one person.')).toBeVisible();
      await row.getByRole('checkbox', { name: `Send to ${hired.fullName}` }).check();
      await send.getByRole('button', { name: 'Send to 1 person' }).click();
      await expect(page.getByText('Sent to 1 person.')).toBeVisible();
      await expect(row).toContainText('To fill');
    });

    await gotoHydrated(candidate, '/careers/forms/center');
    const card = candidate.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: `Fill in: ${title}` }).click();
    const form = candidate.getByRole('form', { name: title });
    await expect(form.getByRole('textbox', { name: /Delivery address/ })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Mac' })).toBeVisible();
    await expectNoAxeViolations(candidate, 'the sent form, as the candidate sees it');
  } finally {
    await context.close();
  }
});

test('a recruiter has no forms: the link is not there and the page sends them to the jobs', async ({
  page,
}) => {
  await logInThroughApi(page, DEMO.recruiter);
  await gotoHydrated(page, '/careers/admin/forms');
  await expect(page).toHaveURL(/\/careers\/admin\/jobs$/);
  const workspace = page.getByRole('navigation', { name: 'Recruiter workspace' });
  await expect(workspace.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await expect(workspace.getByRole('link', { name: 'Forms' })).toHaveCount(0);
});
