import type { Notification, NotificationPreference } from '@portico/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../../app/testing/render-app.js';

/** The first answer also waits for the lazily loaded screens, the panel's chunk and the response schemas. */
const LOADED = { timeout: 5000 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = () => json({ error: { code: 'INTERNAL', message: 'boom', requestId: 'r' } }, 500);

function note(over: Partial<Notification> = {}): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'application_stage_changed',
    categoryTitle: 'Application update',
    message: 'Your application for Ferry Deckhand moved to Interview.',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    isClicked: false,
    isViewed: false,
    redirectUrl: '/careers/applications',
    notificationType: 'informational',
    ...over,
  };
}

const OFFER = note({
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'offer_extended',
  categoryTitle: 'Offer',
  message: 'Sign your offer for Harbour Pilot.',
  redirectUrl: '/careers/offer/off-1',
  notificationType: 'action_required',
  createdAt: new Date(Date.now() - 26 * 3600_000).toISOString(),
});
const READ = note({
  id: '00000000-0000-4000-8000-000000000003',
  categoryTitle: 'Application submitted',
  message: 'We received your application for Lock Keeper.',
  isClicked: true,
  isViewed: true,
});

interface ServerOptions {
  list?: Notification[];
  badge?: number;
  failList?: boolean;
  failBadge?: boolean;
  failClick?: boolean;
  failMarkAll?: boolean;
  preferences?: NotificationPreference[];
  failPreferences?: boolean;
  failSave?: boolean;
}

/** A fake server for the notification calls (and the saved-jobs page the tests open). */
function server(options: ServerOptions = {}) {
  let list = options.list ?? [note(), OFFER, READ];
  let badge = options.badge ?? 2;
  const posts: string[] = [];
  const saved: unknown[] = [];
  const listCalls: URL[] = [];
  const handler: FetchHandler = async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/pcsx/positions/saved') return json({ data: { positions: [] } });
    if (path === '/api/pcsx/notification_badge')
      return options.failBadge ? failure() : json({ data: { count: badge } });
    if (path === '/api/pcsx/notifications' && method === 'GET') {
      listCalls.push(url);
      if (options.failList) return failure();
      const filtered =
        url.searchParams.get('type_filter') === 'action_required'
          ? list.filter((n) => n.notificationType === 'action_required')
          : list;
      return json({ data: { notifications: filtered } });
    }
    if (method === 'POST' && path.startsWith('/api/pcsx/notifications')) {
      posts.push(path);
      if (path.endsWith('/mark_all_viewed')) {
        badge = 0;
        list = list.map((n) => ({ ...n, isViewed: true }));
      } else if (path.endsWith('/mark_all_clicked')) {
        if (options.failMarkAll) return failure();
        list = list.map((n) => ({ ...n, isClicked: true }));
      } else {
        if (options.failClick) return failure();
        const id = path.split('/')[4];
        list = list.map((n) => (n.id === id ? { ...n, isClicked: true } : n));
      }
      return json({ data: { count: badge } });
    }
    if (path === '/api/pcsx/notification_preferences') {
      if (method === 'PUT') {
        if (options.failSave) return failure();
        const body = JSON.parse(String(init?.body)) as { preferences: NotificationPreference[] };
        saved.push(body);
        return json({ data: body });
      }
      if (options.failPreferences) return failure();
      return json({ data: { preferences: options.preferences ?? [] } });
    }
    if (path === '/api/pcsx/settings')
      return json({
        data: {
          email: 'demo@example.com',
          fullName: 'Alex Morgan',
          preferredLanguage: null,
          activeSessions: 1,
        },
      });
    return json({ data: { ok: true } });
  };
  return {
    handler,
    posts,
    saved,
    listCalls,
    setBadge: (count: number) => {
      badge = count;
    },
  };
}

function candidate(options: { inApp?: boolean; actionRequired?: boolean } = {}) {
  return makeBoot({
    user: { fullName: 'Alex Morgan', email: 'demo@example.com' },
    config: {
      notificationsConfig: {
        enableCandidateInappNotifications: options.inApp ?? true,
        hasActionRequiredNotificationsConfigured: options.actionRequired ?? true,
      },
    },
  });
}

