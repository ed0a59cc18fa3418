import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n/index.js';
import { accountMenu, Navbar, type NavbarProps, showCustomNavbar } from './navbar.js';

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

/**
 * After a press on the account button, waits until the menu's chunk is in (however long a busy machine takes to
 * transform React Aria) and then for the menu it opens, rather than for a guessed time.
 */
async function openedMenu(): Promise<HTMLElement> {
  await accountMenu.preload();
  return screen.findByRole('menu');
}

describe('Navbar', () => {
  // The menu's chunk (React Aria) is transformed once per run; on a loaded two-core machine that alone took
  // longer than a test's 5 s. Paid here, once, so each test measures the navbar, not the compiler.
  // (A block body: a function that beforeAll's callback answers is run as its teardown.)
  beforeAll(async () => {
    await accountMenu.preload();
  }, 60_000);

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
    // The menu is its own chunk (docs/decisions/014), loaded by the first press.
    const menu = await openedMenu();
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
    // Closed again: React Aria keeps page-wide focus bookkeeping that an unmounted open menu would leave behind.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('signed in, the first render is a plain menu button: React Aria comes with the first press', async () => {
    renderNavbar({ isLoggedIn: true, userName: 'Alex Morgan' });
    const button = screen.getByRole('button', { name: 'Account: Alex Morgan' });
    // The stand-in of the first load (no React Aria), closed, announced as opening a menu.
    expect(button).toHaveAttribute('data-stand-in');
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Enter on the stand-in opens the menu on its first item; Escape returns the focus to the menu button', async () => {
    const user = userEvent.setup();
    renderNavbar({ isLoggedIn: true, userName: 'Alex Morgan' });
    screen.getByRole('button', { name: 'Account: Alex Morgan' }).focus();
    await user.keyboard('{Enter}');
    const menu = await openedMenu();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    // While the menu is open, React Aria hides the rest of the page from assistive technology.
    const trigger = screen.getByRole('button', { name: 'Account: Alex Morgan', hidden: true });
    expect(trigger).not.toHaveAttribute('data-stand-in');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // React Aria gives the focus back in the next animation frame.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account: Alex Morgan' })).toHaveFocus());
  });

  it('ArrowUp on the stand-in opens the menu on its last item', async () => {
    const user = userEvent.setup();
    renderNavbar({ isLoggedIn: true, userName: 'Alex Morgan' });
    screen.getByRole('button', { name: 'Account: Alex Morgan' }).focus();
    await user.keyboard('{ArrowUp}');
    const menu = await openedMenu();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus());
  });

  it('a press while the menu is downloading is kept and answered when it arrives', async () => {
    const user = userEvent.setup();
    // The download is held until `arrive()`; hovering and pressing join the same download.
    let arrive: () => void = () => undefined;
    const real = accountMenu.preload;
    const download = new Promise<Awaited<ReturnType<typeof real>>>((resolve, reject) => {
      arrive = () => void real().then(resolve, reject);
    });
    const preload = vi.spyOn(accountMenu, 'preload').mockImplementation(() => download);
    try {
      renderNavbar({ isLoggedIn: true, userName: 'Alex Morgan' });
      const button = screen.getByRole('button', { name: 'Account: Alex Morgan' });
      await user.click(button);
      await user.click(button);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveAttribute('data-pending');
      arrive();
      // One menu, open: the second click while waiting did not close it again.
      const menu = await openedMenu();
      expect(within(menu).getAllByRole('menuitem')).toHaveLength(7);
    } finally {
      preload.mockRestore();
    }
  });

  it('a failed download says so and leaves the button to try again', async () => {
    const user = userEvent.setup();
    const onAccountMenuFailed = vi.fn();
    // Offline: every download fails until the connection is back.
    const preload = vi.spyOn(accountMenu, 'preload').mockRejectedValue(new Error('offline'));
    try {
      renderNavbar({ isLoggedIn: true, userName: 'Alex Morgan', onAccountMenuFailed });
      await user.click(screen.getByRole('button', { name: 'Account: Alex Morgan' }));
      await waitFor(() => expect(onAccountMenuFailed).toHaveBeenCalledOnce());
      const button = screen.getByRole('button', { name: 'Account: Alex Morgan' });
      expect(button).not.toHaveAttribute('data-pending');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      preload.mockRestore();
      await user.click(button);
      expect(await openedMenu()).toBeInTheDocument();
      expect(onAccountMenuFailed).toHaveBeenCalledOnce();
    } finally {
      preload.mockRestore();
    }
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
