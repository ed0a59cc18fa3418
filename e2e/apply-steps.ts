import type { Page } from '@playwright/test';
import { API, HEADERS } from '@portico/contracts';
import { expect, gotoHydrated, readCsrfToken, signUpThroughApi } from './fixtures.js';

/** The steps of the apply page that several journeys take (apply, the recruiter workspace's pipeline). */

/** A plain-text resume: the server reads it like a PDF or DOCX one (by its bytes). */
export function resumeFile(name: string, email: string) {
  const text = [
    name,
    `${email} | +44 20 7946 0958 | Manchester, United Kingdom`,
    '',
    'EXPERIENCE',
    'Senior Frontend Engineer, Globex Ltd',
    'April 2021 – Present',
    'Frontend Engineer, Initech',
    'September 2017 – March 2021',
    '',
    'EDUCATION',
    'University of Leeds — BSc, Computer Science, 2013 – 2017',
    '',
    'SKILLS',
    'TypeScript, React, Accessibility',
  ].join('\n');
  return { name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

export const stageHeading = (page: Page, name: RegExp) => page.getByRole('heading', { level: 2, name });

/** The resume step: upload, then on to the questions. */
export async function uploadResume(page: Page, name: string, email: string): Promise<void> {
  await expect(stageHeading(page, /Resume/)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(resumeFile(name, email));
  await expect(page.getByText('Attached: resume.txt')).toBeVisible({ timeout: 15_000 });
}

export async function nextStep(page: Page, heading: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  const title = stageHeading(page, heading);
  await expect(title).toBeVisible();
  // Keyboard and screen reader users land on the new step's heading.
  await expect(title).toBeFocused();
}

/** Northwind's required questions that no resume answers (and an Engineering job's code sample). */
export async function answerNorthwindQuestions(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: /authorised to work/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByLabel(/Notice period/).selectOption({ label: '1 month' });
  const code = page.getByLabel(/public code you wrote/);
  if (await code.count()) await code.fill('https://github.com/e2e');
}

export async function toReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(stageHeading(page, /Review and submit/)).toBeFocused();
}

/** A published job made through the staff's call by a signed-in recruiter or admin (the job form has its own journey). */
export async function postJob(staff: Page, title: string, description: string): Promise<number> {
  const created = await staff.request.post(API.adminPositions, {
    data: {
      position: {
        title,
        department: 'Marine',
        jobType: 'full-time',
        seniority: 'mid',
        locations: ['Austin, TX, US'],
        description,
        postedAt: new Date().toISOString(),
      },
      publish: true,
    },
    headers: { [HEADERS.csrfToken]: await readCsrfToken(staff) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.position.id as number;
}

/** A new account that applies to the job through the apply page, as a person does, up to the thank-you. */
export async function applyAsNewCandidate(
  page: Page,
  jobId: number,
  account: { email: string; password: string; fullName: string },
): Promise<void> {
  await signUpThroughApi(page, account);
  await gotoHydrated(page, `/careers/apply?pid=${jobId}`);
  await uploadResume(page, account.fullName, account.email);
  await nextStep(page, /Your answers/);
  await answerNorthwindQuestions(page);
  await toReview(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible({
    timeout: 15_000,
  });
}
