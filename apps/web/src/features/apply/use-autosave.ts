import { DRAFT_AUTOSAVE_MS, type DraftApplication, type ResumeSummary } from '@portico/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../lib/api/client.js';
import { getDraftApplications, saveDraftApplication } from '../../lib/api/endpoints/draft-applications.js';
import { isApiError } from '../../lib/api/errors.js';
import { versionsOf } from './draft-start.js';
import { answersKey, browserStorage, type ResumeChecks, writeLocalDraft } from './draft-store.js';

/** What autosave keeps: the answers, the step, the resume and the marks of what to check. */
export interface DraftSnapshot {
  readonly values: Readonly<Record<string, unknown>>;
  readonly step: number;
  readonly resume: ResumeSummary | null;
  readonly checks: ResumeChecks;
}

/**
 * `saving` (a change waits for the debounce or is being sent), `saved` (the server has it), `savedLocal`
 * (a visitor's answers, kept in this browser), `offline` (kept here, sent when the connection returns),
 * `failed` (the server refused; kept here, tried again with the next change).
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'savedLocal' | 'offline' | 'failed';

export interface AutosaveOptions {
  readonly api: ApiClient;
  readonly signedIn: boolean;
  /** The jobs this application goes to: a signed-in candidate's draft is kept for each. */
  readonly positionIds: readonly number[];
  /** The private job link's token: a private job's draft is saved with it, like the job is read. */
  readonly privateToken?: string | null;
  readonly storageKey: string;
  /** Where the page started (chooseStart). */
  readonly start: DraftSnapshot & {
    readonly versions: Readonly<Record<string, number>>;
    readonly dirty: boolean;
  };
  /** A newer draft saved elsewhere replaces the answers on screen (DRAFT_CONFLICT). */
  readonly onNewerDraft: (draft: DraftApplication) => void;
  readonly delayMs?: number;
}

export interface Autosave {
  readonly status: SaveStatus;
  /** Bumped with every conflict the candidate must be told about (the live region reads it). */
  readonly conflicts: number;
  /** Keep this snapshot: in the browser at once, on the server after the debounce. */
  change(snapshot: DraftSnapshot): void;
  /** Send what waits now (before leaving the page). */
  flush(): void;
  /** Stop saving (the application is being sent, or was). */
  stop(): void;
  /** Start again after a failed submit. */
  resume(): void;
  /** The server draft version of each job now. */
  versions(): Record<string, number>;
}

const json = (snapshot: DraftSnapshot) =>
  answersKey([snapshot.values, snapshot.step, snapshot.resume?.id ?? null]);

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Debounced autosave (DRAFT_AUTOSAVE_MS) with a browser copy of every change. Signed in, each job's draft is
 * PUT over the version it was based on; 409 DRAFT_CONFLICT loads the newest draft (`onNewerDraft`) and counts
 * a conflict. Offline (or on a network error) the change stays queued and goes out on `online`. One save is
 * in flight at a time; changes made meanwhile follow it. Window and storage are touched in effects and
 * handlers only.
 */
