import { applyPath, jobPath, localizedText, multiApplyPath } from '@portico/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLocation, useNavigate, useParams } from 'react-router';
import { useAuthModal } from '../../features/auth/index.js';
import { CreateAlertControl } from '../../features/job-alerts/index.js';
import {
  parseSearchUrl,
  SearchScreen,
  type SearchState,
  searchApiParams,
  searchHref,
} from '../../features/jobs/index.js';
import { positionQueryOptions, searchQueryOptions } from '../../lib/api/endpoints/index.js';
import { withCarriedParams } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { useRouteHandle } from '../route-handle.js';
import type { RouteDeps } from '../routes.js';
import { LandingHero } from '../shell/landing-hero.js';
import { HiddenPageHeading } from '../shell/page-heading.js';
import { usePageTitle } from '../shell/page-title.js';

/**
 * The server render fills the cache with the first page of results and the selected job, so both are in
 * the HTML (found by search engines, painted before any script runs). In the browser the screen loads
 * through the query cache itself, keeping the previous results on screen while the next ones load.
 */
export function createSearchLoader({ api, queryClient, boot }: RouteDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    if (typeof window !== 'undefined') return null;
    const url = new URL(request.url);
    const opts = { commaInValues: boot.pageConfig.behaviourFlags.enableCommaInFilterValues };
    const state = parseSearchUrl({ query: params.query, location: params.location }, url.search, opts);
    const result = await queryClient
      .fetchQuery(searchQueryOptions(api, searchApiParams(state, opts)))
      .catch(() => null);
    const id = state.pid ?? result?.positions[0]?.id;
    if (id) await queryClient.prefetchQuery(positionQueryOptions(api, id, null, state.location));
    return null;
  };
}

export function JobsSearchRoute() {
  const boot = useBoot();
  const { i18n, t } = useTranslation('shell');
  const handle = useRouteHandle();
  const { openLogin } = useAuthModal();
  const location = useLocation();
  const params = useParams();
  const routerNavigate = useNavigate();
  const config = boot.pageConfig.pcsxConfig;
  const commaInValues = boot.pageConfig.behaviourFlags.enableCommaInFilterValues;
  const state = useMemo(
    () =>
      parseSearchUrl({ query: params.query, location: params.location }, location.search, { commaInValues }),
    [params.query, params.location, location.search, commaInValues],
  );
  const title = usePageTitle({ pageId: 'jobs', query: state.query, location: state.location });
  const currentSearch = location.search;
  const hrefFor = useCallback(
    (next: SearchState) => searchHref(next, currentSearch, { commaInValues }),
    [currentSearch, commaInValues],
  );
  const navigate = useCallback(
    (href: string, options?: { replace?: boolean }) =>
      routerNavigate(href, { replace: options?.replace, preventScrollReset: true }),
    [routerNavigate],
  );
  const jobHref = useCallback(
    (position: { id: number; title: string }) => withCarriedParams(jobPath(position), currentSearch),
    [currentSearch],
  );
  const applyHref = useCallback((id: number) => applyPath(id, { params: currentSearch }), [currentSearch]);
  const cartApplyHref = useCallback(
    (ids: readonly number[]) => multiApplyPath(ids, { params: currentSearch }),
    [currentSearch],
  );
  const branding = config.branding;
  // Job alerts need the site's saved-search notifications and candidate login (spec 2 §5).
  const alertsOffered =
    boot.pageConfig.notificationsConfig.savedSearchNotification.enabled &&
    boot.pageConfig.loginSignupConfig.candidateLoginEnabled;
  const landing = branding.customPageSections.landing;
  const language = i18n.language || boot.language;
  // The landing's words show until a search is made (a query, a place, filters, a map area or another page).
  const intro =
    !state.query &&
    !state.location &&
    !state.latlong &&
    !state.mapSw &&
    state.start === 0 &&
    Object.values(state.filters).every((values) => values.length === 0);
  return (
    <>
      <HiddenPageHeading>{title}</HiddenPageHeading>
      <LandingHero
        companyName={branding.companyName}
        logoUrl={branding.logoUrl}
        headline={
          localizedText(landing.headline, landing.headlines, language) ||
          t('landing.headline', { company: branding.companyName })
        }
        message={localizedText(landing.message, landing.messages, language) || t('landing.message')}
        image={handle.pageId ? branding.customPageSections.heroImages[handle.pageId] : undefined}
        intro={intro}
        details={state.pid !== null}
      />
      <SearchScreen
        state={state}
        commaInValues={commaInValues}
        hrefFor={hrefFor}
        jobHref={jobHref}
        applyHref={applyHref}
        cartApplyHref={cartApplyHref}
        origin={typeof window === 'undefined' ? '' : window.location.origin}
        navigate={navigate}
        language={i18n.language || boot.language}
        autocompleteMinLength={config.searchConfig.autocompleteMinLength}
        currentLocationEnabled={config.searchConfig.currentLocation.enabled}
        isLoggedIn={boot.user.isLoggedIn}
        loginEnabled={boot.pageConfig.loginSignupConfig.candidateLoginEnabled}
        cartEnabled={config.jobCartConfig.enabled}
        domain={boot.domain}
        openLogin={openLogin}
        positionDetailsConfig={boot.pageConfig.pcsxConfig.positionDetailsConfig}
        hasPositionOverrides={boot.pageConfig.pcsxConfig.overrides.positions.length > 0}
        mapConfig={config.searchConfig.mapConfig}
        alertControl={({ search, metadata, buttonClassName }) => (
          <CreateAlertControl
            search={search}
            metadata={metadata}
            isLoggedIn={boot.user.isLoggedIn}
            offered={alertsOffered}
            visitorOffered={alertsOffered && config.loggedOutNotificationConfig.enabled}
            privacyText={config.loggedOutNotificationConfig.privacyText}
            language={language}
            manageHref={withCarriedParams('/careers/settings#job-alerts', currentSearch)}
            openLogin={() => openLogin()}
            buttonClassName={buttonClassName}
          />
        )}
      />
    </>
  );
}
