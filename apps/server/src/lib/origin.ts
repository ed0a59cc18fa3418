import type { FastifyRequest } from 'fastify';
// Brings the app decorations (env) into this file's view; tsc 7 does not see the augmentation otherwise.
import type {} from '../fastify-instance.js';
import type { Tenant } from '../modules/tenants/tenants.service.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin for links in mails. PUBLIC_URL wins. Without it the request's origin is used only when its
 * host is the tenant's own domain or a local address: a forged Host header must never put an attacker's
 * site into a password-reset mail. Anything else falls back to https://<tenant domain>.
 */
export function publicOrigin(request: FastifyRequest, tenant: Tenant): string {
  const configured = request.server.env.PUBLIC_URL;
  if (configured) return configured;
  const host = (request.host || '').toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  if (/^[a-z0-9.[\]:-]+$/.test(host) && (name === tenant.domain || LOCAL_HOSTS.has(name))) {
    return `${request.protocol}://${host}`;
  }
  return `https://${tenant.domain}`;
}
