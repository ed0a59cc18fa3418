import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ProfileScreen } from '../../features/profile/index.js';
import { profileAnalysisQueryOptions, profileDetailsQueryOptions } from '../../lib/api/endpoints/profile.js';
import { withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { usePageTitle } from '../shell/page-title.js';

/**
 * Fills the cache during the server render with the profile and its completion (in the page's language),
 * so the first paint already shows both.
 */
export function createProfileLoader({ api, queryClient, boot }: RouteDeps) {
  return async () => {
    if (!boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    await Promise.all([
      queryClient.prefetchQuery(profileDetailsQueryOptions(api)),
      queryClient.prefetchQuery(profileAnalysisQueryOptions(api, boot.language)),
    ]);
    return null;
  };
}

/** `/careers/profile` (spec 1 §2 `profile`, protected; docs/decisions/026). */
export function ProfileRoute() {
  const { t } = useTranslation('profile');
  const boot = useBoot();
  const location = useLocation();
  usePageTitle({ pageId: 'profile', page: t('title') });
  return (
    <ProtectedRoute title={t('title')}>
      <ProfileScreen
        domain={boot.domain}
        siteHref={(path) => withDomain(path, boot.domain)}
        initialStep={new URLSearchParams(location.search).get('step')}
      />
    </ProtectedRoute>
  );
}
