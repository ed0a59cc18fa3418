import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n/index.js';
import { createQueryClient } from '../lib/query-client.js';
import { BootProvider } from './boot-context.js';
import { RouteErrorBoundary } from './error-boundary.js';
import { makeBoot } from './testing/render-app.js';

function renderFailingRoute(isAdmin: boolean) {
  const boot = makeBoot({ user: { fullName: 'Ada', email: 'ada@example.com', isAdmin } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            path: 'careers',
            loader: () => {
              throw new Error('database connection refused');
            },
            Component: () => null,
          },
        ],
      },
    ],
    { initialEntries: ['/careers'] },
  );
  render(
    <BootProvider boot={boot}>
      <I18nextProvider i18n={createI18n('en')}>
        <QueryClientProvider client={createQueryClient({ server: false })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </BootProvider>,
  );
}

describe('crash screen (router error element)', () => {
  it('shows the spec text, a back link and a contact-support link, without technical detail', async () => {
    renderFailingRoute(false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The server encountered something unexpected that didnt allow it to complete the request. Our engineers have been notified and are working on it ASAP.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@acme.example',
    );
    expect(screen.queryByText(/database connection refused/)).not.toBeInTheDocument();
  });

  it('admins also see the technical error text', async () => {
    renderFailingRoute(true);
    await screen.findByRole('heading', { name: 'Internal Server Error' });
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText(/database connection refused/)).toBeInTheDocument();
  });
});
