import { RESUME_MAX_BYTES } from '@portico/contracts';
import { isApiError } from './api/errors.js';

/*
 * A resume file chosen by the candidate, before and after `upload_resume`: what the picker accepts, the early
 * checks of size and kind (the server checks the bytes), reading it as the data URL the call sends, and what a
 * failed upload means to the candidate. The apply page and the profile page share these.
 */

/** What the upload takes: PDF, DOCX or plain text (the server checks the bytes; this is the early word). */
export const RESUME_ACCEPT = [
  '.pdf',
  '.docx',
  '.txt',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
].join(',');
const EXTENSIONS = /\.(pdf|docx|txt)$/i;

export type ResumeError = 'tooLarge' | 'wrongType' | 'unreadable' | 'failed' | 'offline' | 'missing';

/** The file's problem before anything is sent, or null. */
export function checkResumeFile(file: Pick<File, 'name' | 'size'>): ResumeError | null {
  if (file.size > RESUME_MAX_BYTES) return 'tooLarge';
  if (!EXTENSIONS.test(file.name)) return 'wrongType';
  return null;
}

/** The file as a data URL (`data:<type>;base64,…`), the form upload calls send files in. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** What a failed `upload_resume` means to the candidate. */
export function resumeUploadError(error: unknown): ResumeError {
  if (!isApiError(error)) return 'failed';
  if (error.status === 415 || error.code === 'UNSUPPORTED_MEDIA_TYPE') return 'unreadable';
  if (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE') return 'tooLarge';
  if (error.kind === 'network') return 'offline';
  return 'failed';
}
