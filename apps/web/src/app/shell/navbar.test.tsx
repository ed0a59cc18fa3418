import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n/index.js';
import { Navbar, type NavbarProps, showCustomNavbar } from './navbar.js';

const links = [
  { label: 'Our story', href: 'https://acme.example/story' },
  { label: 'Benefits', href: '/careers/benefits' },
];

describe('showCustomNavbar (spec 2 §6)', () => {
  it.each([
    { enable: true, showInLoggedinView: false, isLoggedIn: false, expected: true },
    { enable: true, showInLoggedinView: false, isLoggedIn: true, expected: false },
    { enable: false, showInLoggedinView: true, isLoggedIn: true, expected: true },
    { enable: false, showInLoggedinView: true, isLoggedIn: false, expected: false },
    { enable: true, showInLoggedinView: true, isLoggedIn: true, expected: true },
  ])('enable=$enable showInLoggedinView=$showInLoggedinView loggedIn=$isLoggedIn -> $expected', (row) => {
    expect(
      showCustomNavbar(
        { enable: row.enable, showInLoggedinView: row.showInLoggedinView, links },
        row.isLoggedIn,
      ),
    ).toBe(row.expected);
  });

  it('never shows an empty bar', () => {
    expect(showCustomNavbar({ enable: true, showInLoggedinView: true, links: [] }, false)).toBe(false);
  });
});

function renderNavbar(overrides: Partial<NavbarProps> = {}) {
  const props: NavbarProps = {
    companyName: 'Acme',
    logoUrl: null,
    homeHref: '/careers',
    settingsHref: '/careers/settings',
    offersHref: '/careers/offers',
    savedJobsHref: '/careers/saved-jobs',
    profileHref: '/careers/profile',
    dashboardHref: '/careers/dashboard',
    formsHref: '/careers/forms/center',
    logoutHref: '/logout?domain=acme.example',
    customNavbar: { enable: true, showInLoggedinView: false, links },
    isLoggedIn: false,
    userName: null,
    loginEnabled: true,
    languages: ['en', 'fr'],
    language: 'en',
    onLanguageChange: vi.fn(),
    signInHref: '/careers/login?domain=acme.example',
    onSignIn: vi.fn(),
    ...overrides,
  };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MemoryRouter>
        <Navbar {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return props;
}

describe('Navbar', () => {
  it('logged out: custom links by `enable`, and a sign-in link that opens the dialog', async () => {
    const props = renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Our story' })).toHaveAttribute(
      'href',
      'https://acme.example/story',
    );
    expect(within(nav).getByRole('link', { name: 'Benefits' })).toHaveAttribute('href', '/careers/benefits');
    // A real link to the login page (it works before the scripts run); the app opens the dialog in place.
    const signIn = within(nav).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/careers/login?domain=acme.example');
    await userEvent.click(signIn);
    expect(props.onSignIn).toHaveBeenCalledOnce();
  });

  it('logged in: no custom links when showInLoggedinView is off; an account menu instead of sign-in', async () => {
    renderNavbar({ isLoggedIn: true, userName: 'Alex Morgan' });
    expect(screen.queryByRole('link', { name: 'Our story' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account: Alex Morgan' }));
    // The menu is its own chunk (docs/decisions/014): on a busy machine it takes more than a second to arrive.
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    // The candidate's own pages first, in the order they use them (issue 15 §6).
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Profile', 'Saved jobs', 'Offers', 'Forms', 'Settings', 'Sign out']);
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/careers/dashboard',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Saved jobs' })).toHaveAttribute(
      'href',
      '/careers/saved-jobs',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/careers/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Forms' })).toHaveAttribute(
      'href',
      '/careers/forms/center',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/careers/settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/logout?domain=acme.example',
    );
  });

  it('hides sign-in entirely when candidate login is off', () => {
    renderNavbar({ loginEnabled: false });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('the phone menu button controls the collapsible items', async () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled).toHaveAttribute('data-open', 'true');
    screen.getByRole('link', { name: 'Benefits' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(controlled).not.toHaveAttribute('data-open');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
