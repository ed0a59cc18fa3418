import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function detail(
  over: { archived_at?: string | null; validThrough?: string | null; isPrivate?: boolean } = {},
) {
  return {
    id: 1,
    title: 'Backend Engineer',
    department: 'Engineering',
    jobType: 'full-time' as const,
    seniority: 'mid' as const,
    locations: [
      { city: 'Berlin', region: 'Berlin', country: 'Germany', countryCode: 'DE', lat: 52.5, lng: 13.4 },
    ],
    isRemote: false,
    postedAt: inDays(-10),
    validThrough: inDays(30),
    salary: null,
    archived_at: null,
    description: '<p>All about the job.</p>',
    requiredSkills: ['Go'],
    preferredSkills: [],
    isPrivate: false,
    updatedAt: inDays(-10),
    positionUserActions: { isSaved: false },
    ...over,
  };
}

const MATCH = {
  score: 72,
  skills: null,
  title: { points: 10, weight: 20, best: null },
  experience: { points: 10, weight: 20, years: 3, historyYears: 3, statedYears: null, expectedYears: 2 },
  location: { points: 20, weight: 20, status: 'nearby', distanceKm: 3, from: 'Berlin', to: 'Berlin' },
  profileGaps: [],
};

/** The first answer also waits for the lazily loaded response schemas: allow for a busy machine. */
const LOADED = { timeout: 5000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function api(position: ReturnType<typeof detail>): FetchHandler {
  return (url) => {
    if (url.pathname === '/api/pcsx/position_details') return json({ data: { position } });
    if (url.pathname === '/api/pcsx/position_insights')
      return json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    if (url.pathname === '/api/pcsx/match_details') return json({ data: { matchDetails: MATCH } });
    if (url.pathname === '/api/pcsx/job_cart')
      return json({ data: { data: { jobCartData: { positions: [], invalidPositionIds: [] } } } });
    return json({ data: { ok: true } });
  };
}

const cartOn = { config: { pcsxConfig: { jobCartConfig: { enabled: true } } } };
const signedIn = { user: { fullName: 'Ada Lovelace', email: 'ada@example.com' } };

async function article() {
  return screen.findByRole('article', { name: 'Backend Engineer' }, LOADED);
}

describe('the job page: an open job (issue 14 §1, §2)', () => {
  it('a live job takes applications: no closed notice, "Apply by", the job cart and the Apply link', async () => {
    renderApp('/careers/job/1-backend-engineer', makeBoot(cartOn), api(detail()));
    const job = await article();
    expect(within(job).queryByText(/no longer accepting/i)).not.toBeInTheDocument();
    expect(within(job).getByText(/Apply by/)).toBeInTheDocument();
    expect(within(job).getByRole('button', { name: 'Add to job cart' })).toBeInTheDocument();
    expect(within(job).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/careers/apply?pid=1');
  });

  it('shows a signed-in candidate how they match a live job', async () => {
    renderApp('/careers/job/1-backend-engineer', makeBoot({ ...cartOn, ...signedIn }), api(detail()));
    const job = await article();
    expect(await within(job).findByRole('heading', { name: 'How you match' }, LOADED)).toBeInTheDocument();
    expect(await within(job).findByText('72% match', {}, LOADED)).toBeInTheDocument();
  });

  it('a visitor who is not signed in gets the same Apply link', async () => {
    renderApp(
      '/careers/job/1-backend-engineer',
      makeBoot({
        config: { loginSignupConfig: { candidateLoginEnabled: true, loggedOutApplyEnabled: false } },
      }),
      api(detail()),
    );
    const job = await article();
    expect(within(job).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/careers/apply?pid=1');
  });

  it('carries the source parameters and the domain to the apply page, and nothing else', async () => {
    renderApp(
      '/careers/job/1-backend-engineer?utm_source=linkedin&sort_by=date&domain=acme.example&referral_token=r1',
      makeBoot(),
      api(detail()),
    );
    const job = await article();
    expect(within(job).getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/careers/apply?pid=1&domain=acme.example&utm_source=linkedin&referral_token=r1',
    );
  });

  it('a private job is read with its link token and applies on the private apply route with it', async () => {
    const { calls } = renderApp(
      '/careers/job/private?pid=1&private=tok_en-1',
      makeBoot(),
      api(detail({ isPrivate: true })),
    );
    const job = await article();
    expect(within(job).getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/careers/apply/private?pid=1&private=tok_en-1',
    );
    const read = calls.find((c) => c.url.pathname === '/api/pcsx/position_details');
    expect(read?.url.searchParams.get('position_id')).toBe('1');
    expect(read?.url.searchParams.get('private')).toBe('tok_en-1');
  });
});

describe('the job page: a closed job', () => {
  it.each([
    ['archived', detail({ archived_at: inDays(-1) })],
    ['expired', detail({ validThrough: inDays(-1) })],
  ])(
    'an %s job says it takes no more applications and offers no Apply, cart or "Apply by"',
    async (_, position) => {
      renderApp('/careers/job/1-backend-engineer', makeBoot({ ...cartOn, ...signedIn }), api(position));
      const job = await article();
      expect(within(job).getByText('This position is no longer accepting applications.')).toBeInTheDocument();
      expect(within(job).queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
      expect(within(job).queryByText(/Apply by/)).not.toBeInTheDocument();
      expect(within(job).queryByRole('button', { name: 'Add to job cart' })).not.toBeInTheDocument();
      expect(within(job).queryByRole('heading', { name: 'How you match' })).not.toBeInTheDocument();
    },
  );
});
