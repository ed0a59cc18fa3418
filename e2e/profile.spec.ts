import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { API } from '@portico/contracts';
import {
  DEMO,
  deleteAccountThroughApi,
  expect,
  expectNoAxeViolations,
  signUpThroughApi,
  test,
  uniqueEmail,
  useDemoSession,
  waitForHydration,
} from './fixtures.js';

/**
 * The profile page (issue 15 §1). On desktop the demo candidate edits every section and puts the profile back
 * as it was at the end (other journeys read it); on the phone a fresh account does the same from an empty
 * profile, so the two projects never edit one profile at once.
 */

/** A real PNG of `size` × `size` pixels in one colour (the upload decodes it whole). */
function png(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A section of the page: a region named by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function score(page: Page): Promise<number> {
  const ring = page.getByRole('progressbar', { name: 'Profile completion' });
  await expect(ring).toBeVisible();
  return Number(await ring.getAttribute('aria-valuenow'));
}

/** Waits for the toast of a saved change. */
async function saved(page: Page, text = 'Your profile was saved.') {
  await expect(page.getByText(text).first()).toBeVisible();
}

test('a candidate edits every section of the profile, sees errors said plainly, and manages resumes', async ({
  page,
  lockAccount,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const tag = phone ? 'phone' : 'desktop';
  const account = {
    email: uniqueEmail('profile'),
    password: 'e2e-profile-journey-7',
    fullName: 'Robin Journey',
  };
  if (phone) {
    await signUpThroughApi(page, account);
  } else {
    await page.setViewportSize({ width: 1440, height: 900 });
    // match.spec corrects the same profile and puts it back: one journey at a time.
    await lockAccount(DEMO.candidate.email);
    await page.goto('/careers');
    await useDemoSession(page);
  }

  await page.goto('/careers/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible();
  await waitForHydration(page);
  for (const name of ['Contact and headline', 'Photo', 'Work experience', 'Education', 'Skills', 'Links']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  const before = await score(page);
  await expect(page.getByRole('list', { name: 'Next steps' }).getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the profile page');
  await page.screenshot({ path: info.outputPath(`profile-${tag}.png`), fullPage: true });

  const contact = section(page, 'Contact and headline');
  const original = {
    headline: phone
      ? ''
      : ((await contact
          .getByText(/Full-stack/)
          .first()
          .textContent()) ?? ''),
  };

  // Contact and headline: the headline, a phone number and a city from the gazetteer.
  await page.getByRole('button', { name: 'Edit Contact and headline' }).click();
  const headline = page.getByRole('textbox', { name: /^Headline/ });
  await expect(headline).toBeFocused();
  await headline.fill(`Quality engineer (${tag})`);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('+1 206 555 0199');
  // Stated years of experience (the match counts them instead of the work history): whole years only.
  const years = page.getByRole('textbox', { name: /^Your years of experience/ });
  await years.fill('4.5');
  await years.blur();
  await expect(page.getByText('Enter whole years from 0 to 60.')).toBeVisible();
  await years.fill('12');
  await expect(page.getByText('Enter whole years from 0 to 60.')).toHaveCount(0);
  const city = page.getByRole('combobox', { name: 'Find your city' });
  await city.fill('Portland');
  await page
    .getByRole('option', { name: /^Portland, .*United States/ })
    .first()
    .click();
  await expect(contact.getByText(/Portland, .*United States/)).toBeVisible();
  await expectNoAxeViolations(page, 'the profile page with a section open');
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page);
  await expect(contact.getByText(`Quality engineer (${tag})`)).toBeVisible();
  await expect(contact.getByText('+1 206 555 0199')).toBeVisible();
  await expect(contact.getByText('12', { exact: true })).toBeVisible();

  // Work experience: add a job.
  await page.getByRole('button', { name: 'Add a job', exact: true }).click();
  await page.getByRole('textbox', { name: /^Job title/ }).fill(`QA Lead ${tag}`);
  await page.getByRole('textbox', { name: /^Company/ }).fill('Journey Labs');
  await page.getByRole('textbox', { name: 'Start date' }).fill('04/2019');
  await page.getByRole('textbox', { name: 'End date' }).fill('08/2020');
  await page.getByRole('textbox', { name: /^What you did/ }).fill('Led the test automation.');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await saved(page);
  const job = `QA Lead ${tag} at Journey Labs`;
  await expect(page.getByRole('heading', { level: 3, name: job })).toBeVisible();

  // Education: the phone's empty profile adds a school first; then an entry is edited.
  if (phone) {
    await page.getByRole('button', { name: 'Add education', exact: true }).click();
    await page.getByRole('textbox', { name: /^School/ }).fill('Journey University');
    await page.getByRole('textbox', { name: /^Start year/ }).fill('2012');
    await page.getByRole('textbox', { name: /^End year/ }).fill('2016');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await saved(page);
  }
  const school = phone ? 'Journey University' : 'University of Washington';
  await page.getByRole('button', { name: `Edit ${school}` }).click();
  const degree = page.getByRole('textbox', { name: /^Degree/ });
  const originalDegree = await degree.inputValue();
  await degree.fill(`Bachelor of Testing (${tag})`);
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page);
  await expect(section(page, 'Education').getByText(`Bachelor of Testing (${tag})`)).toBeVisible();

  // Skills: add one and remove it again.
  const skill = `Playwright ${tag}`;
  await page.getByRole('button', { name: 'Add a skill', exact: true }).click();
  await page.getByRole('textbox', { name: /^Skill/ }).fill(skill);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`${skill} was added to your skills.`)).toBeVisible();
  const skills = section(page, 'Skills');
  await expect(skills.getByText(skill, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Remove the skill ${skill}` }).click();
  await expect(skills.getByText(skill, { exact: true })).toHaveCount(0);

  // Links: add one; it is a real link.
  await page.getByRole('button', { name: 'Add a link', exact: true }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Portfolio ${tag}`);
  await page.getByRole('textbox', { name: /^Web address/ }).fill(`https://portfolio.example.com/${tag}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await saved(page);
  await expect(page.getByRole('link', { name: `https://portfolio.example.com/${tag}` })).toHaveAttribute(
    'href',
    `https://portfolio.example.com/${tag}`,
  );

  // Job preferences with a salary expectation.
  await page.getByRole('button', { name: 'Edit Job preferences' }).click();
  if (phone) {
    await page.getByRole('button', { name: 'Add a job title' }).click();
    await page
      .getByRole('textbox', { name: /^Job title/ })
      .last()
      .fill('QA Engineer');
    await page.getByRole('radio', { name: 'Remote', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Full-time' }).check();
  }
  await page.getByRole('textbox', { name: /^Salary from/ }).fill('90000');
  await page.getByRole('textbox', { name: /^Salary up to/ }).fill('120000');
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page);
  await expect(section(page, 'Job preferences').getByText('USD 90,000 – 120,000 / Year')).toBeVisible();

  // A photo: uploaded, checked and re-encoded by the server, shown from this site to its owner.
  const scoreBeforePhoto = await score(page);
  await page.getByTestId('avatar-file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png(200, [30, 120, 200]),
  });
  await expect(page.getByText('Your photo was updated.')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Your photo' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  // The ring moves with the photo (+3).
  await expect.poll(() => score(page)).toBe(scoreBeforePhoto + 3);

  // A 422 (the request changed on its way: an index that addresses nothing) says so; nothing is lost.
  // One matcher for route and unroute: unroute removes only the handler of the same matcher.
  const profileEdit = (url: URL) => url.pathname === API.profileEdit;
  await page.route(profileEdit, (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}');
    return route.continue({
      postData: JSON.stringify({ ...body, op_data: { ...body.op_data, index: 999 } }),
    });
  });
  await page.getByRole('button', { name: `Edit ${job}` }).click();
  const company = page.getByRole('textbox', { name: /^Company/ });
  await company.fill('Journey Labs GmbH');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid request received. Please try again')).toBeVisible();
  await expect(company).toHaveValue('Journey Labs GmbH');
  await page.unroute(profileEdit);

  // Any other failure (a 500) says something went wrong; the input stays too.
  await page.route(profileEdit, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Something went wrong. Please try again').first()).toBeVisible();
  await expect(company).toHaveValue('Journey Labs GmbH');
  await page.unroute(profileEdit);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Resumes: choose a file, confirm in the dialog, and it is listed; download one, delete one.
  const resumes = section(page, 'Resumes');
  const resumeName = `Robin-Journey-${tag}.txt`;
  await page.getByTestId('resume-file').setInputFiles({
    name: resumeName,
    mimeType: 'text/plain',
    buffer: Buffer.from(
      [
        'Robin Journey',
        'robin.journey@example.com | +1 503 555 0100 | Portland, Oregon, United States',
        '',
        'Experience',
        'QA Engineer, Journey Labs',
        'Jan 2021 - Present',
        '',
        'Skills',
        'Playwright, TypeScript, SQL',
      ].join('\n'),
    ),
  });
  const confirm = page.getByRole('dialog', { name: 'Upload this resume?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(resumeName)).toBeVisible();
  // React Aria's live announcer keeps a node naming the last toast for a few seconds; under the dialog that
  // toast is hidden, so the scan waits for the announcement to end rather than judge a stale node.
  await expect(page.locator('[aria-live] [role="img"]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page, 'the resume upload dialog');
  await confirm.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(`${resumeName} was uploaded.`)).toBeVisible();
  await expect(resumes.getByText(resumeName, { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download ${resumeName}` }).click();
  expect((await download).suggestedFilename()).toBe(resumeName);

  await page.getByRole('button', { name: `Delete ${resumeName}` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this resume?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${resumeName} was deleted.`)).toBeVisible();
  await expect(resumes.getByText(resumeName, { exact: true })).toHaveCount(0);

  // The ring has moved since the page opened, and the page says the same after a reload (server-rendered).
  const after = await score(page);
  expect(after).not.toBe(before);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
    'aria-valuenow',
    String(after),
  );
  await expect(page.getByRole('heading', { level: 3, name: job })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`profile-${tag}-edited.png`), fullPage: true });

  if (phone) {
    await deleteAccountThroughApi(page, account.password);
    return;
  }
  // The demo candidate's profile as it was: other journeys read it.
  await page.getByRole('button', { name: `Remove ${job}` }).click();
  await expect(page.getByRole('heading', { level: 3, name: job })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove Portfolio ${tag}` }).click();
  await expect(page.getByRole('link', { name: `https://portfolio.example.com/${tag}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Edit ${school}` }).click();
  await page.getByRole('textbox', { name: /^Degree/ }).fill(originalDegree);
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page);
  await page.getByRole('button', { name: 'Edit Contact and headline' }).click();
  await page.getByRole('textbox', { name: /^Headline/ }).fill(original.headline);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('+1 206 555 0134');
  await page.getByRole('textbox', { name: /^Your years of experience/ }).fill('');
  await page.getByRole('button', { name: /^Remove the location/ }).click();
  await page.getByRole('combobox', { name: 'Find your city' }).fill('Seattle');
  await page
    .getByRole('option', { name: /^Seattle, .*United States/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page);
  await page.getByRole('button', { name: 'Edit Job preferences' }).click();
  await page.getByRole('textbox', { name: /^Salary from/ }).fill('');
  await page.getByRole('textbox', { name: /^Salary up to/ }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page);
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo was removed.')).toBeVisible();
  await expect.poll(() => score(page)).toBe(before);
});
