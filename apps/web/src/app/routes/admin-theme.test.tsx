import { type AdminTheme, API, DEFAULT_THEME, type Theme } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

/** The first answer also waits for the lazily loaded screens, catalogues and response schemas. */
const LOADED = { timeout: 5000 };
const KEY = 'portico-theme:acme.example';
/** The editor has some sixty fields; typing into it in jsdom takes a few seconds. */
const SLOW = { timeout: 20_000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const withPrimary = (primary: string): Theme => ({
  ...DEFAULT_THEME,
  core_properties: { ...DEFAULT_THEME.core_properties, primary },
});

interface Server {
  theme: AdminTheme;
  put?: (body: { theme: Theme; version: number; acceptContrastFailures?: boolean }) => Response;
}

function api(server: Server): FetchHandler {
  return (url, init) => {
    if (url.pathname === API.adminTheme) {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        if (server.put) return server.put(body);
        server.theme = { theme: body.theme, version: body.version + 1 };
      }
      return json({ data: server.theme });
    }
    if (url.pathname === API.adminPositions) return json({ data: { positions: [], page: 1, total: 0 } });
    return json({ data: { ok: true } });
  };
}

const admin = () =>
  makeBoot({ user: { fullName: 'Ada Admin', email: 'ada@acme.example', staffRole: 'admin' } });
const primaryField = () =>
  within(screen.getByRole('group', { name: 'Core properties' })).getByRole('textbox', {
    name: 'Primary colour',
  });

afterEach(() => {
  localStorage.clear();
});

describe('the theme builder (/careers/admin/theme)', () => {
  it(
    'keeps the draft in local storage for the domain, lists failing pairs and saves them only when confirmed',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const puts: unknown[] = [];
      const server: Server = { theme: { theme: DEFAULT_THEME, version: 3 } };
      server.put = (body) => {
        puts.push(body);
        server.theme = { theme: body.theme, version: body.version + 1 };
        return json({ data: server.theme });
      };
      renderApp('/careers/admin/theme', admin(), api(server));
      expect(await screen.findByRole('heading', { level: 1, name: 'Theme' }, LOADED)).toBeInTheDocument();
      expect(await screen.findByText('Every colour pair meets WCAG AA.', {}, LOADED)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save theme' })).toBeDisabled();

      await user.clear(primaryField());
      await user.paste('#777777');
      expect(JSON.parse(localStorage.getItem(KEY)!).core_properties.primary).toBe('#777777');
      expect(screen.getByText(/^Unsaved changes/)).toBeInTheDocument();
      const report = screen.getByRole('region', { name: 'Contrast check (WCAG AA)' });
      expect(within(report).getByText(/colour pairs fail WCAG AA:/)).toBeInTheDocument();
      expect(within(report).getByText('Primary button:').parentElement).toHaveTextContent(
        'Primary button: 4.48:1 (needs 4.5:1)',
      );

      await user.click(screen.getByRole('button', { name: 'Save theme' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Save with contrast problems?' });
      await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
      expect(puts).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Save theme' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }),
      );
      await waitFor(() => expect(puts).toHaveLength(1));
      expect(puts[0]).toEqual({ theme: withPrimary('#777777'), version: 3, acceptContrastFailures: true });
      expect(await screen.findByText('No unsaved changes.')).toBeInTheDocument();
      // Saved: the preview key is gone, so nothing but the saved theme shows anywhere.
      expect(localStorage.getItem(KEY)).toBeNull();
    },
  );

  it('starts from the draft this browser kept, and discards it on request', SLOW, async () => {
    const user = userEvent.setup();
    localStorage.setItem(KEY, JSON.stringify(withPrimary('#123456')));
    renderApp('/careers/admin/theme', admin(), api({ theme: { theme: DEFAULT_THEME, version: 0 } }));
    await screen.findByRole('heading', { level: 1, name: 'Theme' }, LOADED);
    await waitFor(() => expect(primaryField()).toHaveValue('#123456'));
    expect(screen.getByText(/^Unsaved changes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard preview' }));
    expect(primaryField()).toHaveValue(DEFAULT_THEME.core_properties.primary);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the edits when someone saved first (409), and loads the newest on request', SLOW, async () => {
    const user = userEvent.setup();
    const server: Server = { theme: { theme: DEFAULT_THEME, version: 1 } };
    server.put = () => {
      server.theme = { theme: withPrimary('#0b5d6b'), version: 2 };
      return json(
        { error: { code: 'CONFLICT', message: 'Someone saved the theme since you opened it.' } },
        409,
      );
    };
    renderApp('/careers/admin/theme', admin(), api(server));
    await screen.findByText('Every colour pair meets WCAG AA.', {}, LOADED);
    await user.clear(primaryField());
    await user.paste('#5b2a86');
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(
      await screen.findByText(
        'Someone saved the theme since you opened it. Your changes are still here.',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
    expect(primaryField()).toHaveValue('#5b2a86');
    await user.click(screen.getByRole('button', { name: 'Load the newest theme (your changes are lost)' }));
    await waitFor(() => expect(primaryField()).toHaveValue('#0b5d6b'));
  });

  it('lets a following token be set and follow again', SLOW, async () => {
    const user = userEvent.setup();
    renderApp('/careers/admin/theme', admin(), api({ theme: { theme: DEFAULT_THEME, version: 0 } }));
    await screen.findByText('Every colour pair meets WCAG AA.', {}, LOADED);
    const apply = screen.getByRole('group', { name: 'Apply button' });
    expect(within(apply).getByText('Follows Background (Primary buttons)')).toBeInTheDocument();
    const background = within(apply).getByRole('textbox', { name: 'Background' });
    await user.clear(background);
    await user.paste('#1a7f37');
    expect(JSON.parse(localStorage.getItem(KEY)!).apply_button).toEqual({ background: '#1a7f37' });
    await user.click(
      within(apply).getByRole('button', { name: 'Follow Background (Primary buttons) again' }),
    );
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(within(apply).getByRole('textbox', { name: 'Background' })).toHaveValue(
      DEFAULT_THEME.core_properties.primary,
    );
  });

  it('sends a recruiter to the jobs, with no Theme link', SLOW, async () => {
    const recruiter = makeBoot({
      user: { fullName: 'Rae', email: 'rae@acme.example', staffRole: 'recruiter' },
    });
    const { router } = renderApp(
      '/careers/admin/theme',
      recruiter,
      api({ theme: { theme: DEFAULT_THEME, version: 0 } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers/admin/jobs'), LOADED);
    const nav = await screen.findByRole('navigation', { name: 'Recruiter workspace' }, LOADED);
    expect(within(nav).queryByRole('link', { name: 'Theme' })).toBeNull();
  });
});
