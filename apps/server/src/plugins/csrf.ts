import { CSRF_COOKIE, HEADERS } from '@portico/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { cookieSecure } from '../lib/cookies.js';
import { randomToken, safeEqual } from '../lib/crypto.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF token of this browser; pages put it in `<meta name="csrf-token">`. */
    csrfToken: string;
  }
  interface FastifyContextConfig {
    /**
     * The route reads no session and acts only on a signed token carried in the request itself (a mailed
     * one-click unsubscribe, which a mail client posts without any cookie or header of ours): a forged cross-site
     * request can do nothing the token's holder could not, so the double-submit check has nothing to protect.
     */
    signedTokenOnly?: boolean;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_RE = /^[A-Za-z0-9_-]{32,100}$/;

function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    // The client reads the token from the page and response headers, never from the cookie.
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request),
  });
}

/** A new token for this browser (sign-in and sign-out), sent back in the cookie and `x-csrf-token`. */
export function rotateCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = randomToken(32);
  setCsrfCookie(request, reply, token);
  request.csrfToken = token;
  return token;
}

async function csrfPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('csrfToken', '');

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    const hasCookie = typeof cookie === 'string' && TOKEN_RE.test(cookie);
    if (hasCookie) request.csrfToken = cookie;
    else rotateCsrfToken(request, reply);

    // No exemptions, /vslog included: the web app posts page views with a keepalive fetch that carries
    // the header, so sendBeacon's header-less posts are never needed (docs/decisions/003). The one kind of
    // route left out reads no session and is authorised by a signed token in the URL (`signedTokenOnly`).
    if (!UNSAFE.has(request.method)) return;
    if (request.routeOptions.config?.signedTokenOnly === true) return;
    const sent = request.headers[HEADERS.csrfToken];
    const header = Array.isArray(sent) ? sent[0] : sent;
    // Without a cookie there is nothing the header could legitimately match.
    if (!hasCookie || typeof header !== 'string' || !safeEqual(header, cookie)) {
      throw new AppError('CSRF_INVALID');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.csrfToken) reply.header(HEADERS.csrfToken, request.csrfToken);
    return payload;
  });
}

export default fp(csrfPlugin, { name: 'portico-csrf', dependencies: ['@fastify/cookie'] });
