import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

const TERMS = {
  enabled: true,
  version: 2,
  headingText: 'Before you continue: Acme candidate terms',
  helperText: 'Please read and accept our candidate terms.',
  infoText: 'Acme stores your profile and applications for two years.',
  disclaimerText: 'By selecting "Accept and continue" you confirm you read the terms.',
  submitButtonText: 'Accept and continue',
};
const CHECKBOX = 'I have read and agree to the terms and conditions';
const PRIVACY = 'Download your data or delete your account';

function gatedBoot(termsGate = true) {
  return makeBoot({
    user: { fullName: 'Alex Morgan', email: 'alex@example.com' },
    config: { pcsxConfig: { branding: { companyName: 'Acme Corp' }, termsConfig: TERMS } },
    termsGate,
  });
}

/** The terms endpoint as the server answers it, recording attestations; everything else says ok. */
function termsServer(opts: { failGet?: boolean; attested?: boolean } = {}) {
  const posts: unknown[] = [];
  let attested = opts.attested ?? false;
  const handler: FetchHandler = (url, init) => {
    if (url.pathname === '/api/pcsx/terms_of_service') {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        attested = true;
      } else if (opts.failGet) {
        return Response.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 });
      }
      const { enabled, ...rest } = TERMS;
      return Response.json({ data: { tosAttested: attested, enabled, ...rest } });
    }
    return Response.json({ data: { ok: true } });
  };
  return { handler, posts };
}

describe('terms-of-service gate', () => {
  it('shows the tenant texts in a dialog that Escape, outside presses and Tab cannot leave', async () => {
    const server = termsServer();
    renderApp('/careers', gatedBoot(), server.handler);
    const dialog = await screen.findByRole('dialog', { name: TERMS.headingText });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(TERMS.helperText)).toBeInTheDocument();
    expect(within(dialog).getByText(TERMS.infoText)).toBeInTheDocument();
    expect(within(dialog).getByText(TERMS.disclaimerText)).toBeInTheDocument();
    // No way out but accepting: no close button, the page behind is inert.
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).not.toBeNull();
    await waitFor(() => expect(dialog).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector('[data-terms-gate]') as HTMLElement);
    expect(screen.getByRole('dialog', { name: TERMS.headingText })).toBeInTheDocument();

    // Focus cycles inside: checkbox, submit, the privacy link, and back to the checkbox.
    const checkbox = within(dialog).getByRole('checkbox', { name: CHECKBOX });
    const submit = within(dialog).getByRole('button', { name: TERMS.submitButtonText });
    const privacy = within(dialog).getByRole('link', { name: PRIVACY });
    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    await userEvent.tab();
    expect(submit).toHaveFocus();
    await userEvent.tab();
    expect(privacy).toHaveFocus();
    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(privacy).toHaveFocus();
    expect(server.posts).toEqual([]);
  });

  it('requires the checkbox, then attests the version read and lets the app continue', async () => {
    const server = termsServer();
    renderApp('/careers', gatedBoot(), server.handler);
    const dialog = await screen.findByRole('dialog', { name: TERMS.headingText });
    const submit = within(dialog).getByRole('button', { name: TERMS.submitButtonText });

    await userEvent.click(submit);
    expect(
      await within(dialog).findByText(
        'Please confirm that you have read and agree to the terms and conditions.',
      ),
    ).toBeInTheDocument();
    const checkbox = within(dialog).getByRole('checkbox', { name: CHECKBOX });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveFocus();
    expect(server.posts).toEqual([]);

    await userEvent.click(checkbox);
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.posts).toEqual([{ version: 2 }]);
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('lets the candidate reach settings to download their data or delete their account without accepting', async () => {
    const server = termsServer();
    renderApp('/careers', gatedBoot(), server.handler);
    const dialog = await screen.findByRole('dialog', { name: TERMS.headingText });
    const privacy = within(dialog).getByRole('link', { name: PRIVACY });
    expect(privacy).toHaveAttribute('href', '/careers/settings?domain=acme.example');
    await userEvent.click(privacy);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account settings' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download my data (ZIP)' })).toBeInTheDocument();
    expect(server.posts).toEqual([]);
  }, 20_000);

  it('is not shown over settings, the page of privacy rights', async () => {
    renderApp('/careers/settings', gatedBoot(), termsServer().handler);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account settings' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);

  it('is dropped when the terms cannot be fetched (spec 1 §8)', async () => {
    renderApp('/careers', gatedBoot(), termsServer({ failGet: true }).handler);
    await screen.findByRole('dialog', { name: TERMS.headingText });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('is not shown when the server says the gate does not apply', async () => {
    renderApp('/careers', gatedBoot(false), termsServer().handler);
    await screen.findByRole('navigation');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
