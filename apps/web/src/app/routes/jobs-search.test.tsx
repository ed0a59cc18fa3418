import type { SearchResult } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

function position(id: number, title: string) {
  return {
    id,
    title,
    department: 'Engineering',
    jobType: 'full-time' as const,
    seniority: 'mid' as const,
    locations: [
      { city: 'Berlin', region: 'Berlin', country: 'Germany', countryCode: 'DE', lat: 52.5, lng: 13.4 },
    ],
    isRemote: false,
    postedAt: '2026-11-01T00:00:00.000Z',
    validThrough: null,
    salary: null,
    snippet: 'Build things.',
    distanceKm: null,
    archived_at: null,
  };
}

function result(over: Partial<SearchResult> = {}): SearchResult {
  return {
    count: 2,
    positions: [position(1, 'Backend Engineer'), position(2, 'Data Engineer')],
    filterDef: {
      allFilters: [
        {
          filterName: 'job_type',
          displayName: 'Job type',
          type: 'multiselect',
          options: [
            { label: 'Full-time', value: 'full-time', count: 2 },
            { label: 'Part-time', value: 'part-time', count: 0 },
          ],
          countsAreLowerBounds: false,
        },
      ],
    },
    sortBy: 'relevance',
    appliedFilters: {},
    resultsMetaData: {
      start: 0,
      num: 10,
      countIsCapped: false,
      query: '',
      location: { kind: 'none', label: '', lat: null, lng: null },
      distanceUnit: 'km',
    },
    savedSearchMetadata: null,
    spelling: null,
    debugData: null,
    ...over,
  };
}

function detail(id: number, title: string) {
  const { snippet: _s, distanceKm: _d, ...rest } = position(id, title);
  return {
    ...rest,
    description: `<p>All about ${title}.</p>`,
    requiredSkills: ['Go'],
    preferredSkills: [],
    isPrivate: false,
    updatedAt: '2026-11-01T00:00:00.000Z',
    positionUserActions: { isSaved: false },
  };
}

/** The first answer also waits for the lazily loaded response schemas: allow for a busy machine. */
const LOADED = { timeout: 5000 };
/** A test of several such waits, on a machine shared with a browser and a server. */
const SLOW_TEST_MS = 15_000;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const api =
  (overrides: Partial<Record<'search' | 'position' | 'insights', () => Response>> = {}): FetchHandler =>
  (url) => {
    if (url.pathname === '/api/pcsx/search') return overrides.search?.() ?? json({ data: result() });
    if (url.pathname === '/api/pcsx/position_insights')
      return overrides.insights?.() ?? json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    if (url.pathname === '/api/pcsx/position_details') {
      const id = Number(url.searchParams.get('position_id'));
      return (
        overrides.position?.() ??
        json({ data: { position: detail(id, id === 1 ? 'Backend Engineer' : 'Data Engineer') } })
      );
    }
    return json({ data: { ok: true } });
  };

