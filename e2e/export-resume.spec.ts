import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { API } from '@portico/contracts';
import { expect, expectNoAxeViolations, loginDialog, test, useDemoSession } from './fixtures.js';

/**
 * The resume export page (issue 15 §7): the demo candidate chooses a template, a format and a language, sees
 * what their resume holds, and downloads it. The PDF is read back with poppler's pdftotext, as a recruiter's
 * system would copy it; the DOCX comes with Word's type. Nothing is changed, so no clean-up is needed.
 */

interface DemoProfile {
  candidate: { fullName: string };
  profile: { skills: string[]; experience: Array<{ title: string; company: string }> };
}

function pdfText(path: string): string {
  const out = spawnSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return out.stdout;
}

test('the demo candidate previews their resume and downloads it as PDF and Word', async ({ page }, info) => {
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
  mkdirSync('/tmp/export-bench', { recursive: true });
  await page.screenshot({ path: info.outputPath(`export-resume-${info.project.name}.png`), fullPage: true });
  await page.screenshot({ path: `/tmp/export-bench/export-resume-${info.project.name}.png`, fullPage: true });

  // PDF, classic: the file the page hands over is the resume, with the name, a job and a skill in it.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download resume' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('Alex-Morgan-resume.pdf');
  const pdfPath = info.outputPath('resume.pdf');
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
  const docxPath = info.outputPath('resume.docx');
  await docx.saveAs(docxPath);
  const listing = spawnSync('unzip', ['-Z1', docxPath], { encoding: 'utf8' });
  expect(listing.stdout).toContain('word/document.xml');
  const body = spawnSync('unzip', ['-p', docxPath, 'word/document.xml'], { encoding: 'utf8' }).stdout;
  expect(body).toContain('Berufserfahrung');
  await expectNoAxeViolations(page, 'the export-resume page after downloads');
});

test('a visitor is asked to sign in instead of seeing the export page', async ({ page }) => {
  await page.goto('/careers/export-resume');
  await expect(loginDialog(page)).toBeVisible();
  // Nothing of the candidate's is shown behind the dialog.
  await expect(page.getByRole('region', { name: 'What your resume will include' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download resume' })).toHaveCount(0);
});