/** A stand-in for the browser's EventSource: the tests play the server's `badge` events. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  send(count: number) {
    for (const listener of this.listeners.get('badge') ?? [])
      listener(new MessageEvent('badge', { data: JSON.stringify({ count }) }));
  }
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  errors.mockRestore();
});

const bell = (name: RegExp | string = /^Notifications/) => screen.findByRole('button', { name }, LOADED);

describe('the notification bell (spec 1 §2, §4, §6)', { timeout: 20_000 }, () => {
  it('shows the unread count in its name, for a signed-in candidate of a tenant with in-app notifications', async () => {
    renderApp('/careers/saved-jobs', candidate(), server().handler);
    expect(await bell('Notifications, 2 unread')).toHaveAttribute('aria-haspopup', 'dialog');
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual([
      '/api/pcsx/notifications/stream?domain=acme.example',
    ]);
  });

  it('is not there for a visitor, nor where the tenant has no in-app notifications', async () => {
    const visitor = renderApp('/careers/saved-jobs', makeBoot(), server().handler);
    expect(await screen.findByText('Sign in to see this page.', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    visitor.unmount();
    const off = renderApp('/careers/saved-jobs', candidate({ inApp: false }), server().handler);
    expect(await screen.findByText('You have not saved any jobs yet.', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(off.calls.some((c) => c.url.pathname.startsWith('/api/pcsx/notification'))).toBe(false);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('shows no count when the badge cannot be fetched, and logs the failure (spec 1 §8)', async () => {
    renderApp('/careers/saved-jobs', candidate(), server({ failBadge: true }).handler);
    await waitFor(() => expect(errors).toHaveBeenCalled(), LOADED);
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it('rises live from the stream and says so politely', async () => {
    renderApp('/careers/saved-jobs', candidate(), server().handler);
    await bell('Notifications, 2 unread');
    act(() => FakeEventSource.instances[0]?.send(4));
    expect(await bell('Notifications, 4 unread')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Notifications, 4 unread');
    // A count that is not a rise is not announced again.
    act(() => FakeEventSource.instances[0]?.send(1));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Notifications, 4 unread');
  });

  it('closes its stream when the page goes', async () => {
    const view = renderApp('/careers/saved-jobs', candidate(), server().handler);
    await bell('Notifications, 2 unread');
    view.unmount();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
  });
});

describe('the notification panel', { timeout: 20_000 }, () => {
  it('lists the notifications, marks all viewed on opening, and closes with Escape back onto the bell', async () => {
    const api = server();
    renderApp('/careers/saved-jobs', candidate(), api.handler);
    await userEvent.click(await bell('Notifications, 2 unread'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    const links = await within(dialog).findAllByRole('link', {}, LOADED);
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAccessibleName(
      'Unread Application update Your application for Ferry Deckhand moved to Interview. 5 minutes ago',
    );
    expect(links[1]).toHaveAccessibleName(
      'Unread Offer Sign your offer for Harbour Pilot. yesterday Action required',
    );
    expect(links[2]).toHaveAccessibleName(
      'Application submitted We received your application for Lock Keeper. 5 minutes ago',
    );
    expect(links[0]).toHaveAttribute('href', '/careers/applications');
    await waitFor(() => expect(api.posts).toContain('/api/pcsx/notifications/mark_all_viewed'));
    // The page behind the open dialog is hidden from assistive technology; the bell says it is open, count 0.
    expect(
      await screen.findByRole('button', { name: 'Notifications', hidden: true }, LOADED),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(api.listCalls[0]?.searchParams.get('hl')).toBe('en');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus());
  });

  it('has an Action required tab where configured, which asks for type_filter=action_required', async () => {
    const api = server();
    renderApp('/careers/saved-jobs', candidate(), api.handler);
    await userEvent.click(await bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    expect(within(dialog).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Action required' }));
    const panel = await within(dialog).findByRole('tabpanel', { name: 'Action required' });
    const links = await within(panel).findAllByRole('link', {}, LOADED);
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('Sign your offer for Harbour Pilot.');
    expect(api.listCalls.some((url) => url.searchParams.get('type_filter') === 'action_required')).toBe(true);
  });

  it('has no tabs where the tenant does not configure Action required', async () => {
    renderApp('/careers/saved-jobs', candidate({ actionRequired: false }), server().handler);
    await userEvent.click(await bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    expect(await within(dialog).findAllByRole('link', {}, LOADED)).toHaveLength(3);
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says "You\'re all caught up!" when there is nothing', async () => {
    renderApp('/careers/saved-jobs', candidate(), server({ list: [], badge: 0 }).handler);
    await userEvent.click(await bell('Notifications'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    expect(await within(dialog).findByText("You're all caught up!", {}, LOADED)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('lists nothing when the list cannot be fetched, logs it and offers a retry', async () => {
    renderApp('/careers/saved-jobs', candidate(), server({ failList: true }).handler);
    await userEvent.click(await bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    expect(
      await within(dialog).findByText('We could not load your notifications.', {}, LOADED),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Notifications could not be fetched', expect.anything());
  });

  it('marks a clicked notification and follows its link, keeping the page’s domain', async () => {
    const api = server();
    const view = renderApp('/careers/saved-jobs?domain=acme.example', candidate(), api.handler);
    await userEvent.click(await bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    const [first] = await within(dialog).findAllByRole('link', {}, LOADED);
    expect(first).toHaveAttribute('href', '/careers/applications?domain=acme.example');
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/careers/applications'));
    expect(view.router.state.location.search).toBe('?domain=acme.example');
    expect(api.posts).toContain('/api/pcsx/notifications/00000000-0000-4000-8000-000000000001/mark_clicked');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts a click back when the server refuses it', async () => {
    const api = server({ failClick: true });
    renderApp('/careers/saved-jobs', candidate(), api.handler);
    await userEvent.click(await bell());
    let dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    const [first] = await within(dialog).findAllByRole('link', {}, LOADED);
    await userEvent.click(first as HTMLElement);
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Notification could not be marked clicked', expect.anything()),
    );
    await userEvent.click(await bell());
    dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    const links = await within(dialog).findAllByRole('link', {}, LOADED);
    expect(links[0]).toHaveAccessibleName(/^Unread Application update/);
  });

  it('marks all as read, and puts them back with a message when the server refuses', async () => {
    const ok = server();
    const first = renderApp('/careers/saved-jobs', candidate(), ok.handler);
    await userEvent.click(await bell());
    let dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    await within(dialog).findAllByRole('link', {}, LOADED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(dialog).queryByText('Unread')).not.toBeInTheDocument());
    expect(ok.posts).toContain('/api/pcsx/notifications/mark_all_clicked');
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    first.unmount();

    renderApp('/careers/saved-jobs', candidate(), server({ failMarkAll: true }).handler);
    await userEvent.click(await bell());
    dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    await within(dialog).findAllByRole('link', {}, LOADED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(
      await within(dialog).findByText('Your notifications could not be marked as read. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('Unread')).toHaveLength(2);
  });

  it('shows a notification that arrives while it is open, and marks it viewed', async () => {
    const api = server();
    renderApp('/careers/saved-jobs', candidate(), api.handler);
    await userEvent.click(await bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LOADED);
    await within(dialog).findAllByRole('link', {}, LOADED);
    await waitFor(() => expect(api.posts.filter((p) => p.endsWith('mark_all_viewed'))).toHaveLength(1));
    api.setBadge(1);
    act(() => FakeEventSource.instances[0]?.send(1));
    await waitFor(() => expect(api.posts.filter((p) => p.endsWith('mark_all_viewed'))).toHaveLength(2));
    await waitFor(() => expect(api.listCalls.length).toBeGreaterThan(1));
  });
});

describe('notification settings', { timeout: 20_000 }, () => {
  it('shows every kind with its channel and saves a change', async () => {
    const api = server({ preferences: [{ kind: 'offer_extended', channel: 'both' }] });
    renderApp('/careers/settings', candidate(), api.handler);
    const section = await screen.findByRole('region', { name: 'Notification settings' }, LOADED);
    const offers = await within(section).findByRole('group', { name: 'New offers' }, LOADED);
    expect(within(offers).getByRole('radio', { name: 'Both' })).toBeChecked();
    const alerts = within(section).getByRole('group', { name: 'New jobs for your alerts' });
    expect(within(alerts).getByRole('radio', { name: 'In app' })).toBeChecked();
    expect(within(section).getAllByRole('group')).toHaveLength(11);

    await userEvent.click(within(alerts).getByRole('radio', { name: 'Email' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save notification settings' }));
    expect(await within(section).findByText('Your notification settings are saved.')).toBeInTheDocument();
    const body = api.saved[0] as { preferences: NotificationPreference[] };
    expect(body.preferences).toHaveLength(11);
    expect(body.preferences).toContainEqual({ kind: 'job_alert_matches', channel: 'email' });
    expect(body.preferences).toContainEqual({ kind: 'offer_extended', channel: 'both' });
  });

  it('says when the settings cannot be loaded or saved, and keeps the choice', async () => {
    const broken = renderApp('/careers/settings', candidate(), server({ failPreferences: true }).handler);
    expect(
      await screen.findByText('We could not load your notification settings.', {}, LOADED),
    ).toBeInTheDocument();
    broken.unmount();

    renderApp('/careers/settings', candidate(), server({ failSave: true }).handler);
    const section = await screen.findByRole('region', { name: 'Notification settings' }, LOADED);
    const group = await within(section).findByRole('group', { name: 'Interview canceled' }, LOADED);
    await userEvent.click(within(group).getByRole('radio', { name: 'Both' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save notification settings' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We could not save your notification settings. Please try again.',
    );
    expect(within(group).getByRole('radio', { name: 'Both' })).toBeChecked();
  });
});
