import {
  API,
  applyPath,
  type DashboardTab,
  dashboardTabs,
  isDashboardTab,
  jobPath,
  privateJobPath,
} from '@portico/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLocation, useNavigate } from 'react-router';
import {
  type AccountHrefs,
  ApplicationsScreen,
  type DashboardLinks,
  type DashboardLists,
  DashboardScreen,
  EventsScreen,
  InterviewsScreen,
} from '../../features/account/index.js';
import { OfferCards } from '../../features/offers/index.js';
import { SavedJobsList } from '../../features/saved-jobs/index.js';
import { candidateApplicationsQueryOptions } from '../../lib/api/endpoints/candidate-applications.js';
import { candidateEventsQueryOptions } from '../../lib/api/endpoints/candidate-events.js';
import { candidateInterviewsQueryOptions } from '../../lib/api/endpoints/candidate-interviews.js';
import { dashboardNudgesQueryOptions } from '../../lib/api/endpoints/dashboard.js';
import { withCarriedParams, withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { usePageTitle } from '../shell/page-title.js';

/*
 * The candidate's account pages of spec 1 §2 (dashboard, applications, interviews, events). Each is a route of
 * its own, never the search pattern `careers/:query/:location?`.
 */

/** `path` with the current address's carried parameters and the tenant's `domain` (spec 1 §2). */
export function useAccountHref(): (path: string) => string {
  const boot = useBoot();
  const location = useLocation();
  return (path) => withDomain(withCarriedParams(path, location.search), boot.domain);
}

function useAccountHrefs(): AccountHrefs {
  const href = useAccountHref();
  return {
    applications: href('/careers/applications'),
    savedJobs: href('/careers/saved-jobs'),
    offers: href('/careers/offers'),
    forms: href('/careers/forms/center'),
    settings: href('/careers/settings'),
    profile: href('/careers/profile'),
    search: href('/careers'),
  };
}

export function createApplicationsLoader({ api, queryClient, boot }: RouteDeps) {
  return async () => {
    if (!boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    await queryClient.prefetchQuery(candidateApplicationsQueryOptions(api));
    return null;
  };
}

export function createEventsLoader({ api, queryClient, boot }: RouteDeps) {
  return async () => {
    if (!boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    await queryClient.prefetchQuery(candidateEventsQueryOptions(api));
    return null;
  };
}

/** The dashboard's tab named by `?tab=`, or its first tab for a missing or unknown name. */
export function dashboardTabOf(search: string, tabs: readonly DashboardTab[]): DashboardTab {
  const named = new URLSearchParams(search).get('tab');
  return isDashboardTab(named) && tabs.includes(named) ? named : (tabs[0] ?? 'applications');
}

/**
 * `/careers/dashboard` goes to `/careers/dashboardv2` (same query) where the tenant sets
 * `dashboardConfig.redirectToV2` (spec 1 §2): a 302 from the server render, a redirect in the browser. The
 * server render also reads the next steps, so the page arrives with them.
 */
export function createDashboardLoader({ api, queryClient, boot }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (
      url.pathname.endsWith('/careers/dashboard') &&
      boot.pageConfig.pcsxConfig.dashboardConfig.redirectToV2
    )
      throw new Response(null, {
        status: 302,
        headers: {
          Location: `${url.pathname.replace(/\/careers\/dashboard$/, '/careers/dashboardv2')}${url.search}`,
        },
      });
    if (!boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    await queryClient.prefetchQuery(dashboardNudgesQueryOptions(api));
    return null;
  };
}

export function DashboardRoute() {
  const { t } = useTranslation('account');
  const boot = useBoot();
  const location = useLocation();
  const navigate = useNavigate();
  const href = useAccountHref();
  const hrefs = useAccountHrefs();
  usePageTitle({ pageId: 'dashboard', page: t('dashboard.title') });
  const config = boot.pageConfig;
  const tabs = dashboardTabs(
    config.pcsxConfig.dashboardConfig.tabs,
    config.gates.referralWithCandidateApplicationGate,
  );
  const onTabChange = useCallback(
    (tab: DashboardTab) => {
      const params = new URLSearchParams(location.search);
      params.set('tab', tab);
      navigate({ search: `?${params.toString()}` }, { replace: true, preventScrollReset: true });
    },
    [navigate, location.search],
  );
  const links: DashboardLinks = {
    ...hrefs,
    path: href,
    job: (p) => href(jobPath(p)),
    savedJob: (p) => href(p.isPrivate ? privateJobPath(p.id, p.privateToken) : jobPath(p)),
    apply: (pid) => href(applyPath(pid)),
    calendar: (id) => withDomain(API.interviewCalendar(id), boot.domain),
    offer: (encId) => href(`/careers/offer/${encodeURIComponent(encId)}`),
  };
  const lists: DashboardLists = {
    savedJobs: (positions, onRemoved) => (
      <SavedJobsList positions={positions} jobHref={links.savedJob} onRemoved={onRemoved} />
    ),
    offers: (offers) => <OfferCards offers={offers} offerHref={links.offer} />,
  };
  return (
    <ProtectedRoute title={t('dashboard.title')}>
      <DashboardScreen
        lists={lists}
        userName={boot.user.user?.fullName ?? ''}
        tabs={tabs}
        tab={dashboardTabOf(location.search, tabs)}
        onTabChange={onTabChange}
        links={links}
      />
    </ProtectedRoute>
  );
}

export function ApplicationsRoute() {
  const { t } = useTranslation('account');
  const hrefs = useAccountHrefs();
  const href = useAccountHref();
  usePageTitle({ pageId: 'applications', page: t('applications.title') });
  return (
    <ProtectedRoute title={t('applications.title')}>
      <ApplicationsScreen hrefs={hrefs} jobHref={(p) => href(jobPath(p))} />
    </ProtectedRoute>
  );
}

export function createInterviewsLoader({ api, queryClient, boot }: RouteDeps) {
  return async () => {
    if (!boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    await queryClient.prefetchQuery(candidateInterviewsQueryOptions(api));
    return null;
  };
}

export function InterviewsRoute() {
  const { t } = useTranslation('account');
  const boot = useBoot();
  const hrefs = useAccountHrefs();
  const href = useAccountHref();
  usePageTitle({ pageId: 'interviews', page: t('interviews.title') });
  return (
    <ProtectedRoute title={t('interviews.title')}>
      <InterviewsScreen
        hrefs={hrefs}
        jobHref={(p) => href(jobPath(p))}
        calendarHref={(id) => withDomain(API.interviewCalendar(id), boot.domain)}
      />
    </ProtectedRoute>
  );
}

export function EventsRoute() {
  const { t } = useTranslation('account');
  const hrefs = useAccountHrefs();
  usePageTitle({ pageId: 'events', page: t('events.title') });
  return (
    <ProtectedRoute title={t('events.title')}>
      <EventsScreen hrefs={hrefs} />
    </ProtectedRoute>
  );
}
