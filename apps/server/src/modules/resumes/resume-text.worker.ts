import { extractResumeText, UnsupportedResumeError, warmUpResumeText } from './resume-text.js';

/*
 * The resume reader's thread (piscina): pdf.js and mammoth take tens to hundreds of milliseconds per file,
 * which on the server's own thread would stall every other request. Warmed up once when the thread starts,
 * so the first real resume is not the one paying for pdf.js's first run.
 */
await warmUpResumeText();

export type ResumeTextResult =
  | { ok: true; text: Awaited<ReturnType<typeof extractResumeText>> }
  | { ok: false; reason: UnsupportedResumeError['reason']; message: string };

export default async function readResume({ bytes }: { bytes: Uint8Array }): Promise<ResumeTextResult> {
  try {
    return { ok: true, text: await extractResumeText(bytes) };
  } catch (error) {
    // An error's class does not survive the thread boundary: the refusal travels as data.
    if (error instanceof UnsupportedResumeError)
      return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
}
