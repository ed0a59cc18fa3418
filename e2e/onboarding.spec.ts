import type { Page, TestInfo } from '@playwright/test';
import { API, type CandidateProfile, HEADERS, type ProfileDetails } from '@portico/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  ANY_SIZE,
  CONTOSO,
  createAccountInDialog,
  DEMO,
  deleteAccountThroughApi,
  expect,
  expectNoAxeViolations,
  loginDialog,
  openLoginFromNavbar,
  readCsrfToken,
  sessionState,
  submitSignIn,
  test,
  uniqueEmail,
  withAccountLock,
} from './fixtures.js';

/*
 * Onboarding (issue 15 §2, §3; docs/decisions/027): a new candidate signs in, is taken to /careers/onboarding
 * once, starts from a resume, checks every field read from it beside the resume's own text, sets what they look
 * for, opts into job alerts and lands on the search with those choices; or skips every step.
 */

/** The title line under the name, which the reader offers as the profile's headline. */
const HEADLINE = 'Senior Data Engineer | Pipelines and analytics platforms';

/** A real one-page PDF resume (pdf-lib), read by the server like any upload. */
async function resumePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}) => {
    page.drawText(text, { x: 56, y, size: opts.size ?? 11, font: opts.bold ? bold : font });
    y -= opts.gap ?? 18;
  };
  line('Jamie Parker', { size: 20, bold: true, gap: 26 });
  line(HEADLINE, { size: 12, gap: 22 });
  line('new@example.com | +49 30 1234567 | Berlin, Germany', { gap: 30 });
  line('EXPERIENCE', { bold: true, size: 13, gap: 22 });
  line('Senior Data Engineer, Fabrikam GmbH');
  line('January 2021 – Present', { gap: 24 });
  line('Data Analyst, Contoso Ltd');
  line('June 2018 – December 2020', { gap: 30 });
  line('EDUCATION', { bold: true, size: 13, gap: 22 });
  line('Technische Universität Berlin — MSc, Computer Science, 2016 – 2018', { gap: 30 });
  line('SKILLS', { bold: true, size: 13, gap: 22 });
  line('Python, SQL, Airflow');
  return Buffer.from(await doc.save());
}

/** Desktop screenshots at 1440 wide (the phone project is 390 wide). */
async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({
    path: info.outputPath(`onboarding-${name}-${info.project.name}.png`),
    fullPage: true,
  });
}

async function profileDetails(page: Page): Promise<ProfileDetails> {
  const response = await page.request.get(API.profileDetails);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ProfileDetails }).data;
}

/** Signs in (desktop: the demo's new@example.com) or creates an account (phone) in the login modal. */
async function signInAsNewCandidate(page: Page, info: TestInfo, tag: string) {
  await page.goto('/careers');
  await openLoginFromNavbar(page);
  if (info.project.name === 'desktop' && tag === 'resume') {
    await submitSignIn(page, DEMO.newCandidate);
    return 'Jamie Parker';
  }
  const name = 'Onboarding Journey';
  await createAccountInDialog(page, {
    fullName: name,
    email: uniqueEmail(`onboarding-${tag}`),
    password: 'e2e-onboarding-pass-47',
  });
  return name;
}

/**
 * Puts a profile back as it was through `profile_edit`: other journeys read the demo's new@example.com as the
 * empty profile DEMO.md describes (search.spec's and match.spec's empty-profile match).
 */
