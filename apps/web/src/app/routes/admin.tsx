import {
  type AdminApplication,
  type AdminEvent,
  type AdminForm,
  type AdminPosition,
  adminEventsQuerySchema,
  type StaffRole,
  staffRoleAllows,
} from '@portico/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { applicationsQueryOf } from '../../features/admin/applications-screen.js';
import {
  ADMIN_PATHS,
  ADMIN_TEXTS,
  AdminFrame,
  ApplicationScreen,
  ApplicationsScreen,
  AuditScreen,
  EditJobScreen,
  EventScreen,
  EventsListScreen,
  FormBuilderScreen,
  FormsScreen,
  ImportScreen,
  InterviewsScreen,
  JobsListScreen,
  JobsQueueScreen,
  NewEventScreen,
  NewJobScreen,
  PipelineScreen,
  SiteScreen,
  StaffScreen,
  ThemeScreen,
} from '../../features/admin/index.js';
import { interviewsQueryOf } from '../../features/admin/interviews-screen.js';
import { jobsQueryOf } from '../../features/admin/jobs-list-screen.js';
import { queryOf } from '../../features/admin/list-address.js';
import { PdfViewer } from '../../features/offers/index.js';
import {
  adminApplicationKey,
  adminApplicationQueryOptions,
  adminApplicationsQueryOptions,
  adminPositionKey,
  adminPositionQueryOptions,
  adminPositionsQueryOptions,
  adminSiteQueryOptions,
  adminThemeQueryOptions,
  auditQueryOptions,
  staffQueryOptions,
} from '../../lib/api/endpoints/admin.js';
import {
  adminEventKey,
  adminEventQueryOptions,
  adminEventRegistrationsQueryOptions,
  adminEventsQueryOptions,
} from '../../lib/api/endpoints/admin-events.js';
import {
  adminFormKey,
  adminFormQueryOptions,
  adminFormsQueryOptions,
} from '../../lib/api/endpoints/admin-forms.js';
import { adminInterviewsQueryOptions } from '../../lib/api/endpoints/admin-interviews.js';
import { adminPipelineQueryOptions } from '../../lib/api/endpoints/admin-pipeline.js';
import { failedQueueJobsQueryOptions } from '../../lib/api/endpoints/admin-queue.js';
import { withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { usePageTitle } from '../shell/page-title.js';
import { SitePreview } from '../shell/site-preview.js';

/** A plain redirect Response: the server render answers it as a 302, the browser router follows it. */
function redirectTo(path: string, request: Request) {
  const domain = new URL(request.url).searchParams.get('domain');
  return new Response(null, { status: 302, headers: { Location: withDomain(path, domain) } });
}

/**
 * Every workspace page: signed out, the page asks to sign in (as any protected page); signed in without the
 * role, the person is sent away (a candidate to their dashboard, a recruiter from an admin page to the jobs).
 * The server render fills the cache with what the page shows.
 */
export function createAdminLoader(
  { boot }: RouteDeps,
  needed: StaffRole,
  prefetch?: (args: LoaderFunctionArgs) => Promise<unknown>,
) {
  return async (args: LoaderFunctionArgs) => {
    if (!boot.user.isLoggedIn) return null;
    const role = boot.user.user?.staffRole ?? null;
    if (!staffRoleAllows(role, needed))
      throw redirectTo(role ? ADMIN_PATHS.jobs : '/careers/dashboard', args.request);
    if (prefetch && typeof window === 'undefined') await prefetch(args);
    return null;
  };
}

export const createWorkspaceLoader = (deps: RouteDeps) => createAdminLoader(deps, 'recruiter');
export const createJobsLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'recruiter', ({ request }) =>
    queryClient.prefetchQuery(
      adminPositionsQueryOptions(api, jobsQueryOf(new URL(request.url).searchParams)),
    ),
  );
export const createJobLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'recruiter', ({ params }) =>
    queryClient.prefetchQuery(adminPositionQueryOptions(api, Number(params.id))),
  );
