import type { FastifyRequest } from 'fastify';
// Brings the app decorations (env) into this file's view; tsc 7 does not see the augmentation otherwise.
import type {} from '../fastify-instance.js';

/** Secure when configured, or (auto) when the request came over HTTPS, directly or via a trusted proxy. */
export function cookieSecure(request: FastifyRequest): boolean {
  const setting = request.server.env.COOKIE_SECURE;
  return setting === 'true' || (setting === 'auto' && request.protocol === 'https');
}