describe('the search page (spec 2 §4, §8)', () => {
  it(
    'a search without matches says so, with next steps and similar searches from the autocomplete',
    async () => {
      const suggestions: string[] = [];
      renderApp('/careers?query=xqz+engin&location=Berlin&filter_job_type=contract', makeBoot(), (url) => {
        if (url.pathname === '/api/pcsx/search/autocomplete') {
          suggestions.push(url.searchParams.get('q') ?? '');
          return json({
            data: {
              suggestions:
                url.searchParams.get('q') === 'engi'
                  ? [{ label: 'Backend Engineer', value: 'Backend Engineer', kind: 'title' }]
                  : [],
            },
          });
        }
        if (url.pathname === '/api/pcsx/search')
          return json({
            data: result({
              count: 0,
              positions: [],
              appliedFilters: { job_type: ['contract'] },
              resultsMetaData: {
                ...result().resultsMetaData,
                query: 'xqz engin',
                location: { kind: 'place', label: 'Berlin, DE', lat: 52.5, lng: 13.4 },
              },
            }),
          });
        return json({ data: { ok: true } });
      });
      expect(await screen.findByText('No jobs match your search', {}, LOADED)).toBeInTheDocument();
      const next = (name: string) => screen.getByRole('link', { name });
      expect(next('Clear filters')).toHaveAttribute('href', '/careers?query=xqz+engin&location=Berlin');
      expect(next('Search within 100 km')).toHaveAttribute(
        'href',
        expect.stringContaining('filter_distance=100'),
      );
      expect(next('Search “xqz engin” in all places')).toHaveAttribute(
        'href',
        '/careers?query=xqz+engin&filter_job_type=contract',
      );
      expect(next('All jobs')).toHaveAttribute('href', '/careers?filter_job_type=contract');
      // Each typed word's first letters are asked for; what the site has comes back as a search of its own.
      const similar = await screen.findByRole('region', { name: 'Similar searches' }, LOADED);
      expect(within(similar).getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute(
        'href',
        expect.stringContaining('query=Backend+Engineer&location=Berlin'),
      );
      expect(suggestions.sort()).toEqual(['engi', 'xqz']);
      // Nothing to show beside it.
      expect(screen.queryByRole('region', { name: 'Job details' })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'while the next search loads, its links start from the address, not from the last answer',
    async () => {
      let searches = 0;
      const { router } = renderApp(
        '/careers?query=xqz+engin&location=Berlin&filter_job_type=contract',
        makeBoot(),
        (url) => {
          if (url.pathname !== '/api/pcsx/search') return json({ data: { suggestions: [] } });
          // The first search answers; the next one (the wider radius) is still on its way.
          if (++searches > 1) return new Promise<Response>(() => {});
          return json({
            data: result({
              count: 0,
              positions: [],
              appliedFilters: { job_type: ['contract'], distance: ['50'] },
              resultsMetaData: {
                ...result().resultsMetaData,
                query: 'xqz engin',
                location: { kind: 'place', label: 'Berlin, DE', lat: 52.5, lng: 13.4 },
              },
            }),
          });
        },
      );
      await userEvent.click(await screen.findByRole('link', { name: 'Search within 100 km' }, LOADED));
      await waitFor(() => expect(router.state.location.search).toContain('filter_distance=100'));
      // The last answer still shows, but it says it is loading, and "Clear filters" keeps the new radius.
      expect(screen.getByText('Loading jobs…')).toBeInTheDocument();
      const clear = screen.getByRole('link', { name: 'Clear filters' });
      expect(clear).toHaveAttribute('href', expect.stringContaining('filter_distance=100'));
      expect(clear).not.toHaveAttribute('href', expect.stringContaining('filter_job_type'));
    },
    SLOW_TEST_MS,
  );

  it(
    'a place without matches offers all jobs, and nothing for filters or words it does not have',
    async () => {
      renderApp(
        '/careers?location=Atlantis',
        makeBoot(),
        api({
          search: () =>
            json({
              data: result({
                count: 0,
                positions: [],
                resultsMetaData: {
                  ...result().resultsMetaData,
                  location: { kind: 'unresolved', label: '', lat: null, lng: null },
                },
              }),
            }),
        }),
      );
      expect(await screen.findByText('No jobs match your search', {}, LOADED)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/careers');
      expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Search within/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Similar searches' })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'paging moves focus to the results heading',
    async () => {
      const many = Array.from({ length: 10 }, (_, i) => position(i + 1, `Engineer ${i + 1}`));
      const { router } = renderApp(
        '/careers?query=engineer',
        makeBoot(),
        api({ search: () => json({ data: result({ count: 25, positions: many }) }) }),
      );
      const next = await screen.findByRole('link', { name: 'Next' }, LOADED);
      await userEvent.click(next);
      await waitFor(() => expect(router.state.location.search).toBe('?query=engineer&start=10'));
      expect(screen.getByRole('heading', { level: 2, name: /Jobs for/ })).toHaveFocus();
    },
    SLOW_TEST_MS,
  );

  it('lists results, selects the first one and loads its full details', async () => {
    renderApp('/careers', makeBoot(), api());
    expect(await screen.findByText('2 jobs', {}, LOADED)).toBeInTheDocument();
    const pane = await screen.findByRole('article', { name: 'Backend Engineer' }, LOADED);
    expect(await within(pane).findByText('All about Backend Engineer.', {}, LOADED)).toBeInTheDocument();
    // Insights failing just leaves them out (spec 2 §4).
    expect(within(pane).queryByRole('region', { name: 'Insights' })).not.toBeInTheDocument();
    const cards = screen.getAllByRole('link', { name: /Engineer/ });
    expect(cards[0]).toHaveAttribute('aria-current', 'true');
    expect(cards[0]).toHaveAttribute('href', '/careers/job/1-backend-engineer');
  });

  it("asks for the selected job's details at the spec path with the searched place (queried_location)", async () => {
    const { calls } = renderApp('/careers?query=engineer&location=Berlin', makeBoot(), api());
    const pane = await screen.findByRole('article', { name: 'Backend Engineer' }, LOADED);
    await within(pane).findByText('All about Backend Engineer.', {}, LOADED);
    const read = calls.find((c) => c.url.pathname === '/api/pcsx/position_details');
    expect(read?.url.searchParams.get('position_id')).toBe('1');
    expect(read?.url.searchParams.get('queried_location')).toBe('Berlin');
    expect(read?.url.searchParams.has('private')).toBe(false);
  });

  it('a filter change waits for the debounce, then searches from the first page without a selection', async () => {
    const { router, calls } = renderApp('/careers?start=10&pid=2', makeBoot(), api());
    // Below the wide layout the filters open in a sheet (on wide screens the same panel is beside the list).
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }, LOADED));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Full-time/ }));
    // Shown at once, not searched yet.
    expect(within(sheet).getByRole('checkbox', { name: /Full-time/ })).toBeChecked();
    expect(router.state.location.search).toBe('?start=10&pid=2');
    await waitFor(() => expect(router.state.location.search).toBe('?filter_job_type=full-time'), {
      timeout: 2500,
    });
    await waitFor(() =>
      expect(calls.some((c) => c.url.searchParams.get('filter_job_type') === 'full-time')).toBe(true),
    );
  });

  it('a new query drops the sort chosen for the previous one', async () => {
    const { router } = renderApp('/careers?query=chef&sort_by=date', makeBoot(), api());
    const what = await screen.findByRole('combobox', { name: 'What' }, LOADED);
    await userEvent.clear(what);
    await userEvent.type(what, 'cook{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?query=cook'));
  });

  it(
    'offers the corrected search as a link and says whose results it shows',
    async () => {
      const { router } = renderApp(
        '/careers?query=acountant&location=Berlin',
        makeBoot(),
        api({
          search: () =>
            json({
              data: result({
                positions: [position(1, 'Senior Accountant'), position(2, 'Accountant')],
                spelling: { suggestion: 'accountant', applied: true, typedCount: 0 },
              }),
            }),
        }),
      );
      const link = await screen.findByRole('link', { name: 'accountant' }, LOADED);
      const notice = link.closest('[role="status"]') as HTMLElement;
      expect(notice).toHaveTextContent('Did you mean accountant?');
      expect(notice).toHaveTextContent('Showing results for “accountant”.');
      expect(link).toHaveAttribute('href', '/careers?query=accountant&location=Berlin');
      await userEvent.click(link);
      await waitFor(() => expect(router.state.location.search).toBe('?query=accountant&location=Berlin'));
    },
    SLOW_TEST_MS,
  );

  it('offers no correction when the answer has none', async () => {
    renderApp('/careers?query=engineer', makeBoot(), api());
    expect(await screen.findByRole('link', { name: /Backend Engineer/ }, LOADED)).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });

  it('says "Failed to load positions" when the search fails, with a retry', async () => {
    renderApp(
      '/careers',
      makeBoot(),
      api({ search: () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500) }),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load positions',
    );
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeInTheDocument();
  });

  it('says "Failed to load position details" and clears the selection when the job cannot load', async () => {
    const { router } = renderApp(
      '/careers?pid=2',
      makeBoot(),
      api({ position: () => json({ error: { code: 'NOT_FOUND', message: 'gone' } }, 404) }),
    );
    expect(await screen.findByText('Failed to load position details', {}, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('position config overrides (spec 2 §4)', () => {
  const boot = () =>
    makeBoot({
      config: {
        pcsxConfig: {
          overrides: {
            positions: [
              {
                match: { positionIds: [1] },
                positionDetailsConfig: { notice: 'Hiring in waves.', showSkills: false },
              },
            ],
          },
        },
      },
    });
  const withOverrides: FetchHandler = (url, init) => {
    if (url.pathname === '/api/pcsx/overrides') {
      const config =
        url.searchParams.get('position_id') === '1'
          ? { notice: 'Hiring in waves.', showSkills: false }
          : null;
      return json({ data: { positionDetailsConfig: config } });
    }
    return api()(url, init);
  };

  it("applies a position's overrides and restores the base configuration for the next one", async () => {
    const { calls } = renderApp('/careers', boot(), withOverrides);
    const first = await screen.findByRole('article', { name: 'Backend Engineer' }, LOADED);
    expect(await within(first).findByRole('note', {}, LOADED)).toHaveTextContent('Hiring in waves.');
    await within(first).findByText('All about Backend Engineer.', {}, LOADED);
    expect(within(first).queryByRole('heading', { name: 'Required skills' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/pcsx/overrides')?.url.searchParams.get('hl')).toBe(
      'en',
    );

    await userEvent.click(screen.getByRole('link', { name: /Data Engineer/ }));
    const second = await screen.findByRole('article', { name: 'Data Engineer' }, LOADED);
    expect(
      await within(second).findByRole('heading', { name: 'Required skills' }, LOADED),
    ).toBeInTheDocument();
    expect(within(second).queryByRole('note')).not.toBeInTheDocument();
  });

  it('does not ask for overrides when the tenant has none', async () => {
    const { calls } = renderApp('/careers', makeBoot(), api());
    await screen.findByRole('article', { name: 'Backend Engineer' }, LOADED);
    expect(calls.some((c) => c.url.pathname === '/api/pcsx/overrides')).toBe(false);
  });
});

describe('applying from the search page (issue 14 §2)', () => {
  /** The search API, with a job cart holding these positions and these ids of closed ones. */
  const withCart =
    (positions: ReturnType<typeof position>[], invalidPositionIds: string[] = []): FetchHandler =>
    (url, init) =>
      url.pathname === '/api/pcsx/job_cart'
        ? json({
            data: {
              data: {
                jobCartData: {
                  positions: positions.map(({ id, title, department, jobType, locations, isRemote }) => ({
                    id,
                    title,
                    department,
                    jobType,
                    locations,
                    isRemote,
                  })),
                  invalidPositionIds,
                },
              },
            },
          })
        : api()(url, init);
  const signedInWithCart = () =>
    makeBoot({
      user: { fullName: 'Ada Lovelace', email: 'ada@example.com' },
      config: { pcsxConfig: { jobCartConfig: { enabled: true } } },
    });

  it("the pane's Apply link leads to the apply page with the visitor's source parameters", async () => {
    renderApp('/careers?query=engineer&utm_campaign=spring&src=newsletter', makeBoot(), api());
    const pane = await screen.findByRole('article', { name: 'Backend Engineer' }, LOADED);
    expect(within(pane).getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/careers/apply?pid=1&utm_campaign=spring&src=newsletter',
    );
    expect(within(pane).queryByText(/no longer accepting/i)).not.toBeInTheDocument();
  });

  it('the job cart offers "Apply to N jobs" for its open positions', async () => {
    renderApp(
      '/careers?domain=acme.example',
      signedInWithCart(),
      withCart([position(1, 'Backend Engineer'), position(2, 'Data Engineer')], ['99']),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Job cart (3)' }, LOADED));
    const panel = screen.getByRole('region', { name: 'Job cart' });
    expect(within(panel).getByRole('link', { name: 'Apply to 2 jobs' })).toHaveAttribute(
      'href',
      '/careers/apply?pids=1,2&domain=acme.example',
    );
  });

  it('says "Apply to 1 job" for one, and offers none when only closed jobs are left', async () => {
    const one = renderApp('/careers', signedInWithCart(), withCart([position(2, 'Data Engineer')]));
    await userEvent.click(await screen.findByRole('button', { name: 'Job cart (1)' }, LOADED));
    expect(screen.getByRole('link', { name: 'Apply to 1 job' })).toHaveAttribute(
      'href',
      '/careers/apply?pids=2',
    );
    one.unmount();

    renderApp('/careers', signedInWithCart(), withCart([], ['99']));
    await userEvent.click(await screen.findByRole('button', { name: 'Job cart (1)' }, LOADED));
    expect(screen.getByText('1 job in your cart is no longer available.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Apply to/ })).not.toBeInTheDocument();
  });
});
