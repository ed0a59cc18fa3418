import type { CandidateProfile, ParsedResume } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../lib/page-navigation.js';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

vi.mock('../../lib/page-navigation.js', () => ({ loadPage: vi.fn() }));

const LOADED = { timeout: 5000 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const BERLIN = { city: 'Berlin', region: '', country: 'Germany', countryCode: 'DE', lat: 52.52, lng: 13.405 };
const HEADER = 'robin.lee@example.com | +49 30 1234567 | Berlin, Germany';
const f = <T,>(value: T, confidence: number, source: string) => ({ value, confidence, source });

const PARSED: ParsedResume = {
  name: f('Robin Lee', 0.95, 'Robin Lee'),
  headline: f('Account executive for B2B software', 0.7, 'Account executive for B2B software'),
  email: f('robin.lee@example.com', 0.99, HEADER),
  phone: f('+49301234567', 0.97, HEADER),
  location: f(BERLIN, 0.9, HEADER),
  links: [f('github.com/robinlee', 0.9, 'github.com/robinlee')],
  experience: [
    {
      title: f('Account Executive', 0.92, 'Account Executive, Fabrikam'),
      company: f('Fabrikam', 0.92, 'Account Executive, Fabrikam'),
      startDate: f('2020-01', 0.95, 'Jan 2020 - Present'),
      endDate: f(null, 0.95, 'Jan 2020 - Present'),
      current: true,
    },
    {
      title: f('Sales Intern', 0.55, 'Sales Intern Contoso'),
      company: f('Contoso', 0.75, 'Sales Intern Contoso'),
      startDate: f('2018-06', 0.95, 'Jun 2018 - Aug 2019'),
      endDate: f('2019-08', 0.95, 'Jun 2018 - Aug 2019'),
      current: false,
    },
  ],
  education: [
    {
      school: f('TU Berlin', 0.9, 'TU Berlin, Bachelor of Arts in Economics'),
      degree: f('Bachelor of Arts', 0.9, 'TU Berlin, Bachelor of Arts in Economics'),
      field: f('Economics', 0.85, 'TU Berlin, Bachelor of Arts in Economics'),
      startYear: f(2014, 0.85, '2014 - 2018'),
      endYear: f(2018, 0.85, '2014 - 2018'),
    },
  ],
  skills: [
    f('Negotiation', 0.95, 'Negotiation, Salesforce'),
    f('Salesforce', 0.75, 'Negotiation, Salesforce'),
  ],
};

const EMPTY_PROFILE: CandidateProfile = {
  headline: '',
  phone: '',
  location: null,
  skills: [],
  experience: [],
  education: [],
  links: [],
  jobPreferences: { titles: [], locations: [], remote: 'any', jobTypes: [], salary: null },
  avatarUrl: null,
  yearsOfExperience: null,
};

function newCandidate(alerts = true) {
  const boot = makeBoot({
    user: { fullName: 'Robin Lee', email: 'new@example.com' },
    config: { notificationsConfig: { savedSearchNotification: { enabled: alerts } } },
  });
  boot.user.onboarding = { isOnboarded: false, isBootstrapped: false, bootstrappingConfig: {} };
  return boot;
}

interface Sent {
  bootstrap: unknown[];
  onboarding: unknown[];
}

function api(opts: { bootstrap422?: string } = {}) {
  const sent: Sent = { bootstrap: [], onboarding: [] };
  const handler: FetchHandler = async (url, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    if (url.pathname === '/api/pcsx/upload_resume')
      return json({
        data: {
          candidate: { id: 'c-1', email: 'new@example.com', location: null },
          resume: {
            id: 'r-1',
            fileName: 'robin.txt',
            kind: 'txt',
            size: 10,
            uploadedAt: '2026-11-27T10:00:00.000Z',
          },
          parsed: PARSED,
        },
      });
    if (url.pathname === '/api/pcsx/profile_bootstrap') {
      sent.bootstrap.push(body);
      if (opts.bootstrap422 && sent.bootstrap.length === 1)
        return json(
          {
            error: {
              code: 'UNPROCESSABLE',
              message: 'Invalid request received. Please try again',
              fields: { [opts.bootstrap422]: 'The end date must not be before the start date.' },
            },
          },
          422,
        );
      return json({
        data: {
          isBootstrapped: true,
          profile: {
            ...EMPTY_PROFILE,
            phone: body.phone ?? '',
            location: body.location,
            experience: body.experience,
            education: body.education,
            skills: body.skills,
            links: body.links,
          },
        },
      });
    }
    if (url.pathname === '/api/pcsx/onboarding') {
      sent.onboarding.push(body);
      const prefs = body.preferences;
      return json({
        data: {
          isOnboarded: true,
          completedNow: true,
          jobPreferences: prefs
            ? {
                titles: prefs.titles,
                locations: [BERLIN],
                remote: prefs.remote,
                jobTypes: prefs.jobTypes,
                salary: null,
              }
            : EMPTY_PROFILE.jobPreferences,
          jobAlert: null,
        },
      });
    }
    return json({ data: { ok: true } });
  };
  return { handler, sent };
}

async function uploadResume(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Get started' }, LOADED));
  expect(await screen.findByRole('heading', { name: 'Start from your resume' })).toHaveFocus();
  await user.upload(
    screen.getByLabelText(/Choose a file/),
    new File(['Robin Lee'], 'robin.txt', { type: 'text/plain' }),
  );
  return screen.findByRole('heading', { name: 'Check what we read' }, LOADED);
}

describe('onboarding (spec 1 §2, §4; docs/decisions/027)', () => {
  beforeEach(() => vi.mocked(loadPage).mockClear());

  it('goes from a resume through checking each field to preferences, an alert and the search', async () => {
    const user = userEvent.setup();
    const { handler, sent } = api();
    renderApp('/careers/onboarding', newCandidate(), handler);
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Robin Lee' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();

    await uploadResume(user);
    // Each field beside the resume's own text and how sure the reading was; doubtful ones start unticked.
    const current = screen.getByRole('checkbox', {
      name: 'Keep: Account Executive at Fabrikam (2020-01 – present)',
    });
    expect(current).toBeChecked();
    const intern = screen.getByRole('checkbox', {
      name: 'Keep: Sales Intern at Contoso (2018-06 – 2019-08)',
    });
    expect(intern).not.toBeChecked();
    const internItem = intern.closest('li')!;
    expect(within(internItem).getByText('Please check: 55% sure')).toBeInTheDocument();
    expect(within(internItem).getByText('Sales Intern Contoso')).toBeInTheDocument();
    expect(within(current.closest('li')!).getByText('Jan 2020 - Present')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Keep: Salesforce' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Keep: Phone: +49301234567' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Keep: Location: Berlin, Germany' })).toBeChecked();
    // A headline read with doubt waits for the candidate's tick, under a section of its own.
    const headline = within(screen.getByRole('region', { name: 'Headline' })).getByRole('checkbox', {
      name: 'Keep: Account executive for B2B software',
    });
    expect(headline).not.toBeChecked();
    expect(within(headline.closest('li')!).getByText('Please check: 70% sure')).toBeInTheDocument();

    // Correct the doubtful job in place (the toolkit checks the date), which also keeps it.
    await user.click(within(internItem).getByRole('button', { name: /^Correct Sales Intern/ }));
    const title = within(internItem).getByRole('textbox', { name: /Job title/ });
    await user.clear(title);
    await user.type(title, 'Sales Associate');
    const start = within(internItem).getByRole('textbox', { name: /Start \(YYYY-MM\)/ });
    await user.clear(start);
    await user.type(start, '2018-6');
    await user.click(within(internItem).getByRole('button', { name: 'Use this' }));
    expect(
      await within(internItem).findByText('Use the form YYYY-MM, for example 2021-04.'),
    ).toBeInTheDocument();
    await user.clear(start);
    await user.type(start, '2018-06');
    await user.click(within(internItem).getByRole('button', { name: 'Use this' }));
    expect(
      await screen.findByRole('checkbox', { name: 'Keep: Sales Associate at Contoso (2018-06 – 2019-08)' }),
    ).toBeChecked();
    expect(within(internItem).getByText('Corrected by you')).toBeInTheDocument();

    // Drop the link; nothing has been sent yet.
    await user.click(screen.getByRole('checkbox', { name: 'Keep: https://github.com/robinlee' }));
    expect(sent.bootstrap).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save to my profile (6)' }));

    expect(await screen.findByRole('heading', { name: 'What are you looking for?' }, LOADED)).toHaveFocus();
    expect(sent.bootstrap).toEqual([
      {
        resume_id: 'r-1',
        headline: null,
        phone: '+49301234567',
        location: BERLIN,
        experience: [
          {
            title: 'Account Executive',
            company: 'Fabrikam',
            startDate: '2020-01',
            endDate: null,
            description: '',
          },
          {
            title: 'Sales Associate',
            company: 'Contoso',
            startDate: '2018-06',
            endDate: '2019-08',
            description: '',
          },
        ],
        education: [
          {
            school: 'TU Berlin',
            degree: 'Bachelor of Arts',
            field: 'Economics',
            startYear: 2014,
            endYear: 2018,
          },
        ],
        skills: ['Negotiation'],
        links: [],
      },
    ]);

    // The preferences start from what was just kept.
    expect(screen.getByRole('textbox', { name: /Job titles/ })).toHaveValue('Account Executive');
    expect(screen.getByRole('textbox', { name: /Places/ })).toHaveValue('Berlin, Germany');
    await user.click(screen.getByRole('radio', { name: 'Remote only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Full-time' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Job alerts' })).toHaveFocus();
    expect(
      screen.getByText('Get a weekly email with new jobs for “Account Executive” in Berlin, Germany.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on job alerts' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalled());
    expect(sent.onboarding).toEqual([
      {
        preferences: {
          titles: ['Account Executive'],
          places: ['Berlin, Germany'],
          remote: 'remote',
          jobTypes: ['full-time'],
        },
        job_alerts: true,
      },
    ]);
    const target = new URL(vi.mocked(loadPage).mock.calls[0]![0], 'http://x.invalid');
    expect(target.pathname).toBe('/careers');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      domain: 'acme.example',
      query: 'Account Executive',
      location: 'Berlin, Germany',
      filter_is_remote: 'true',
      filter_job_type: 'full-time',
    });
  }, 20_000);

  it('skips every step and still completes onboarding, landing on the search', async () => {
    const user = userEvent.setup();
    const { handler, sent } = api();
    renderApp('/careers/onboarding', newCandidate(), handler);
    await user.click(await screen.findByRole('button', { name: 'Get started' }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    expect(await screen.findByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/careers?domain=acme.example'));
    expect(sent.onboarding).toEqual([{ preferences: null, job_alerts: false }]);
    expect(sent.bootstrap).toEqual([]);
  });

  it('"Skip onboarding" ends it at once from any step', async () => {
    const user = userEvent.setup();
    const { handler, sent } = api();
    renderApp('/careers/onboarding', newCandidate(false), handler);
    expect(await screen.findByText('Step 1 of 4', {}, LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip onboarding' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/careers?domain=acme.example'));
    expect(sent.onboarding).toEqual([{ preferences: null, job_alerts: false }]);
  });

  it('shows a 422 beside the entry it names, opens it for correction and keeps every choice', async () => {
    const user = userEvent.setup();
    const { handler, sent } = api({ bootstrap422: 'experience.1.endDate' });
    renderApp('/careers/onboarding', newCandidate(), handler);
    await uploadResume(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'Keep: Sales Intern at Contoso (2018-06 – 2019-08)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save to my profile (7)' }));
    const intern = screen.getByRole('checkbox', {
      name: 'Keep: Sales Intern at Contoso (2018-06 – 2019-08)',
    });
    const item = intern.closest('li')!;
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'This entry could not be saved. Please correct it.',
    );
    expect(within(item).getByRole('textbox', { name: /End \(YYYY-MM/ })).toHaveValue('2019-08');
    expect(intern).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Check what we read' })).toBeInTheDocument();
    expect(sent.bootstrap).toHaveLength(1);
  });

  it('tells a candidate who already finished that they are set', async () => {
    const boot = makeBoot({ user: { fullName: 'Alex Morgan', email: 'demo@example.com' } });
    renderApp('/careers/onboarding', boot);
    expect(await screen.findByRole('heading', { name: 'You are all set' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example',
    );
  });
});
