import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../lib/app-error.js';
import type { SignatureStamp } from './offer-pdf.js';
import { type StampResult, stamp } from './offer-pdf.worker.js';

const STAMP_TIMEOUT_MS = 60_000;

export interface OfferPdfPool {
  /**
   * Stamps a signature and its audit page on a worker thread. A drawn signature that cannot be decoded is a
   * 400 naming it. `threadId` is the thread that did the work.
   */
  stamp(
    original: Uint8Array,
    stamp: SignatureStamp,
  ): Promise<{ bytes: Uint8Array; signedPagesSha256: string; threadId: number }>;
  close(): Promise<void>;
}

/**
 * The worker file, compiled: a worker thread runs plain JavaScript. From `dist/` (npm start) it sits next to
 * this file; from the TypeScript sources (vitest) it is the same file in `dist/`, which `tsc -b` writes (the
 * test command type-checks, and so builds, before it runs the tests).
 */
function workerFile(): string | null {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = fromSource
    ? new URL('../../../dist/modules/offers/offer-pdf.worker.js', import.meta.url)
    : new URL('./offer-pdf.worker.js', import.meta.url);
  const file = fileURLToPath(url);
  return fromSource && !existsSync(file) ? null : file;
}

/**
 * The offer PDFs' worker pool (piscina). Two threads at most on the small machines this runs on, started with
 * the first signature and stopped after a minute without one. Without a compiled worker (the sources run
 * before any build) the work runs on the calling thread.
 */
export function createOfferPdfPool(): OfferPdfPool {
  const filename = workerFile();
  let pool: Piscina | null = null;
  const run = async (task: Parameters<typeof stamp>[0]): Promise<StampResult> => {
    if (!filename) return stamp(task);
    pool ??= new Piscina({ filename, minThreads: 0, maxThreads: 2, idleTimeout: 60_000 });
    // A backstop: a stamp that has not finished in a minute ends its thread instead of holding it for ever.
    return pool.run(task, {
      name: 'stamp',
      signal: AbortSignal.timeout(STAMP_TIMEOUT_MS),
    }) as Promise<StampResult>;
  };
  return {
    async stamp(original, details) {
      const result = await run({ original, stamp: details });
      if (!result.ok)
        throw new AppError('VALIDATION_FAILED', result.message, { fields: { drawing: result.message } });
      return result;
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
