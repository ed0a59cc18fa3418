import { API, type UploadResumeResponse } from '@portico/contracts';
import type { ApiClient } from '../client.js';
import { responseSchema } from '../lazy-schema.js';
import { queryKeys } from './keys.js';
import { type MutationHookOptions, useApiMutation } from './mutation.js';

export type UploadResumeResult = UploadResumeResponse['data'];

export interface UploadResumeInput {
  readonly fileName: string;
  /** The file as a data URL (`data:application/pdf;base64,…`); the server reads the bytes, not the type. */
  readonly dataUrl: string;
  /** The tenant's domain (spec 2 §7). */
  readonly domain: string;
}

/**
 * POST /api/pcsx/upload_resume (spec 2 §7), multipart with `resume_file_name`, `resume_content` and
 * `domain`: the stored resume and what was read from it. 415 for a file that is not a PDF, DOCX or text
 * file, 413 above 5 MB. Silent: the screen says what went wrong next to the upload.
 */
export async function uploadResume(api: ApiClient, input: UploadResumeInput): Promise<UploadResumeResult> {
  const form = new FormData();
  form.append('resume_file_name', input.fileName);
  form.append('resume_content', input.dataUrl);
  form.append('domain', input.domain);
  const body = await api.upload(API.uploadResume, form, {
    schema: responseSchema('uploadResumeResponseSchema'),
    silent: true,
    skipRateLimitToast: true,
  });
  return body.data;
}

export function useUploadResume(options?: MutationHookOptions<UploadResumeResult, UploadResumeInput>) {
  // The candidate's location may have been filled from the resume: match scores and positions change.
  return useApiMutation(
    uploadResume,
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.matchDetails }),
    options,
  );
}
