import { API, type ExportResumeQuery } from '@portico/contracts';
import { withQuery } from '../query-string.js';

/** The resume file as the server made it, with the name it gave it. */
export interface ResumeFile {
  blob: Blob;
  fileName: string;
}

/** A failed export: the HTTP status (0 when the request never got an answer) and the server's error code. */
export class ResumeExportError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
  ) {
    super(code ?? `HTTP ${status}`);
    this.name = 'ResumeExportError';
  }
}

/** The address of `GET /api/pcsx/export_resume` (docs/decisions/025) for a choice, with the tenant's `domain`. */
export function exportResumeUrl(query: Required<ExportResumeQuery>, domain: string | null): string {
  return withQuery(API.exportResume, { ...query, domain });
}

/** RFC 6266: the UTF-8 `filename*` when there is one, else the plain `filename`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Fetches the resume as a file (a binary answer, so not through the JSON client): the page can show that it is
 * being made and say what went wrong, which a plain download link cannot. A GET needs no CSRF token.
 */
export async function fetchResume(
  url: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<ResumeFile> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ResumeExportError(0, null);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: unknown } } | null;
    const code = typeof body?.error?.code === 'string' ? body.error.code : null;
    throw new ResumeExportError(response.status, code);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName),
  };
}
