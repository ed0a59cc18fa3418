import {
  type AdminForm,
  type AdminFormRecipient,
  type AdminFormSummary,
  API,
  type AssignAdminFormRequest,
  type AssignAdminFormResult,
  type CreateAdminFormRequest,
  type UpdateAdminFormRequest,
} from '@portico/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/* The admin's form builder (docs/decisions/048). A 403 means the account is not a tenant admin. */

const formsKey = [...queryKeys.admin, 'forms'] as const;
export const adminFormKey = (id: string) => [...formsKey, id] as const;
const recipientsKey = (id: string) => [...formsKey, id, 'recipients'] as const;

/** GET /api/admin/forms: the tenant's forms with how many people have each to fill or have sent it. */
export function adminFormsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: formsKey,
    queryFn: async ({ signal }): Promise<AdminFormSummary[]> =>
      (
        await api.get(API.adminForms, {
          schema: responseSchema('adminFormsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data.forms,
    retry: false,
  });
}

export function useAdminForms() {
  return useQuery(adminFormsQueryOptions(useApi()));
}

/** GET /api/admin/forms/{id}: one form with its questions and version. */
export function adminFormQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: adminFormKey(id),
    queryFn: async ({ signal }): Promise<AdminForm> =>
      (
        await api.get(API.adminForm(id), {
          schema: responseSchema('adminFormResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data,
    retry: false,
    // The builder holds the person's edits; a refetch on focus must not replace the version they started from.
    refetchOnWindowFocus: false,
  });
}

export function useAdminForm(id: string) {
  return useQuery(adminFormQueryOptions(useApi(), id));
}

/** GET /api/admin/forms/{id}/recipients: the hired candidates and where the form stands for each. */
export function useAdminFormRecipients(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: recipientsKey(id),
    queryFn: async ({ signal }): Promise<AdminFormRecipient[]> =>
      (
        await api.get(API.adminFormRecipients(id), {
          schema: responseSchema('adminFormRecipientsResponseSchema'),
          signal,
          checkPermission: true,
        })
      ).data.recipients,
    retry: false,
  });
}

async function formChanged(queryClient: QueryClient, form: AdminForm) {
  queryClient.setQueryData(adminFormKey(form.id), form);
  await queryClient.invalidateQueries({ queryKey: formsKey, exact: true });
  await queryClient.invalidateQueries({ queryKey: [...queryKeys.admin, 'audit'] });
}

export function useCreateAdminForm(options?: MutationHookOptions<AdminForm, CreateAdminFormRequest>) {
  return useApiMutation(
    async (api, body: CreateAdminFormRequest) =>
      (
        await api.post(API.adminForms, body, {
          schema: responseSchema('adminFormResponseSchema'),
          checkPermission: true,
        })
      ).data,
    formChanged,
    options,
  );
}

/** PUT /api/admin/forms/{id}: the whole form, naming the version it was read at (409 when stale). */
export function useSaveAdminForm(
  id: string,
  options?: MutationHookOptions<AdminForm, UpdateAdminFormRequest>,
) {
  return useApiMutation(
    async (api, body: UpdateAdminFormRequest) =>
      (
        await api.put(API.adminForm(id), body, {
          schema: responseSchema('adminFormResponseSchema'),
          checkPermission: true,
        })
      ).data,
    formChanged,
    options,
  );
}

export function useAssignAdminForm(
  id: string,
  options?: MutationHookOptions<AssignAdminFormResult, AssignAdminFormRequest>,
) {
  return useApiMutation(
    async (api, body: AssignAdminFormRequest) =>
      (
        await api.post(API.adminFormAssign(id), body, {
          schema: responseSchema('assignAdminFormResponseSchema'),
          checkPermission: true,
        })
      ).data,
    async (queryClient) => {
      await queryClient.invalidateQueries({ queryKey: formsKey });
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.admin, 'audit'] });
    },
    options,
  );
}
