import { API, type JobAlert, writeFilterParams } from '@portico/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { JobAlertsSection } from '../../features/job-alerts/index.js';
import { NotificationSettings } from '../../features/notifications/index.js';
import { SettingsScreen } from '../../features/settings/index.js';
import { settingsQueryOptions } from '../../lib/api/endpoints/index.js';
import { withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { languageLabel, useSwitchLanguage } from '../language.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { usePageTitle } from '../shell/page-title.js';

/** Fills the cache with the candidate's settings so the server render already shows them. */
export function createSettingsLoader({ api, queryClient, boot }: RouteDeps) {
  return async () => {
    if (!boot.user.isLoggedIn) return null;
    // prefetch never throws: a failure shows the screen's own error state instead of the crash screen.
    await queryClient.prefetchQuery(settingsQueryOptions(api));
    return null;
  };
}

/** The search page of an alert's search: its words, place and filters as the search URL writes them. */
function alertSearchPath(alert: JobAlert, commaInValues: boolean): string {
  const params = new URLSearchParams();
  if (alert.query) params.set('query', alert.query);
  if (alert.location) params.set('location', alert.location);
  for (const [k, v] of writeFilterParams(alert.filters, { commaInValues })) params.append(k, v);
  return `/careers?${params}`;
}

export function SettingsRoute() {
  const boot = useBoot();
  const { t, i18n } = useTranslation('settings');
  const switchLanguage = useSwitchLanguage();
  usePageTitle({ pageId: 'settings', page: t('title') });
  const languages = useMemo(
    () => boot.pageConfig.supportedLanguages.map((value) => ({ value, label: languageLabel(value) })),
    [boot.pageConfig.supportedLanguages],
  );
  return (
    <ProtectedRoute title={t('title')}>
      <SettingsScreen
        languages={languages}
        currentLanguage={(i18n.language as typeof boot.language) || boot.language}
        onLanguageSaved={switchLanguage}
        onSignedOut={() => window.location.assign(withDomain('/careers', boot.domain))}
        dataExportHref={withDomain(API.settingsExportData, boot.domain)}
        jobAlertsSection={
          boot.pageConfig.notificationsConfig.savedSearchNotification.enabled &&
          boot.pageConfig.loginSignupConfig.candidateLoginEnabled ? (
            <JobAlertsSection
              language={i18n.language || boot.language}
              searchHomeHref={withDomain('/careers', boot.domain)}
              searchHref={(alert) =>
                withDomain(
                  alertSearchPath(alert, boot.pageConfig.behaviourFlags.enableCommaInFilterValues),
                  boot.domain,
                )
              }
            />
          ) : null
        }
        notificationSettings={<NotificationSettings />}
      />
    </ProtectedRoute>
  );
}
