import { API } from '@portico/contracts';
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api/client.js';
import { queryKeys } from '../../lib/api/endpoints/keys.js';
import { notificationBadgeQueryOptions } from '../../lib/api/endpoints/notification-badge.js';
import { withDomain } from '../../lib/careers-href.js';
import { openBadgeStream } from './badge-stream.js';

export interface BellLiveOptions {
  api: ApiClient;
  queryClient: QueryClient;
  /** The tenant's domain: the stream's address names it like every API call (entry-client's tenantFetch). */
  domain: string;
  /** Every count the bell should show: fetched, polled, streamed, or set by the panel's marks. */
  onCount(count: number): void;
}

/**
 * What keeps the bell's count (docs/decisions/055), downloaded after hydration so that a page's first load
 * carries only the bell's button (the query observers and the request layer's schemas are screens' code). The
 * count lives in the query cache under `notificationBadge`: `GET notification_badge` when the bell starts and
 * every 5 minutes (spec 1 §4), the live stream's counts (one EventSource per tab) written into the same entry,
 * and the panel's marks too. A rise makes the cached lists stale, so an open panel shows the newcomer at once.
 * The returned function stops it all (the page is left, the session ended).
 */
export function startBellLive({ api, queryClient, domain, onCount }: BellLiveOptions): () => void {
  const observer = new QueryObserver(queryClient, notificationBadgeQueryOptions(api));
  const report = (data: number | undefined) => {
    if (data !== undefined) onCount(data);
  };
  const unsubscribe = observer.subscribe((result) => report(result.data));
  report(observer.getCurrentResult().data);
  const stopStream = openBadgeStream({
    url: withDomain(API.notificationsStream, domain),
    onCount: (next) => {
      const before = queryClient.getQueryData<number>(queryKeys.notificationBadge);
      queryClient.setQueryData(queryKeys.notificationBadge, next);
      if (before === undefined || next > before)
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  });
  // The session ended (an API call answered `x-login`): the stream would only be refused from now on.
  const off = api.events?.on('sessionTimeout', stopStream);
  return () => {
    off?.();
    stopStream();
    unsubscribe();
  };
}
