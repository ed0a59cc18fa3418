import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { extractResumeText, type ResumeText, UnsupportedResumeError } from './resume-text.js';
import type { ResumeTextResult } from './resume-text.worker.js';

export interface ResumeTextReader {
  read(bytes: Uint8Array): Promise<ResumeText>;
  close(): Promise<void>;
}

/**
 * Reads resumes on a worker thread (one, kept warm: uploads are rare next to page views, and the second core
 * serves requests). When this module runs from its TypeScript source (the test runner), a worker thread could
 * not load the worker file, so the same function runs on the calling thread instead.
 */
export function createResumeTextReader(): ResumeTextReader {
  if (import.meta.url.endsWith('.ts')) {
    return { read: extractResumeText, close: async () => undefined };
  }
  const pool = new Piscina<{ bytes: Uint8Array }, ResumeTextResult>({
    filename: fileURLToPath(new URL('./resume-text.worker.js', import.meta.url)),
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return {
    async read(bytes) {
      const result = await pool.run({ bytes });
      if (!result.ok) throw new UnsupportedResumeError(result.reason, result.message);
      return result.text;
    },
    close: () => pool.destroy(),
  };
}
