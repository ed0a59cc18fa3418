import type { Page, TestInfo } from '@playwright/test';
import type { ApplyFormResponse } from '@portico/contracts';
import Database from 'better-sqlite3';
import { answerNorthwindQuestions, nextStep, stageHeading, toReview, uploadResume } from './apply-steps.js';
import {
  ANY_SIZE,
  CONTOSO,
  DEMO,
  expect,
  expectNoAxeViolations,
  loginDialog,
  NORTHWIND,
  sessionState,
  submitSignIn,
  test,
  uniqueEmail,
  useDemoSession,
  waitForHydration,
} from './fixtures.js';
import { E2E_BASE_URL, E2E_SQLITE_PATH } from './server-env.js';

/*
 * Applying (issue 14 §12; docs/decisions/020): a visitor with a resume to the confirmation and the mails, the
 * signed-in candidate's prefilled form, Contoso's sign-in first, a job cart of three, drafts that survive a
 * closed browser and a lost connection, and a double submit that makes one application. Both browser
 * projects run this file at once on one database, so every journey takes jobs of its own (`jobsFor`) and
 * visitors use unique addresses; axe checks every step at both sizes.
 */

type ApplyForm = ApplyFormResponse['data'];

/** Open jobs of the tenant's first two search pages (50 a page), newest first. */
async function listedJobs(page: Page, domain?: string): Promise<number[]> {
  const ids: number[] = [];
  for (const start of ['0', '50']) {
    const response = await page.request.get('/api/pcsx/search', {
      params: { num: '50', start, sort_by: 'date', ...(domain ? { domain } : {}) },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { data: { positions: { id: number }[] } };
    ids.push(...body.data.positions.map((p) => p.id));
  }
  return ids;
}

async function applyForm(page: Page, pids: number[], domain?: string): Promise<ApplyForm> {
  const response = await page.request.get('/api/pcsx/apply/form', {
    params: { pids: pids.join(','), ...(domain ? { domain } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ApplyForm }).data;
}

const JOURNEYS = ['visitor', 'signedIn', 'cart', 'closed', 'offline', 'double', 'contoso'] as const;

/**
 * `count` jobs for one journey in one browser project, none shared with another journey or the other project,
 * each open and not yet applied to by whoever is signed in (call after signing in).
 */
async function jobsFor(
  page: Page,
  info: TestInfo,
  journey: (typeof JOURNEYS)[number],
  count: number,
  domain?: string,
  signedOutOnly = false,
): Promise<number[]> {
  const all = await listedJobs(page, domain);
  const lane = JOURNEYS.indexOf(journey) * 2 + (info.project.name === 'phone' ? 1 : 0);
  const slice = all.filter((_, index) => index % (JOURNEYS.length * 2) === lane);
  // Where applying needs an account (Contoso) a visitor cannot ask: listed jobs are open, and nobody applied.
  const usable = signedOutOnly
    ? slice
    : (await applyForm(page, slice, domain)).positions
        .filter((p) => p.open && !p.alreadyApplied)
        .map((p) => p.id);
  expect(usable.length, `${count} open jobs for the ${journey} journey`).toBeGreaterThanOrEqual(count);
  return usable.slice(0, count);
}

function outbox(email: string): { subject: string; text_body: string }[] {
  const db = new Database(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select subject, text_body from outbox where to_address = ? order by created_at')
      .all(email) as { subject: string; text_body: string }[];
  } finally {
    db.close();
  }
}

function applicationsTo(positionId: number, email: string): number {
  const db = new Database(E2E_SQLITE_PATH, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `select count(*) as n from applications a join candidates c on c.id = a.candidate_id
         where a.position_id = ? and c.email = ?`,
      )
      .get(positionId, email) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

test('a visitor applies with a resume: prefilled answers, the confirmation and the mails', async ({
  page,
}, info) => {
  const email = uniqueEmail('apply');
  const [pid] = await jobsFor(page, info, 'visitor', 1);
  await page.goto(`/careers/apply?pid=${pid}&utm_source=e2e&utm_campaign=journeys`);
  await waitForHydration(page);
  await expectNoAxeViolations(page, 'the apply page, resume step');

  await uploadResume(page, 'Priya Raman', email);
  await expect(page.getByText(/We filled in answers from your resume/)).toBeVisible();
  await expectNoAxeViolations(page, 'the resume step after an upload');
  await nextStep(page, /Your answers/);
  await expect(page.getByLabel(/First name/)).toHaveValue('Priya');
  await expect(page.getByLabel(/Last name/)).toHaveValue('Raman');
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page.getByText('Saved on this device').first()).toBeVisible();
  await answerNorthwindQuestions(page);
  await expectNoAxeViolations(page, 'the questions');

  await toReview(page);
  await expect(page.getByText('Priya', { exact: true })).toBeVisible();
  await expect(page.getByText('Gender (kept private)')).toBeVisible();
  await expectNoAxeViolations(page, 'the review');

  await page.getByRole('button', { name: 'Submit application' }).click();
  const done = page.getByRole('heading', { name: 'Thank you for applying' });
  await expect(done).toBeFocused({ timeout: 15_000 });
  await expect(page.getByText('Application submitted')).toBeVisible();
  await expect(page.getByText('Check your email to set your password')).toBeVisible();
  await expectNoAxeViolations(page, 'the confirmation');

  // A new address: an account with a "set your password" mail. Nobody has proved the address is the applicant's
  // yet, so mail about the application waits until that link is used (docs/decisions/033).
  await expect
    .poll(() => outbox(email).map((m) => m.subject))
    .toEqual([`Set your password for ${NORTHWIND.name} careers`]);
  expect(applicationsTo(pid!, email)).toBe(1);
  // Nothing is left in the browser once the application is in.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portico-apply'))),
  ).toEqual([]);
});

test('a signed-in candidate finds the form filled from the account', ANY_SIZE, async ({ page }, info) => {
  await useDemoSession(page);
  const [pid] = await jobsFor(page, info, 'signedIn', 1);
  await page.goto(`/careers/apply?pid=${pid}`);
  await waitForHydration(page);
  // The demo candidate has a resume on file: choose it instead of uploading.
  await page.getByRole('radio', { name: /Alex-Morgan-Resume\.pdf/ }).check();
  await nextStep(page, /Your answers/);
  await expect(page.getByLabel(/First name/)).toHaveValue('Alex');
  await expect(page.getByLabel(/Last name/)).toHaveValue('Morgan');
  await expect(page.getByLabel(/^Email/)).toHaveValue(DEMO.candidate.email);
  await answerNorthwindQuestions(page);
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
  await toReview(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Your application is in your account.')).toBeVisible();
  expect(applicationsTo(pid!, DEMO.candidate.email)).toBe(1);
});

test(
  'Contoso asks for a sign-in first, then continues to the application',
  ANY_SIZE,
  async ({ page }, info) => {
    const [pid] = await jobsFor(page, info, 'contoso', 1, CONTOSO.domain, true);
    await page.goto(`/careers/apply?pid=${pid}&domain=${CONTOSO.domain}`);
    const dialog = loginDialog(page, CONTOSO.name);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await submitSignIn(page, DEMO.candidate, CONTOSO.name);
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/careers/apply\\?pid=${pid}&domain=contoso\\.example`));
    // DEMO.md: Contoso's terms are at version 2 and the demo candidate attested version 1, so the terms gate
    // stands between them and the application until they accept (docs/decisions/022); another journey may
    // have accepted already.
    const terms = page.getByRole('dialog', { name: 'Before you continue: Contoso candidate terms' });
    await expect(stageHeading(page, /Resume/).or(terms)).toBeVisible({ timeout: 15_000 });
    if (await terms.isVisible()) {
      await terms
        .getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' })
        .check();
      await terms.getByRole('button', { name: 'Accept and continue' }).click();
      await expect(terms).toHaveCount(0);
    }
    await expect(stageHeading(page, /Resume/)).toBeVisible();
    expect(await sessionState(page, CONTOSO.domain)).toEqual({
      isLoggedIn: true,
      email: DEMO.candidate.email,
    });
    await expectNoAxeViolations(page, 'the Contoso apply page');
  },
);

test('a job cart applies to three jobs at once, with a result for each', async ({ page }, info) => {
  await useDemoSession(page);
  const pids = await jobsFor(page, info, 'cart', 3);
  const form = await applyForm(page, pids);
  const titles = form.positions.map((p) => p.title);
  await page.goto(`/careers/apply?pids=${pids.join(',')}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply to these jobs' })).toBeVisible();
  for (const title of titles) await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('radio', { name: /Alex-Morgan-Resume\.pdf/ }).check();
  await nextStep(page, /Your answers/);
  await answerNorthwindQuestions(page);
  await toReview(page);
  await expectNoAxeViolations(page, 'the job cart review');
  await page.getByRole('button', { name: 'Submit applications' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible({
    timeout: 15_000,
  });
  const results = page.getByRole('listitem').filter({ hasText: 'Application submitted' });
  await expect(results).toHaveCount(3);
  for (const pid of pids) expect(applicationsTo(pid, DEMO.candidate.email)).toBe(1);
});

test('a draft survives closing the browser halfway', ANY_SIZE, async ({ page, browser }, info) => {
  await useDemoSession(page);
  const [pid] = await jobsFor(page, info, 'closed', 1);
  const url = new URL(`/careers/apply?pid=${pid}`, E2E_BASE_URL);

  // The first browser: half the application, then it is closed.
  const first = await browser.newContext({ ...info.project.use });
  await first.addCookies(await page.context().cookies());
  const before = await first.newPage();
  await before.goto(url.href);
  await waitForHydration(before);
  await before.getByRole('radio', { name: /Alex-Morgan-Resume\.pdf/ }).check();
  await nextStep(before, /Your answers/);
  await before.getByLabel(/Salary expectation/).fill('64000');
  await expect(before.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
  await first.close();

  // Another browser with the same account and nothing in its storage: the server's draft brings it all back.
  await page.goto(url.href);
  await expect(page.getByLabel(/Salary expectation/)).toHaveValue('64000', { timeout: 15_000 });
  await expect(stageHeading(page, /Your answers/)).toBeVisible();
  await expect(page.getByLabel(/First name/)).toHaveValue('Alex');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: /Alex-Morgan-Resume\.pdf/ })).toBeChecked();
});

test(
  'changes made offline are kept and sent when the connection returns',
  ANY_SIZE,
  async ({ page }, info) => {
    await useDemoSession(page);
    const [pid] = await jobsFor(page, info, 'offline', 1);
    await page.goto(`/careers/apply?pid=${pid}`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: /Alex-Morgan-Resume\.pdf/ }).check();
    await nextStep(page, /Your answers/);
    await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 10_000 });

    await page.context().setOffline(true);
    await page.getByLabel(/Salary expectation/).fill('71000');
    await expect(page.getByText('Offline — your answers are kept on this device').first()).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible({ timeout: 10_000 });

    await page.reload();
    await expect(page.getByLabel(/Salary expectation/)).toHaveValue('71000', { timeout: 15_000 });
    // The server has it, not only this browser.
    const drafts = await page.request.get('/api/pcsx/draft_applications', {
      params: { position_id: String(pid) },
    });
    const body = (await drafts.json()) as {
      data: { openDraftApplications: { values: { salary_expectation?: number } }[] };
    };
    expect(body.data.openDraftApplications[0]?.values.salary_expectation).toBe(71000);
  },
);

test('a double submit makes exactly one application', ANY_SIZE, async ({ page }, info) => {
  const email = uniqueEmail('double');
  const [pid] = await jobsFor(page, info, 'double', 1);
  await page.goto(`/careers/apply?pid=${pid}`);
  await waitForHydration(page);
  await uploadResume(page, 'Sam Lee', email);
  await nextStep(page, /Your answers/);
  await answerNorthwindQuestions(page);
  await toReview(page);
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/pcsx/apply') posts += 1;
  });
  await page.getByRole('button', { name: 'Submit application' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible({
    timeout: 15_000,
  });
  expect(posts).toBe(1);
  expect(applicationsTo(pid!, email)).toBe(1);
});
