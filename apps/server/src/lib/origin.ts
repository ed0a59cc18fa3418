import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.js';
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

/**
 * The site's public origin for absolute URLs in pages and in what shared caches keep (canonical link, Open
 * Graph, JSON-LD, robots.txt, sitemap.xml): PUBLIC_URL when set, else https://{tenant domain}. Never the
 * request's Host header, which the visitor chooses: a forged one would be written into the page and, for
 * robots.txt and the sitemap, cached for an hour for everyone (docs/decisions/031).
 */
export function siteOrigin(env: Pick<Env, 'PUBLIC_URL'>, tenant: Pick<Tenant, 'domain'>): string {
  return env.PUBLIC_URL ?? `https://${tenant.domain}`;
}

/**
 * A Host header as RFC 9110 allows it: a host name (letters, digits, '-', '_', '.'), an IPv4 address or a
 * bracketed IPv6 literal, with an optional port. Anything else (spaces, '@', '/', a second colon) is not
 * an address this server can be reached at.
 */
const HOST_HEADER_RE = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isValidHostHeader(host: string): boolean {
  return host.length <= 261 && HOST_HEADER_RE.test(host);
}

/** A link to one of the tenant's pages on the public origin, naming the tenant (`domain`) and `params`. */
export function tenantLink(
  origin: string,
  tenant: Pick<Tenant, 'domain'>,
  path: string,
  params: Record<string, string> = {},
): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('domain', tenant.domain);
  return url.toString();
}
