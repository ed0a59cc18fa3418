import type { CandidateApplication, CandidateEvent, SavedPosition } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

/** The first answer also waits for the lazily loaded screens and response schemas. */
const LOADED = { timeout: 5000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function saved(over: Partial<SavedPosition> = {}): SavedPosition {
  return {
    id: 11,
    title: 'Data Engineer',
    department: 'Engineering',
    jobType: 'full-time',
    locations: [{ city: 'Berlin', region: '', country: 'Germany', countryCode: 'DE', lat: 52.52, lng: 13.4 }],
    isRemote: true,
    postedAt: '2026-11-01T00:00:00.000Z',
    validThrough: null,
    isPrivate: false,
    privateToken: null,
    archived_at: null,
    savedAt: '2026-11-10T00:00:00.000Z',
    isOpen: true,
    ...over,
  };
}

function application(over: Partial<CandidateApplication> = {}): CandidateApplication {
  return {
    id: 'a-1',
    positionId: 21,
    title: 'Account Executive',
    status: 'Submitted',
    stage: 'New',
    appliedAt: '2026-11-02T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
    history: [{ stage: 'New', status: 'Submitted', at: '2026-11-02T00:00:00.000Z' }],
    version: '2026-11-02T00:00:00.000Z',
    ...over,
  };
}

const candidate = () => makeBoot({ user: { fullName: 'Alex Morgan', email: 'demo@example.com' } });

describe('saved jobs (spec 1 §2, §7)', () => {
  function api(list: SavedPosition[], opts: { failList?: boolean; failRemove?: boolean } = {}) {
    const removed: number[] = [];
    const handler: FetchHandler = (url, init) => {
      if (url.pathname === '/api/pcsx/positions/saved') {
        if (opts.failList) return json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
        return json({ data: { positions: list.filter((p) => !removed.includes(p.id)) } });
      }
      const save = /^\/api\/pcsx\/positions\/(\d+)\/save$/.exec(url.pathname);
      if (save && init?.method === 'DELETE') {
        if (opts.failRemove) return json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
        removed.push(Number(save[1]));
        return json({ data: { isSaved: false } });
      }
      return json({ data: { ok: true } });
    };
    return { handler, removed };
  }

  it('lists saved jobs as cards linking to the job page, marks a closed one, and removes one', async () => {
    const { handler, removed } = api([
      saved(),
      saved({ id: 12, title: 'Old Role', archived_at: '2026-11-05T00:00:00.000Z', isOpen: false }),
    ]);
    renderApp('/careers/saved-jobs', candidate(), handler);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved jobs' }, LOADED)).toBeInTheDocument();
    const open = await screen.findByRole('article', { name: 'Data Engineer' }, LOADED);
    expect(within(open).getByRole('link', { name: 'Data Engineer' })).toHaveAttribute(
      'href',
      '/careers/job/11-data-engineer?domain=acme.example',
    );
    expect(within(open).getByText('Remote · Berlin, Germany')).toBeInTheDocument();
    expect(within(open).queryByText('No longer accepting applications')).not.toBeInTheDocument();
    const closed = screen.getByRole('article', { name: 'Old Role' });
    expect(within(closed).getByText('No longer accepting applications')).toBeInTheDocument();

    await userEvent.click(within(closed).getByRole('button', { name: 'Remove Old Role from saved jobs' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old Role' })).not.toBeInTheDocument());
    expect(removed).toEqual([12]);
    expect(screen.getByRole('heading', { level: 1, name: 'Saved jobs' })).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Data Engineer' })).toBeInTheDocument();
  });

  it('says so when a removal fails, and keeps the job', async () => {
    const { handler } = api([saved()], { failRemove: true });
    renderApp('/careers/saved-jobs', candidate(), handler);
    const card = await screen.findByRole('article', { name: 'Data Engineer' }, LOADED);
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Data Engineer from saved jobs' }));
    expect(
      await screen.findByText('We could not remove the job. Please try again.', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Data Engineer' })).toBeInTheDocument();
  });

  it('has an empty state with a link to the search', async () => {
    renderApp('/careers/saved-jobs', candidate(), api([]).handler);
    expect(await screen.findByText('You have not saved any jobs yet.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example',
    );
  });

  it('shows an error state with a retry', async () => {
    renderApp('/careers/saved-jobs', candidate(), api([], { failList: true }).handler);
    expect(await screen.findByText('We could not load your saved jobs.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in instead of searching for "saved-jobs"', async () => {
    renderApp('/careers/saved-jobs', makeBoot(), api([]).handler);
    expect(await screen.findByText('Sign in to see this page.', {}, LOADED)).toBeInTheDocument();
  });
});

describe('the account pages (spec 1 §2, issue 15 §8)', () => {
  const api: FetchHandler = (url) => {
    if (url.pathname === '/api/pcsx/dashboard/applications')
      return json({
        data: {
          applications: [application()],
          inactiveApplications: [
            application({
              id: 'a-2',
              positionId: 22,
              title: 'Sales Manager',
              status: 'Rejected',
              stage: 'Rejected',
              updatedAt: '2026-11-09T00:00:00.000Z',
            }),
          ],
        },
      });
    if (url.pathname === '/api/pcsx/dashboard/interviews') return json({ data: { upcoming: [], past: [] } });
    if (url.pathname === '/api/pcsx/dashboard/events') return json({ data: { upcoming: [], past: [] } });
    return json({ data: { ok: true } });
  };

  it('/careers/applications lists active and closed applications with their status', async () => {
    renderApp('/careers/applications', candidate(), api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Applications' }, LOADED),
    ).toBeInTheDocument();
    const active = await screen.findByRole('region', { name: 'Active' }, LOADED);
    const card = within(active).getByRole('article', { name: 'Account Executive' });
    expect(within(card).getByText('Status: Submitted')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Account Executive' })).toHaveAttribute(
      'href',
      '/careers/job/21-account-executive?domain=acme.example',
    );
    const closed = screen.getByRole('region', { name: 'Closed' });
    expect(within(closed).getByText('Status: Not selected')).toBeInTheDocument();
  });

  it('/careers/applications has an empty state', async () => {
    renderApp('/careers/applications', candidate(), (url) =>
      url.pathname === '/api/pcsx/dashboard/applications'
        ? json({ data: { applications: [], inactiveApplications: [] } })
        : json({ data: { ok: true } }),
    );
    expect(await screen.findByText('You have not applied to any jobs yet.', {}, LOADED)).toBeInTheDocument();
  });

  it('/careers/dashboard links to the pages that exist', async () => {
    renderApp('/careers/dashboard', candidate(), api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Welcome, Alex Morgan')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    for (const [name, href] of [
      ['Applications', '/careers/applications'],
      ['Saved jobs', '/careers/saved-jobs'],
      ['Offers', '/careers/offers'],
      ['Forms', '/careers/forms/center'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `${href}?domain=acme.example`);
    }
  });

  it('/careers/interviews shows upcoming then past interviews in their own time zone', async () => {
    const interview = {
      id: 'i-1',
      positionId: 21,
      title: 'Account Executive',
      // 10:00 in Berlin (summer time), whatever zone the test runs in.
      startsAt: '2027-04-01T08:00:00.000Z',
      endsAt: '2027-04-01T08:45:00.000Z',
      durationMinutes: 45,
      timeZone: 'Europe/Berlin',
      kind: 'video',
      place: 'https://meet.example.com/x',
      interviewers: ['Rita Recruiter'],
      message: null,
      status: 'scheduled',
      cancelReason: null,
    };
    renderApp('/careers/interviews', candidate(), (url) =>
      url.pathname === '/api/pcsx/dashboard/interviews'
        ? json({
            data: {
              upcoming: [interview],
              past: [
                {
                  ...interview,
                  id: 'i-0',
                  title: 'Sales Manager',
                  kind: 'in-person',
                  place: '1 Harbour Road',
                  status: 'canceled',
                  cancelReason: 'The role is on hold.',
                },
              ],
            },
          })
        : json({ data: { ok: true } }),
    );
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' }, LOADED);
    const card = within(upcoming).getByRole('article', { name: 'Account Executive' });
    expect(within(card).getByText('Thursday, April 1, 2027 at 10:00 AM')).toBeInTheDocument();
    expect(within(card).getByText('45 minutes')).toBeInTheDocument();
    expect(within(card).getByText('Time zone: \u2068Europe/Berlin\u2069')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Join video call' })).toHaveAttribute(
      'href',
      'https://meet.example.com/x',
    );
    expect(within(card).getByText('With: \u2068Rita Recruiter\u2069')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/pcsx/interviews/i-1/calendar.ics?domain=acme.example',
    );
    const past = screen.getByRole('region', { name: 'Past' });
    const old = within(past).getByRole('article', { name: 'Sales Manager' });
    expect(within(old).getByText('Canceled')).toBeInTheDocument();
    expect(within(old).getByText('Reason: \u2068The role is on hold.\u2069')).toBeInTheDocument();
    expect(within(old).getByText('Place: \u20681 Harbour Road\u2069')).toBeInTheDocument();
    expect(within(old).queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it.each([
    ['/careers/interviews', 'Interviews', 'You have no interviews scheduled yet.'],
    ['/careers/events', 'Events', 'There are no events scheduled for you yet.'],
  ])('%s says honestly that nothing is scheduled', async (path, heading, text) => {
    renderApp(path, candidate(), api);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LOADED)).toBeInTheDocument();
    expect(await screen.findByText(text, {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toBeInTheDocument();
  });
});

describe('events (issue 18: upcoming, register and unregister)', () => {
  function event(over: Partial<CandidateEvent> = {}): CandidateEvent {
    return {
      id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      title: 'Careers Fair Seattle',
      kind: 'career_fair',
      description: 'Meet the teams.',
      startsAt: '2026-12-11T18:00:00.000Z',
      endsAt: '2026-12-12T00:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      place: 'Hall 4A',
      online: false,
      onlineUrl: null,
      seatsLeft: 3,
      registered: false,
      status: 'published',
      cancelReason: null,
      applicationStatus: null,
      ...over,
    };
  }

  function api(list: CandidateEvent[], opts: { fail?: boolean } = {}) {
    const calls: string[] = [];
    const handler: FetchHandler = (url, init) => {
      if (url.pathname === '/api/pcsx/dashboard/events') {
        if (opts.fail) return json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
        return json({ data: { upcoming: list, past: [] } });
      }
      const registration = /^\/api\/pcsx\/events\/([^/]+)\/registration$/.exec(url.pathname);
      if (registration) {
        const method = init?.method ?? 'GET';
        calls.push(method);
        const index = list.findIndex((e) => e.id === registration[1]);
        const registered = method === 'POST';
        const current = list[index]!;
        list[index] = {
          ...current,
          registered,
          seatsLeft: (current.seatsLeft ?? 0) + (registered ? -1 : 1),
        };
        return json({ data: list[index] });
      }
      return json({ data: { ok: true } });
    };
    return { handler, calls };
  }

  it('shows an event in its own zone, registers, and cancels the registration after a confirmation', async () => {
    const user = userEvent.setup();
    const { handler, calls } = api([event()]);
    renderApp('/careers/events', candidate(), handler);
    const card = await screen.findByRole('article', { name: 'Careers Fair Seattle' }, LOADED);
    expect(within(card).getByText('Career fair')).toBeInTheDocument();
    expect(within(card).getByText('Fri, Dec 11, 2026, 10:00 AM – 4:00 PM PST')).toBeInTheDocument();
    expect(within(card).getByText('Hall 4A')).toBeInTheDocument();
    expect(within(card).getByText('Seats left: 3')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Register' }));
    expect(await within(card).findByText('Registered')).toBeInTheDocument();
    expect(calls).toEqual(['POST']);

    await user.click(within(card).getByRole('button', { name: 'Cancel registration' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    expect(await within(card).findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(calls).toEqual(['POST', 'DELETE']);
  });

  it('says when an event is full or canceled, without a button', async () => {
    const { handler } = api([
      event({ seatsLeft: 0 }),
      event({
        id: '2b4e28ba-2fa1-11d2-883f-0016d3cca427',
        title: 'Webinar',
        kind: 'webinar',
        place: null,
        online: true,
        onlineUrl: 'https://meet.example.com/x',
        registered: true,
        status: 'canceled',
        cancelReason: 'The speaker is ill.',
      }),
    ]);
    renderApp('/careers/events', candidate(), handler);
    const full = await screen.findByRole('article', { name: 'Careers Fair Seattle' }, LOADED);
    expect(within(full).getByText('Full')).toBeInTheDocument();
    expect(within(full).queryByRole('button')).not.toBeInTheDocument();
    const canceled = screen.getByRole('article', { name: 'Webinar' });
    expect(within(canceled).getByText('Canceled:')).toBeInTheDocument();
    expect(within(canceled).getByText('Online')).toBeInTheDocument();
    expect(within(canceled).getByText(/The speaker is ill\./)).toBeInTheDocument();
    expect(within(canceled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the empty text and the next step, and offers a retry on error', async () => {
    renderApp('/careers/events', candidate(), api([]).handler);
    expect(
      await screen.findByText('There are no events scheduled for you yet.', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toBeInTheDocument();
  });

  it('offers a retry when the events cannot be loaded', async () => {
    renderApp('/careers/events', candidate(), api([], { fail: true }).handler);
    expect(await screen.findByText('Your events could not be loaded.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
