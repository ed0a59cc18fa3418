import { readFile } from 'node:fs/promises';
import { type AdminInterview, API } from '@portico/contracts';
import { applyAsNewCandidate, postJob } from './apply-steps.js';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInThroughApi,
  test,
  uniqueEmail,
} from './fixtures.js';

/**
 * Interviews (issue 17 §2, docs/decisions/044): a recruiter moves an application to Interview and schedules an
 * interview in Berlin's time zone; the candidate sees it at Berlin's time and downloads its calendar file; the
 * recruiter moves it and then cancels it, and the candidate's page follows each step.
 */

/** A date `days` from today as YYYY-MM-DD, and how the candidate's page (English) writes it. */
function dayFromNow(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  const iso = at.toISOString().slice(0, 10);
  const words = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
  return { iso, words };
}

/** The wall-clock time (HH:MM) of `iso` in Berlin. */
const berlinTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** An instant as an iCalendar UTC date-time: 20270114T090000Z. */
const icsUtc = (iso: string) => `${iso.replace(/[-:]/g, '').slice(0, 15)}Z`;

test('a recruiter schedules, moves and cancels an interview; the candidate sees each step and its calendar file', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const title = `Ferry Pilot ${tag}`;
  const name = `Sam Ferry ${tag}`;
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await logInThroughApi(page, DEMO.recruiter);
  const jobId = await postJob(page, title, '<p>Bring the ferry across.</p>');

  // A context of its own (the project's size and device): axe scans a page of a context, not of the browser.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const candidate = await context.newPage();
  try {
    const account = { email: uniqueEmail('interviews'), password: 'e2e-interviews-44', fullName: name };
    await applyAsNewCandidate(candidate, jobId, account);

    // Nothing is scheduled yet: the candidate's page says so, with a next step.
    await gotoHydrated(candidate, '/careers/interviews');
    await expect(candidate.getByText('You have no interviews scheduled yet.')).toBeVisible();
    await expect(candidate.getByRole('link', { name: 'Search jobs' })).toBeVisible();
    await expectNoAxeViolations(candidate, 'the empty interviews page');

    // The recruiter moves the application to Interview.
    await gotoHydrated(page, `/careers/admin/applications?position_id=${jobId}`);
    await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const applicationId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('button', { name: /Move to$/ }).click();
    await page.getByRole('option', { name: 'Interview' }).click();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByText('Moved to Interview.')).toBeVisible();

    // …and schedules a video interview at 10:00 in Berlin.
    const section = page.getByRole('region', { name: 'Interviews' });
    await expect(section.getByText('No interviews yet.')).toBeVisible();
    const day = dayFromNow(12);
    await section.getByRole('textbox', { name: 'Date', exact: true }).fill(day.iso);
    await section.getByRole('textbox', { name: 'Time', exact: true }).fill('10:00');
    await section.getByRole('textbox', { name: /Duration/ }).fill('45');
    await section.getByRole('button', { name: /Time zone/ }).click();
    await page.getByRole('option', { name: 'Europe/Berlin', exact: true }).click();
    await section.getByRole('textbox', { name: /Video call link/ }).fill('https://meet.example.com/ferry');
    await section.getByRole('checkbox', { name: /recruiter@northwind\.example/ }).check();
    await section
      .getByLabel('Note for the candidate, sent with the invitation (optional)')
      .fill('Bring your boat licence.');
    await expectNoAxeViolations(page, 'the schedule form');
    await section.getByRole('button', { name: 'Schedule the interview' }).click();
    await expect(page.getByText('The interview is scheduled and the candidate was emailed.')).toBeVisible();
    const item = section.getByRole('article');
    await expect(item).toContainText(day.words);
    await expect(item).toContainText('10:00 AM (Europe/Berlin)');
    await expect(item).toContainText('Priya Shah');
    await expectNoAxeViolations(page, 'an application with its interview');
    await page.screenshot({
      path: info.outputPath(`application-interview-${info.project.name}.png`),
      fullPage: true,
    });

    const listed = async () =>
      (
        (await (await page.request.get(API.adminApplicationInterviews(applicationId))).json()).data
          .interviews as AdminInterview[]
      )[0]!;
    const first = await listed();
    expect(berlinTime(first.starts_at)).toBe('10:00');

    // The candidate sees it at Berlin's time, with the call's link and the calendar file.
    await gotoHydrated(candidate, '/careers/interviews');
    const card = candidate.getByRole('region', { name: 'Upcoming' }).getByRole('article', { name: title });
    await expect(card).toContainText(day.words);
    await expect(card).toContainText(/10:00\sAM/);
    await expect(card).toContainText('45 minutes');
    await expect(card).toContainText(/Time zone: \u2068Europe\/Berlin\u2069/);
    await expect(card).toContainText(/With: \u2068Priya Shah\u2069/);
    await expect(card.getByRole('link', { name: 'Join video call' })).toHaveAttribute(
      'href',
      'https://meet.example.com/ferry',
    );
    await expect(card.getByRole('link', { name: title })).toBeVisible();
    await expectNoAxeViolations(candidate, 'the interviews page');
    await candidate.screenshot({
      path: info.outputPath(`interviews-${info.project.name}.png`),
      fullPage: true,
    });
    const [download] = await Promise.all([
      candidate.waitForEvent('download'),
      card.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    const ics = await readFile((await download.path()) ?? '', 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${icsUtc(first.starts_at)}`);
    expect(ics).toContain(`DTEND:${icsUtc(first.ends_at)}`);
    expect(ics).toContain(`SUMMARY:Interview: ${title} (Northwind Traders)`);
    expect(ics).toContain('STATUS:CONFIRMED');

    // The recruiter moves it to 15:30; the candidate sees the new time.
    await section.getByRole('button', { name: /^Reschedule the interview of/ }).click();
    const form = section.getByRole('form', { name: /^Move the interview of/ });
    await form.getByRole('textbox', { name: 'Time', exact: true }).fill('15:30');
    await form.getByRole('button', { name: 'Save and tell the candidate' }).click();
    await expect(page.getByText('The interview was moved and the candidate was emailed.')).toBeVisible();
    await expect(section.getByRole('article')).toContainText('3:30 PM (Europe/Berlin)');
    expect(berlinTime((await listed()).starts_at)).toBe('15:30');
    await gotoHydrated(candidate, '/careers/interviews');
    await expect(card).toContainText(/3:30\sPM/);

    // Then cancels it, with a reason, after confirming.
    await section.getByRole('button', { name: /^Cancel the interview of/ }).click();
    await section.getByLabel(/Why is it canceled/).fill('The ferry is in dry dock.');
    await expectNoAxeViolations(page, 'the cancel confirmation');
    await section.getByRole('button', { name: 'Cancel the interview', exact: true }).click();
    await expect(page.getByText('The interview was canceled and the candidate was emailed.')).toBeVisible();
    await expect(section.getByRole('article')).toContainText('Canceled: The ferry is in dry dock.');
    await gotoHydrated(candidate, '/careers/interviews');
    await expect(card).toContainText('Canceled');
    await expect(card).toContainText(/Reason: \u2068The ferry is in dry dock\.\u2069/);
    await expect(card.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
    await expectNoAxeViolations(candidate, 'the interviews page with a canceled interview');

    // The workspace's list of interviews to come no longer has it; it is one link away in the navigation.
    await page
      .getByRole('navigation', { name: 'Recruiter workspace' })
      .getByRole('link', { name: 'Interviews' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /interviews? to come$/ })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the workspace interviews list');
    await page.screenshot({
      path: info.outputPath(`admin-interviews-${info.project.name}.png`),
      fullPage: true,
    });
  } finally {
    await context.close();
  }
});