export const createApplicationsLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'recruiter', ({ request }) =>
    queryClient.prefetchQuery(
      adminApplicationsQueryOptions(api, applicationsQueryOf(new URL(request.url).searchParams)),
    ),
  );
export const createApplicationLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'recruiter', ({ params }) =>
    queryClient.prefetchQuery(adminApplicationQueryOptions(api, params.id ?? '')),
  );
export const createInterviewsLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'recruiter', ({ request }) =>
    queryClient.prefetchQuery(
      adminInterviewsQueryOptions(api, interviewsQueryOf(new URL(request.url).searchParams)),
    ),
  );
export const createStaffLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'admin', () =>
    queryClient.prefetchQuery(staffQueryOptions(api)),
  );
export const createAuditLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'admin', ({ request }) =>
    queryClient.prefetchQuery(
      auditQueryOptions(api, Number(new URL(request.url).searchParams.get('page')) || 1),
    ),
  );

export const createEventsLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'recruiter', ({ request }) =>
    queryClient.prefetchQuery(
      adminEventsQueryOptions(api, queryOf(adminEventsQuerySchema, new URL(request.url).searchParams)),
    ),
  );
export const createEventLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'recruiter', ({ params }) =>
    Promise.all([
      queryClient.prefetchQuery(adminEventQueryOptions(api, params.id ?? '')),
      queryClient.prefetchQuery(adminEventRegistrationsQueryOptions(api, params.id ?? '')),
    ]),
  );
export const createPipelineLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'admin', () =>
    queryClient.prefetchQuery(adminPipelineQueryOptions(api)),
  );
export const createJobsQueueLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'admin', () =>
    queryClient.prefetchQuery(failedQueueJobsQueryOptions(api)),
  );
export const createFormsLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'admin', () =>
    queryClient.prefetchQuery(adminFormsQueryOptions(api)),
  );
export const createFormLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'admin', ({ params }) =>
    queryClient.prefetchQuery(adminFormQueryOptions(api, params.id ?? '')),
  );
export const createSiteLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'admin', () =>
    queryClient.prefetchQuery(adminSiteQueryOptions(api)),
  );

export const createThemeLoader = ({ api, queryClient, ...deps }: RouteDeps) =>
  createAdminLoader({ api, queryClient, ...deps }, 'admin', () =>
    queryClient.prefetchQuery(adminThemeQueryOptions(api)),
  );

/** `/careers/admin`: the workspace opens on its jobs. */
export function createWorkspaceRedirect(deps: RouteDeps) {
  const guard = createWorkspaceLoader(deps);
  return async (args: LoaderFunctionArgs) => {
    await guard(args);
    if (!deps.boot.user.isLoggedIn) return null;
    throw redirectTo(ADMIN_PATHS.jobs, args.request);
  };
}

/** A workspace page in the frame, titled, for a signed-in member of the staff. */
export function Workspace({
  page,
  children,
}: {
  page: string;
  children: (href: (path: string) => string) => ReactNode;
}) {
  const boot = useBoot();
  usePageTitle({ page: `${page} · ${ADMIN_TEXTS.workspace}` });
  const role = boot.user.user?.staffRole;
  const href = (path: string) => withDomain(path, boot.domain);
  return (
    <ProtectedRoute title={page}>
      {role ? (
        <AdminFrame role={role} href={href}>
          {children(href)}
        </AdminFrame>
      ) : null}
    </ProtectedRoute>
  );
}

export function WorkspaceRoute() {
  return <Workspace page={ADMIN_TEXTS.nav.jobs}>{() => null}</Workspace>;
}

export function JobsRoute() {
  return <Workspace page={ADMIN_TEXTS.jobs.title}>{(href) => <JobsListScreen href={href} />}</Workspace>;
}

export function NewJobRoute() {
  return <Workspace page={ADMIN_TEXTS.editor.newTitle}>{(href) => <NewJobScreen href={href} />}</Workspace>;
}

export function ImportJobsRoute() {
  return <Workspace page={ADMIN_TEXTS.import.title}>{(href) => <ImportScreen href={href} />}</Workspace>;
}

