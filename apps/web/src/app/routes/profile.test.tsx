import type { CandidateProfile, ProfileCompletion, ProfileDetails } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

/** The first answer also waits for the lazily loaded screens and response schemas. */
const LOADED = { timeout: 5000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function profile(over: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    headline: 'Backend engineer',
    phone: '+1 206 555 0134',
    location: null,
    skills: ['TypeScript', 'SQL'],
    experience: [
      { title: 'Engineer', company: 'Fabrikam', startDate: '2020-03', endDate: null, description: 'APIs' },
    ],
    education: [{ school: 'TU Berlin', degree: 'BSc', field: 'CS', startYear: 2014, endYear: 2018 }],
    links: [{ label: 'GitHub', url: 'https://github.com/alex' }],
    jobPreferences: {
      titles: ['Backend Engineer'],
      locations: [],
      remote: 'hybrid',
      jobTypes: ['full-time'],
      salary: null,
    },
    avatarUrl: null,
    ...over,
  } as CandidateProfile;
}

function completion(score: number): ProfileCompletion {
  return {
    score,
    missing: [
      { key: 'resume', adds: 20, weight: 20, section: 'resumes', nextStep: 'upload_resume' },
      { key: 'avatar', adds: 3, weight: 3, section: 'avatar', nextStep: 'add_avatar' },
    ],
    completed: [],
  };
}

const candidate = () => makeBoot({ user: { fullName: 'Alex Morgan', email: 'demo@example.com' } });

/** A server with one profile: profile_edit applies skills edits, or answers the status it is told to. */
function api(opts: { editStatus?: number } = {}) {
  let current = profile();
  let score = 60;
  const edits: unknown[] = [];
  const handler: FetchHandler = async (url, init) => {
    if (url.pathname === '/api/pcsx/profile_details') {
      const details: ProfileDetails = {
        profile: current,
        candidate: {
          id: 'c-1',
          email: 'demo@example.com',
          fullName: 'Alex Morgan',
          isOnboarded: true,
          isBootstrapped: true,
        },
        resumes: [],
      };
      return json({ data: details });
    }
    if (url.pathname === '/api/pcsx/profile_analysis') return json({ data: completion(score) });
    if (url.pathname === '/api/pcsx/profile_edit') {
      const body = JSON.parse(String(init?.body));
      edits.push(body);
      if (opts.editStatus) {
        const code = opts.editStatus === 422 ? 'UNPROCESSABLE' : 'INTERNAL';
        return json({ error: { code, message: 'x' } }, opts.editStatus);
      }
      if (body.op_section === 'skills' && body.operation === 'add')
        current = { ...current, skills: [...current.skills, body.op_data.value] };
      if (body.op_section === 'skills' && body.operation === 'delete')
        current = { ...current, skills: current.skills.filter((_, i) => i !== body.op_data.index) };
      score += 3;
      return json({ data: current });
    }
    return json({ data: { suggestions: [] } });
  };
  return { handler, edits };
}

describe('the profile page (issue 15 §1)', () => {
  it('shows every section read-only and the completion ring with its ranked next steps', async () => {
    renderApp('/careers/profile', candidate(), api().handler);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' }, LOADED)).toBeInTheDocument();
    for (const name of [
      'Contact and headline',
      'Photo',
      'Work experience',
      'Education',
      'Skills',
      'Links',
      'Job preferences',
      'Resumes',
    ])
      expect(await screen.findByRole('heading', { level: 2, name }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Backend engineer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Engineer at Fabrikam' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://github.com/alex' })).toHaveAttribute(
      'href',
      'https://github.com/alex',
    );
    const ring = await screen.findByRole('progressbar', { name: 'Profile completion' }, LOADED);
    expect(ring).toHaveAttribute('aria-valuenow', '60');
    const steps = screen.getByRole('list', { name: 'Next steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Upload a resume+20%', 'Add a photo+3%']);
  });

  it('lists the three most valuable next steps and the rest on demand', async () => {
    const user = userEvent.setup();
    const { handler } = api();
    const many: ProfileCompletion = {
      score: 40,
      missing: [
        { key: 'resume', adds: 20, weight: 20, section: 'resumes', nextStep: 'upload_resume' },
        { key: 'headline', adds: 10, weight: 10, section: 'headline', nextStep: 'add_headline' },
        { key: 'location', adds: 10, weight: 10, section: 'location', nextStep: 'add_location' },
        { key: 'phone', adds: 5, weight: 5, section: 'contact', nextStep: 'add_phone' },
        { key: 'avatar', adds: 3, weight: 3, section: 'avatar', nextStep: 'add_avatar' },
      ],
      completed: [],
    };
    renderApp('/careers/profile', candidate(), (url, init) =>
      url.pathname === '/api/pcsx/profile_analysis' ? json({ data: many }) : handler(url, init),
    );
    const steps = await screen.findByRole('list', { name: 'Next steps' }, LOADED);
    expect(within(steps).getAllByRole('button')).toHaveLength(3);
    const more = screen.getByRole('button', { name: '2 more steps' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(steps).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Show fewer steps' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('adds and removes a skill through profile_edit, and the ring updates', async () => {
    const user = userEvent.setup();
    const { handler, edits } = api();
    renderApp('/careers/profile', candidate(), handler);
    await user.click(await screen.findByRole('button', { name: 'Add a skill' }, LOADED));
    const field = await screen.findByRole('textbox', { name: /Skill/ }, LOADED);
    expect(field).toHaveFocus();
    await user.type(field, 'Kotlin');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Kotlin', {}, LOADED)).toBeInTheDocument();
    expect(edits).toEqual([{ op_section: 'skills', operation: 'add', op_data: { value: 'Kotlin' } }]);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
        'aria-valuenow',
        '63',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Remove the skill SQL' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the skill SQL' })).toBeNull());
    expect(edits[1]).toEqual({ op_section: 'skills', operation: 'delete', op_data: { index: 1 } });
  });

  it('says a 422 is an invalid request and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/careers/profile', candidate(), api({ editStatus: 422 }).handler);
    await user.click(await screen.findByRole('button', { name: 'Edit Contact and headline' }, LOADED));
    const headline = await screen.findByRole('textbox', { name: /Headline/ }, LOADED);
    await user.clear(headline);
    await user.type(headline, 'Staff engineer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Invalid request received. Please try again', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Headline/ })).toHaveValue('Staff engineer');
  });

  it('says any other failure went wrong, and the form stays open', async () => {
    const user = userEvent.setup();
    renderApp('/careers/profile', candidate(), api({ editStatus: 500 }).handler);
    await user.click(await screen.findByRole('button', { name: 'Edit Engineer at Fabrikam' }, LOADED));
    const company = await screen.findByRole('textbox', { name: /Company/ }, LOADED);
    await user.clear(company);
    await user.type(company, 'Contoso');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong. Please try again', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company/ })).toHaveValue('Contoso');
  });

  it('edits one section at a time, and a next step opens its section', async () => {
    const user = userEvent.setup();
    renderApp('/careers/profile', candidate(), api().handler);
    await user.click(await screen.findByRole('button', { name: 'Add a job' }, LOADED));
    expect(await screen.findByRole('textbox', { name: /Job title/ }, LOADED)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Edit Contact and headline' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Work experience' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Upload a resume+20%' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Resumes' })).toHaveFocus());
  });
});
