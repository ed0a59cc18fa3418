import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBoot, renderApp } from './testing/render-app.js';

afterEach(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the picker's cookie between tests.
  document.cookie = 'portico_lang=; path=/; max-age=0';
});

describe('protected routes', () => {
  it('logged out: /careers/settings opens the login dialog; closing it returns to /careers keeping domain', async () => {
    const { router } = renderApp('/careers/settings?domain=acme.example', makeBoot());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Acme Corp' });
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers'));
    expect(router.state.location.search).toBe('?domain=acme.example');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape closes it the same way', async () => {
    const { router } = renderApp('/careers/settings', makeBoot());
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers'));
  });

  it('with candidate login switched off: a clear message and no dialog', async () => {
    renderApp(
      '/careers/settings',
      makeBoot({ config: { loginSignupConfig: { candidateLoginEnabled: false } } }),
    );
    expect(
      await screen.findByText('Sign-in is not available on this careers site, so this page cannot be shown.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('logged in: the settings screen renders with the loaded account', async () => {
    const boot = makeBoot({ user: { fullName: 'Alex Morgan', email: 'alex@example.com' } });
    renderApp('/careers/settings', boot, (url) => {
      if (url.pathname === '/api/pcsx/settings') {
        return Response.json({
          data: {
            email: 'alex@example.com',
            fullName: 'Alex Morgan',
            preferredLanguage: null,
            activeSessions: 2,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        });
      }
      return Response.json({ data: { ok: true } });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(await screen.findByText('2 active sessions')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // "Download my data" is a plain download link to the API's ZIP, naming the tenant.
    const download = screen.getByRole('link', { name: 'Download my data (ZIP)' });
    expect(download).toHaveAttribute('href', '/api/pcsx/settings/export_data?domain=acme.example');
    expect(download).toHaveAttribute('download');
  });
});

describe('login dialog', () => {
  it('the sign-in links go to /careers/login with the carried parameters, and open the dialog in place', async () => {
    const { router } = renderApp('/careers?domain=acme.example&utm_source=mail&query=nurse', makeBoot());
    const navbar = within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Sign in',
    });
    expect(navbar).toHaveAttribute('href', '/careers/login?domain=acme.example&utm_source=mail');
    await userEvent.click(navbar);
    expect(await screen.findByRole('dialog', { name: 'Sign in to Acme Corp' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/careers');
  });

  it('opens from show_login_modal=true and shows the API message for a wrong password', async () => {
    renderApp('/careers?show_login_modal=true', makeBoot(), (url) =>
      url.pathname === '/api/pcsx/auth/login'
        ? Response.json(
            { error: { code: 'INVALID_CREDENTIALS', message: 'The email or password is incorrect.' } },
            { status: 401 },
          )
        : Response.json({ data: { ok: true } }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'demo@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not-the-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
  });

  it('shows field errors before calling the API', async () => {
    const { calls } = renderApp('/careers/login', makeBoot());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/pcsx/auth'))).toHaveLength(0);
  });
});

describe('settings', () => {
  it('says the language was saved in the language it switched to', async () => {
    const boot = makeBoot({
      user: { fullName: 'Alex Morgan', email: 'alex@example.com' },
      config: { supportedLanguages: ['en', 'fr'] },
    });
    renderApp('/careers/settings', boot, (url) =>
      url.pathname === '/api/pcsx/settings'
        ? Response.json({
            data: {
              email: 'alex@example.com',
              fullName: 'Alex Morgan',
              preferredLanguage: null,
              activeSessions: 1,
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          })
        : Response.json({ data: { ok: true } }),
    );
    const section = await screen.findByRole('region', { name: 'Preferred language' });
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Language' }), 'fr');
    await userEvent.click(within(section).getByRole('button', { name: 'Save language' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Votre langue préférée a été enregistrée.');
    expect(document.documentElement.lang).toBe('fr');
  });
});

describe('language picker', () => {
  it("offers only the tenant's languages and switches the page to right-to-left for Arabic", async () => {
    renderApp('/careers', makeBoot({ config: { supportedLanguages: ['en', 'fr', 'ar'] } }));
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).toEqual(['en', 'fr', 'ar']);
    await userEvent.selectOptions(picker, 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(document.cookie).toContain('portico_lang=ar');
    // The label is Arabic now; the picker is the navbar's only select.
    const nav = screen.getAllByRole('navigation')[0] as HTMLElement;
    await userEvent.selectOptions(within(nav).getByRole('combobox'), 'fr');
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });

  it('saves the preference when logged in', async () => {
    const { calls } = renderApp(
      '/careers',
      makeBoot({
        user: { fullName: 'Alex', email: 'a@example.com' },
        config: { supportedLanguages: ['en', 'fr'] },
      }),
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/pcsx/settings/language')).toBe(true),
    );
    const call = calls.find((c) => c.url.pathname === '/api/pcsx/settings/language');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ language: 'fr' });
  });

  it('is not shown for a single-language site', async () => {
    renderApp('/careers', makeBoot({ config: { supportedLanguages: ['en'] } }));
    await screen.findByRole('heading', { name: 'Careers at Acme Corp' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });
});

describe('request alerts', () => {
  it('a page loaded with a timed-out session says so and offers to sign in again', async () => {
    renderApp('/careers', makeBoot({ sessionExpired: true }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Session timed out.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to Acme Corp' })).toBeInTheDocument();
  });

  it('an API answer with x-csrf-invalid shows the CSRF alert with a reload action', async () => {
    const boot = makeBoot({
      user: { fullName: 'Alex', email: 'a@example.com' },
      config: { supportedLanguages: ['en', 'fr'] },
    });
    renderApp('/careers', boot, () =>
      Response.json(
        { error: { code: 'CSRF_INVALID', message: 'Invalid CSRF.' } },
        { status: 403, headers: { 'x-csrf-invalid': '1' } },
      ),
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
    const alerts = await screen.findAllByRole('alert');
    const csrf = alerts.find((a) => a.textContent?.includes('Invalid CSRF.'));
    expect(csrf).toBeDefined();
    expect(within(csrf as HTMLElement).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });
});
