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
  /** The candidate reviews what was read (the bootstrapping page): the profile is left as it is. */
  readonly reviewFields?: boolean;
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
  if (input.reviewFields) form.append('review_fields', '1');
  const body = await api.upload(API.uploadResume, form, {
    schema: responseSchema('uploadResumeResponseSchema'),
    silent: true,
    skipRateLimitToast: true,
  });
  return body.data;
}

/**
 * After a candidate's upload the profile may have changed (an empty location, phone, skills, jobs or schools
 * are filled from the resume) and the resume list has grown: the profile and its completion are asked again,
 * and so are the search (distances and "near me" use the candidate's location), the open position and every
 * match score.
 */
export function useUploadResume(options?: MutationHookOptions<UploadResumeResult, UploadResumeInput>) {
  return useApiMutation(
    uploadResume,
    (queryClient, answer) => {
      if (!answer.candidate) return undefined;
      return Promise.all(
        [
          queryKeys.profileDetails,
          queryKeys.profileAnalysis,
          queryKeys.search,
          queryKeys.position,
          queryKeys.matchDetails,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    options,
  );
}
