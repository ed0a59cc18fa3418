import {
  type AdminApplication,
  type AdminPosition,
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
  ImportScreen,
  JobsListScreen,
  NewJobScreen,
  StaffScreen,
} from '../../features/admin/index.js';
import { jobsQueryOf } from '../../features/admin/jobs-list-screen.js';
import {
  adminApplicationKey,
  adminApplicationQueryOptions,
  adminApplicationsQueryOptions,
  adminPositionKey,
  adminPositionQueryOptions,
  adminPositionsQueryOptions,
  auditQueryOptions,
  staffQueryOptions,
} from '../../lib/api/endpoints/admin.js';
import { withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { usePageTitle } from '../shell/page-title.js';

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
      {(href) => <ApplicationScreen key={id} id={id} href={href} />}
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

export function AuditRoute() {
  return <Workspace page={ADMIN_TEXTS.audit.title}>{(href) => <AuditScreen href={href} />}</Workspace>;
}
