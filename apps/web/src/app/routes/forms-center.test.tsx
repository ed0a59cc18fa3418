import type { CandidateForm, CandidateFormSummary } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

/** The first answer also waits for the lazily loaded screens, catalogues and response schemas. */
const LOADED = { timeout: 5000 };
const DAY = 86_400_000;
const ID = '7d1f0d2e-3c55-4d0b-9f3c-1c1f7d3b0a11';
const SENT_ID = '0b5a8f7e-61f2-4b7c-8c57-2d9e2b0f4c22';

function summary(over: Partial<CandidateFormSummary> = {}): CandidateFormSummary {
  return {
    id: ID,
    title: 'Emergency contact',
    description: 'Who we call if something happens.',
    status: 'pending',
    source: 'assigned',
    assigned_at: '2026-11-19T09:00:00.000Z',
    due_at: '2026-11-27T00:00:00.000Z',
    submitted_at: null,
    updated_at: '2026-11-19T09:00:00.000Z',
    has_progress: false,
    ...over,
  };
}

const DEFINITION = {
  sections: [
    {
      title: 'Your emergency contact',
      items: [
        { name: 'contactName', label: 'Full name', type: 'text', required: true },
        { name: 'contactEmail', label: 'Email', type: 'email' },
      ],
    },
  ],
};

function form(over: Partial<CandidateForm> = {}): CandidateForm {
  return { ...summary(), layout: 'simple', definition: DEFINITION, answers: {}, ...over };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Server {
  pending?: CandidateFormSummary[];
  completed?: CandidateFormSummary[];
  listStatus?: number;
  one?: CandidateForm | null;
  save?: (body: unknown) => Response;
  submit?: (body: unknown) => Response;
}

function api(server: Server): FetchHandler {
  return (url, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.pathname === '/api/pcsx/forms_list') {
      if (server.listStatus) return json({ error: { code: 'INTERNAL', message: 'Down' } }, server.listStatus);
      const tab = url.searchParams.get('tab_id') ?? 'pending';
      const pending = server.pending ?? [summary()];
      const completed = server.completed ?? [];
      return json({
        data: {
          tabsList: [
            { id: 'pending', count: pending.length },
            { id: 'completed', count: completed.length },
          ],
          tabsData: { [tab]: tab === 'pending' ? pending : completed },
        },
      });
    }
    if (url.pathname === `/api/pcsx/forms/${ID}/submit`)
      return server.submit?.(body) ?? json({ data: { form: form({ status: 'submitted' }) } });
    if (url.pathname.startsWith('/api/pcsx/forms/')) {
      if (init?.method === 'PUT')
        return server.save?.(body) ?? json({ data: { form: summary({ has_progress: true }) } });
      const one = server.one === undefined ? form() : server.one;
      return one
        ? json({ data: { form: one } })
        : json({ error: { code: 'NOT_FOUND', message: 'This form does not exist.' } }, 404);
    }
    return json({ data: { ok: true } });
  };
}

const candidate = () => makeBoot({ user: { fullName: 'Alex Morgan', email: 'demo@example.com' } });