async function restoreProfile(page: Page, before: CandidateProfile): Promise<void> {
  const csrf = await readCsrfToken(page);
  const edit = async (body: object): Promise<CandidateProfile> => {
    const response = await page.request.post(API.profileEdit, {
      data: body,
      headers: { [HEADERS.csrfToken]: csrf },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: CandidateProfile }).data;
  };
  let now = (await profileDetails(page)).profile;
  const lists = [
    ['work_experience', 'experience'],
    ['education', 'education'],
    ['skills', 'skills'],
    ['links', 'links'],
  ] as const;
  for (const [section, key] of lists) {
    for (let index = now[key].length - 1; index >= 0; index--)
      now = await edit({ op_section: section, operation: 'delete', op_data: { index } });
    for (const value of before[key])
      now = await edit({ op_section: section, operation: 'add', op_data: { value } });
  }
  now = await edit(
    before.headline
      ? { op_section: 'headline', operation: 'update', op_data: { value: before.headline } }
      : { op_section: 'headline', operation: 'delete', op_data: {} },
  );
  now = await edit(
    before.phone
      ? { op_section: 'contact', operation: 'update', op_data: { value: { phone: before.phone } } }
      : { op_section: 'contact', operation: 'delete', op_data: {} },
  );
  now = await edit(
    before.location
      ? { op_section: 'location', operation: 'update', op_data: { value: before.location } }
      : { op_section: 'location', operation: 'delete', op_data: {} },
  );
  now = await edit({
    op_section: 'job_preferences',
    operation: 'update',
    op_data: { value: before.jobPreferences },
  });
  expect(now).toEqual(before);
}

test('a new candidate starts from a resume, checks each field, sets preferences and lands on their search', async ({
  page,
}, info) => {
  test.slow();
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  // Desktop goes through it as the demo's new@example.com, whose profile other journeys read as empty: it
  // takes the account's turn and puts the profile back afterwards. Phone uses an account of its own.
  if (info.project.name !== 'desktop') return resumeJourney(page, info);
  let before: ProfileDetails | null = null;
  await withAccountLock(DEMO.newCandidate.email, async () => {
    try {
      await resumeJourney(page, info, (details) => {
        before = details;
      });
    } finally {
      if (before) {
        await restoreProfile(page, before.profile);
        await deleteResumesSince(page, before);
      }
    }
  });
});

