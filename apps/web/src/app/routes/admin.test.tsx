import type { AdminPosition, AdminSite } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

const LOADED = { timeout: 15_000 };
const WHOLE_APP = { timeout: 30_000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const job: AdminPosition = {
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
    archivedAt: null,
    publishedAt: '2026-10-01T09:00:00.000Z',
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-02T09:00:00.000Z',
  },
  status: 'published',
  link: 'https://acme.example/careers/job/7-harbour-pilot',
  version: '2026-10-02T09:00:00.000Z',
};

const list = {
  positions: [
    {
      id: 7,
      title: 'Harbour Pilot',
      department: 'Marine',
      status: 'published',
      posted_at: job.position.postedAt,
      updated_at: job.position.updatedAt,
      applications: 3,
    },
  ],
  page: 1,
  total: 1,
};

const recruiter = makeBoot({
  user: { fullName: 'Riley Recruiter', email: 'r@acme.example', staffRole: 'recruiter' },
});

const admin = makeBoot({
  user: { fullName: 'Ada Admin', email: 'a@acme.example', staffRole: 'admin' },
});

const site: AdminSite = {
  version: '2026-10-02T09:00:00.000Z',
  banner: { enabled: false, message: '', alertType: 'info', messages: {} },
  hero: {},
  landing: { headline: '', headlines: {}, message: '', messages: {} },
  footer: { html: '', hidePoweredBy: false },
  navbar: { enable: false, showInLoggedinView: false, injectInHtmlTemplate: true, links: [] },
  languages: { supportedLanguages: ['en'], defaultLanguage: 'en' },
  features: {
    map: false,
    jobCart: false,
    loggedOutApply: true,
    chat: { enabled: false, requireLogin: true },
    savedSearchNotifications: false,
    inAppNotifications: false,
    terms: {
      enabled: false,
      version: 1,
      headingText: '',
      helperText: '',
      infoText: '',
      disclaimerText: '',
      submitButtonText: '',
    },
  },
  search: { synonyms: [] },
  application_form: {
    version: null,
    form: { resumeRequired: true, definition: { sections: [] }, rules: [] },
  },
  builtInSynonyms: { en: [{ from: 'rn', to: ['registered nurse'] }] },
};

describe('the recruiter workspace', () => {
  it('sends a candidate to their dashboard', WHOLE_APP, async () => {
    const app = renderApp(
      '/careers/admin/jobs',
      makeBoot({ user: { fullName: 'Alex Morgan', email: 'alex@example.com' } }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/careers/dashboard'), LOADED);
    expect(app.calls.some((c) => c.url.pathname.startsWith('/api/admin'))).toBe(false);
  });

  it(
    'sends a recruiter from the admins’ pages to the jobs, whose list offers no Staff section',
    WHOLE_APP,
    async () => {
      const onFetch: FetchHandler = (url) =>
        url.pathname === '/api/admin/positions' ? json({ data: list }) : json({ data: { ok: true } });
      const app = renderApp('/careers/admin/staff', recruiter, onFetch);
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/careers/admin/jobs'), LOADED);
      expect(await screen.findByRole('link', { name: 'Harbour Pilot' }, LOADED)).toBeVisible();
      const nav = screen.getByRole('navigation', { name: 'Recruiter workspace' });
      expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('1 job');
      expect(screen.getByRole('cell', { name: 'Published' })).toBeVisible();
    },
  );

  it('keeps the recruiter’s edits and says so when someone else saved the job first', WHOLE_APP, async () => {
    const puts: unknown[] = [];
    const onFetch: FetchHandler = (url, init) => {
      if (url.pathname === '/api/admin/positions/7' && init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return json(
          {
            error: {
              code: 'CONFLICT',
              message: 'Someone else saved this job after you opened it. Reload it to see their changes.',
            },
          },
          409,
        );
      }
      if (url.pathname === '/api/admin/positions/7') return json({ data: job });
      if (url.pathname === '/api/admin/positions/7/referrals') return json({ data: { referrals: [] } });
      return json({ data: { ok: true } });
    };
    renderApp('/careers/admin/jobs/7', recruiter, onFetch);
    const title = await screen.findByRole('textbox', { name: 'Job title' }, LOADED);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit “Harbour Pilot”');
    expect(screen.getByRole('textbox', { name: 'Places' })).toHaveValue('Austin, TX, US');
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, 'Senior Harbour Pilot');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved this job after you opened it. Reload it to see their changes.',
    );
    expect(puts).toEqual([
      expect.objectContaining({
        version: job.version,
        position: expect.objectContaining({ title: 'Senior Harbour Pilot', locations: ['Austin, TX, US'] }),
      }),
    ]);
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Senior Harbour Pilot');
    expect(screen.getByRole('button', { name: 'Reload the job' })).toBeVisible();
  });

  it('says so when no application has arrived yet, and points to the jobs', WHOLE_APP, async () => {
    const onFetch: FetchHandler = (url) =>
      url.pathname === '/api/admin/applications'
        ? json({
            data: {
              applications: [],
              total: 0,
              page: 1,
              stages: ['New', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected', 'Withdrawn'].map(
                (stage) => ({
                  stage,
                  count: 0,
                }),
              ),
            },
          })
        : json({ data: { ok: true } });
    renderApp('/careers/admin/applications', recruiter, onFetch);
    expect(await screen.findByText('No applications yet.', undefined, LOADED)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Go to the jobs: applications arrive once a job is published' }),
    ).toHaveAttribute('href', '/careers/admin/jobs?domain=acme.example');
  });

  it(
    'site settings: previews the draft banner and footer, puts a field error on its field, keeps the edits on a 409',
    WHOLE_APP,
    async () => {
      const puts: { version: string; value: { message: string } }[] = [];
      const onFetch: FetchHandler = (url, init) => {
        if (url.pathname === '/api/admin/site/footer/preview')
          return json({ data: { html: '<p>Sanitised footer</p>' } });
        if (url.pathname === '/api/admin/site/banner' && init?.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)));
          return puts.length === 1
            ? json(
                {
                  error: {
                    code: 'VALIDATION_FAILED',
                    message: 'The settings are invalid.',
                    fields: { message: 'Too long: at most 1000 characters.' },
                  },
                },
                400,
              )
            : json(
                {
                  error: {
                    code: 'CONFLICT',
                    message: 'Someone saved the site settings after you opened them.',
                  },
                },
                409,
              );
        }
        if (url.pathname === '/api/admin/site') return json({ data: site });
        return json({ data: { ok: true } });
      };
      renderApp('/careers/admin/site', admin, onFetch);
      const message = await screen.findByRole('textbox', { name: 'Message' }, LOADED);
      const user = userEvent.setup();
      await user.click(screen.getByRole('checkbox', { name: 'Show the banner' }));
      await user.type(message, 'Closed on Friday');
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      const preview = await screen.findByRole('region', { name: 'Preview' });
      expect(within(preview).getByRole('region', { name: 'Announcement (preview)' })).toHaveTextContent(
        'Closed on Friday',
      );
      expect(within(preview).getByText('Sanitised footer')).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Too long: at most 1000 characters.')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Someone saved the site settings after you opened them.',
      );
      expect(puts).toEqual([
        {
          version: site.version,
          value: expect.objectContaining({ enabled: true, message: 'Closed on Friday' }),
        },
        { version: site.version, value: expect.objectContaining({ message: 'Closed on Friday' }) },
      ]);
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Closed on Friday');
      expect(screen.getByRole('button', { name: 'Reload the saved settings' })).toBeVisible();
    },
  );
});
