import type { BootData } from '@portico/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { ApiClient } from '../lib/api/client.js';
import { loadScreenNamespaces } from '../lib/i18n/index.js';
import { PageErrorBoundary, RouteErrorBoundary } from './error-boundary.js';
import { LoadingScreen } from './loading-screen.js';
import { RootLayout } from './root-layout.js';
import type { RouteHandle } from './route-handle.js';

export interface RouteDeps {
  api: ApiClient;
  queryClient: QueryClient;
  boot: BootData;
}

/**
 * Screens that use the `screens` catalogue part (auth, settings, forms) load it beside their code
 * (docs/decisions/014).
 *
 * The route tree, built per request on the server and once in the browser from the same code, so the
 * static handler and the browser router agree on route ids and matches. Every screen is a lazy route;
 * loaders fill the TanStack Query cache, which is dehydrated into the page.
 */
type WorkspaceModule = typeof import('./routes/admin.js');

/**
 * A page of the recruiter workspace (docs/decisions/041): a route of its own (never the search pattern), loaded
 * with the workspace's module and the screens' words; `page` picks its component and loader.
 */
function workspaceRoute(
  id: string,
  path: string,
  page: (module: WorkspaceModule) => Pick<RouteObject, 'Component' | 'loader'>,
): RouteObject {
  return {
    id,
    path,
    handle: { protected: true, workspace: true, screen: 'admin' } satisfies RouteHandle,
    lazy: async () => {
      const [module] = await Promise.all([import('./routes/admin.js'), loadScreenNamespaces()]);
      return page(module);
    },
  };
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      // The shell reads the tree to know which of the tenant's navbar links need a signed-in candidate.
      Component: () => <RootLayout routes={routes} />,
      ErrorBoundary: RouteErrorBoundary,
      // Only seen when a page's data was not server-rendered (client-side start, e.g. tests).
      HydrateFallback: LoadingScreen,
      children: [
        {
          id: 'jobs-search',
          path: 'careers',
          handle: { pageId: 'jobs', screen: 'jobs-search', ownHero: true } satisfies RouteHandle,
          lazy: async () => {
            const module = await import('./routes/jobs-search.js');
            return { Component: module.JobsSearchRoute, loader: module.createSearchLoader(deps) };
          },
        },
        {
          id: 'jobs-search-path',
          // /careers/search and the short form /careers/{query}/{location} (spec 2 §2, issue 4).
          path: 'careers/:query/:location?',
          handle: { pageId: 'jobs', screen: 'jobs-search', ownHero: true } satisfies RouteHandle,
          lazy: async () => {
            const module = await import('./routes/jobs-search.js');
            return { Component: module.JobsSearchRoute, loader: module.createSearchLoader(deps) };
          },
        },
        {
          id: 'job-private',
          path: 'careers/job/private',
          handle: { pageId: 'singlePosition', screen: 'job-page' } satisfies RouteHandle,
          lazy: async () => {
            const module = await import('./routes/job-page.js');
            return { Component: module.JobPageRoute, loader: module.createJobPageLoader(deps) };
          },
        },
        {
          id: 'job',
          path: 'careers/job/:pid',
          handle: { pageId: 'singlePosition', screen: 'job-page' } satisfies RouteHandle,
          lazy: async () => {
            const module = await import('./routes/job-page.js');
            return { Component: module.JobPageRoute, loader: module.createJobPageLoader(deps) };
          },
        },
        {
          // Spec 1 §2 / spec 2 §2: the apply pages are routes of their own, never the search pattern
          // `careers/:query/:location?` (routes.test.ts checks the matches). Protected only where the tenant
          // switches logged-out apply off (docs/decisions/020).
          id: 'apply',
          path: 'careers/apply',
          handle: {
            pageId: 'applyPage',
            protected: 'unlessLoggedOutApply',
            screen: 'apply',
          } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/apply.js'), loadScreenNamespaces()]);
            return { Component: module.ApplyRoute, loader: module.createApplyLoader(deps) };
          },
        },
        {
          id: 'apply-private',
          path: 'careers/apply/private',
          handle: {
            pageId: 'applyPage',
            protected: 'unlessLoggedOutApply',
            screen: 'apply',
          } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/apply.js'), loadScreenNamespaces()]);
            return { Component: module.PrivateApplyRoute, loader: module.createApplyLoader(deps) };
          },
        },
        {
          id: 'apply-confirm',
          path: 'careers/apply/confirm',
          handle: { pageId: 'applyPage', screen: 'apply' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/apply.js'), loadScreenNamespaces()]);
            return { Component: module.ApplyConfirmRoute };
          },
        },
        {
          id: 'login',
          path: 'careers/login',
          handle: { pageId: 'login', screen: 'jobs-search', ownHero: true } satisfies RouteHandle,
          lazy: async () => {
            const module = await import('./routes/jobs-search.js');
            return { Component: module.JobsSearchRoute, loader: module.createSearchLoader(deps) };
          },
        },
        {
          id: 'verify-email',
          path: 'careers/verify-email',
          handle: { pageId: 'login', screen: 'verify-email' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/verify-email.js'), loadScreenNamespaces()]);
            return { Component: module.VerifyEmailRoute };
          },
        },
        {
          id: 'reset-password',
          path: 'careers/reset-password',
          handle: { pageId: 'login', screen: 'reset-password' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([
              import('./routes/reset-password.js'),
              loadScreenNamespaces(),
            ]);
            return { Component: module.ResetPasswordRoute };
          },
        },
        {
          id: 'settings',
          path: 'careers/settings',
          handle: {
            pageId: 'settings',
            protected: true,
            screen: 'settings',
            privacyRights: true,
          } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/settings.js'), loadScreenNamespaces()]);
            return { Component: module.SettingsRoute, loader: module.createSettingsLoader(deps) };
          },
        },
        {
          // Spec 1 §2: the candidate's own pages are routes of their own, never the search pattern
          // `careers/:query/:location?` (routes.test.ts checks every spec route's match).
          id: 'saved-jobs',
          path: 'careers/saved-jobs',
          handle: { pageId: 'savedJobs', protected: true, screen: 'saved-jobs' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/saved-jobs.js'), loadScreenNamespaces()]);
            return { Component: module.SavedJobsRoute, loader: module.createSavedJobsLoader(deps) };
          },
        },
        {
          id: 'dashboard',
          path: 'careers/dashboard',
          handle: { pageId: 'dashboard', protected: true, screen: 'account' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/account.js'), loadScreenNamespaces()]);
            return { Component: module.DashboardRoute, loader: module.createDashboardLoader(deps) };
          },
        },
        {
          id: 'dashboard-v2',
          path: 'careers/dashboardv2',
          handle: { pageId: 'dashboard', protected: true, screen: 'account' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/account.js'), loadScreenNamespaces()]);
            return { Component: module.DashboardRoute, loader: module.createDashboardLoader(deps) };
          },
        },
        {
          id: 'applications',
          path: 'careers/applications',
          handle: { pageId: 'applications', protected: true, screen: 'account' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/account.js'), loadScreenNamespaces()]);
            return { Component: module.ApplicationsRoute, loader: module.createApplicationsLoader(deps) };
          },
        },
        {
          id: 'interviews',
          path: 'careers/interviews',
          handle: { pageId: 'interviews', protected: true, screen: 'account' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/account.js'), loadScreenNamespaces()]);
            return { Component: module.InterviewsRoute, loader: module.createInterviewsLoader(deps) };
          },
        },
        {
          id: 'events',
          path: 'careers/events',
          handle: { pageId: 'events', protected: true, screen: 'account' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/account.js'), loadScreenNamespaces()]);
            return { Component: module.EventsRoute, loader: module.createEventsLoader(deps) };
          },
        },
        {
          id: 'profile',
          path: 'careers/profile',
          handle: { pageId: 'profile', protected: true, screen: 'profile' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/profile.js'), loadScreenNamespaces()]);
            return { Component: module.ProfileRoute, loader: module.createProfileLoader(deps) };
          },
        },
        {
          id: 'onboarding',
          path: 'careers/onboarding',
          handle: {
            pageId: 'onboarding',
            protected: true,
            hideFooter: true,
            screen: 'onboarding',
          } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/onboarding.js'), loadScreenNamespaces()]);
            return { Component: module.OnboardingRoute };
          },
        },
        {
          id: 'export-resume',
          path: 'careers/export-resume',
          handle: { pageId: 'exportResume', protected: true, screen: 'export-resume' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/export-resume.js'), loadScreenNamespaces()]);
            return { Component: module.ExportResumeRoute, loader: module.createExportResumeLoader(deps) };
          },
        },
        {
          id: 'offers',
          path: 'careers/offers',
          handle: { pageId: 'offers', protected: true, screen: 'offers' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/offers.js'), loadScreenNamespaces()]);
            return { Component: module.OffersRoute, loader: module.createOffersLoader(deps) };
          },
        },
        {
          id: 'offer',
          path: 'careers/offer/:id',
          handle: { pageId: 'offer', protected: true, screen: 'offers' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/offers.js'), loadScreenNamespaces()]);
            return { Component: module.OfferRoute, loader: module.createOfferLoader(deps) };
          },
        },
        {
          id: 'offer-document',
          path: 'careers/offer/:id/offer-document/:documentId',
          handle: { pageId: 'offer', protected: true, screen: 'offers' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/offers.js'), loadScreenNamespaces()]);
            return { Component: module.OfferDocumentRoute, loader: module.createOfferLoader(deps) };
          },
        },
        {
          id: 'offer-letter',
          path: 'careers/offer-letter/:id',
          handle: { pageId: 'offerLetter', protected: true, screen: 'offers' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/offers.js'), loadScreenNamespaces()]);
            return { Component: module.OfferDocumentRoute, loader: module.createOfferLoader(deps) };
          },
        },
        {
          // Spec 1 §2: each of the forms center's routes is its own, so none falls through to the search
          // pattern `careers/:query/:location?` (routes.test.ts checks the matches).
          id: 'forms-center',
          path: 'careers/forms/center',
          handle: { pageId: 'documentCenter', protected: true, screen: 'forms-center' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/forms-center.js'), loadScreenNamespaces()]);
            return { Component: module.FormsCenterRoute, loader: module.createFormsListLoader(deps) };
          },
        },
        {
          id: 'forms',
          path: 'careers/forms',
          handle: { pageId: 'documentCenter', screen: 'forms-center' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/forms-center.js'), loadScreenNamespaces()]);
            return { Component: module.FormsRoute, loader: module.createFormsListLoader(deps) };
          },
        },
        {
          id: 'form-view',
          path: 'careers/forms/center/:id',
          handle: { pageId: 'formView', protected: true, screen: 'forms-center' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/forms-center.js'), loadScreenNamespaces()]);
            return { Component: module.FormViewRoute, loader: module.createFormViewLoader(deps) };
          },
        },
        {
          id: 'forms-showcase',
          path: 'careers/forms/showcase',
          handle: { pageId: 'formView', screen: 'forms-showcase' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([
              import('./routes/forms-showcase.js'),
              loadScreenNamespaces(),
            ]);
            return { Component: module.FormsShowcaseRoute };
          },
        },
        // The recruiter workspace (docs/decisions/041): each page its own route, never the search pattern.
        workspaceRoute('workspace', 'careers/admin', (m) => ({
          Component: m.WorkspaceRoute,
          loader: m.createWorkspaceRedirect(deps),
        })),
        workspaceRoute('admin-jobs', 'careers/admin/jobs', (m) => ({
          Component: m.JobsRoute,
          loader: m.createJobsLoader(deps),
        })),
        workspaceRoute('admin-job-new', 'careers/admin/jobs/new', (m) => ({
          Component: m.NewJobRoute,
          loader: m.createWorkspaceLoader(deps),
        })),
        workspaceRoute('admin-jobs-import', 'careers/admin/jobs/import', (m) => ({
          Component: m.ImportJobsRoute,
          loader: m.createWorkspaceLoader(deps),
        })),
        workspaceRoute('admin-job', 'careers/admin/jobs/:id', (m) => ({
          Component: m.JobRoute,
          loader: m.createJobLoader(deps),
        })),
        workspaceRoute('admin-applications', 'careers/admin/applications', (m) => ({
          Component: m.ApplicationsRoute,
          loader: m.createApplicationsLoader(deps),
        })),
        workspaceRoute('admin-application', 'careers/admin/applications/:id', (m) => ({
          Component: m.ApplicationRoute,
          loader: m.createApplicationLoader(deps),
        })),
        workspaceRoute('admin-pipeline', 'careers/admin/pipeline', (m) => ({
          Component: m.PipelineRoute,
          loader: m.createPipelineLoader(deps),
        })),
        workspaceRoute('admin-events', 'careers/admin/events', (m) => ({
          Component: m.EventsRoute,
          loader: m.createEventsLoader(deps),
        })),
        workspaceRoute('admin-event-new', 'careers/admin/events/new', (m) => ({
          Component: m.NewEventRoute,
          loader: m.createWorkspaceLoader(deps),
        })),
        workspaceRoute('admin-event', 'careers/admin/events/:id', (m) => ({
          Component: m.EventRoute,
          loader: m.createEventLoader(deps),
        })),
        workspaceRoute('admin-forms', 'careers/admin/forms', (m) => ({
          Component: m.FormsRoute,
          loader: m.createFormsLoader(deps),
        })),
        workspaceRoute('admin-form', 'careers/admin/forms/:id', (m) => ({
          Component: m.FormRoute,
          loader: m.createFormLoader(deps),
        })),
        workspaceRoute('admin-interviews', 'careers/admin/interviews', (m) => ({
          Component: m.InterviewsRoute,
          loader: m.createInterviewsLoader(deps),
        })),
        workspaceRoute('admin-staff', 'careers/admin/staff', (m) => ({
          Component: m.StaffRoute,
          loader: m.createStaffLoader(deps),
        })),
        workspaceRoute('admin-jobs-queue', 'careers/admin/jobs-queue', (m) => ({
          Component: m.JobsQueueRoute,
          loader: m.createJobsQueueLoader(deps),
        })),
        workspaceRoute('admin-audit', 'careers/admin/audit', (m) => ({
          Component: m.AuditRoute,
          loader: m.createAuditLoader(deps),
        })),
        workspaceRoute('admin-site', 'careers/admin/site', (m) => ({
          Component: m.SiteRoute,
          loader: m.createSiteLoader(deps),
        })),
        workspaceRoute('admin-theme', 'careers/admin/theme', (m) => ({
          Component: m.ThemeRoute,
          loader: m.createThemeLoader(deps),
        })),
        {
          id: 'admin-analytics',
          path: 'careers/admin/analytics',
          handle: { protected: true, workspace: true, screen: 'admin-analytics' } satisfies RouteHandle,
          lazy: async () => {
            // A route module of its own: the charting library loads with this page only (docs/decisions/047).
            const [module] = await Promise.all([
              import('./routes/admin-analytics.js'),
              loadScreenNamespaces(),
            ]);
            return { Component: module.AnalyticsRoute, loader: module.createAnalyticsLoader(deps) };
          },
        },
        {
          id: 'esign-widget',
          path: 'public/esignWidget',
          handle: { bare: true, screen: 'esign-widget' } satisfies RouteHandle,
          lazy: async () => {
            const [module] = await Promise.all([import('./routes/esign-widget.js'), loadScreenNamespaces()]);
            return { Component: module.EsignWidgetRoute };
          },
        },
        {
          id: 'logout',
          path: 'logout',
          handle: { pageId: 'logout', screen: 'logout' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./routes/logout.js')).LogoutRoute }),
        },
        {
          id: 'not-found',
          path: '*',
          handle: { status: 404, screen: 'not-found' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('./routes/not-found.js')).NotFoundRoute }),
        },
      ],
    },
  ];
  // A page's error (a job that does not exist, a failed loader) shows inside the shell, with its navbar,
  // banner and footer; the root's boundary is left for the shell's own failures.
  for (const page of routes[0]?.children ?? []) page.ErrorBoundary ??= PageErrorBoundary;
  return routes;
}