/** Deletes the resumes uploaded since `before`, so the account holds what it held (a retry starts from there). */
async function deleteResumesSince(page: Page, before: ProfileDetails): Promise<void> {
  const kept = new Set(before.resumes.map((r) => r.id));
  const csrf = await readCsrfToken(page);
  for (const resume of (await profileDetails(page)).resumes) {
    if (kept.has(resume.id)) continue;
    const response = await page.request.delete(API.resumeFile(resume.id).replace(/\/file$/, ''), {
      headers: { [HEADERS.csrfToken]: csrf },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
}

async function resumeJourney(page: Page, info: TestInfo, onStart?: (details: ProfileDetails) => void) {
  const name = await signInAsNewCandidate(page, info, 'resume');

  await test.step('after signing in, onboarding starts with a welcome', async () => {
    await expect(page).toHaveURL(/\/careers\/onboarding/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    // No footer on onboarding (spec 1 §2).
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page, 'onboarding: welcome');
    await shoot(page, info, 'welcome');
    await page.getByRole('button', { name: 'Get started' }).click();
  });

  await test.step('the resume is read, and nothing is saved yet', async () => {
    await expect(page.getByRole('heading', { name: 'Start from your resume' })).toBeFocused();
    const start = await profileDetails(page);
    onStart?.(start);
    await expectNoAxeViolations(page, 'onboarding: resume');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'jamie-parker.pdf', mimeType: 'application/pdf', buffer: await resumePdf() });
    await expect(page.getByRole('heading', { name: 'Check what we read' })).toBeVisible({ timeout: 20_000 });
    const before = await profileDetails(page);
    expect(before.profile.experience).toEqual([]);
    // Stored once (newest first), beside whatever the account held before.
    expect(before.resumes.map((r) => r.fileName)).toEqual([
      'jamie-parker.pdf',
      ...start.resumes.map((r) => r.fileName),
    ]);
  });

  let keptSkills: string[] = [];
  await test.step('each field sits beside its resume text; a doubtful one starts unticked', async () => {
    const current = page.getByRole('checkbox', {
      name: 'Keep: Senior Data Engineer at Fabrikam GmbH (2021-01 – present)',
    });
    await expect(current).toBeChecked();
    const currentItem = page.getByRole('listitem').filter({ has: current });
    await expect(currentItem.getByText('Senior Data Engineer, Fabrikam GmbH')).toBeVisible();
    await expect(currentItem.getByText('January 2021 – Present')).toBeVisible();
    await expect(currentItem.getByText('92% sure')).toBeVisible();

    const degree = page.getByRole('checkbox', {
      name: 'Keep: MSc, Computer Science, Technische Universität Berlin (2016 – 2018)',
    });
    await expect(degree).not.toBeChecked();
    const degreeItem = page.getByRole('listitem').filter({ has: degree });
    await expect(degreeItem.getByText('Please check: 60% sure')).toBeVisible();
    await expect(
      degreeItem.getByText('Technische Universität Berlin — MSc, Computer Science, 2016 – 2018'),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Keep: Phone: +49301234567' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Keep: Location: Berlin/ })).toBeChecked();
    // The headline: the title line under the name, beside that line, sure enough to start ticked.
    const headline = page.getByRole('checkbox', { name: `Keep: ${HEADLINE}` });
    await expect(headline).toBeChecked();
    const headlineItem = page
      .getByRole('region', { name: 'Headline' })
      .getByRole('listitem')
      .filter({ has: headline });
    await expect(headlineItem.getByRole('blockquote')).toHaveText(HEADLINE);
    await expect(headlineItem.getByText('90% sure')).toBeVisible();
    await expectNoAxeViolations(page, 'the profile bootstrapping page');
    await shoot(page, info, 'bootstrapping');

    // Correct the doubtful degree in place (the toolkit checks the year), which keeps it.
    await degreeItem.getByRole('button', { name: /^Correct MSc/ }).click();
    await degreeItem.getByRole('textbox', { name: /Degree/ }).fill('Master of Science');
    await degreeItem.getByRole('textbox', { name: /End year/ }).fill('18');
    await degreeItem.getByRole('button', { name: 'Use this' }).click();
    await expect(degreeItem.getByText('Use four digits, for example 2019.')).toBeVisible();
    // Typing the fix clears the message while the field still has the focus (no blur needed).
    const endYear = degreeItem.getByRole('textbox', { name: /End year/ });
    await endYear.fill('2018');
    await expect(degreeItem.getByText('Use four digits, for example 2019.')).toHaveCount(0);
    await expect(endYear).toBeFocused();
    await expect(endYear).toHaveAttribute('aria-invalid', 'false');
    await expectNoAxeViolations(page, 'the bootstrapping page, correcting an entry');
    await degreeItem.getByRole('button', { name: 'Use this' }).click();
    const corrected = page.getByRole('checkbox', {
      name: 'Keep: Master of Science, Computer Science, Technische Universität Berlin (2016 – 2018)',
    });
    await expect(corrected).toBeChecked();
    await expect(page.getByText('Corrected by you')).toBeVisible();

    // Drop the older job.
    await page
      .getByRole('checkbox', { name: 'Keep: Data Analyst at Contoso Ltd (2018-06 – 2020-12)' })
      .uncheck();

    const skills = page.getByRole('region', { name: 'Skills' }).getByRole('checkbox', { checked: true });
    keptSkills = (
      await skills.evaluateAll((boxes) =>
        boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent ?? ''),
      )
    ).map((label) => label.replace(/^Keep:\s*/, '').trim());
    expect(keptSkills.length).toBeGreaterThan(0);
    expect((await profileDetails(page)).profile.education).toEqual([]);
    await page.getByRole('button', { name: /^Save to my profile \(\d+\)$/ }).click();
  });

  await test.step('the preferences start from what was kept', async () => {
    await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /Job titles/ })).toHaveValue('Senior Data Engineer');
    await expect(page.getByRole('textbox', { name: /Places/ })).toHaveValue('Berlin, Germany');
    await page.getByRole('textbox', { name: /Job titles/ }).fill('Data Engineer, Analytics Engineer');
    await page.getByRole('radio', { name: 'Remote only' }).check();
    await page.getByRole('checkbox', { name: 'Full-time' }).check();
    await expectNoAxeViolations(page, 'onboarding: preferences');
    await shoot(page, info, 'preferences');
    await page.getByRole('button', { name: 'Continue' }).click();
  });

  await test.step('job alerts, where the tenant sends them', async () => {
    await expect(page.getByRole('heading', { name: 'Job alerts' })).toBeFocused();
    await expect(
      page.getByText('Get a weekly email with new jobs for “Data Engineer” in Berlin, Germany.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'onboarding: job alerts');
    await page.getByRole('button', { name: 'Turn on job alerts' }).click();
  });

  await test.step('the search opens with the preferences applied', async () => {
    await expect(page).toHaveURL(/\/careers\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('query')).toBe('Data Engineer');
    expect(url.searchParams.get('location')).toBe('Berlin, Germany');
    expect(url.searchParams.getAll('filter_is_remote')).toEqual(['true']);
    expect(url.searchParams.getAll('filter_job_type')).toEqual(['full-time']);
    await expect(page.getByRole('combobox', { name: 'What' })).toHaveValue('Data Engineer');
    await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('Berlin, Germany');
    await expectNoAxeViolations(page, 'the search after onboarding');
    await shoot(page, info, 'search');
  });

  await test.step('the profile holds exactly what was accepted', async () => {
    const { profile, candidate } = await profileDetails(page);
    expect(candidate).toMatchObject({ isOnboarded: true, isBootstrapped: true });
    expect(profile.headline).toBe(HEADLINE);
    expect(profile.phone).toBe('+49301234567');
    expect(profile.location).toMatchObject({ city: 'Berlin', countryCode: 'DE' });
    expect(profile.experience).toEqual([
      {
        title: 'Senior Data Engineer',
        company: 'Fabrikam GmbH',
        startDate: '2021-01',
        endDate: null,
        description: '',
      },
    ]);
    expect(profile.education).toEqual([
      {
        school: 'Technische Universität Berlin',
        degree: 'Master of Science',
        field: 'Computer Science',
        startYear: 2016,
        endYear: 2018,
      },
    ]);
    expect(profile.skills).toEqual(keptSkills);
    expect(profile.links).toEqual([]);
    expect(profile.jobPreferences).toMatchObject({
      titles: ['Data Engineer', 'Analytics Engineer'],
      locations: [expect.objectContaining({ city: 'Berlin', countryCode: 'DE' })],
      remote: 'remote',
      jobTypes: ['full-time'],
    });
  });

  await test.step('the profile page shows the headline taken from the resume', async () => {
    await page.goto('/careers/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact and headline' });
    await expect(contact.getByText(HEADLINE)).toBeVisible();
    await shoot(page, info, 'profile');
  });

  await test.step('once onboarded, signing in again does not start it again', async () => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toHaveCount(0);
    await page.goto('/careers/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
  });
}

