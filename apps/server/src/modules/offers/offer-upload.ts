import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/crypto.js';
import { sanitizePdf, UnreadablePdfError } from '../../lib/pdf-sanitize.js';
import { auditFileName } from './audit-text.js';
import { OFFER_MESSAGES, type UploadedPdf } from './offer-context.js';
import { isPdf } from './offer-pdf.js';

/*
 * A signed copy the candidate uploads (the offer letter or another document): one real PDF, stored without
 * its active content, under a file name fit for the audit trail.
 */

export interface CheckedUpload {
  /** The bytes to store: the upload, or the upload with its active content removed. */
  bytes: Uint8Array;
  /** What the audit row records about the file: its name (`auditFileName`), the stored bytes' hash and size. */
  detail: { filename: string; sha256: string; size: number; removed_active_content?: string[] };
}

/** A missing file, or one that is not a PDF, is refused before anything is written. */
export async function checkUpload(file: UploadedPdf | null): Promise<CheckedUpload> {
  if (!file)
    throw new AppError('VALIDATION_FAILED', OFFER_MESSAGES.noFile, {
      fields: { file: OFFER_MESSAGES.noFile },
    });
  if (!(await isPdf(file.bytes))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', OFFER_MESSAGES.notPdf);
  const { bytes, removed } = await sanitizePdf(file.bytes).catch((error: unknown) => {
    if (error instanceof UnreadablePdfError)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', OFFER_MESSAGES.notPdf);
    throw error;
  });
  return {
    bytes,
    detail: {
      filename: auditFileName(file.filename),
      sha256: sha256(bytes),
      size: bytes.length,
      ...(removed.length > 0 ? { removed_active_content: removed } : {}),
    },
  };
}
