import type { AdminPosition, AdminReferral } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

/** The Referrals section of the staff's job page (docs/decisions/054). */

const LOADED = { timeout: 15_000 };
const WHOLE_APP = { timeout: 30_000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const job = (status: AdminPosition['status']): AdminPosition => ({
  position: {
    id: 7,
    tenantId: 't',
    title: 'Harbour Pilot',
    department: 'Marine',
    jobType: 'full-time',
    seniority: 'senior',
    locations: [
      { city: 'Austin', region: 'TX', country: 'United States', countryCode: 'US', lat: 30.27, lng: -97.74 },
    ],
    isRemote: false,
    requiredSkills: [],
    preferredSkills: [],
    description: '<p>Bring ships in.</p>',
    salary: null,
    postedAt: '2026-10-01T09:00:00.000Z',
    validThrough: null,
    isPrivate: false,
    archivedAt: status === 'archived' ? '2026-10-03T09:00:00.000Z' : null,
    publishedAt: status === 'draft' ? null : '2026-10-01T09:00:00.000Z',
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-02T09:00:00.000Z',
  },
  status,
  link: 'https://acme.example/careers/job/7-harbour-pilot',
  version: '2026-10-02T09:00:00.000Z',
});

const referral = (over: Partial<AdminReferral>): AdminReferral => ({
  id: 'r1',
  position_id: 7,
  referrer_name: 'Priya Raman',
  referrer_email: 'priya@acme.example',
  candidate_email: 'sam@example.com',
  note: 'Sailed with Sam for years.',
  created_at: '2026-10-04T09:00:00.000Z',
  created_by_email: 'r@acme.example',
  applied_at: null,
  ...over,
});

const recruiter = makeBoot({
  user: { fullName: 'Riley Recruiter', email: 'r@acme.example', staffRole: 'recruiter' },
});

const REFERRALS = '/api/admin/positions/7/referrals';

/** A server of one job and its referrals; `onPost` answers the form's calls. */
function server(
  status: AdminPosition['status'],
  referrals: AdminReferral[],
  onPost?: (body: Record<string, string>) => Response,
): { handler: FetchHandler; posts: Record<string, string>[]; reads: () => number } {
  const posts: Record<string, string>[] = [];
  let reads = 0;
  const handler: FetchHandler = (url, init) => {
    if (url.pathname === '/api/admin/positions/7') return json({ data: job(status) });
    if (url.pathname === REFERRALS && (init?.method ?? 'GET') === 'POST') {
      const body = JSON.parse(String(init?.body)) as Record<string, string>;
      posts.push(body);
      return onPost ? onPost(body) : json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    }
    if (url.pathname === REFERRALS) {
      reads += 1;
      return json({ data: { referrals } });
    }
    return json({ data: { ok: true } });
  };
  return { handler, posts, reads: () => reads };
}

const section = () => screen.getByRole('region', { name: 'Referrals' });

async function fillForm(user: ReturnType<typeof userEvent.setup>, candidate: string) {
  const form = within(section()).getByRole('form', { name: 'Record a referral' });
  await user.type(within(form).getByRole('textbox', { name: /Name of the person referring/ }), 'Priya Raman');
  await user.type(within(form).getByRole('textbox', { name: /Their email/ }), 'priya@acme.example');
  await user.type(within(form).getByRole('textbox', { name: /Email of the person referred/ }), candidate);
  await user.type(within(form).getByRole('textbox', { name: /Note/ }), 'A fine pilot.');
  return form;
}

describe('the job page’s referrals', () => {
  it('lists who referred whom, when, and whether they applied', WHOLE_APP, async () => {
    const { handler } = server('published', [
      referral({ id: 'r2', candidate_email: 'lee@example.com', applied_at: '2026-10-06T09:00:00.000Z' }),
      referral({}),
    ]);
    renderApp('/careers/admin/jobs/7', recruiter, handler);
    const table = await screen.findByRole('table', { name: 'Referrals of this job' }, LOADED);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('lee@example.com');
    expect(rows[0]).toHaveTextContent('Priya Raman');
    expect(rows[0]).toHaveTextContent('Applied Oct 6, 2026');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('sam@example.com');
    expect(rows[1]).toHaveTextContent('Not yet');
    expect(rows[1]).toHaveTextContent('Sailed with Sam for years.');
    expect(rows[1]).toHaveTextContent('by r@acme.example');
    expect(within(section()).getByText('2 referrals')).toBeVisible();
  });

  it('records a referral and reads the list again', WHOLE_APP, async () => {
    const { handler, posts, reads } = server('published', [], (body) =>
      json({ data: referral({ candidate_email: body.candidate_email ?? '' }) }, 201),
    );
    renderApp('/careers/admin/jobs/7', recruiter, handler);
    expect(await screen.findByText('No referrals for this job yet.', undefined, LOADED)).toBeVisible();
    const user = userEvent.setup();
    const form = await fillForm(user, ' sam@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Record referral' }));
    expect(
      await screen.findByText(
        'Referral recorded. sam@example.com was emailed the job’s link.',
        undefined,
        LOADED,
      ),
    ).toBeVisible();
    expect(posts).toEqual([
      {
        referrer_name: 'Priya Raman',
        referrer_email: 'priya@acme.example',
        candidate_email: 'sam@example.com',
        note: 'A fine pilot.',
      },
    ]);
    await waitFor(() => expect(reads()).toBe(2));
    // Ready for the next person the same colleague refers.
    expect(within(form).getByRole('textbox', { name: /Email of the person referred/ })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /Name of the person referring/ })).toHaveValue(
      'Priya Raman',
    );
  });

  it('shows the server’s field errors on their fields', WHOLE_APP, async () => {
    const { handler } = server('published', [], () =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields need attention.',
            fields: { candidate_email: 'Enter a valid email address.', referrer_name: 'Enter the name.' },
          },
        },
        400,
      ),
    );
    renderApp('/careers/admin/jobs/7', recruiter, handler);
    await screen.findByText('No referrals for this job yet.', undefined, LOADED);
    const user = userEvent.setup();
    const form = await fillForm(user, 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Record referral' }));
    const email = within(form).getByRole('textbox', { name: /Email of the person referred/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter a valid email address.'));
    expect(
      within(form).getByRole('textbox', { name: /Name of the person referring/ }),
    ).toHaveAccessibleDescription('Enter the name.');
    expect(within(form).getByRole('textbox', { name: /Their email/ })).not.toHaveAttribute('aria-invalid');
    // What was typed stays.
    expect(email).toHaveValue('not-an-address');
  });

  it('says a refusal plainly and reads the list again', WHOLE_APP, async () => {
    const { handler, reads } = server('published', [], () =>
      json(
        { error: { code: 'CONFLICT', message: 'This person has already been referred for this job.' } },
        409,
      ),
    );
    renderApp('/careers/admin/jobs/7', recruiter, handler);
    await screen.findByText('No referrals for this job yet.', undefined, LOADED);
    const user = userEvent.setup();
    const form = await fillForm(user, 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: 'Record referral' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This person has already been referred for this job.',
    );
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('offers no form on a job that takes no applications', WHOLE_APP, async () => {
    const archived = server('archived', [referral({})]);
    const first = renderApp('/careers/admin/jobs/7', recruiter, archived.handler);
    await screen.findByRole('table', { name: 'Referrals of this job' }, LOADED);
    expect(
      within(section()).getByText('This job no longer takes applications, so nobody can be referred to it.'),
    ).toBeVisible();
    expect(within(section()).queryByRole('form')).toBeNull();
    first.unmount();

    renderApp('/careers/admin/jobs/7', recruiter, server('draft', []).handler);
    expect(
      await screen.findByText(
        'Publish this job to record referrals: only a published job takes applications.',
        undefined,
        LOADED,
      ),
    ).toBeVisible();
  });

  it('says when the list cannot be loaded, and tries again', WHOLE_APP, async () => {
    let fail = true;
    const { handler } = server('published', [referral({})]);
    renderApp('/careers/admin/jobs/7', recruiter, (url, init) => {
      if (url.pathname === REFERRALS && (init?.method ?? 'GET') === 'GET' && fail)
        return json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500);
      return handler(url, init);
    });
    expect(await screen.findByText('The referrals could not be loaded.', undefined, LOADED)).toBeVisible();
    fail = false;
    await userEvent.setup().click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Referrals of this job' }, LOADED)).toBeVisible();
  });
});
