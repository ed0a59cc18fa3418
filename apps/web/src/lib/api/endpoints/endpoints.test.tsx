import { API, HEADERS } from '@portico/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../query-client.js';
import { createApiClient } from '../client.js';
import { ApiProvider } from '../context.js';
import {
  queryKeys,
  sessionQueryOptions,
  useChangePassword,
  useLogin,
  useSession,
  useSettings,
  useUpdateLanguage,
} from './index.js';

const USER = {
  id: 'c1',
  email: 'demo@example.com',
  fullName: 'Demo',
  isAdmin: false,
  staffRole: null,
  preferredLanguage: null,
};
const SETTINGS = {
  email: 'demo@example.com',
  fullName: 'Demo',
  preferredLanguage: null,
  activeSessions: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};

type Route = (init: RequestInit) => { status?: number; body: unknown; headers?: Record<string, string> };

/** A tiny in-memory server keyed by "METHOD path". */
function harness(routes: Record<string, Route>) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    calls.push(key);
    const route = routes[key];
    if (!route)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no' } }), { status: 404 });
    const { status = 200, body, headers } = route(init);
    return new Response(JSON.stringify(body), { status, headers });
  }) as typeof globalThis.fetch;
  const api = createApiClient({
    fetch,
    getCsrfToken: () => 't',
    setCsrfToken: () => {},
    getContext: () => ({ groupId: 'northwind.example' }),
  });
  const queryClient = createQueryClient({ server: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return { api, queryClient, wrapper, calls };
}

describe('endpoints', () => {
  it('useSession reads the session through the typed client', async () => {
    const { wrapper } = harness({
      [`GET ${API.session}`]: () => ({ body: { data: { isLoggedIn: true, user: USER } } }),
    });
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.user?.email).toBe('demo@example.com');
  });

  it('sessionQueryOptions works without React (SSR loaders)', async () => {
    const { api, queryClient } = harness({
      [`GET ${API.session}`]: () => ({ body: { data: { isLoggedIn: false, user: null } } }),
    });
    const data = await queryClient.ensureQueryData(sessionQueryOptions(api));
    expect(data).toEqual({ isLoggedIn: false, user: null });
  });

  it('useLogin stores the new session and drops cached user data', async () => {
    const { wrapper, queryClient } = harness({
      [`POST ${API.login}`]: (init) => {
        expect(new Headers(init.headers).get(HEADERS.csrfToken)).toBe('t');
        expect(JSON.parse(String(init.body))).toEqual({ email: 'demo@example.com', password: 'pw' });
        return { body: { data: { isLoggedIn: true, user: USER } } };
      },
    });
    queryClient.setQueryData(queryKeys.settings, SETTINGS);
    queryClient.setQueryData(queryKeys.session, { isLoggedIn: false, user: null });
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ email: 'demo@example.com', password: 'pw' }));
    expect(queryClient.getQueryData(queryKeys.session)).toEqual({ isLoggedIn: true, user: USER });
    expect(queryClient.getQueryData(queryKeys.settings)).toBeUndefined();
  });

  it('a failed login is a typed ApiError with the server message', async () => {
    const { wrapper } = harness({
      [`POST ${API.login}`]: () => ({
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect.' } },
      }),
    });
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ email: 'demo@example.com', password: 'bad' }).catch(() => {});
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.code).toBe('INVALID_CREDENTIALS');
    expect(result.current.error?.message).toBe('Email or password is incorrect.');
  });

  it('settings mutations refetch the settings query', async () => {
    let sessions = 3;
    const { wrapper, calls } = harness({
      [`GET ${API.settings}`]: () => ({ body: { data: { ...SETTINGS, activeSessions: sessions } } }),
      [`GET ${API.session}`]: () => ({ body: { data: { isLoggedIn: true, user: USER } } }),
      [`POST ${API.settingsPassword}`]: () => {
        sessions = 1;
        return { body: { data: { ok: true } } };
      },
      [`PUT ${API.settingsLanguage}`]: () => ({ body: { data: { ok: true } } }),
    });
    const { result } = renderHook(
      () => ({ settings: useSettings(), change: useChangePassword(), language: useUpdateLanguage() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.settings.data?.activeSessions).toBe(3));
    await act(() => result.current.change.mutateAsync({ current_password: 'a', new_password: 'b' }));
    await waitFor(() => expect(result.current.settings.data?.activeSessions).toBe(1));
    await act(() => result.current.language.mutateAsync({ language: 'fr' }));
    expect(calls.filter((c) => c === `GET ${API.settings}`)).toHaveLength(3);
  });
});
