import type { MatchDetails, ProfileEditRequest } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

/**
 * The match panel's corrections on the job page (issue 15 §5, docs/decisions/028), against a fake API that
 * keeps a profile and scores it: what the candidate sees change, what is sent, and what a failure leaves.
 */

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const LOADED = { timeout: 5000 };
const SEATTLE = {
  city: 'Seattle',
  region: 'WA',
  country: 'United States',
  countryCode: 'US',
  lat: 47.6,
  lng: -122.33,
};

const POSITION = {
  id: 1,
  title: 'Data Engineer',
  department: 'Engineering',
  jobType: 'full-time' as const,
  seniority: 'senior' as const,
  locations: [SEATTLE],
  isRemote: false,
  postedAt: inDays(-10),
  validThrough: inDays(30),
  salary: null,
  archived_at: null,
  description: '<p>Pipelines.</p>',
  requiredSkills: ['Python', 'SQL'],
  preferredSkills: ['Airflow'],
  isPrivate: false,
  updatedAt: inDays(-10),
  positionUserActions: { isSaved: false },
};

interface Profile {
  skills: string[];
  years: number | null;
  location: typeof SEATTLE | null;
}

/** The match of a profile against POSITION, as the server would score it (enough for these cases). */
function score(p: Profile): MatchDetails {
  const has = (s: string) => p.skills.some((own) => own.toLowerCase() === s.toLowerCase());
  const split = (list: string[]) => ({ matched: list.filter(has), missing: list.filter((s) => !has(s)) });
  const required = split(POSITION.requiredSkills);
  const preferred = split(POSITION.preferredSkills);
  const skillPoints = Math.round((40 * (2 * required.matched.length + preferred.matched.length)) / 5);
  const years = p.years ?? 0;
  const experience = Math.round(20 * Math.min(1, years / 5));
  const location = p.location ? 20 : 0;
  const empty = p.skills.length === 0 && p.years === null && !p.location;
  return {
    score: empty ? null : skillPoints + experience + location,
    skills: { points: skillPoints, weight: 40, required, preferred },
    title: { points: 0, weight: 20, best: null },
    experience: {
      points: experience,
      weight: 20,
      years,
      historyYears: 0,
      statedYears: p.years,
      expectedYears: 5,
    },
    location: p.location
      ? { points: 20, weight: 20, status: 'nearby', distanceKm: 0, from: 'Seattle', to: 'Seattle' }
      : { points: 0, weight: 20, status: 'unknown', distanceKm: null, from: null, to: null },
    profileGaps: [
      ...(p.skills.length ? [] : ['skills' as const]),
      ...(p.years === null ? ['experience' as const] : []),
      ...(p.location ? [] : ['location' as const]),
    ],
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake API over one profile. `editAnswer` decides what profile_edit answers (default: apply the edit);
 * `hold` delays its answer until released, so the test can look at the page in between.
 */
function fakeApi(profile: Profile, opts: { editStatus?: number; hold?: Promise<void> } = {}) {
  const edits: ProfileEditRequest[] = [];
  const handler: FetchHandler = async (url, init) => {
    if (url.pathname === '/api/pcsx/position_details') return json({ data: { position: POSITION } });
    if (url.pathname === '/api/pcsx/position_insights')
      return json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    if (url.pathname === '/api/pcsx/match_details') return json({ data: { matchDetails: score(profile) } });
    if (url.pathname === '/api/pcsx/search/locations')
      return json({
        data: {
          suggestions: [
            { label: 'Remote', value: 'remote', kind: 'remote' },
            { label: 'Seattle, WA, US', value: 'Seattle, WA, US', kind: 'place', place: SEATTLE },
          ],
        },
      });
    if (url.pathname === '/api/pcsx/profile_edit') {
      const edit = JSON.parse(String(init?.body)) as ProfileEditRequest;
      edits.push(edit);
      await opts.hold;
      if (opts.editStatus) return json({ error: { code: 'UNPROCESSABLE', message: 'x' } }, opts.editStatus);
      const value = edit.op_data.value;
      if (edit.op_section === 'skills') profile.skills.push(value as string);
      if (edit.op_section === 'years_of_experience')
        profile.years = edit.operation === 'delete' ? null : (value as number);
      if (edit.op_section === 'location') profile.location = value as typeof SEATTLE;
      return json({ data: { skills: profile.skills } });
    }
    return json({ data: { ok: true } });
  };
  return { handler, edits };
}

const signedIn = makeBoot({ user: { fullName: 'Ada Lovelace', email: 'ada@example.com' } });

async function openPanel() {
  const job = await screen.findByRole('article', { name: 'Data Engineer' }, LOADED);
  const panel = await within(job).findByRole('region', { name: 'How you match' }, LOADED);
  await within(panel).findByText(/^\d+% match$|nothing to compare/, {}, LOADED);
  const summary = within(panel).getByText('See what matched and what is missing');
  if (!summary.closest('details')?.open) await userEvent.click(summary);
  return panel;
}

describe('correcting the match from the job page', () => {
  it('"I have this" moves the skill to matched at once, then shows and announces the new score', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi({ skills: ['SQL'], years: 5, location: SEATTLE }, { hold });
    renderApp('/careers/job/1-data-engineer', signedIn, api.handler);
    const panel = await openPanel();
    expect(within(panel).getByText('56% match')).toBeInTheDocument();
    const required = within(panel).getByRole('list', { name: 'Required skills' });
    await userEvent.click(within(required).getByRole('button', { name: 'I have this (Python)' }));

    // Before the server answers: the skill is matched, the score waits for the server.
    expect(within(required).queryByRole('button', { name: 'I have this (Python)' })).not.toBeInTheDocument();
    expect(required).toHaveTextContent('Python(on your profile)');
    expect(within(panel).getByText('56% match')).toBeInTheDocument();
    expect(api.edits).toEqual([{ op_section: 'skills', operation: 'add', op_data: { value: 'Python' } }]);
    // Focus moves on to the next missing skill's button rather than being lost with the one pressed.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(panel).getByRole('button', { name: 'I have this (Airflow)' }),
      ),
    );

    release();
    expect(await within(panel).findByText('72% match', {}, LOADED)).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Saved. Your match is now 72%.');
  });

  it('adds a skill typed in, and refuses an empty one or one already matched without asking the server', async () => {
    const api = fakeApi({ skills: ['SQL'], years: 5, location: SEATTLE });
    renderApp('/careers/job/1-data-engineer', signedIn, api.handler);
    const panel = await openPanel();
    const input = within(panel).getByLabelText('Add a skill you have');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add skill' }));
    expect(within(panel).getByText('Enter a skill.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'sql{Enter}');
    expect(within(panel).getByText('This skill is on your profile already.')).toBeInTheDocument();
    expect(api.edits).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, 'airflow{Enter}');
    // The position's own spelling is sent, so the profile reads as the job does.
    expect(api.edits).toEqual([{ op_section: 'skills', operation: 'add', op_data: { value: 'Airflow' } }]);
    expect(await within(panel).findByText('64% match', {}, LOADED)).toBeInTheDocument();
  });

  it('sets the years of experience, checks them first, and can return to the work history', async () => {
    const api = fakeApi({ skills: ['SQL'], years: null, location: SEATTLE });
    renderApp('/careers/job/1-data-engineer', signedIn, api.handler);
    const panel = await openPanel();
    expect(within(panel).getByText('36% match')).toBeInTheDocument();
    const years = within(panel).getByLabelText('Your years of experience');
    await userEvent.type(years, '61');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save years' }));
    expect(within(panel).getByText('Enter whole years from 0 to 60.')).toBeInTheDocument();
    expect(api.edits).toEqual([]);
    await userEvent.clear(years);
    await userEvent.type(years, '4{Enter}');
    expect(api.edits).toEqual([
      { op_section: 'years_of_experience', operation: 'update', op_data: { value: 4 } },
    ]);
    expect(await within(panel).findByText('52% match', {}, LOADED)).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'Years of experience you gave: 4. The match counts these instead of your work history.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Count my work history instead' }));
    expect(await within(panel).findByText('36% match', {}, LOADED)).toBeInTheDocument();
    expect(api.edits.at(-1)).toEqual({ op_section: 'years_of_experience', operation: 'delete', op_data: {} });
  });

  it('gives an empty profile its inputs at once; a place chosen from the suggestions is saved', async () => {
    const api = fakeApi({ skills: [], years: null, location: null });
    renderApp('/careers/job/1-data-engineer', signedIn, api.handler);
    const panel = await openPanel();
    expect(within(panel).getByText(/nothing to compare with this job/)).toBeInTheDocument();
    const location = within(panel).getByRole('combobox', { name: 'Your location' });
    await userEvent.type(location, 'Sea');
    // Only places: "Remote" is a way to search, not somewhere to live.
    const option = await within(panel).findByRole('option', { name: 'Seattle, WA, US' }, LOADED);
    expect(within(panel).queryByRole('option', { name: 'Remote' })).not.toBeInTheDocument();
    await userEvent.click(option);
    expect(api.edits).toEqual([{ op_section: 'location', operation: 'update', op_data: { value: SEATTLE } }]);
    expect(await within(panel).findByText('20% match', {}, LOADED)).toBeInTheDocument();
    expect(within(panel).getByText('Seattle is 0 km from Seattle.')).toBeInTheDocument();
  });

  it.each([
    [422, 'Invalid request received. Please try again'],
    [500, 'Something went wrong. Please try again'],
  ])('a %i puts the evidence back and says so', async (status, message) => {
    const api = fakeApi({ skills: ['SQL'], years: 5, location: SEATTLE }, { editStatus: status });
    renderApp('/careers/job/1-data-engineer', signedIn, api.handler);
    const panel = await openPanel();
    const required = within(panel).getByRole('list', { name: 'Required skills' });
    await userEvent.click(within(required).getByRole('button', { name: 'I have this (Python)' }));
    expect(await within(panel).findByRole('alert', {}, LOADED)).toHaveTextContent(message);
    // The button is back, and so is the focus, ready to try again.
    await waitFor(() =>
      expect(within(required).getByRole('button', { name: 'I have this (Python)' })).toHaveFocus(),
    );
    expect(within(panel).getByText('56% match')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('');
  });
});
