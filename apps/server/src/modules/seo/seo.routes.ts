import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSeoService, type SiteAddress } from './seo.service.js';

export interface SeoRoutesOptions {
  /** URLs per sitemap file before /sitemap.xml becomes an index (the protocol's 50,000; tests use less). */
  urlsPerSitemap?: number;
  /** Positions read per query while a sitemap streams. */
  readBatch?: number;
}

const PUBLIC_CACHE = 'public, max-age=3600';
/** Headers that belong to one visitor (CSRF token, session signals) and must not reach a shared cache. */
const PER_VISITOR_HEADERS = ['set-cookie', 'x-csrf-token', 'x-login'] as const;
const HOST_RE = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
}

/**
 * Where this request reached the site: protocol and host as the visitor (or, with TRUST_PROXY, the proxy)
 * sent them. A Host header that is not a plain host name falls back to the tenant's own domain. When the
 * tenant was picked by `?domain=` on a host that is not its own, every URL carries that parameter.
 */
function siteAddress(request: FastifyRequest): SiteAddress {
  const tenant = request.tenant;
  const host = (request.host || '').toLowerCase();
  if (!HOST_RE.test(host)) return { origin: `https://${tenant.domain}`, query: '' };
  const query = request.query as Record<string, unknown> | undefined;
  const byParam = query?.domain !== undefined && hostName(host) !== tenant.domain;
  return {
    origin: `${request.protocol}://${host}`,
    query: byParam ? `?domain=${encodeURIComponent(tenant.domain)}` : '',
  };
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}

/**
 * `GET /robots.txt`, `GET /sitemap.xml` and `GET /sitemap-{n}.xml` of the tenant of the request
 * (docs/decisions/011). Public and the same for every visitor, so shared caches may keep them for an hour.
 */
export async function seoRoutes(app: FastifyInstance, opts: SeoRoutesOptions = {}): Promise<void> {
  const seo = createSeoService(app.db, {
    now: app.now,
    urlsPerSitemap: opts.urlsPerSitemap,
    readBatch: opts.readBatch,
  });

  // This plugin is encapsulated: the hook only sees its own routes, and runs after the app's own onSend
  // hooks (cookies, CSRF header) have added what it strips.
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const name of PER_VISITOR_HEADERS) reply.removeHeader(name);
    return payload;
  });

  app.get('/robots.txt', async (request, reply) => {
    if (request.unknownDomain) return notFound(reply);
    return reply
      .header('cache-control', PUBLIC_CACHE)
      .type('text/plain; charset=utf-8')
      .send(seo.robotsTxt(siteAddress(request)));
  });

  async function sendFile(request: FastifyRequest, reply: FastifyReply, n: number | null) {
    if (request.unknownDomain) return notFound(reply);
    const site = siteAddress(request);
    const plan = await seo.plan(request.tenant.id);
    reply.header('cache-control', PUBLIC_CACHE).type('application/xml; charset=utf-8');
    if (n === null && plan.files > 1) return reply.send(seo.sitemapIndex(site, plan));
    const file = seo.sitemapFile(request.tenant.id, site, plan, n ?? 1);
    if (!file) return notFound(reply);
    return reply.send(Readable.from(file));
  }

  app.get('/sitemap.xml', (request, reply) => sendFile(request, reply, null));
  app.get<{ Params: { n: string } }>('/sitemap-:n(^[1-9]\\d{0,8}).xml', (request, reply) =>
    sendFile(request, reply, Number(request.params.n)),
  );
}
