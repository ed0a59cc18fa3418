import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, isolateValue } from '../../lib/i18n/create-i18n.js';
import { makeBoot, renderApp } from '../testing/render-app.js';

afterEach(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

const LINKS = [
  { label: 'All jobs', labels: { ar: 'كل الوظائف' }, href: '/careers' },
  {
    label: 'Account settings',
    labels: { ar: 'إعدادات الحساب' },
    href: '/careers/settings?domain=acme.example',
  },
  { label: 'Contact recruiting', href: 'mailto:jobs@acme.example' },
];

function bootWith(options: Parameters<typeof makeBoot>[0] = {}) {
  return makeBoot({
    ...options,
    config: { supportedLanguages: ['en', 'ar'], ...options.config },
    branding: {
      customPageSections: {
        customNavbarConfig: { enable: true, showInLoggedinView: true, links: LINKS },
        customBanner: {
          enabled: true,
          alertType: 'info',
          message: 'We are hiring',
          messages: { ar: 'نحن نوظّف' },
        },
        landing: {
          headline: 'Work at Acme',
          headlines: { ar: 'اعمل في Acme' },
          message: 'Rockets, anvils and more.',
        },
        heroImages: {
          jobs: { variants: [{ minWidth: 0, maxWidth: null, url: '/hero/acme.svg', alt: '' }] },
        },
      },
      ...options.branding,
    },
  });
}

async function companyLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const list = within(nav).queryByRole('list', { name: 'Company links' });
  return list
    ? within(list)
        .getAllByRole('link')
        .map((link) => link.textContent)
    : [];
}

describe('the tenant navbar links', () => {
  it('signed out: a link to a page that needs a signed-in candidate (Account settings) is not offered', async () => {
    renderApp('/careers', bootWith());
    expect(await companyLinks()).toEqual(['All jobs', 'Contact recruiting']);
  });

  it('signed in: every link shows', async () => {
    renderApp('/careers', bootWith({ user: { fullName: 'Alex Morgan', email: 'alex@example.com' } }));
    expect(await companyLinks()).toEqual(['All jobs', 'Account settings', 'Contact recruiting']);
  });

  it('links and the banner follow the page language where the tenant translated them, else the tenant text', async () => {
    renderApp(
      '/careers?hl=ar',
      bootWith({ language: 'ar', user: { fullName: 'Alex Morgan', email: 'alex@example.com' } }),
    );
    expect(await companyLinks()).toEqual(['كل الوظائف', 'إعدادات الحساب', 'Contact recruiting']);
    expect(screen.getByText('نحن نوظّف')).toBeInTheDocument();
    expect(screen.queryByText('We are hiring')).not.toBeInTheDocument();
  });
});

describe('the landing', () => {
  it('shows the logo, the headline and message in a hero with the picture behind, and no separate picture band', async () => {
    const { container } = renderApp('/careers', bootWith({ branding: { logoUrl: '/logos/acme.svg' } }));
    expect(await screen.findByText('Work at Acme')).toBeInTheDocument();
    expect(screen.getByText('Rockets, anvils and more.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('img', { name: 'Acme Corp' })).toHaveAttribute('src', '/logos/acme.svg');
    // One picture: the hero's, drawn behind the words (the page's own band would repeat it).
    expect([...container.querySelectorAll('main img')].map((img) => img.getAttribute('src'))).toEqual([
      '/hero/acme.svg',
      '/logos/acme.svg',
    ]);
    // The search follows the hero directly, so its box sits in the hero's lower edge.
    const hero = screen.getByText('Work at Acme').closest('[data-intro]');
    expect(hero?.nextElementSibling?.firstElementChild?.tagName).toBe('SEARCH');
  });

  it('without a logo the company name is the wordmark, and the site says its own headline when the tenant has none', async () => {
    renderApp('/careers', makeBoot({ companyName: 'Globex' }));
    expect(await screen.findByText('Find your next job at Globex')).toBeInTheDocument();
    expect(screen.getByText('Search open jobs by title, skill or place.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Globex')).toBeInTheDocument();
  });

  it('in the page language where translated', async () => {
    renderApp('/careers?hl=ar', bootWith({ language: 'ar' }));
    expect(await screen.findByText('اعمل في Acme')).toBeInTheDocument();
    // No Arabic message: the tenant's own words.
    expect(screen.getByText('Rockets, anvils and more.')).toBeInTheDocument();
  });

  it('once a search is made only the search stays in the band', async () => {
    const { container } = renderApp('/careers/search?query=nurse', bootWith());
    await waitFor(() => expect(container.querySelector('main search')).not.toBeNull());
    expect(screen.queryByText('Work at Acme')).not.toBeInTheDocument();
    // The band is still there, with the picture behind the search.
    expect(container.querySelector('main img')).toHaveAttribute('src', '/hero/acme.svg');
  });
});

describe('bidi isolation of values in translated sentences', () => {
  it('isolates every value on a right-to-left page and right-to-left values on a left-to-right one', () => {
    expect(isolateValue('Northwind Traders', 'ar')).toBe('\u2068Northwind Traders\u2069');
    expect(isolateValue('Northwind Traders', 'en')).toBe('Northwind Traders');
    expect(isolateValue('مهندس', 'en')).toBe('\u2068مهندس\u2069');
    expect(isolateValue('מהנדס', 'fr')).toBe('\u2068מהנדס\u2069');
  });

  it('applies to interpolation, so an English name keeps the Arabic sentence punctuation in place', () => {
    const ar = createI18n('ar');
    expect(ar.t('shell:nav.home', { company: 'Acme Corp.' })).toContain('\u2068Acme Corp.\u2069');
    const en = createI18n('en');
    expect(en.t('shell:nav.home', { company: 'Acme Corp.' })).toBe('Acme Corp. careers home');
  });
});
