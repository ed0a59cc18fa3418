import type { FastifyReply, FastifyRequest } from 'fastify';
import { endSession } from '../../plugins/session.js';

/**
 * Whether a page request is a navigation the candidate made on this site (or typed, or opened from a bookmark):
 * the browser's `Sec-Fetch-Site` is `same-origin` or `none`. A link or form on another site sends `cross-site`
 * or `same-site`, an old browser nothing; a speculative prefetch says so in `Sec-Purpose` and is no choice of
 * the candidate's either.
 */
export function isOwnNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== 'same-origin' && site !== 'none') return false;
  const purpose = String(request.headers['sec-purpose'] ?? request.headers.purpose ?? '');
  return !/prefetch|prerender/i.test(purpose);
}

/**
 * `GET /logout` (spec 1 §2: signs out with the domain, then returns to careers). It signs out only when the
 * candidate asked for it on this site (isOwnNavigation), so another site cannot sign a candidate out with a
 * link, a frame or an image. Otherwise the page asks, and its button posts the sign-out with the CSRF token.
 * Without a session there is nothing to ask. Returns the redirect it sent, or null for "render the page".
 */
export async function signOutOnOwnNavigation(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | null> {
  const domain = (request.query as { domain?: unknown } | undefined)?.domain;
  const careers =
    typeof domain === 'string' && domain ? `/careers?${new URLSearchParams({ domain })}` : '/careers';
  if (request.session && !isOwnNavigation(request)) return null;
  if (request.session) {
    await endSession(request, reply);
    request.log.info('candidate signed out');
  }
  reply.header('cache-control', 'no-store');
  return reply.redirect(careers, 303);
}
