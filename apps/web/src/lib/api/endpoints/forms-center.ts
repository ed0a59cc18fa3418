import {
  API,
  type CandidateForm,
  type CandidateFormSummary,
  type FormsCenterTab,
  type FormsListResponse,
} from '@portico/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client.js';
import { useApi } from '../context.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

/*
 * The forms center (spec 1 §7 `forms_list`; docs/decisions/019). `silent`: the screens show their own
 * loading, empty and error states, and a submit's field errors at the fields.
 */

export type FormsListData = FormsListResponse['data'];
export type CandidateFormAnswers = Record<string, unknown>;

/** GET /api/pcsx/forms_list?tab_id=&include_tab_list=true: the tab's forms and every tab's count. */
export async function getFormsList(
  api: ApiClient,
  tab: FormsCenterTab,
  signal?: AbortSignal,
): Promise<FormsListData> {
  const body = await api.get(API.formsList, {
    params: { tab_id: tab, include_tab_list: true },
    schema: responseSchema('formsListResponseSchema'),
    signal,
    silent: true,
  });
  return body.data;
}

export function formsListQueryOptions(api: ApiClient, tab: FormsCenterTab) {
  return queryOptions({
    queryKey: [...queryKeys.formsList, tab] as const,
    queryFn: ({ signal }) => getFormsList(api, tab, signal),
    retry: false,
  });
}

export function useFormsList(tab: FormsCenterTab) {
  return useQuery(formsListQueryOptions(useApi(), tab));
}

/** GET /api/pcsx/forms/{id}: one assigned form with its definition and saved answers. */
export async function getCandidateForm(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<CandidateForm> {
  const body = await api.get(API.candidateForm(id), {
    schema: responseSchema('candidateFormResponseSchema'),
    signal,
    silent: true,
  });
  return body.data.form;
}

export function candidateFormQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...queryKeys.candidateForm, id] as const,
    queryFn: ({ signal }) => getCandidateForm(api, id, signal),
    retry: false,
    // The answers on screen are the candidate's own: a refetch must not replace what they are typing.
    refetchOnWindowFocus: false,
  });
}

export function useCandidateForm(id: string) {
  return useQuery({ ...candidateFormQueryOptions(useApi(), id), enabled: id !== '' });
}

export interface CandidateFormAnswersInput {
  id: string;
  answers: CandidateFormAnswers;
}

/** PUT /api/pcsx/forms/{id}: saves progress on a form not yet sent. */
export async function saveCandidateForm(
  api: ApiClient,
  input: CandidateFormAnswersInput,
): Promise<CandidateFormSummary> {
  const body = await api.put(
    API.candidateForm(input.id),
    { answers: input.answers },
    { schema: responseSchema('saveCandidateFormResponseSchema'), silent: true },
  );
  return body.data.form;
}

/** POST /api/pcsx/forms/{id}/submit: sends the form (422 with field errors, 409 when already sent). */
export async function submitCandidateForm(
  api: ApiClient,
  input: CandidateFormAnswersInput,
): Promise<CandidateForm> {
  const body = await api.post(
    API.candidateFormSubmit(input.id),
    { answers: input.answers },
    { schema: responseSchema('candidateFormResponseSchema'), silent: true },
  );
  return body.data.form;
}

/** The saved answers become the cached form's (so leaving and coming back shows them); the list's flags move. */
async function afterSave(qc: QueryClient, summary: CandidateFormSummary, input: CandidateFormAnswersInput) {
  qc.setQueryData<CandidateForm>([...queryKeys.candidateForm, input.id], (form) =>
    form ? { ...form, ...summary, answers: input.answers } : form,
  );
  await qc.invalidateQueries({ queryKey: queryKeys.formsList });
}

async function afterSubmit(qc: QueryClient, form: CandidateForm) {
  qc.setQueryData([...queryKeys.candidateForm, form.id], form);
  await qc.invalidateQueries({ queryKey: queryKeys.formsList });
}

export function useSaveCandidateForm(
  options?: MutationHookOptions<CandidateFormSummary, CandidateFormAnswersInput>,
) {
  return useApiMutation(saveCandidateForm, afterSave, options);
}

export function useSubmitCandidateForm(
  options?: MutationHookOptions<CandidateForm, CandidateFormAnswersInput>,
) {
  return useApiMutation(submitCandidateForm, (qc, form) => afterSubmit(qc, form), options);
}
