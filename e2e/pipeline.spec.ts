import {
  ANY_SIZE,
  DEMO,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInThroughApi,
  test,
} from './fixtures.js';

/**
 * A tenant's own pipeline stages (issue 17): an admin adds a stage between the built-in ones, the staff's board
 * gets its column, and the admin removes it again. Desktop only: both projects would edit the same pipeline.
 */
test(
  'an admin adds a stage of their own, the board shows it, and it goes again',
  ANY_SIZE,
  async ({ page }, info) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logInThroughApi(page, DEMO.admin);
    await gotoHydrated(page, '/careers/admin/pipeline');
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
    const stages = page.getByRole('form', { name: 'Stages, in order' }).getByRole('listitem');
    await expect(stages).toHaveCount(7);
    await expect(stages.first()).toContainText('New');
    await expect(stages.first()).toContainText('The candidate sees “Submitted”.');
    await expectNoAxeViolations(page, 'the pipeline');

    const add = page.getByRole('form', { name: 'Add a stage' });
    await add.getByRole('textbox', { name: 'Stage name' }).fill('Screening');
    await add.getByRole('button', { name: 'Add the stage' }).click();
    await page.getByRole('button', { name: 'Save the pipeline' }).click();
    await expect(page.getByText('There is already a stage named “Screening”.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Stage name' }).first().fill('Skills test');
    // Added before Hired; two places up puts it between Screening and Interview.
    await page.getByRole('button', { name: 'Move Skills test up' }).click();
    await page.getByRole('button', { name: 'Move Skills test up' }).click();
    await expect(stages.nth(2).getByRole('textbox', { name: 'Stage name' })).toHaveValue('Skills test');
    await expectNoAxeViolations(page, 'the pipeline with a draft stage');
    await page.getByRole('button', { name: 'Save the pipeline' }).click();
    await expect(page.getByText('The pipeline was saved.')).toBeVisible();
    await page.screenshot({ path: info.outputPath('pipeline.png'), fullPage: true });

    await gotoHydrated(page, '/careers/admin/applications?view=board');
    await expect(page.getByRole('region', { name: /^Skills test, 0$/ })).toBeVisible();
    const columns = page.getByRole('region', { name: /, \d+$/ });
    await expect(columns.nth(2)).toHaveAccessibleName(/^Skills test/);

    await gotoHydrated(page, '/careers/admin/pipeline');
    await page.getByRole('button', { name: 'Remove Skills test' }).click();
    await page.getByRole('button', { name: 'Save the pipeline' }).click();
    await expect(page.getByText('The pipeline was saved.')).toBeVisible();
    await expect(stages).toHaveCount(7);
  },
);
