import {
  type AdminEvent,
  type AdminEventRegistration,
  type AdminEventsQuery,
  API,
  type CancelAdminEventRequest,
  type CreateAdminEventRequest,
  type UpdateAdminEventRequest,
} from '@portico/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/* The staff's events (docs/decisions/049). A 403 means the account is not on the tenant's staff. */

const eventsKey = [...queryKeys.admin, 'events'] as const;
export const adminEventKey = (id: string) => [...eventsKey, 'one', id] as const;
const registrationsKey = (id: string) => [...eventsKey, 'registrations', id] as const;

/** GET /api/admin/events: upcoming, past or draft events, a page at a time. */
export function adminEventsQueryOptions(api: ApiClient, query: AdminEventsQuery) {
  return queryOptions({
    queryKey: [...eventsKey, 'list', query.view, query.page],
    queryFn: async ({ signal }) =>
      (
        await api.get(`${API.adminEvents}?view=${query.view}&page=${query.page}`, {
          schema: responseSchema('adminEventsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    retry: false,
  });
}

export function useAdminEvents(query: AdminEventsQuery) {
  return useQuery(adminEventsQueryOptions(useApi(), query));
}

/** GET /api/admin/events/{id}: one event with its version. */
export function adminEventQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: adminEventKey(id),
    queryFn: async ({ signal }): Promise<AdminEvent> =>
      (
        await api.get(API.adminEvent(id), {
          schema: responseSchema('adminEventResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    retry: false,
    // The editor holds the recruiter's changes; a refetch on focus must not replace the version they started from.
    refetchOnWindowFocus: false,
  });
}

export function useAdminEvent(id: string) {
  return useQuery(adminEventQueryOptions(useApi(), id));
}

/** GET /api/admin/events/{id}/registrations: who registered, in order. */
export function adminEventRegistrationsQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: registrationsKey(id),
    queryFn: async ({ signal }): Promise<AdminEventRegistration[]> =>
      (
        await api.get(API.adminEventRegistrations(id), {
          schema: responseSchema('adminEventRegistrationsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data.registrations,
    retry: false,
  });
}

export function useAdminEventRegistrations(id: string) {
  return useQuery(adminEventRegistrationsQueryOptions(useApi(), id));
}

async function eventChanged(queryClient: QueryClient, event: AdminEvent) {
  queryClient.setQueryData(adminEventKey(event.id), event);
  await queryClient.invalidateQueries({ queryKey: [...eventsKey, 'list'] });
  await queryClient.invalidateQueries({ queryKey: registrationsKey(event.id) });
  await queryClient.invalidateQueries({ queryKey: [...queryKeys.admin, 'audit'] });
}

const eventSchema = () =>
  ({ schema: responseSchema('adminEventResponseSchema'), checkPermission: true }) as const;

export function useCreateAdminEvent(options?: MutationHookOptions<AdminEvent, CreateAdminEventRequest>) {
  return useApiMutation(
    async (api, body: CreateAdminEventRequest) => (await api.post(API.adminEvents, body, eventSchema())).data,
    eventChanged,
    options,
  );
}

/** PUT /api/admin/events/{id}: the whole event, naming the version it was read at (409 when stale). */
export function useSaveAdminEvent(
  id: string,
  options?: MutationHookOptions<AdminEvent, UpdateAdminEventRequest>,
) {
  return useApiMutation(
    async (api, body: UpdateAdminEventRequest) =>
      (await api.put(API.adminEvent(id), body, eventSchema())).data,
    eventChanged,
    options,
  );
}

export function usePublishAdminEvent(
  id: string,
  options?: MutationHookOptions<AdminEvent, { updated_at: string }>,
) {
  return useApiMutation(
    async (api, body: { updated_at: string }) =>
      (await api.post(API.adminEventPublish(id), body, eventSchema())).data,
    eventChanged,
    options,
  );
}

export function useCancelAdminEvent(
  id: string,
  options?: MutationHookOptions<AdminEvent, CancelAdminEventRequest>,
) {
  return useApiMutation(
    async (api, body: CancelAdminEventRequest) =>
      (await api.post(API.adminEventCancel(id), body, eventSchema())).data,
    eventChanged,
    options,
  );
}
