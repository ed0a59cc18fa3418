import { AnalyticsScreen, analyticsQueryOf } from '../../features/admin/analytics-screen.js';
import { ADMIN_TEXTS } from '../../features/admin/texts.js';
import { adminAnalyticsQueryOptions } from '../../lib/api/endpoints/admin.js';
import type { RouteDeps } from '../routes.js';
import { createAdminLoader, Workspace } from './admin.js';

/** `/careers/admin/analytics`: recruiters and admins; the server render fills the cache with the figures. */
export const createAnalyticsLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'recruiter', ({ request }) =>
    queryClient.prefetchQuery(
      adminAnalyticsQueryOptions(api, analyticsQueryOf(new URL(request.url).searchParams)),
    ),
  );

export function AnalyticsRoute() {
  return (
    <Workspace page={ADMIN_TEXTS.analytics.title}>{(href) => <AnalyticsScreen href={href} />}</Workspace>
  );
}
