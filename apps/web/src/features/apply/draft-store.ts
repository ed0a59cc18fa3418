import type { ResumeSummary } from '@portico/contracts';

/*
 * The browser's copy of an application in progress (docs/decisions/020): written on every change, so a
 * crash, a closed browser or a lost connection loses nothing. A visitor's draft lives only here; a signed-in
 * candidate's is also on the server, and `dirty` says whether this copy holds changes the server has not
 * confirmed yet. Storage is passed in: callers touch localStorage only in effects (the page renders on the
 * server too).
 */

/** What was read from the resume with less certainty than RESUME_CONFIDENCE_THRESHOLD, by top-level field. */
export interface ResumeCheck {
  /** The resume's own text the value came from (a plain field). */
  readonly source?: string;
  /** 1-based entries of a list to check (experience, education). */
  readonly entries?: readonly number[];
}
export type ResumeChecks = Readonly<Record<string, ResumeCheck>>;

export interface LocalDraft {
  readonly values: Readonly<Record<string, unknown>>;
  /** The stepper step the candidate was at (0 = resume). */
  readonly step: number;
  readonly resume: ResumeSummary | null;
  /** The server draft version each position's copy is based on (signed in). */
  readonly versions: Readonly<Record<string, number>>;
  /** Holds changes the server has not confirmed (always true for a visitor's draft, which has no server copy). */
  readonly dirty: boolean;
  readonly checks: ResumeChecks;
  /** ISO time of the last change. */
  readonly savedAt: string;
}

/**
 * The answers as a comparable text: keys sorted, empty answers (undefined, null, '') left out. A draft read
 * back from the server, or reset into the form, may list keys in another order or carry empty fields the
 * form registered: neither is a change of the candidate's answers.
 */
export function answersKey(value: unknown): string {
  const normal = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(normal);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v).sort()) {
        const item = (v as Record<string, unknown>)[key];
        if (item === undefined || item === null || item === '') continue;
        out[key] = normal(item);
      }
      return out;
    }
    return v;
  };
  return JSON.stringify(normal(value)) ?? '';
}

const PREFIX = 'portico-apply-draft';
const VISITOR = 'visitor';

/**
 * One key per tenant, person and set of jobs: a candidate's copy is not shown to the next visitor of a
 * shared browser, and the job cart's draft is not a single job's.
 */
export function draftKey(domain: string, userId: string | null, pids: readonly number[]): string {
  const ids = [...pids].sort((a, b) => a - b).join(',');
  return `${PREFIX}:${domain}:${userId ?? VISITOR}:${ids}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readResume(value: unknown): ResumeSummary | null {
  if (!isRecord(value)) return null;
  const { id, fileName, kind, size, uploadedAt } = value;
  if (typeof id !== 'string' || typeof fileName !== 'string') return null;
  return {
    id,
    fileName,
    kind: kind === 'docx' || kind === 'txt' ? kind : 'pdf',
    size: typeof size === 'number' ? size : 0,
    uploadedAt: typeof uploadedAt === 'string' ? uploadedAt : '',
  };
}

/** The stored copy, or null when there is none or it cannot be read (another version's shape, a full disk). */
export function readLocalDraft(storage: Storage | undefined, key: string): LocalDraft | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || !isRecord(data.values)) return null;
    const versions: Record<string, number> = {};
    if (isRecord(data.versions)) {
      for (const [pid, v] of Object.entries(data.versions)) if (typeof v === 'number') versions[pid] = v;
    }
    return {
      values: data.values,
      step: typeof data.step === 'number' && data.step >= 0 ? Math.floor(data.step) : 0,
      resume: readResume(data.resume),
      versions,
      dirty: data.dirty === true,
      checks: isRecord(data.checks) ? (data.checks as ResumeChecks) : {},
      savedAt: typeof data.savedAt === 'string' ? data.savedAt : '',
    };
  } catch {
    return null;
  }
}

/** Writes the copy; false when the browser refused (private mode, quota), which the status then says. */
export function writeLocalDraft(storage: Storage | undefined, key: string, draft: LocalDraft): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a copy that cannot be removed is overwritten by the next apply.
  }
}

/** The browser's localStorage, or undefined where there is none (the server, a locked-down browser). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
