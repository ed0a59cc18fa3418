import type { ProfileDetails } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

const LOADED = { timeout: 5000 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const details: ProfileDetails = {
  profile: {
    headline: 'Data engineer who ships',
    phone: '+1 206 555 0100',
    location: {
      city: 'Seattle',
      region: 'WA',
      country: 'United States',
      countryCode: 'US',
      lat: 47.6,
      lng: -122.3,
    },
    skills: ['Python', 'SQL'],
    experience: [
      { title: 'Data Engineer', company: 'Northwind', startDate: '2021-03', endDate: null, description: '' },
    ],
    education: [],
    links: [],
    jobPreferences: { titles: [], locations: [], remote: 'any', jobTypes: [], salary: null },
    avatarUrl: null,
    yearsOfExperience: null,
  },
  candidate: {
    id: 'c-1',
    email: 'demo@example.com',
    fullName: 'Alex Morgan',
    isOnboarded: true,
    isBootstrapped: true,
  },
  resumes: [],
};

const candidate = () => makeBoot({ user: { fullName: 'Alex Morgan', email: 'demo@example.com' } });

describe('/careers/export-resume (issue 15 §7)', () => {
  const exports: URL[] = [];
  let failExport: number | null = null;
  const handler: FetchHandler = (url) => {
    if (url.pathname === '/api/pcsx/profile_details') return json({ data: details });
    if (url.pathname === '/api/pcsx/export_resume') {
      exports.push(url);
      if (failExport) return json({ error: { code: 'RATE_LIMITED', message: 'x' } }, failExport);
      return new Response('%PDF-1.7', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="Alex-Morgan-resume.pdf"; filename*=UTF-8''Alex-Morgan-resume.pdf`,
        },
      });
    }
    return json({ data: { ok: true } });
  };
  const clicks: string[] = [];
  beforeEach(() => {
    exports.length = 0;
    clicks.length = 0;
    failExport = null;
    URL.createObjectURL = vi.fn(() => 'blob:resume');
    URL.revokeObjectURL = vi.fn();
    // The file comes through the browser's own fetch (a binary answer, not the JSON client).
    vi.stubGlobal('fetch', async (input: string) => handler(new URL(input, 'http://localhost'), undefined));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('previews the profile in the template order, names the gaps, and downloads the chosen resume', async () => {
    renderApp('/careers/export-resume', candidate(), handler);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Export resume' }, LOADED),
    ).toBeInTheDocument();
    const preview = await screen.findByRole('region', { name: 'What your resume will include' });
    expect(await within(preview).findByText('Alex Morgan')).toBeInTheDocument();
    expect(within(preview).getByText('Data Engineer at Northwind')).toBeInTheDocument();
    expect(within(preview).getByText('03/2021 – Present')).toBeInTheDocument();
    expect(within(preview).getByText('Not on your profile yet')).toBeInTheDocument(); // no education
    expect(within(preview).getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/careers/profile?domain=acme.example',
    );
    const headings = () =>
      within(preview)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(headings()).toEqual(['Summary', 'Experience', 'Education', 'Skills']);

    await userEvent.click(screen.getByRole('radio', { name: /Modern/ }));
    expect(headings()).toEqual(['Summary', 'Skills', 'Experience', 'Education']);
    await userEvent.click(screen.getByRole('radio', { name: /Word \(DOCX\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Download resume' }));
    await waitFor(() => expect(exports.length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.queryByText(/could not be created|has been downloaded/)).not.toBeNull(),
    );
    screen.getByText(/could not be created|has been downloaded/);
    expect(screen.queryByText('Your resume could not be created. Please try again.')).toBeNull();
    expect(clicks).toHaveLength(1);
    expect(Object.fromEntries(exports.at(-1)!.searchParams)).toEqual({
      domain: 'acme.example',
      format: 'docx',
      hl: 'en',
      template: 'modern',
    });
    expect(await screen.findByText(`${clicks[0]} has been downloaded.`)).toBeInTheDocument();
  });

  it('says so when the export fails and keeps the choices', async () => {
    failExport = 429;
    renderApp('/careers/export-resume', candidate(), handler);
    expect(await screen.findByText('Data Engineer at Northwind', {}, LOADED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Modern/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Download resume' }));
    await waitFor(() => expect(exports.length).toBeGreaterThan(0));
    expect(
      await screen.findByText(
        'You have downloaded many resumes in a short time. Please wait a minute and try again.',
      ),
    ).toBeInTheDocument();
    expect(clicks).toEqual([]);
    expect(screen.getByRole('radio', { name: /Modern/ })).toBeChecked();
    failExport = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Download resume' }));
    await waitFor(() => expect(exports.length).toBeGreaterThan(0));
    expect(
      await screen.findByText('Your resume could not be created. Please try again.'),
    ).toBeInTheDocument();
  });
});
