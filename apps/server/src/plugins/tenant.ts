import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { isValidHostHeader } from '../lib/origin.js';
import type { Tenant } from '../modules/tenants/tenants.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant this request is served for (the default tenant when `domain` named none). */
    tenant: Tenant;
    /** The `domain` parameter when it named no tenant; HTML routes show the "unknown site" message. */
    unknownDomain: string | null;
  }
}

/** API-style routes answer an unknown `domain` with 404 UNKNOWN_TENANT; pages render a message instead. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path === '/vslog';
}

const BAD_HOST_MESSAGE = 'The Host header is not a valid host name.';

function domainParam(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.domain;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

async function tenantPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorateRequest('unknownDomain', null);

  app.addHook('onRequest', async (request, reply) => {
    // A Host that is no host name ("a b", "x@evil") names no site: refuse it before anything reads it, with
    // a short plain answer (JSON on the API), instead of letting a page fail to build its URL.
    const host = request.headers.host;
    if (host !== undefined && !isValidHostHeader(host)) {
      if (isApiPath(request.url)) throw new AppError('BAD_REQUEST', BAD_HOST_MESSAGE);
      return reply.code(400).type('text/plain; charset=utf-8').send(`Bad Request: ${BAD_HOST_MESSAGE}\n`);
    }
    // Health must answer even before any tenant exists.
    if (request.url === '/api/health' || request.url.startsWith('/api/health?')) return;
    const { tenant, unknownDomain } = await app.services.tenants.resolve(
      domainParam(request),
      request.headers.host,
    );
    if (unknownDomain !== null && isApiPath(request.url)) {
      throw new AppError('UNKNOWN_TENANT', `No careers site is configured for "${unknownDomain}".`);
    }
    if (!tenant) throw new AppError('INTERNAL', 'No tenant is configured.');
    request.tenant = tenant;
    request.unknownDomain = unknownDomain;
  });
}

export default fp(tenantPlugin, { name: 'portico-tenant', dependencies: ['portico-errors'] });
