import { API, NOTIFICATION_BADGE_POLL_MS } from '@portico/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { ApiError } from '../errors.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';

/**
 * GET /api/pcsx/notification_badge: how many notifications arrived since the bell was last opened. Part of a
 * signed-in page's first load (the navbar's bell), so this module holds the query alone — the list and the
 * marks live in notifications.ts, with the panel's code (docs/decisions/055).
 *
 * Spec 1 §8: a failed badge fetch is logged and shows a zero badge (never an error toast: the bell is on every
 * page and a broken count must not interrupt any of them). Spec 1 §4: refreshed every 5 minutes; the live
 * stream (badge-stream.ts in the notifications feature) writes fresher counts into the same cache entry.
 */
export function notificationBadgeQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.notificationBadge,
    queryFn: async ({ signal }): Promise<number> => {
      try {
        const body = await api.get(API.notificationBadge, {
          schema: responseSchema('notificationBadgeResponseSchema'),
          signal,
          silent: true,
        });
        return body.data.count;
      } catch (error) {
        // A cancelled fetch (the bell left the page) is not a failure to report or to show as zero.
        if (error instanceof ApiError && error.kind === 'aborted') throw error;
        console.error('Notification badge could not be fetched', error);
        return 0;
      }
    },
    refetchInterval: NOTIFICATION_BADGE_POLL_MS,
    staleTime: NOTIFICATION_BADGE_POLL_MS,
    retry: false,
  });
}
