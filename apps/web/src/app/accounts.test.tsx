import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBoot, renderApp } from './testing/render-app.js';

const CONSENT = {
  termsUrl: 'https://acme.example/terms',
  privacyPolicyUrl: 'https://acme.example/privacy',
};

async function openCreateAccount(boot = makeBoot()) {
  const rendered = renderApp('/careers/login?domain=acme.example', boot, (url) =>
    url.pathname === '/api/pcsx/auth/signup'
      ? Response.json({ data: { status: 'check_email' } }, { status: 202 })
      : Response.json({ data: { ok: true } }),
  );
  // The dialog is its own chunk: the first one to open waits for its download.
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Create account' }));
  return { ...rendered, dialog };
}

describe('signing out (/logout)', () => {
  it('asks first and never signs out on its own; its button is a link the server signs out', async () => {
    const boot = makeBoot({ user: { fullName: 'Alex Morgan', email: 'alex@example.com' } });
    const { calls } = renderApp('/logout?domain=acme.example', boot);
    expect(await screen.findByRole('heading', { name: 'Sign out?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/logout?domain=acme.example',
    );
    expect(screen.getByRole('link', { name: 'Stay signed in' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example',
    );
    // Give any effect its chance: no sign-out call goes out from the page itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.url.pathname === '/api/pcsx/auth/logout')).toHaveLength(0);
  });
});

describe('the sign-in dialog’s "Create account" tab', { timeout: 30_000 }, () => {
  it('has its own heading and tab title, and gives the sign-in title back', async () => {
    const { dialog } = await openCreateAccount();
    expect(
      within(dialog).getByRole('heading', { name: 'Create your Acme Corp account' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Create account | Acme Corp'));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Sign in' }));
    expect(within(dialog).getByRole('heading', { name: 'Sign in to Acme Corp' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).not.toBe('Create account | Acme Corp'));
  });

  it('shows and hides the password with a toggle button, in both tabs', async () => {
    const { dialog } = await openCreateAccount();
    for (const tab of ['Create account', 'Sign in']) {
      await userEvent.click(within(dialog).getByRole('tab', { name: tab }));
      const password = within(dialog).getByLabelText('Password');
      const toggle = within(dialog).getByRole('button', { name: 'Show password' });
      expect(password).toHaveAttribute('type', 'password');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(toggle);
      expect(password).toHaveAttribute('type', 'text');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(toggle);
      expect(password).toHaveAttribute('type', 'password');
    }
  });

  it('links the tenant’s terms of use and privacy policy, and says nothing of them where there are none', async () => {
    const { dialog, unmount } = await openCreateAccount(makeBoot({ config: { loginSignupConfig: CONSENT } }));
    expect(within(dialog).getByText(/By creating an account, you accept the/)).toHaveTextContent(
      'By creating an account, you accept the terms of use and the privacy policy of Acme Corp.',
    );
    expect(within(dialog).getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      CONSENT.termsUrl,
    );
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      CONSENT.privacyPolicyUrl,
    );
    unmount();
    const plain = await openCreateAccount();
    expect(within(plain.dialog).queryByText(/By creating an account/)).not.toBeInTheDocument();
  });

  it('says to check the email after creating an account, and offers the sign-in with that address', async () => {
    const { dialog, calls } = await openCreateAccount();
    await userEvent.type(within(dialog).getByLabelText('Full name'), 'Alex Morgan');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'alex@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'a-long-enough-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await within(dialog).findByText(
        'Check your email to finish creating your account: we sent a message to alex@example.com.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/pcsx/auth/signup')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to sign in' }));
    expect(within(dialog).getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('alex@example.com');
  });
});

describe('/careers/verify-email', () => {
  it('confirms the address with the link’s token and offers the sign-in', async () => {
    const token = 'a'.repeat(43);
    const { calls } = renderApp(`/careers/verify-email?token=${token}&domain=acme.example`, makeBoot());
    expect(
      await screen.findByText(
        'Your email address is confirmed. Mail about your applications and offers reaches you from now on.',
      ),
    ).toBeInTheDocument();
    const posts = calls.filter((c) => c.url.pathname === '/api/pcsx/auth/verify_email');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.init?.body))).toEqual({ token });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says so when the link expired or was used', async () => {
    renderApp(`/careers/verify-email?token=${'b'.repeat(43)}`, makeBoot(), (url) =>
      url.pathname === '/api/pcsx/auth/verify_email'
        ? Response.json(
            { error: { code: 'VERIFY_TOKEN_INVALID', message: 'expired', requestId: 'r' } },
            { status: 400 },
          )
        : Response.json({ data: { ok: true } }),
    );
    expect(
      await screen.findByText(
        'This confirmation link has expired or was already used. Create your account again with the same email to get a new link.',
      ),
    ).toBeInTheDocument();
  });
});