export function JobRoute() {
  const id = Number(useParams().id);
  const cached = useQueryClient().getQueryData<AdminPosition>(adminPositionKey(id));
  return (
    <Workspace page={cached ? ADMIN_TEXTS.editor.editTitle(cached.position.title) : ADMIN_TEXTS.nav.jobs}>
      {(href) => <EditJobScreen key={id} id={id} href={href} />}
    </Workspace>
  );
}

export function ApplicationsRoute() {
  return (
    <Workspace page={ADMIN_TEXTS.applications.title}>
      {(href) => <ApplicationsScreen href={href} />}
    </Workspace>
  );
}

export function ApplicationRoute() {
  const id = useParams().id ?? '';
  const cached = useQueryClient().getQueryData<AdminApplication>(adminApplicationKey(id));
  return (
    <Workspace
      page={cached ? cached.candidate_name || cached.candidate_email : ADMIN_TEXTS.applications.title}
    >
      {(href) => <ApplicationScreen key={id} id={id} href={href} Viewer={PdfViewer} />}
    </Workspace>
  );
}

export function StaffRoute() {
  const boot = useBoot();
  return (
    <Workspace page={ADMIN_TEXTS.staff.title}>
      {() => <StaffScreen selfId={boot.user.user?.id ?? ''} />}
    </Workspace>
  );
}

export function ThemeRoute() {
  return <Workspace page={ADMIN_TEXTS.theme.title}>{() => <ThemeScreen />}</Workspace>;
}

export function AuditRoute() {
  return <Workspace page={ADMIN_TEXTS.audit.title}>{(href) => <AuditScreen href={href} />}</Workspace>;
}

export function FormsRoute() {
  return <Workspace page={ADMIN_TEXTS.forms.title}>{(href) => <FormsScreen href={href} />}</Workspace>;
}

export function FormRoute() {
  const id = useParams().id ?? '';
  const cached = useQueryClient().getQueryData<AdminForm>(adminFormKey(id));
  return (
    <Workspace page={cached ? cached.title : ADMIN_TEXTS.forms.title}>
      {(href) => <FormBuilderScreen key={id} id={id} href={href} />}
    </Workspace>
  );
}

export function JobsQueueRoute() {
  return <Workspace page={ADMIN_TEXTS.jobsQueue.title}>{() => <JobsQueueScreen />}</Workspace>;
}

export function PipelineRoute() {
  return <Workspace page={ADMIN_TEXTS.pipeline.title}>{() => <PipelineScreen />}</Workspace>;
}
/** The site settings; the preview draws the draft with the candidate pages' own navbar links, banner and footer. */
export function SiteRoute() {
  const boot = useBoot();
  return (
    <Workspace page={ADMIN_TEXTS.site.title}>
      {(href) => (
        <SiteScreen
          href={href}
          companyName={boot.pageConfig.pcsxConfig.branding.companyName}
          renderPreview={(draft) => <SitePreview {...draft} bannerLabel={ADMIN_TEXTS.site.previewBanner} />}
        />
      )}
    </Workspace>
  );
}

export function InterviewsRoute() {
  return (
    <Workspace page={ADMIN_TEXTS.interviews.title}>{(href) => <InterviewsScreen href={href} />}</Workspace>
  );
}

export function EventsRoute() {
  return <Workspace page={ADMIN_TEXTS.events.title}>{(href) => <EventsListScreen href={href} />}</Workspace>;
}

export function NewEventRoute() {
  return <Workspace page={ADMIN_TEXTS.events.newTitle}>{(href) => <NewEventScreen href={href} />}</Workspace>;
}

export function EventRoute() {
  const id = useParams().id ?? '';
  const cached = useQueryClient().getQueryData<AdminEvent>(adminEventKey(id));
  return (
    <Workspace page={cached ? cached.title : ADMIN_TEXTS.events.title}>
      {(href) => <EventScreen key={id} id={id} href={href} />}
    </Workspace>
  );
}
