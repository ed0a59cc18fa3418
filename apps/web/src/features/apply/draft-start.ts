import type { DraftApplication, ResumeSummary } from '@portico/contracts';
import { answersKey, type LocalDraft, type ResumeChecks } from './draft-store.js';

/*
 * Where a reopened apply page starts (docs/decisions/020): the browser's copy, the server's drafts (signed
 * in) and what the site knows (`prefill`, under everything else). Pure, so the rules are tested alone.
 */

export interface StartState {
  readonly values: Readonly<Record<string, unknown>>;
  readonly step: number;
  readonly resumeId: string | null;
  /** The resume's summary when the browser's copy knows it (a visitor's upload is in no list). */
  readonly resume: ResumeSummary | null;
  /** Server draft version per position id (0: none yet). */
  readonly versions: Readonly<Record<string, number>>;
  readonly checks: ResumeChecks;
  /** The browser's copy holds changes to send. */
  readonly dirty: boolean;
  /** A newer draft from another window or device replaced this browser's unsent changes: say so. */
  readonly replacedByNewer: boolean;
  /** Where the answers came from: nothing yet, the browser's copy or the server's draft. */
  readonly origin: 'fresh' | 'local' | 'server';
}

const same = (a: unknown, b: unknown) => answersKey(a) === answersKey(b);

function newest(drafts: readonly DraftApplication[]): DraftApplication | undefined {
  return [...drafts].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.version - a.version)[0];
}

export function versionsOf(drafts: readonly DraftApplication[]): Record<string, number> {
  return Object.fromEntries(drafts.map((d) => [String(d.position_id), d.version]));
}

export interface StartInput {
  readonly local: LocalDraft | null;
  readonly signedIn: boolean;
  /** The signed-in candidate's open drafts of this page's jobs; null when they could not be read (offline). */
  readonly drafts: readonly DraftApplication[] | null;
  readonly prefill: Readonly<Record<string, unknown>>;
}

/**
 * - The browser's copy with unsent changes wins when it was based on the server's current versions (it is
 *   their continuation), or when the server holds the same answers; otherwise a newer save from elsewhere
 *   wins and the candidate is told (the version decides, never a silent overwrite).
 * - Else the newest server draft; else the browser's copy, but for a signed-in candidate only when it is
 *   unsent (a confirmed copy without a server draft was submitted or deleted since).
 * - Answers sit over `prefill`, so what the candidate wrote wins over what the account knew.
 */
export function chooseStart({ local, signedIn, drafts, prefill }: StartInput): StartState {
  const server = drafts ? newest(drafts) : undefined;
  const versions = drafts ? versionsOf(drafts) : {};
  const fromServer = (draft: DraftApplication, replacedByNewer: boolean): StartState => ({
    values: { ...prefill, ...draft.values },
    step: draft.step,
    resumeId: draft.resume_id,
    resume: local?.resume?.id === draft.resume_id ? local.resume : null,
    versions,
    checks: local?.checks ?? {},
    dirty: false,
    replacedByNewer,
    origin: 'server',
  });
  const fromLocal = (copy: LocalDraft, dirty: boolean, own = versions): StartState => ({
    values: { ...prefill, ...copy.values },
    step: copy.step,
    resumeId: copy.resume?.id ?? null,
    resume: copy.resume,
    versions: signedIn ? own : {},
    checks: copy.checks,
    dirty,
    replacedByNewer: false,
    origin: 'local',
  });

  // The server could not be asked: carry on from this browser's copy, on the versions it was based on.
  if (signedIn && drafts === null && local) return fromLocal(local, local.dirty, local.versions);
  if (local && (local.dirty || !signedIn)) {
    if (!signedIn) return fromLocal(local, true);
    const current = (drafts ?? []).every((d) => local.versions[String(d.position_id)] === d.version);
    if (!server || current) return fromLocal(local, true);
    if (same(local.values, server.values) && local.step === server.step) return fromServer(server, false);
    return fromServer(server, true);
  }
  if (server) return fromServer(server, false);
  return {
    values: { ...prefill },
    step: 0,
    resumeId: null,
    resume: null,
    versions,
    checks: {},
    dirty: false,
    replacedByNewer: false,
    origin: 'fresh',
  };
}