test('a new candidate skips every step and still finishes onboarding', ANY_SIZE, async ({ page }, info) => {
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsNewCandidate(page, info, 'skip');
  await expect(page).toHaveURL(/\/careers\/onboarding/);
  await expect(page.getByRole('heading', { name: 'Welcome, Onboarding Journey' })).toBeVisible();
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page.getByRole('heading', { name: 'Start from your resume' })).toBeFocused();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeFocused();
  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();

  // Skipping still completes onboarding: the plain search, and never asked again.
  await expect(page).toHaveURL(/\/careers\/?(\?.*)?$/);
  expect(new URL(page.url()).searchParams.get('query')).toBeNull();
  const { profile, candidate } = await profileDetails(page);
  expect(candidate).toMatchObject({ isOnboarded: true, isBootstrapped: false });
  expect(profile.experience).toEqual([]);
  expect(profile.jobPreferences.titles).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toHaveCount(0);
});

test('"Skip onboarding" ends it from the welcome', ANY_SIZE, async ({ page }, info) => {
  await signInAsNewCandidate(page, info, 'skipall');
  await expect(page).toHaveURL(/\/careers\/onboarding/);
  await expectNoAxeViolations(page, 'onboarding: welcome');
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page).toHaveURL(/\/careers\/?(\?.*)?$/);
  expect((await profileDetails(page)).candidate.isOnboarded).toBe(true);
});