export function useAutosave(options: AutosaveOptions): Autosave {
  const { api, signedIn, storageKey } = options;
  const delay = options.delayMs ?? DRAFT_AUTOSAVE_MS;
  const [status, setStatus] = useState<SaveStatus>(options.start.dirty && signedIn ? 'saving' : 'idle');
  const [conflicts, setConflicts] = useState(0);

  const latest = useRef<DraftSnapshot>(options.start);
  const versions = useRef<Record<string, number>>({ ...options.start.versions });
  const dirty = useRef(options.start.dirty);
  const confirmed = useRef(options.start.dirty ? '' : json(options.start));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);
  const stopped = useRef(false);
  const lastFlush = useRef(0);
  const live = useRef(options);
  live.current = options;

  const writeLocal = useCallback(
    (snapshot: DraftSnapshot, isDirty: boolean) =>
      writeLocalDraft(browserStorage(), storageKey, {
        values: snapshot.values,
        step: snapshot.step,
        resume: snapshot.resume,
        checks: snapshot.checks,
        versions: { ...versions.current },
        dirty: isDirty,
        savedAt: new Date().toISOString(),
      }),
    [storageKey],
  );

  const loadNewer = useCallback(async (): Promise<boolean> => {
    const { positionIds } = live.current;
    try {
      const drafts = await getDraftApplications(api);
      const ours = drafts.openDraftApplications.filter((d) => positionIds.includes(d.position_id));
      const newest = [...ours].sort(
        (a, b) => b.updated_at.localeCompare(a.updated_at) || b.version - a.version,
      )[0];
      Object.assign(versions.current, versionsOf(ours));
      if (!newest) return false;
      const snapshot: DraftSnapshot = {
        values: newest.values,
        step: newest.step,
        resume: latest.current.resume?.id === newest.resume_id ? latest.current.resume : null,
        checks: latest.current.checks,
      };
      latest.current = snapshot;
      confirmed.current = json(snapshot);
      dirty.current = false;
      writeLocal(snapshot, false);
      live.current.onNewerDraft(newest);
      setConflicts((n) => n + 1);
      return true;
    } catch {
      return false;
    }
  }, [api, writeLocal]);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (stopped.current || !live.current.signedIn || !dirty.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    if (isOffline()) {
      setStatus('offline');
      return;
    }
    const snapshot = latest.current;
    inFlight.current = true;
    lastFlush.current = Date.now();
    setStatus('saving');
    const ids = live.current.positionIds;
    const results = await Promise.allSettled(
      ids.map((id) =>
        saveDraftApplication(api, {
          position_id: id,
          base_version: versions.current[String(id)] ?? 0,
          step: snapshot.step,
          values: snapshot.values as Record<string, unknown>,
          resume_id: snapshot.resume?.id ?? null,
          private: live.current.privateToken ?? null,
        }),
      ),
    );
    inFlight.current = false;
    let conflict = false;
    let offline = false;
    let failed = false;
    for (const result of results) {
      if (result.status === 'fulfilled') {
        versions.current[String(result.value.position_id)] = result.value.version;
      } else if (isApiError(result.reason) && result.reason.code === 'DRAFT_CONFLICT') conflict = true;
      else if (isApiError(result.reason) && result.reason.kind === 'network') offline = true;
      else failed = true;
    }
    if (stopped.current) return;
    if (conflict && (await loadNewer())) {
      setStatus('saved');
      again.current = false;
      return;
    }
    if (offline) {
      setStatus('offline');
      writeLocal(latest.current, true);
      return;
    }
    if (failed || conflict) {
      setStatus('failed');
      writeLocal(latest.current, true);
      return;
    }
    if (latest.current === snapshot) {
      dirty.current = false;
      confirmed.current = json(snapshot);
      writeLocal(snapshot, false);
      setStatus('saved');
    } else {
      // Written while this save was on its way: the next one follows at once.
      writeLocal(latest.current, true);
    }
    if (again.current || latest.current !== snapshot) {
      again.current = false;
      void flushRef.current();
    }
  }, [api, loadNewer, writeLocal]);
  const flushRef = useRef(flush);
  flushRef.current = flush;

  const change = useCallback(
    (snapshot: DraftSnapshot) => {
      if (stopped.current) return;
      latest.current = snapshot;
      const signed = live.current.signedIn;
      // A change back to what the server already holds (a reload of the newer draft) is not a change.
      if (signed && !dirty.current && json(snapshot) === confirmed.current) return;
      dirty.current = true;
      const kept = writeLocal(snapshot, true);
      if (!signed) {
        setStatus(isOffline() ? 'offline' : kept ? 'savedLocal' : 'failed');
        return;
      }
      if (isOffline()) {
        setStatus('offline');
        return;
      }
      setStatus('saving');
      clearTimeout(timer.current);
      // One PUT per job: a job cart's saves are spaced so that at most 4 go out a second (the server's
      // draft limit is 240 a minute).
      const spacing = delay * Math.ceil(live.current.positionIds.length / 4);
      const wait = Math.max(delay, lastFlush.current + spacing - Date.now());
      timer.current = setTimeout(() => void flushRef.current(), wait);
    },
    [delay, writeLocal],
  );

  // Unsent changes from last time go out as soon as the page is up (later ones come through `change`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the start is the first render's, on purpose
  useEffect(() => {
    if (options.start.dirty && signedIn) void flushRef.current();
    else if (options.start.dirty) setStatus(isOffline() ? 'offline' : 'savedLocal');
  }, []);

  useEffect(() => {
    const online = () => {
      if (!live.current.signedIn) {
        if (dirty.current) setStatus('savedLocal');
        return;
      }
      if (dirty.current) void flushRef.current();
    };
    const offline = () => {
      if (dirty.current || live.current.signedIn) setStatus('offline');
    };
    const hide = () => {
      if (document.visibilityState === 'hidden') void flushRef.current();
    };
    const pagehide = () => void flushRef.current();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', pagehide);
    document.addEventListener('visibilitychange', hide);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', pagehide);
      document.removeEventListener('visibilitychange', hide);
      clearTimeout(timer.current);
    };
  }, []);

  const stop = useCallback(() => {
    stopped.current = true;
    clearTimeout(timer.current);
  }, []);
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return {
    status,
    conflicts,
    change,
    flush: () => void flushRef.current(),
    stop,
    resume,
    versions: () => ({ ...versions.current }),
  };
}
