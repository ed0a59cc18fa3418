import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, HEADERS } from '@portico/contracts';
import {
  ANY_SIZE,
  CONTOSO,
  expect,
  expectNoAxeViolations,
  loginDialog,
  readCsrfToken,
  sessionState,
  signUpThroughApi,
  test,
  uniqueEmail,
  useDemoSession,
} from './fixtures.js';

/**
 * The resume export page (issue 15 §7): the demo candidate chooses a template, a format and a language, sees
 * what their resume holds, and downloads it. The PDF is read back with poppler's pdftotext, as a recruiter's
 * system would copy it; the DOCX comes with Word's type. Nothing of the demo's is changed. The last journey makes
 * its own Contoso account, held by the terms gate, and deletes it through the page (privacy rights do not wait for
 * the terms).
 */

interface DemoProfile {
  candidate: { fullName: string };
  profile: { skills: string[]; experience: Array<{ title: string; company: string }> };
}

/** Downloads go to a folder of this run's own: test-results is shared with other runs that may clear it. */
const files = () => mkdtempSync(join(tmpdir(), 'portico-e2e-export-'));

function pdfText(path: string): string {
  const out = spawnSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return out.stdout;
}

test('the demo candidate previews their resume and downloads it as PDF and Word', async ({ page }, info) => {
  // Two files made on the server, the first PDF with its fonts decoded: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await useDemoSession(page);
  // The desktop screenshots at 1440 wide (the phone project is 390 wide).
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/careers/export-resume');
  await expect(page.getByRole('heading', { level: 1, name: 'Export resume' })).toBeVisible();

  // What the profile holds now (other journeys may correct the demo profile): read it as the page does.
  const details = (await (await page.request.get(API.profileDetails)).json()).data as DemoProfile;
  const job = details.profile.experience[0]!;
  const skill = details.profile.skills[0]!;
  expect(details.candidate.fullName).toBe('Alex Morgan');

  const preview = page.getByRole('region', { name: 'What your resume will include' });
  await expect(preview.getByText('Alex Morgan', { exact: true })).toBeVisible();
  await expect(preview.getByText(`${job.title} at ${job.company}`)).toBeVisible();
  await expect(preview.getByText(skill, { exact: true })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
    'href',
    /\/careers\/profile/,
  );
  await expect(page.getByRole('radio', { name: /Classic/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /PDF/ })).toBeChecked();
  await expectNoAxeViolations(page, 'the export-resume page');
  await page.screenshot({ path: info.outputPath(`export-resume-${info.project.name}.png`), fullPage: true });

  // PDF, classic: the file the page hands over is the resume, with the name, a job and a skill in it.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download resume' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('Alex-Morgan-resume.pdf');
  const pdfPath = join(files(), 'resume.pdf');
  await pdf.saveAs(pdfPath);
  const text = pdfText(pdfPath).replace(/\s+/g, ' ');
  expect(text).toContain('Alex Morgan');
  expect(text).toContain(job.title);
  expect(text).toContain(skill);
  expect(text).toContain('EXPERIENCE');
  await expect(page.getByText('Alex-Morgan-resume.pdf has been downloaded.')).toBeVisible();

  // Modern, Word, in German: the answer is a Word document in German.
  await page.getByRole('radio', { name: /Modern/ }).check();
  await page.getByRole('radio', { name: /Word/ }).check();
  await expect(preview.getByRole('heading', { level: 3 }).nth(1)).toHaveText('Skills');
  await page.getByRole('button', { name: 'Resume language' }).click();
  await page
    .getByRole('listbox', { name: 'Resume language' })
    .getByRole('option', { name: 'Deutsch' })
    .click();
  const answer = page.waitForResponse((r) => r.url().includes(API.exportResume));
  const docxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download resume' }).click();
  const response = await answer;
  expect(response.headers()['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  expect(response.headers()['content-language']).toBe('de');
  expect(new URL(response.url()).searchParams.get('template')).toBe('modern');
  const docx = await docxDownload;
  expect(docx.suggestedFilename()).toBe('Alex-Morgan-resume.docx');
  const docxPath = join(files(), 'resume.docx');
  await docx.saveAs(docxPath);
  const listing = spawnSync('unzip', ['-Z1', docxPath], { encoding: 'utf8' });
  expect(listing.stdout).toContain('word/document.xml');
  const body = spawnSync('unzip', ['-p', docxPath, 'word/document.xml'], { encoding: 'utf8' }).stdout;
  expect(body).toContain('Berufserfahrung');
  await expectNoAxeViolations(page, 'the export-resume page after downloads');
});

test('a visitor is asked to sign in instead of seeing the export page', ANY_SIZE, async ({ page }) => {
  await page.goto('/careers/export-resume');
  await expect(loginDialog(page)).toBeVisible();
  // Nothing of the candidate's is shown behind the dialog.
  await expect(page.getByRole('region', { name: 'What your resume will include' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download resume' })).toHaveCount(0);
});

test(
  'a Contoso candidate held by the terms gate can still take their data and delete their account',
  ANY_SIZE,
  async ({ page }, info) => {
    const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}domain=${CONTOSO.domain}`;
    const account = {
      email: uniqueEmail('privacy'),
      password: 'e2e-privacy-rights-52',
      fullName: 'Privacy Journey',
    };
    await page.goto(at('/careers'));
    await signUpThroughApi(page, account, CONTOSO.domain);
    await page.reload();
    const gate = page.getByRole('dialog');
    await expect(gate).toBeVisible();

    // The gate offers the way out without accepting: settings, which it does not cover.
    await gate.getByRole('link', { name: 'Download your data or delete your account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(account.email)).toBeVisible();
    await expectNoAxeViolations(page, 'settings while the terms gate holds');
    await page.screenshot({
      path: info.outputPath(`privacy-settings-${info.project.name}.png`),
      fullPage: true,
    });

    const zip = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data (ZIP)' }).click();
    const file = await zip;
    const zipPath = join(files(), 'my-data.zip');
    await file.saveAs(zipPath);
    const listing = spawnSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' });
    expect(listing.status).toBe(0);
    expect(listing.stdout).toContain('profile.json');

    // Deleting the account needs the password, not the terms.
    const deleteSection = page.getByRole('region', { name: 'Delete account' });
    await deleteSection.getByLabel('Password', { exact: true }).fill(account.password);
    await deleteSection.getByRole('button', { name: 'Delete account' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    await expect(page).toHaveURL(/\/careers\/?(\?.*)?$/);
    expect((await sessionState(page, CONTOSO.domain)).isLoggedIn).toBe(false);
    // The gate never recorded an acceptance on the way: the account is gone, so is every row of it.
    const login = await page.request.post(at(API.login), {
      data: { email: account.email, password: account.password },
      headers: { [HEADERS.csrfToken]: await readCsrfToken(page) },
    });
    expect(login.status()).toBe(401);
  },
);
