import {
  type AdminAnalyticsQuery,
  type AdminApplication,
  type AdminApplicationsQuery,
  type AdminPosition,
  type AdminPositionInput,
  type AdminPositionsQuery,
  type AdminSite,
  type AdminTheme,
  API,
  type ApplicationNote,
  type BulkMoveApplicationsRequest,
  type ExtendOfferRequest,
  type ImportPreview,
  type ImportRequest,
  type ImportResult,
  type InviteStaffRequest,
  type MoveApplicationRequest,
  type ReviseOfferDocumentRequest,
  type SaveThemeRequest,
  type SiteSection,
  type StaffRole,
} from '@portico/contracts';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/*
 * The recruiter workspace's calls (docs/decisions/039, 040, 041). A 403 here means the account is not staff
 * (or not an admin): `checkPermission` gives the error the request layer's permission message.
 */

const positionsKey = [...queryKeys.admin, 'positions'] as const;
export const adminPositionKey = (id: number) => [...queryKeys.admin, 'position', id] as const;
const staffKey = [...queryKeys.admin, 'staff'] as const;
const auditKey = [...queryKeys.admin, 'audit'] as const;

/** GET /api/admin/positions: one page of the tenant's jobs. */
export function adminPositionsQueryOptions(api: ApiClient, query: AdminPositionsQuery) {
  return queryOptions({
    queryKey: [...positionsKey, query],
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminPositions, {
          params: { ...query },
          schema: responseSchema('adminPositionsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminPositions(query: AdminPositionsQuery) {
  return useQuery(adminPositionsQueryOptions(useApi(), query));
}

/** GET /api/admin/positions/{id}: one job as the staff edit it, with its version. */
export function adminPositionQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: adminPositionKey(id),
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminPosition(id), {
          schema: responseSchema('adminPositionResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    retry: false,
  });
}

export function useAdminPosition(id: number) {
  return useQuery(adminPositionQueryOptions(useApi(), id));
}

/** After a job changed: its own entry is the answer, every list may have moved. */
async function jobChanged(queryClient: QueryClient, job: AdminPosition) {
  queryClient.setQueryData(adminPositionKey(job.position.id), job);
  await queryClient.invalidateQueries({ queryKey: positionsKey });
  await queryClient.invalidateQueries({ queryKey: auditKey });
}

/** POST /api/admin/positions: a new job, published now or kept as a draft. */
export function useCreateAdminPosition(
  options?: MutationHookOptions<AdminPosition, { position: AdminPositionInput; publish: boolean }>,
) {
  return useApiMutation(
    async (api, body: { position: AdminPositionInput; publish: boolean }) =>
      (
        await api.post(API.adminPositions, body, {
          schema: responseSchema('adminPositionResponseSchema'),
          checkPermission: true,
        })
      ).data,
    jobChanged,
    options,
  );
}

/** PUT /api/admin/positions/{id}: the whole job, naming the version it was read at (409 when stale). */
export function useUpdateAdminPosition(
  id: number,
  options?: MutationHookOptions<AdminPosition, { position: AdminPositionInput; version: string }>,
) {
  return useApiMutation(
    async (api, body: { position: AdminPositionInput; version: string }) =>
      (
        await api.put(API.adminPosition(id), body, {
          schema: responseSchema('adminPositionResponseSchema'),
          checkPermission: true,
        })
      ).data,
    jobChanged,
    options,
  );
}

export type AdminPositionAction = 'duplicate' | 'publish' | 'archive';
const ACTION_PATHS = {
  duplicate: API.adminPositionDuplicate,
  publish: API.adminPositionPublish,
  archive: API.adminPositionArchive,
} as const;

/** POST …/duplicate, …/publish or …/archive: the job that results (a copy is a new draft). */
export function useAdminPositionAction(
  options?: MutationHookOptions<AdminPosition, { id: number; action: AdminPositionAction }>,
) {
  return useApiMutation(
    async (api, { id, action }: { id: number; action: AdminPositionAction }) =>
      (
        await api.post(ACTION_PATHS[action](id), undefined, {
          schema: responseSchema('adminPositionResponseSchema'),
          checkPermission: true,
        })
      ).data,
    jobChanged,
    options,
  );
}

/** POST /api/admin/positions/import/preview: what importing the file would do, row by row; nothing is written. */
export function usePreviewImport(options?: MutationHookOptions<ImportPreview, ImportRequest>) {
  return useApiMutation(
    async (api, body: ImportRequest) =>
      (
        await api.post(API.adminPositionsImportPreview, body, {
          schema: responseSchema('importPreviewResponseSchema'),
          checkPermission: true,
        })
      ).data,
    () => undefined,
    options,
  );
}

/** POST /api/admin/positions/import: the file's valid rows, written in one transaction. */
export function useImportJobs(options?: MutationHookOptions<ImportResult, ImportRequest>) {
  return useApiMutation(
    async (api, body: ImportRequest) =>
      (
        await api.post(API.adminPositionsImport, body, {
          schema: responseSchema('importResultResponseSchema'),
          checkPermission: true,
        })
      ).data,
    async (queryClient) => {
      await queryClient.invalidateQueries({ queryKey: positionsKey });
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
    options,
  );
}

const applicationsKey = [...queryKeys.admin, 'applications'] as const;
export const adminApplicationKey = (id: string) => [...queryKeys.admin, 'application', id] as const;

/** GET /api/admin/applications: one page of the pipeline, with the count of every stage. */
export function adminApplicationsQueryOptions(api: ApiClient, query: AdminApplicationsQuery) {
  return queryOptions({
    queryKey: [...applicationsKey, query],
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminApplications, {
          params: { ...query },
          schema: responseSchema('adminApplicationsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminApplications(query: AdminApplicationsQuery) {
  return useQuery(adminApplicationsQueryOptions(useApi(), query));
}

/** GET /api/admin/applications/{id}: one application for the staff. */
export function adminApplicationQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: adminApplicationKey(id),
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminApplication(id), {
          schema: responseSchema('adminApplicationResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    retry: false,
  });
}

export function useAdminApplication(id: string) {
  return useQuery(adminApplicationQueryOptions(useApi(), id));
}

async function applicationsChanged(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: applicationsKey });
  await queryClient.invalidateQueries({ queryKey: positionsKey });
  await queryClient.invalidateQueries({ queryKey: auditKey });
}

/** After a write that answers the application as it now is: its entry is the answer, the lists may have moved. */
async function applicationWritten(queryClient: QueryClient, application: AdminApplication) {
  queryClient.setQueryData(adminApplicationKey(application.id), application);
  await applicationsChanged(queryClient);
}

/** After an offer of an application changed: the application's page reads it again. */
const offerChanged = (applicationId: string) => async (queryClient: QueryClient) => {
  await queryClient.invalidateQueries({ queryKey: adminApplicationKey(applicationId) });
  await queryClient.invalidateQueries({ queryKey: auditKey });
};

/** POST /api/admin/applications/{id}/stage: one move, naming the version the recruiter saw. */
export function useMoveApplication(
  id: string,
  options?: MutationHookOptions<AdminApplication, MoveApplicationRequest>,
) {
  return useApiMutation(
    async (api, body: MoveApplicationRequest) =>
      (
        await api.post(API.adminApplicationStage(id), body, {
          schema: responseSchema('adminApplicationResponseSchema'),
          checkPermission: true,
        })
      ).data,
    applicationWritten,
    options,
  );
}

/** POST /api/admin/applications/move: many applications to one stage. */
export function useMoveApplications(
  options?: MutationHookOptions<{ moved: number; unchanged: number }, BulkMoveApplicationsRequest>,
) {
  return useApiMutation(
    async (api, body: BulkMoveApplicationsRequest) =>
      (
        await api.post(API.adminApplicationsMove, body, {
          schema: responseSchema('bulkMoveResponseSchema'),
          checkPermission: true,
        })
      ).data,
    async (queryClient, _result, body) => {
      for (const id of body.ids) await queryClient.invalidateQueries({ queryKey: adminApplicationKey(id) });
      await applicationsChanged(queryClient);
    },
    options,
  );
}

/** POST /api/admin/applications/{id}/notes: a note only the staff read. */
export function useAddApplicationNote(id: string, options?: MutationHookOptions<ApplicationNote, string>) {
  return useApiMutation(
    async (api, body: string) =>
      (
        await api.post(
          API.adminApplicationNotes(id),
          { body },
          { schema: responseSchema('applicationNoteResponseSchema'), checkPermission: true },
        )
      ).data,
    async (queryClient, note) => {
      queryClient.setQueryData<AdminApplication>(adminApplicationKey(id), (old) =>
        old ? { ...old, notes: [...old.notes, note] } : old,
      );
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
    options,
  );
}

/** POST /api/admin/applications/{id}/offer: an offer with its generated letter; the application moves to Offer. */
export function useExtendOffer(
  id: string,
  options?: MutationHookOptions<AdminApplication, ExtendOfferRequest>,
) {
  return useApiMutation(
    async (api, body: ExtendOfferRequest) =>
      (
        await api.post(API.adminApplicationOffer(id), body, {
          schema: responseSchema('adminApplicationResponseSchema'),
          checkPermission: true,
        })
      ).data,
    applicationWritten,
    options,
  );
}

/** POST /api/admin/offers/{id}/cancel, from an application's page (`applicationId` is refreshed). */
export function useCancelOffer(
  applicationId: string,
  options?: MutationHookOptions<unknown, { offerId: string; reason: string }>,
) {
  return useApiMutation(
    (api, { offerId, reason }: { offerId: string; reason: string }) =>
      api.post(
        API.adminOfferCancel(offerId),
        { reason },
        { schema: responseSchema('okResponseSchema'), checkPermission: true },
      ),
    offerChanged(applicationId),
    options,
  );
}

/** POST …/offers/{id}/documents/{documentId}/revision, from an application's page (`applicationId` is refreshed). */
export function useReviseOfferDocument(
  applicationId: string,
  options?: MutationHookOptions<
    unknown,
    { offerId: string; documentId: number } & ReviseOfferDocumentRequest
  >,
) {
  return useApiMutation(
    (
      api,
      { offerId, documentId, ...body }: { offerId: string; documentId: number } & ReviseOfferDocumentRequest,
    ) =>
      api.post(API.adminOfferDocumentRevision(offerId, documentId), body, {
        schema: responseSchema('okResponseSchema'),
        checkPermission: true,
      }),
    offerChanged(applicationId),
    options,
  );
}

/** GET /api/admin/staff (admins): the members and the open invitations. */
export function staffQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: staffKey,
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminStaff, {
          schema: responseSchema('staffListResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    retry: false,
  });
}

export function useStaff() {
  return useQuery(staffQueryOptions(useApi()));
}

async function staffChanged(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: staffKey });
  await queryClient.invalidateQueries({ queryKey: auditKey });
}

export function useInviteStaff(options?: MutationHookOptions<unknown, InviteStaffRequest>) {
  return useApiMutation(
    (api, body: InviteStaffRequest) =>
      api.post(API.adminStaffInvitations, body, {
        schema: responseSchema('staffInvitationResponseSchema'),
        checkPermission: true,
      }),
    staffChanged,
    options,
  );
}

export function useRevokeInvitation(options?: MutationHookOptions<unknown, string>) {
  return useApiMutation(
    (api, id: string) =>
      api.delete(API.adminStaffInvitation(id), {
        schema: responseSchema('okResponseSchema'),
        checkPermission: true,
      }),
    staffChanged,
    options,
  );
}

export function useChangeStaffRole(options?: MutationHookOptions<unknown, { id: string; role: StaffRole }>) {
  return useApiMutation(
    (api, { id, role }: { id: string; role: StaffRole }) =>
      api.request('PATCH', API.adminStaffMember(id), {
        body: { role },
        schema: responseSchema('staffMemberResponseSchema'),
        checkPermission: true,
      }),
    staffChanged,
    options,
  );
}

export function useRemoveStaff(options?: MutationHookOptions<unknown, string>) {
  return useApiMutation(
    (api, id: string) =>
      api.delete(API.adminStaffMember(id), {
        schema: responseSchema('okResponseSchema'),
        checkPermission: true,
      }),
    staffChanged,
    options,
  );
}

/** GET /api/admin/audit (admins): every staff write, newest first, 50 a page. */
export function auditQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...auditKey, page],
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminAudit, {
          params: { page },
          schema: responseSchema('adminAuditResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAudit(page: number) {
  return useQuery(auditQueryOptions(useApi(), page));
}

export const adminSiteKey = [...queryKeys.admin, 'site'] as const;

/** GET /api/admin/site (admins): every site settings section as candidates get it now, with the versions. */
export function adminSiteQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: adminSiteKey,
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminSite, {
          schema: responseSchema('adminSiteResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    retry: false,
  });
}

export function useAdminSite() {
  return useQuery(adminSiteQueryOptions(useApi()));
}

export interface SaveSiteSection {
  section: SiteSection;
  /** The version the section was read at (the configuration's, or the application form's own). */
  version: string | null;
  value: unknown;
}

/** PUT /api/admin/site/{section}: the section whole; the answer is every section as saved. */
export function useSaveSiteSection(options?: MutationHookOptions<AdminSite, SaveSiteSection>) {
  return useApiMutation(
    async (api, { section, version, value }: SaveSiteSection) =>
      (
        await api.put(
          API.adminSiteSection(section),
          { version, value },
          { schema: responseSchema('adminSiteResponseSchema'), checkPermission: true },
        )
      ).data,
    async (queryClient, site) => {
      queryClient.setQueryData(adminSiteKey, site);
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
    options,
  );
}

/** POST /api/admin/site/footer/preview: the footer HTML as the server will embed it. */
export function usePreviewFooter(options?: MutationHookOptions<{ html: string }, string>) {
  return useApiMutation(
    async (api, html: string) =>
      (
        await api.post(
          API.adminSiteFooterPreview,
          { html },
          { schema: responseSchema('siteFooterPreviewResponseSchema'), checkPermission: true },
        )
      ).data,
    () => undefined,
    options,
  );
}

const themeKey = [...queryKeys.admin, 'theme'] as const;

/** GET /api/admin/theme (admins): the site's saved theme and its version (docs/decisions/046). */
export function adminThemeQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: themeKey,
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminTheme, {
          schema: responseSchema('adminThemeResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    retry: false,
  });
}

export function useAdminTheme() {
  return useQuery(adminThemeQueryOptions(useApi()));
}

/** PUT /api/admin/theme: saves the theme if it is still at `version` (else a 409). */
export function useSaveTheme(options?: MutationHookOptions<AdminTheme, SaveThemeRequest>) {
  return useApiMutation(
    async (api, body: SaveThemeRequest) =>
      (
        await api.put(API.adminTheme, body, {
          schema: responseSchema('adminThemeResponseSchema'),
          checkPermission: true,
        })
      ).data,
    async (queryClient) => {
      await queryClient.invalidateQueries({ queryKey: themeKey });
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
    options,
  );
}

const analyticsKey = [...queryKeys.admin, 'analytics'] as const;

/** GET /api/admin/analytics: the site's figures over a period (docs/decisions/047). */
export function adminAnalyticsQueryOptions(api: ApiClient, query: AdminAnalyticsQuery) {
  return queryOptions({
    queryKey: [...analyticsKey, query],
    queryFn: async ({ signal }) =>
      (
        await api.get(API.adminAnalytics, {
          params: { ...query },
          schema: responseSchema('adminAnalyticsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminAnalytics(query: AdminAnalyticsQuery) {
  return useQuery(adminAnalyticsQueryOptions(useApi(), query));
}
