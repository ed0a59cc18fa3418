import { jobPath, privateJobPath } from '@portico/contracts';
import { useTranslation } from 'react-i18next';
import { SavedJobsScreen } from '../../features/saved-jobs/index.js';
import { savedPositionsQueryOptions } from '../../lib/api/endpoints/saved-positions.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { usePageTitle } from '../shell/page-title.js';
import { useAccountHref } from './account.js';

/** Fills the cache during the server render, so the HTML already lists the saved jobs. */
export function createSavedJobsLoader({ api, queryClient, boot }: RouteDeps) {
  return async () => {
    if (!boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    await queryClient.prefetchQuery(savedPositionsQueryOptions(api));
    return null;
  };
}

/** `/careers/saved-jobs` (spec 1 §2, protected). */
export function SavedJobsRoute() {
  const { t } = useTranslation('account');
  const href = useAccountHref();
  usePageTitle({ pageId: 'savedJobs', page: t('savedJobs.title') });
  return (
    <ProtectedRoute title={t('savedJobs.title')}>
      <SavedJobsScreen
        jobHref={(p) => href(p.isPrivate ? privateJobPath(p.id, p.privateToken) : jobPath(p))}
        searchHref={href('/careers')}
      />
    </ProtectedRoute>
  );
}