/** Contoso has the terms gate on (DEMO.md: version 2 of its candidate terms). */
const TERMS_GATE = 'Before you continue: Contoso candidate terms';
const contoso = (path: string) => `${path}${path.includes('?') ? '&' : '?'}domain=${CONTOSO.domain}`;

/** Opens Contoso's login dialog from the navbar of its careers home. */
async function openContosoLogin(page: Page) {
  await openLoginFromNavbar(page, CONTOSO.name);
  return loginDialog(page, CONTOSO.name);
}

test('a new Contoso candidate answers the terms first, then meets onboarding, and only once', async ({
  page,
}, info) => {
  test.slow();
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  const account = {
    email: uniqueEmail('terms-onboarding'),
    password: 'e2e-terms-onboarding-58',
    fullName: 'Terms Then Onboarding',
  };

  await test.step('the account is created in the login dialog on the careers home', async () => {
    await page.goto(contoso('/careers'));
    const dialog = await openContosoLogin(page);
    await createAccountInDialog(page, account, CONTOSO.name);
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the terms gate comes first, and onboarding waits behind it', async () => {
    const gate = page.getByRole('dialog', { name: TERMS_GATE });
    await expect(gate).toBeVisible();
    // Held on the page they signed up from: not taken to onboarding while the terms stand.
    await page.waitForTimeout(1_000);
    await expect(gate).toBeVisible();
    expect(new URL(page.url()).pathname).not.toContain('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the terms gate after creating an account');
    await page.screenshot({
      path: info.outputPath(`onboarding-terms-gate-${info.project.name}.png`),
      fullPage: true,
    });
    await gate.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
    await gate.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(gate).toHaveCount(0);
  });

  await test.step('once the terms are accepted, onboarding starts', async () => {
    await expect(page).toHaveURL(/\/careers\/onboarding\?domain=contoso\.example/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Welcome, ${account.fullName}` })).toBeVisible();
    await expect(page.getByRole('dialog', { name: TERMS_GATE })).toHaveCount(0);
    await expectNoAxeViolations(page, 'onboarding after the terms gate');
    await page.screenshot({
      path: info.outputPath(`onboarding-after-terms-${info.project.name}.png`),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Skip onboarding' }).click();
    await expect(page).toHaveURL(/\/careers\/?\?(.*&)?domain=contoso\.example/);
    expect((await profileDetailsAt(page, CONTOSO.domain)).candidate.isOnboarded).toBe(true);
  });

  await test.step('signed out and in again from the home, they stay on the home: no gate, no onboarding', async () => {
    await page.goto(contoso('/logout'));
    await expect(page).toHaveURL(/\/careers\/?\?(.*&)?domain=contoso\.example/);
    await expect.poll(async () => (await sessionState(page, CONTOSO.domain)).isLoggedIn).toBe(false);
    const dialog = await openContosoLogin(page);
    await submitSignIn(page, account, CONTOSO.name);
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(async () => sessionState(page, CONTOSO.domain))
      .toEqual({ isLoggedIn: true, email: account.email });
    await expect(page.getByRole('main')).toBeVisible();
    // Past the moment the first sign-in moved on to onboarding: still the home, nothing in the way.
    await page.waitForTimeout(1_500);
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: TERMS_GATE })).toHaveCount(0);
  });

  await deleteAccountThroughApi(page, account.password, CONTOSO.domain);
});

async function profileDetailsAt(page: Page, domain: string): Promise<ProfileDetails> {
  const response = await page.request.get(`${API.profileDetails}?domain=${domain}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ProfileDetails }).data;
}
