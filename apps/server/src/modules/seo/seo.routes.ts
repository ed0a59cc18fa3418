import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteOrigin } from '../../lib/origin.js';
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

/**
 * The site the files describe: PUBLIC_URL or the tenant's own domain (siteOrigin), never the request's Host:
 * these answers sit in shared caches for an hour, so a forged Host would reach every later visitor.
 */
function siteAddress(request: FastifyRequest): SiteAddress {
  return { origin: siteOrigin(request.server.env, request.tenant), domain: request.tenant.domain };
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