describe('the forms list (spec 1 §2 forms center)', () => {
  it('shows the to-do forms with their dates, status and a link that keeps the domain', async () => {
    const pending = [
      summary(),
      summary({
        id: 'a3c0e8f4-9d0b-4f0e-8a7e-7b6b9b6d1e33',
        title: 'New hire details',
        description: '',
        source: 'offer',
        due_at: new Date(Date.now() - 2 * DAY).toISOString(),
        has_progress: true,
      }),
    ];
    renderApp('/careers/forms/center', candidate(), api({ pending }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' }, LOADED)).toBeInTheDocument();
    const contact = await screen.findByRole('article', { name: 'Emergency contact' }, LOADED);
    const tabs = screen.getByRole('tablist', { name: 'Forms' });
    expect(within(tabs).getByRole('tab', { name: 'To do 2' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Completed 0' })).toBeInTheDocument();
    expect(within(contact).getByText('Who we call if something happens.')).toBeInTheDocument();
    expect(within(contact).getByText('To do')).toBeInTheDocument();
    expect(within(contact).getByText('Assigned Nov 19, 2026')).toBeInTheDocument();
    expect(within(contact).getByText('Due Nov 27, 2026')).toBeInTheDocument();
    const link = within(contact).getByRole('link', { name: 'Fill in: Emergency contact' });
    expect(link).toHaveAttribute('href', `/careers/forms/center/${ID}?domain=acme.example`);

    const preboarding = screen.getByRole('article', { name: 'New hire details' });
    expect(within(preboarding).getByText('Preboarding')).toBeInTheDocument();
    expect(within(preboarding).getByText('In progress')).toBeInTheDocument();
    expect(within(preboarding).getByText('Overdue')).toBeInTheDocument();
    expect(within(preboarding).getByRole('link', { name: 'Continue: New hire details' })).toBeInTheDocument();
  });

  it('moves to the completed tab by keyboard, where sent forms are read', async () => {
    const user = userEvent.setup();
    const completed = [
      summary({
        id: SENT_ID,
        title: 'Privacy',
        status: 'submitted',
        submitted_at: '2026-11-18T10:00:00.000Z',
      }),
    ];
    renderApp('/careers/forms/center', candidate(), api({ completed }));
    const todo = await screen.findByRole('tab', { name: /^To do/ }, LOADED);
    await user.click(todo);
    await user.keyboard('{ArrowRight}');
    const sent = await screen.findByRole('article', { name: 'Privacy' }, LOADED);
    expect(screen.getByRole('tab', { name: /^Completed/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(sent).getByText('Completed')).toBeInTheDocument();
    expect(within(sent).getByText('Submitted Nov 18, 2026')).toBeInTheDocument();
    expect(within(sent).getByRole('link', { name: 'View: Privacy' })).toBeInTheDocument();
  });

  it('says so when there is nothing to fill, and offers a retry when the list fails', async () => {
    const first = renderApp('/careers/forms/center', candidate(), api({ pending: [] }));
    expect(await screen.findByText('No forms to fill', {}, LOADED)).toBeInTheDocument();
    first.unmount();
    renderApp('/careers/forms/center', candidate(), api({ listStatus: 500 }));
    expect(await screen.findByText('We could not load your forms.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('/careers/forms asks a visitor to sign in, since forms are personal', async () => {
    const user = userEvent.setup();
    renderApp('/careers/forms', makeBoot(), api({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your forms' }, LOADED)).toBeInTheDocument();
    expect(
      screen.getByText(/Forms are personal: they hold the answers you give Acme Corp\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to Acme Corp' }, LOADED)).toBeInTheDocument();
  });

  it('/careers/forms shows a signed-in candidate the same center', async () => {
    renderApp('/careers/forms', candidate(), api({}));
    expect(await screen.findByRole('article', { name: 'Emergency contact' }, LOADED)).toBeInTheDocument();
  });
});

describe('one form (spec 2 §2 formView)', () => {
  it('saves progress with what is typed so far', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderApp(
      `/careers/forms/center/${ID}`,
      candidate(),
      api({
        save: (body) => {
          saved.push(body);
          return json({ data: { form: summary({ has_progress: true }) } });
        },
      }),
    );
    const name = await screen.findByRole('textbox', { name: /Full name/ }, LOADED);
    await waitFor(() => expect(name).toBeEnabled());
    expect(screen.getByRole('heading', { level: 1, name: 'Emergency contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forms' })).toHaveAttribute(
      'href',
      '/careers/forms/center?domain=acme.example',
    );
    await user.type(name, 'Robin Doe');
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(await screen.findByText('Your progress is saved.', {}, LOADED)).toBeInTheDocument();
    expect(saved).toEqual([{ answers: { contactName: 'Robin Doe' } }]);
  });

  it('validates before sending, shows the server’s field errors at the fields, then turns read-only', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderApp(
      `/careers/forms/center/${ID}`,
      candidate(),
      api({
        submit: (body) => {
          attempts += 1;
          if (attempts === 1)
            return json(
              {
                error: {
                  code: 'UNPROCESSABLE',
                  message: 'Some answers need your attention.',
                  fields: { contactEmail: 'This address is not accepted.' },
                },
              },
              422,
            );
          const answers = (body as { answers: Record<string, unknown> }).answers;
          return json({
            data: {
              form: form({ status: 'submitted', submitted_at: '2026-11-20T10:00:00.000Z', answers }),
            },
          });
        },
      }),
    );
    const name = await screen.findByRole('textbox', { name: /Full name/ }, LOADED);
    await waitFor(() => expect(name).toBeEnabled());
    // The toolkit's own rules first: nothing is sent while a required answer is missing.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(attempts).toBe(0);

    await user.type(name, 'Robin Doe');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'robin@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Some answers need your attention.')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address is not accepted.'));
    expect(email).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Thank you. Your form has been submitted.', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByText('Robin Doe')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Emergency contact' })).toHaveFocus();
    expect(attempts).toBe(2);
  });

  it('shows a sent form read-only', async () => {
    renderApp(
      `/careers/forms/center/${SENT_ID}`,
      candidate(),
      api({
        one: form({
          id: SENT_ID,
          status: 'submitted',
          submitted_at: '2026-11-18T10:00:00.000Z',
          answers: { contactName: 'Robin Doe' },
        }),
      }),
    );
    expect(await screen.findByText('Robin Doe', {}, LOADED)).toBeInTheDocument();
    expect(
      screen.getByText('Submitted Nov 18, 2026. A submitted form can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save progress' })).not.toBeInTheDocument();
    // Its way back is the tab it is listed under.
    expect(screen.getByRole('link', { name: 'Forms' })).toHaveAttribute(
      'href',
      '/careers/forms/center?domain=acme.example&tab=completed',
    );
  });

  it('says a missing form is not there', async () => {
    renderApp(`/careers/forms/center/${ID}`, candidate(), api({ one: null }));
    expect(
      await screen.findByText('This form does not exist or is not yours.', {}, LOADED),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    renderApp(`/careers/forms/center/${ID}`, makeBoot(), api({}));
    expect(await screen.findByRole('dialog', { name: 'Sign in to Acme Corp' }, LOADED)).toBeInTheDocument();
  });
});
