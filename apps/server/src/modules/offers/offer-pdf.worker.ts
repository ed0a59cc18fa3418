import { threadId } from 'node:worker_threads';
import { DrawingError, type SignatureStamp, stampSignature } from './offer-pdf.js';
import { checkSignaturePixels } from './signature-drawing.js';

/*
 * The offer PDFs' thread (piscina, `offer-pdf-pool.ts`): pdf-lib parses, stamps and rewrites a whole document,
 * and decodes a drawn signature's PNG, synchronously — tens to hundreds of milliseconds of CPU that on the
 * server's own thread would hold every other request.
 */

export type StampResult =
  | { ok: true; bytes: Uint8Array; signedPagesSha256: string; threadId: number }
  /** The drawn signature could not be decoded: the caller answers 400, not 500. */
  | { ok: false; message: string; threadId: number };

/** Stamps the signature and appends the audit page (one step, `stampSignature`). */
export async function stamp(task: { original: Uint8Array; stamp: SignatureStamp }): Promise<StampResult> {
  try {
    // The pixel data is checked before pdf-lib decodes it: its PNG decoder can loop forever on a broken stream.
    if (task.stamp.drawingPng) checkSignaturePixels(task.stamp.drawingPng);
    return { ok: true, ...(await stampSignature(task.original, task.stamp)), threadId };
  } catch (error) {
    // An error's class does not survive the thread boundary: the refusal travels as data.
    if (error instanceof DrawingError) return { ok: false, message: error.message, threadId };
    throw error;
  }
}
