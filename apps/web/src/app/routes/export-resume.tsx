import { LOCALES, type Locale, matchLocale } from '@portico/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportResumeScreen } from '../../features/export-resume/index.js';
import { exportResumeUrl } from '../../lib/api/endpoints/export-resume.js';
import { profileDetailsQueryOptions } from '../../lib/api/endpoints/profile.js';
import { useBoot } from '../boot-context.js';
import { languageLabel } from '../language.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { usePageTitle } from '../shell/page-title.js';
import { useAccountHref } from './account.js';

/** Fills the cache during the server render, so the HTML already shows what the resume will hold. */
export function createExportResumeLoader({ api, queryClient, boot }: RouteDeps) {
  return async () => {
    if (!boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    await queryClient.prefetchQuery(profileDetailsQueryOptions(api));
    return null;
  };
}

/**
 * `/careers/export-resume` (spec 1 §2, protected). A resume can be made in any of the site's 37 languages: the
 * tenant's own languages come first, then the rest by name. The candidate's saved language is chosen at first,
 * else the page's.
 */
export function ExportResumeRoute() {
  const { t, i18n } = useTranslation('account');
  const boot = useBoot();
  const href = useAccountHref();
  usePageTitle({ pageId: 'exportResume', page: t('exportResume.title') });
  const languages = useMemo(() => {
    const site = boot.pageConfig.supportedLanguages;
    const rest = LOCALES.filter((l) => !site.includes(l))
      .map((l) => ({ id: l, label: languageLabel(l), lang: l }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return [...site.map((l) => ({ id: l, label: languageLabel(l), lang: l })), ...rest];
  }, [boot.pageConfig.supportedLanguages]);
  const defaultLanguage: Locale =
    boot.user.user?.preferredLanguage ?? matchLocale(i18n.language) ?? boot.language;
  return (
    <ProtectedRoute title={t('exportResume.title')}>
      <ExportResumeScreen
        languages={languages}
        defaultLanguage={defaultLanguage}
        exportUrl={(choice) => exportResumeUrl(choice, boot.domain)}
        profileHref={href('/careers/profile')}
      />
    </ProtectedRoute>
  );
}
