import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../../db/types.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { createSessionsRepository } from './sessions.repository.js';

/** last_seen_at is written at most this often, so busy pages do not turn every request into a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export type SessionLookup =
  | { status: 'none' }
  /** The token named a session that timed out (idle or absolute); the row has been deleted. */
  | { status: 'expired' }
  | { status: 'valid'; session: SessionRow };

export function createSessionsService(db: Kysely<Database>, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const repo = createSessionsRepository(db);
  const idleCutoff = (t: Date) => new Date(t.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString();

  return {
    /** Starts a session; the returned token goes into the cookie and is never stored. */
    async create(input: {
      tenantId: string;
      candidateId: string;
      userAgent?: string | null;
      ip?: string | null;
    }): Promise<{ token: string; session: SessionRow }> {
      const token = randomToken(32);
      const t = now();
      const session: SessionRow = {
        id: sha256(token),
        tenant_id: input.tenantId,
        candidate_id: input.candidateId,
        created_at: t.toISOString(),
        last_seen_at: t.toISOString(),
        expires_at: new Date(t.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS).toISOString(),
        user_agent: input.userAgent?.slice(0, 400) ?? null,
        ip: input.ip ?? null,
      };
      await repo.insert(session);
      return { token, session };
    },

    /**
     * Looks a cookie token up for one tenant. A session of another tenant is treated as absent (and left
     * alone: it is valid where it belongs). Timed-out sessions are deleted and reported as expired.
     */
    async lookup(token: string, tenantId: string): Promise<SessionLookup> {
      const row = await repo.findById(sha256(token));
      if (!row || row.tenant_id !== tenantId) return { status: 'none' };
      const t = now();
      const lastSeen = Date.parse(row.last_seen_at);
      if (Date.parse(row.expires_at) <= t.getTime() || t.getTime() - lastSeen >= SESSION_IDLE_TIMEOUT_MS) {
        await repo.deleteById(row.id);
        return { status: 'expired' };
      }
      if (t.getTime() - lastSeen >= SESSION_TOUCH_INTERVAL_MS) {
        const stamp = t.toISOString();
        await repo.touch(row.id, stamp);
        return { status: 'valid', session: { ...row, last_seen_at: stamp } };
      }
      return { status: 'valid', session: row };
    },

    async end(sessionId: string): Promise<void> {
      await repo.deleteById(sessionId);
    },

    async endByToken(token: string): Promise<void> {
      await repo.deleteById(sha256(token));
    },

    /** Ends every session of the candidate, optionally keeping one (the one making the request). */
    endAllForCandidate(tenantId: string, candidateId: string, exceptSessionId?: string): Promise<number> {
      return repo.deleteForCandidate(tenantId, candidateId, exceptSessionId);
    },

    countActive(tenantId: string, candidateId: string): Promise<number> {
      const t = now();
      return repo.countActiveForCandidate(tenantId, candidateId, t.toISOString(), idleCutoff(t));
    },

    /** Housekeeping: removes sessions that can no longer be used. */
    purgeExpired(): Promise<number> {
      const t = now();
      return repo.deleteExpired(t.toISOString(), idleCutoff(t));
    },

    /** "Download my data": the candidate's sessions, without the token hashes that name them. */
    listForCandidate(tenantId: string, candidateId: string) {
      return repo.listForCandidate(tenantId, candidateId);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
