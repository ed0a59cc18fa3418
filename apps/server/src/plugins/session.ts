import {
  HEADERS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_COOKIE,
  type StaffRole,
  staffRoleAllows,
} from '@portico/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CandidateRow, SessionRow } from '../db/types.js';
import { AppError } from '../lib/app-error.js';
import { cookieSecure } from '../lib/cookies.js';
import { rotateCsrfToken } from './csrf.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRow | null;
    candidate: CandidateRow | null;
    /** The cookie named a session that timed out during this request's lookup. */
    sessionExpired: boolean;
    /**
     * The signed-in candidate has not attested the tenant's current terms while its gate is on
     * (docs/decisions/022): `requireCandidate` refuses them with TERMS_NOT_ATTESTED.
     */
    termsPending: boolean;
  }
}

const TOKEN_RE = /^[A-Za-z0-9_-]{20,100}$/;

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request),
  });
}

/** Signs the candidate in: a fresh session (any previous one of this browser ends) and a fresh CSRF token. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  candidate: CandidateRow,
): Promise<void> {
  const { sessions } = request.server.services;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous && TOKEN_RE.test(previous)) await sessions.endByToken(previous);
  const { token, session } = await sessions.create({
    tenantId: request.tenant.id,
    candidateId: candidate.id,
    userAgent: request.headers['user-agent'] ?? null,
    ip: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request),
    maxAge: Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000),
  });
  request.session = session;
  request.candidate = candidate;
  rotateCsrfToken(request, reply);
}

/** Signs out this browser: the session row goes, the cookie is cleared, the CSRF token rotates. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await request.server.services.sessions.end(request.session.id);
  clearSessionCookie(request, reply);
  request.session = null;
  request.candidate = null;
  rotateCsrfToken(request, reply);
}

/**
 * The signed-in candidate whatever the terms gate says, or 401. Only for the calls that must work behind the
 * gate: the terms calls themselves. Every other protected route uses `requireCandidate`.
 */
export function requireSignedIn(request: FastifyRequest): CandidateRow {
  if (request.candidate) return request.candidate;
  throw new AppError(request.sessionExpired ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
}

/**
 * The signed-in candidate, or 401 (SESSION_EXPIRED when the session just timed out, so the client says so), or
 * 403 TERMS_NOT_ATTESTED while the tenant's terms gate stands (spec 1 §4, docs/decisions/022). The one rule
 * for the gate on the server: every protected route asks for its candidate here.
 */
export function requireCandidate(request: FastifyRequest): CandidateRow {
  const candidate = requireSignedIn(request);
  if (request.termsPending) throw new AppError('TERMS_NOT_ATTESTED');
  return candidate;
}

/**
 * The signed-in member of the tenant's staff whose role allows `needed` (an admin may do what a recruiter
 * may), or 401 for a visitor, or 403 for anyone else, with the spec's "User does not have permissions to
 * perform this action". Staff act for the company, not as candidates, so the candidates' terms gate does not
 * hold them. Every /api/admin route asks here first (docs/decisions/039).
 */
export function requireStaff(request: FastifyRequest, needed: StaffRole): CandidateRow {
  const account = requireSignedIn(request);
  if (!staffRoleAllows(account.staff_role, needed)) throw new AppError('FORBIDDEN');
  return account;
}

/** A route's `preValidation` hook for `requireStaff`: the 401 or 403 comes before any input is looked at. */
export function staffOnly(needed: StaffRole) {
  return async (request: FastifyRequest): Promise<void> => {
    requireStaff(request, needed);
  };
}

/**
 * For routes that serve visitors and candidates alike (apply, resume upload): the candidate, null for a
 * visitor, and the same 403 as `requireCandidate` for a candidate the terms gate still holds — they act as
 * themselves only once they have accepted.
 */
export function optionalCandidate(request: FastifyRequest): CandidateRow | null {
  return request.candidate ? requireCandidate(request) : null;
}

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('session', null);
  app.decorateRequest('candidate', null);
  app.decorateRequest('sessionExpired', false);
  app.decorateRequest('termsPending', false);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.tenant) return;
    if (!TOKEN_RE.test(token)) {
      clearSessionCookie(request, reply);
      return;
    }
    const found = await app.services.sessions.lookup(token, request.tenant.id);
    if (found.status === 'expired') {
      request.sessionExpired = true;
      clearSessionCookie(request, reply);
      reply.header(HEADERS.login, '1');
      return;
    }
    if (found.status === 'none') return;
    const candidate = await app.services.candidates.findById(request.tenant.id, found.session.candidate_id);
    if (!candidate) return;
    request.session = found.session;
    request.candidate = candidate;
    request.termsPending = await app.services.terms.mustAttest(request.tenant, candidate.id);
  });
}

export default fp(sessionPlugin, {
  name: 'portico-session',
  dependencies: ['portico-tenant', '@fastify/cookie'],
});
