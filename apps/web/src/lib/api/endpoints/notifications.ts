import {
  API,
  type Notification,
  type NotificationPreference,
  type NotificationTab,
} from '@portico/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { ApiError } from '../errors.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/*
 * The notification center's list, its marks and the candidate's preferences (docs/decisions/055). Loaded with
 * the bell's panel and the settings screen, never with a page's first load (the badge is notification-badge.ts).
 */

/**
 * GET /api/pcsx/notifications (spec 1 §7: optional `type_filter=action_required`, `hl` the language the
 * server writes the texts in). A failure is logged (spec 1 §8) and rethrown: the panel shows no notifications
 * and says it could not load them, with a retry.
 */
export function notificationsQueryOptions(api: ApiClient, tab: NotificationTab, hl: string) {
  return queryOptions({
    queryKey: [...queryKeys.notifications, tab, hl] as const,
    queryFn: async ({ signal }): Promise<Notification[]> => {
      try {
        const body = await api.get(API.notifications, {
          params: { type_filter: tab === 'action_required' ? 'action_required' : undefined, hl },
          schema: responseSchema('notificationsResponseSchema'),
          signal,
          silent: true,
        });
        return body.data.notifications;
      } catch (error) {
        if (!(error instanceof ApiError && error.kind === 'aborted'))
          console.error('Notifications could not be fetched', error);
        throw error;
      }
    },
    // Every opening of the panel shows what is there now; the cached list stays on screen meanwhile.
    staleTime: 0,
    retry: false,
  });
}

export function useNotifications(tab: NotificationTab, hl: string, enabled = true) {
  return useQuery({ ...notificationsQueryOptions(useApi(), tab, hl), enabled });
}

const badgeSchema = responseSchema('notificationBadgeResponseSchema');

/** The lists as they are cached now, to put back when an optimistic change is refused. */
type ListSnapshot = [readonly unknown[], Notification[] | undefined][];

function changeLists(
  queryClient: QueryClient,
  change: (notification: Notification) => Notification,
): ListSnapshot {
  const snapshot = queryClient.getQueriesData<Notification[]>({ queryKey: queryKeys.notifications });
  for (const [key, list] of snapshot) if (list) queryClient.setQueryData(key, list.map(change));
  return snapshot;
}

function restoreLists(queryClient: QueryClient, snapshot: ListSnapshot | undefined): void {
  for (const [key, list] of snapshot ?? []) queryClient.setQueryData(key, list);
}

/**
 * POST /api/pcsx/notifications/{id}/mark_clicked. Spec 1 §4: applied at once (every cached list shows it
 * clicked before the server answers) and rolled back if the server refuses. The answer is the badge count.
 */
export function useMarkNotificationClicked() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<number, ApiError, string, { snapshot: ListSnapshot }>({
    mutationFn: async (id) =>
      (await api.post(API.notificationMarkClicked(id), {}, { schema: badgeSchema, silent: true })).data.count,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
      return { snapshot: changeLists(queryClient, (n) => (n.id === id ? { ...n, isClicked: true } : n)) };
    },
    onError: (error, _id, context) => {
      console.error('Notification could not be marked clicked', error);
      restoreLists(queryClient, context?.snapshot);
    },
    onSuccess: (count) => queryClient.setQueryData(queryKeys.notificationBadge, count),
  });
}

/** POST /api/pcsx/notifications/mark_all_clicked ("Mark all as read"): at once, rolled back when refused. */
export function useMarkAllNotificationsClicked() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<number, ApiError, void, { snapshot: ListSnapshot }>({
    mutationFn: async () =>
      (await api.post(API.notificationsMarkAllClicked, {}, { schema: badgeSchema, silent: true })).data.count,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
      return { snapshot: changeLists(queryClient, (n) => ({ ...n, isClicked: true })) };
    },
    onError: (error, _variables, context) => {
      console.error('Notifications could not be marked read', error);
      restoreLists(queryClient, context?.snapshot);
    },
    onSuccess: (count) => queryClient.setQueryData(queryKeys.notificationBadge, count),
  });
}

/**
 * POST /api/pcsx/notifications/mark_all_viewed: spec 1 §4, opening the bell sets the badge to zero at once.
 * If the server refuses, the count is fetched again (so the badge tells the truth) and the failure is logged.
 */
export function useMarkAllNotificationsViewed() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<number, ApiError, void>({
    mutationFn: async () =>
      (await api.post(API.notificationsMarkAllViewed, {}, { schema: badgeSchema, silent: true })).data.count,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notificationBadge });
      queryClient.setQueryData(queryKeys.notificationBadge, 0);
    },
    onError: (error) => {
      console.error('Notifications could not be marked viewed', error);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notificationBadge });
    },
    onSuccess: (count) => queryClient.setQueryData(queryKeys.notificationBadge, count),
  });
}

/** GET /api/pcsx/notification_preferences: one channel per kind (every kind is in the answer). */
export function notificationPreferencesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.notificationPreferences,
    queryFn: async ({ signal }): Promise<NotificationPreference[]> =>
      (
        await api.get(API.notificationPreferences, {
          schema: responseSchema('notificationPreferencesResponseSchema'),
          signal,
          silent: true,
        })
      ).data.preferences,
    retry: false,
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions(useApi()));
}

/** PUT /api/pcsx/notification_preferences: the whole set; the answer is the set as saved. */
export function useSaveNotificationPreferences(
  options: MutationHookOptions<NotificationPreference[], NotificationPreference[]> = {},
) {
  return useApiMutation(
    async (api, preferences: NotificationPreference[]) =>
      (
        await api.put(
          API.notificationPreferences,
          { preferences },
          { schema: responseSchema('notificationPreferencesResponseSchema'), silent: true },
        )
      ).data.preferences,
    async (queryClient, saved) => {
      queryClient.setQueryData(queryKeys.notificationPreferences, saved);
    },
    options,
  );
}
