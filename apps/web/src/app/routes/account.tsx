import { API, jobPath } from '@portico/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  type AccountHrefs,
  ApplicationsScreen,
  DashboardScreen,
  EventsScreen,
  InterviewsScreen,
} from '../../features/account/index.js';
import { candidateApplicationsQueryOptions } from '../../lib/api/endpoints/candidate-applications.js';
import { candidateEventsQueryOptions } from '../../lib/api/endpoints/candidate-events.js';
import { candidateInterviewsQueryOptions } from '../../lib/api/endpoints/candidate-interviews.js';
import { withCarriedParams, withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { usePageTitle } from '../shell/page-title.js';

/*
 * The candidate's account pages of spec 1 §2 (dashboard, applications, interviews, events); the dashboard and
 * events get their full screens with later issues. Each is a
 * route of its own with a real page of what exists now, never the search pattern `careers/:query/:location?`.
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

export function DashboardRoute() {
  const { t } = useTranslation('account');
  const boot = useBoot();
  const hrefs = useAccountHrefs();
  usePageTitle({ pageId: 'dashboard', page: t('dashboard.title') });
  return (
    <ProtectedRoute title={t('dashboard.title')}>
      <DashboardScreen userName={boot.user.user?.fullName ?? ''} hrefs={hrefs} />
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
