import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  type BootData,
  isRtl,
  LANGUAGE_COOKIE,
  type ProfileCompletion,
  resolveLanguage,
  type SsrNoticeContext,
} from '@portico/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteOrigin } from '../../lib/origin.js';
import { isApiPath } from '../../plugins/tenant.js';
import { signOutOnOwnNavigation } from '../auth/logout-page.js';
import { profileCompletionOf } from '../profile/profile.routes.js';
import { sanitizeFooterHtml } from './footer-html.js';
import { escapeHtmlAttribute, escapeHtmlText, fillTemplate } from './html-template.js';
import { createSsrLoader, type SsrRenderer } from './ssr-renderer.js';

export interface PagesRoutesOptions {
  /** apps/web/dist (holds client/ and server/); defaults to env WEB_DIST, then the repository's copy. */
  webDist?: string;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const PUBLIC_FILE_CACHE = 'public, max-age=3600';
/**
 * The favicon and the tenants' logos (`/brand/`): asked for on every first visit, changed perhaps once in
 * years, and their addresses never change, so a week bounds how long a new one takes to show everywhere.
 */
const LONG_LIVED_FILE_CACHE = 'public, max-age=604800';
const LONG_LIVED_FILES = new Set(['favicon.svg', 'brand']);

/**
 * HTML pages: every careers route is rendered on the server by the web app's SSR bundle, with the
 * tenant's configuration and the visitor's boot data embedded (docs/decisions/004), plus the built
 * client assets and public files.
 */
export async function pagesRoutes(app: FastifyInstance, opts: PagesRoutesOptions = {}): Promise<void> {
  const webDist = path.resolve(opts.webDist ?? app.env.WEB_DIST ?? DEFAULT_WEB_DIST);
  const loadSsr = createSsrLoader(webDist);
  await registerClientFiles(app, path.join(webDist, 'client'));

  app.get('/', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/careers${query}`, 302);
  });
  const page = (request: FastifyRequest, reply: FastifyReply) => renderPage(app, loadSsr, request, reply);
  app.get('/careers', page);
  app.get('/careers/*', page);
  // Signs out at once only when the candidate asked on this site; otherwise the page asks (logout-page.ts).
  app.get(
    '/logout',
    async (request, reply) => (await signOutOnOwnNavigation(request, reply)) ?? page(request, reply),
  );
  // The e-signature widget of spec 3 §2, framed by the site's own pages (frame-ancestors 'self').
  app.get('/public/esignWidget', page);
  // Any other address a browser may open is a page of the site too: the web app answers it with its branded
  // "Page not found" (status 404) inside the navbar and footer. The API keeps its JSON 404.
  app.get('/*', (request, reply) => (isApiPath(request.url) ? reply.callNotFound() : page(request, reply)));
}

async function renderPage(
  app: FastifyInstance,
  loadSsr: () => Promise<SsrRenderer>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  // Every page carries the visitor's CSRF token and user data: never store it in a shared cache.
  reply.header('cache-control', 'private, no-store');
  reply.type('text/html; charset=utf-8');
  const nonce = reply.cspNonce.script;
  const boot = buildBootData(request, {
    profileCompletionData: await completionForPage(app, request),
  });
  const dir = isRtl(boot.language) ? 'rtl' : 'ltr';

  if (request.unknownDomain) {
    return sendNotice(loadSsr, reply, 404, {
      kind: 'unknown-site',
      language: boot.language,
      nonce,
      styleNonce: reply.cspNonce.style,
      homeHref: '/careers',
      supportHref: '/careers',
    });
  }

  let renderer: SsrRenderer;
  try {
    renderer = await loadSsr();
  } catch (error) {
    request.log.error({ err: error }, 'web app SSR bundle could not be loaded');
    return sendCrash(loadSsr, request, reply, boot, error);
  }

  try {
    const result = await renderer.module.render({
      // On the site's public origin, not the request's Host: the page builds no URL from what a visitor sent.
      url: `${new URL(boot.siteUrl).origin}${request.url}`,
      boot,
      csrfToken: request.csrfToken,
      nonce,
      styleNonce: reply.cspNonce.style,
      fetch: inProcessFetch(app, request),
    });
    if (result.redirect) return reply.redirect(result.redirect.location, result.redirect.status);
    const html = fillTemplate(renderer.template, {
      lang: boot.language,
      dir,
      csrfToken: request.csrfToken,
      nonce,
      head: result.head,
      html: result.html,
      data: result.data,
    });
    return reply.status(result.status).send(html);
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed');
    return sendCrash(loadSsr, request, reply, boot, error);
  }
}

/** A signed-in candidate's profile completion for the user data; a failure only leaves it out. */
async function completionForPage(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ProfileCompletion | null> {
  const candidate = request.candidate;
  if (!candidate || request.unknownDomain) return null;
  try {
    return await profileCompletionOf(app, request.tenant.id, candidate.id);
  } catch (error) {
    request.log.error({ err: error }, 'profile completion for the page failed');
    return null;
  }
}

export function buildBootData(
  request: FastifyRequest,
  extras: { profileCompletionData?: ProfileCompletion | null } = {},
): BootData {
  const tenant = request.tenant;
  const config = tenant.config;
  const candidate = request.candidate;
  const query = request.query as Record<string, unknown>;
  const { language, fromPage } = resolveLanguage({
    hl: typeof query.hl === 'string' ? query.hl : null,
    preferred: candidate?.preferred_language ?? null,
    cookie: request.cookies[LANGUAGE_COOKIE] ?? null,
    browser: request.headers['accept-language'] ?? null,
    supported: config.supportedLanguages,
    tenantDefault: config.defaultLanguage,
  });
  const user = candidate
    ? {
        id: candidate.id,
        email: candidate.email,
        fullName: candidate.full_name,
        isAdmin: candidate.staff_role === 'admin',
        staffRole: candidate.staff_role,
        preferredLanguage:
          candidate.preferred_language &&
          config.supportedLanguages.some((l) => l === candidate.preferred_language)
            ? (candidate.preferred_language as BootData['language'])
            : null,
      }
    : null;
  return {
    domain: tenant.domain,
    siteUrl: siteOrigin(request.server.env, tenant),
    tenantName: tenant.name,
    pageConfig: config,
    user: {
      groupId: tenant.domain,
      isLoggedIn: candidate !== null,
      user,
      microsite: typeof query.microsite === 'string' && query.microsite ? query.microsite : null,
      onboarding: {
        isOnboarded: candidate ? candidate.is_onboarded === 1 : false,
        isBootstrapped: candidate ? candidate.is_bootstrapped === 1 : false,
        bootstrappingConfig: {},
      },
      termsGate: request.termsPending,
      profileCompletionData: candidate ? (extras.profileCompletionData ?? null) : null,
    },
    language,
    languageFromPage: fromPage,
    footerHtml: sanitizeFooterHtml(config.pcsxConfig.branding.customPageSections.footer.html),
    sessionExpired: request.sessionExpired === true,
  };
}

/**
 * The `fetch` handed to route loaders during SSR: the same API, same validation and authorisation,
 * reached through `app.inject` with the visitor's cookies instead of a network hop.
 */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const source = input instanceof Request ? input : null;
    const url = new URL(source ? source.url : String(input), 'http://in-process.invalid');
    if (!url.searchParams.has('domain')) url.searchParams.set('domain', request.tenant.domain);
    const headers = new Headers(source?.headers);
    for (const [name, value] of new Headers(init?.headers)) headers.set(name, value);
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    if (request.headers['user-agent']) headers.set('user-agent', request.headers['user-agent']);
    if (request.headers['accept-language'])
      headers.set('accept-language', request.headers['accept-language']);
    headers.set('host', request.host);
    headers.set('x-csrf-token', request.csrfToken);
    const method = (init?.method ?? source?.method ?? 'GET').toUpperCase();
    const body =
      init?.body ?? (source && method !== 'GET' && method !== 'HEAD' ? await source.text() : undefined);
    const response = await app.inject({
      method: method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(headers),
      payload: typeof body === 'string' || body instanceof Uint8Array ? Buffer.from(body) : undefined,
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304 || method === 'HEAD';
    return new Response(noBody ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

async function sendCrash(
  loadSsr: () => Promise<SsrRenderer>,
  request: FastifyRequest,
  reply: FastifyReply,
  boot: BootData,
  error: unknown,
): Promise<FastifyReply> {
  const isAdmin = boot.user.user?.isAdmin === true;
  return sendNotice(loadSsr, reply, 500, {
    kind: 'crash',
    language: boot.language,
    nonce: reply.cspNonce.script,
    styleNonce: reply.cspNonce.style,
    homeHref: `/careers?domain=${encodeURIComponent(boot.domain)}`,
    supportHref: `mailto:support@${boot.domain}`,
    detail: isAdmin ? (error instanceof Error ? (error.stack ?? error.message) : String(error)) : undefined,
  }).catch(() => {
    request.log.error('crash screen could not be rendered either');
    return reply.status(500).send(staticNotice('Internal Server Error', 'en'));
  });
}

/** Notices (unknown site, crash) are rendered by the SSR bundle for translations, or statically if it is missing. */
async function sendNotice(
  loadSsr: () => Promise<SsrRenderer>,
  reply: FastifyReply,
  status: number,
  ctx: SsrNoticeContext,
): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-store');
  reply.type('text/html; charset=utf-8');
  const dir = isRtl(ctx.language) ? 'rtl' : 'ltr';
  try {
    const { template, module } = await loadSsr();
    const notice = await module.renderNotice(ctx);
    const html = fillTemplate(template, {
      lang: ctx.language,
      dir,
      csrfToken: reply.request.csrfToken ?? '',
      nonce: ctx.nonce,
      head: notice.head,
      html: notice.html,
      data: '',
    })
      // A notice is static HTML: no client bundle to hydrate it into something else.
      .replace(/<script[^>]*type="module"[^>]*><\/script>\s*/g, '')
      .replace(/<link[^>]*rel="modulepreload"[^>]*>\s*/g, '');
    return reply.status(status).send(html);
  } catch {
    const text = ctx.kind === 'unknown-site' ? 'This careers site does not exist' : 'Internal Server Error';
    return reply
      .status(status)
      .send(staticNotice(text, 'en', ctx.kind === 'unknown-site' ? ctx.homeHref : undefined));
  }
}

function staticNotice(title: string, lang: string, homeHref?: string): string {
  const link = homeHref ? `<p><a href="${escapeHtmlAttribute(homeHref)}">Careers home</a></p>` : '';
  return `<!doctype html><html lang="${escapeHtmlAttribute(lang)}"><head><meta charset="utf-8"><title>${escapeHtmlText(title)}</title></head><body><main><h1>${escapeHtmlText(title)}</h1>${link}</main></body></html>`;
}

/**
 * Vite's hashed bundles get a year-long immutable cache; the favicon and the logos a week; other public files
 * (hero images) an hour. index.html is the server's template and is never served as a file.
 */
async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(clientDir)) {
    app.log.warn(
      { clientDir },
      'web app not built: pages answer with the crash screen until `npm run build`',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    serve: false,
  });
  const assetsDir = path.join(clientDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      // The build writes .br and .gz beside every asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => res.header('cache-control', HASHED_ASSET_CACHE),
    });
  }
  for (const entry of readdirSync(clientDir)) {
    if (entry === 'assets' || entry === 'index.html' || entry.startsWith('.')) continue;
    const full = path.join(clientDir, entry);
    const cache = LONG_LIVED_FILES.has(entry) ? LONG_LIVED_FILE_CACHE : PUBLIC_FILE_CACHE;
    if (statSync(full).isDirectory()) {
      await app.register(fastifyStatic, {
        root: full,
        prefix: `/${entry}/`,
        decorateReply: false,
        index: false,
        setHeaders: (res) => res.header('cache-control', cache),
      });
    } else {
      app.get(`/${entry}`, (_request, reply) => {
        reply.header('cache-control', cache);
        // Without cacheControl: false the file sender would replace the header with its own max-age=0.
        return reply.sendFile(entry, clientDir, { cacheControl: false });
      });
    }
  }
}
