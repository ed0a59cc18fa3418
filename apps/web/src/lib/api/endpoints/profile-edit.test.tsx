import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../query-client.js';
import { createApiClient } from '../client.js';
import { ApiProvider } from '../context.js';
import { queryKeys, useProfileEdit } from './index.js';

const PROFILE = {
  headline: '',
  phone: '',
  location: null,
  skills: ['Go'],
  experience: [],
  education: [],
  links: [],
  jobPreferences: { titles: [], locations: [], remote: 'any', jobTypes: [], salary: null },
  avatarUrl: null,
  yearsOfExperience: null,
};

function setup(status = 200) {
  const bodies: unknown[] = [];
  const fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    bodies.push(JSON.parse(String(init.body)));
    const body = status === 200 ? { data: PROFILE } : { error: { code: 'UNPROCESSABLE', message: 'no' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const api = createApiClient({
    fetch,
    getCsrfToken: () => 't',
    setCsrfToken: () => {},
    getContext: () => ({ groupId: 'northwind.example' }),
  });
  const queryClient = createQueryClient({ server: false });
  // What a candidate has open: two jobs' matches, a search, a position, an apply form and their profile.
  queryClient.setQueryData([...queryKeys.matchDetails, 1, false], { score: 40 });
  queryClient.setQueryData([...queryKeys.matchDetails, 2, false], { score: 70 });
  queryClient.setQueryData([...queryKeys.search, { query: 'go' }], { positions: [] });
  queryClient.setQueryData([...queryKeys.position, 1, false], { id: 1 });
  queryClient.setQueryData([...queryKeys.applyForm, '1', false], { prefill: {} });
  queryClient.setQueryData(queryKeys.profileDetails, { profile: { ...PROFILE, skills: [] } });
  queryClient.setQueryData([...queryKeys.profileAnalysis, 'en'], { score: 10 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { bodies, wrapper, stale, queryClient };
}

describe('useProfileEdit (the match panel’s corrections)', () => {
  it('sends the edit, then marks everything read from the profile stale and nothing else', async () => {
    const { bodies, wrapper, stale, queryClient } = setup();
    const { result } = renderHook(() => useProfileEdit(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ op_section: 'skills', operation: 'add', op_data: { value: 'SQL' } }),
    );
    expect(bodies).toEqual([{ op_section: 'skills', operation: 'add', op_data: { value: 'SQL' } }]);
    // Every position's match, not only the open one: each was scored against the profile as it was.
    expect(stale([...queryKeys.matchDetails, 1, false])).toBe(true);
    expect(stale([...queryKeys.matchDetails, 2, false])).toBe(true);
    expect(stale([...queryKeys.applyForm, '1', false])).toBe(true);
    // The profile itself is the answer: replaced, not asked again.
    expect(stale(queryKeys.profileDetails)).toBe(false);
    expect(queryClient.getQueryData(queryKeys.profileDetails)).toEqual({ profile: PROFILE });
    expect(stale([...queryKeys.profileAnalysis, 'en'])).toBe(true);
    // Search answers and positions carry nothing from the profile.
    expect(stale([...queryKeys.search, { query: 'go' }])).toBe(false);
    expect(stale([...queryKeys.position, 1, false])).toBe(false);
  });

  it('leaves every cached answer as it was when the edit is refused', async () => {
    const { wrapper, stale } = setup(422);
    const { result } = renderHook(() => useProfileEdit(), { wrapper });
    act(() =>
      result.current.mutate({
        op_section: 'years_of_experience',
        operation: 'update',
        op_data: { value: 99 },
      }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.status).toBe(422);
    expect(stale([...queryKeys.matchDetails, 1, false])).toBe(false);
    expect(stale(queryKeys.profileDetails)).toBe(false);
  });
});
