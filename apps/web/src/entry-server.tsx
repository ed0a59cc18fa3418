import { clientAssets } from 'virtual:portico-client-assets';
import {
  BOOT_SCRIPT_ID,
  type BootData,
  DEHYDRATED_STATE_ID,
  isLocale,
  type SsrNoticeContext,
  type SsrNoticeResult,
  type SsrRenderContext,
  type SsrRenderResult,
} from '@portico/contracts';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { NoticePage } from './app/notice-page.js';
import { AppProviders } from './app/providers.js';
import type { RouteHandle } from './app/route-handle.js';
import { createRoutes } from './app/routes.js';
import { type HeadCollector, HeadCollectorContext } from './app/shell/page-title.js';
import { preloadAllPieces } from './app/shell-pieces.js';
import { createApiClient } from './lib/api/client.js';
import { createMemoryCsrfStore } from './lib/api/csrf.js';
import { clientStartFiles, clientStartScript } from './lib/client-start.js';
import { escapeAttribute as attr, scriptJson, escapeText as text } from './lib/html-escape.js';
import { isBundledPart, LOCALE_LOADERS_MODULE, localePartModule } from './lib/i18n/catalogue-parts.js';
import { createI18n, loadLanguage } from './lib/i18n/index.js';
import { createQueryClient, dehydrateQueryClient } from './lib/query-client.js';
import { headTagsHtml } from './lib/seo/head-tags.js';
import { themeBootScript, themeToCss } from './lib/theme.js';
import '@portico/ui/tokens.css';
import './app/global.css';

/**
 * Route errors as React Router's browser router expects to revive them from
 * `window.__staticRouterHydrationData`. Only admins get real error messages (5xx details never reach
 * other users).
 */
function serializeErrors(errors: StaticHandlerContext['errors'], isAdmin: boolean) {
  if (!errors) return errors;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[id] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error)
      out[id] = { message: isAdmin ? error.message : 'Internal Server Error', __type: 'Error' };
    else out[id] = isAdmin ? error : null;
  }
  return out;
}

function headScripts(boot: BootData, nonce: string): string {
  const scripts = boot.pageConfig.pcsxConfig.scriptConfig.pageLoadHeadScripts;
  // Tenant-trusted configuration (docs/decisions/005), in key order; `</script` cannot appear inside.
  return Object.keys(scripts)
    .sort()
    .map((key) => {
      const body = (scripts[key] ?? '').replace(/<\/(script)/gi, '<\\/$1');
      return `<script nonce="${attr(nonce)}" data-head-script="${attr(key)}">${body}</script>`;
    })
    .join('');
}

/**
 * The lazy modules entry-client loads before it hydrates this page: the matched routes' screens and, unless
 * the page is in English (bundled), the page's language part and the map of part loaders.
 */
function firstRenderModules(context: StaticHandlerContext, boot: BootData): string[] {
  const screens = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.screen)
    .filter((screen) => screen !== undefined)
    .map((screen) => `src/app/routes/${screen}.tsx`);
  const language = isBundledPart(boot.language, 'page')
    ? []
    : [LOCALE_LOADERS_MODULE, localePartModule(boot.language, 'page')];
  return [...screens, ...language];
}

/** Renders one page for the server's pages module (the contract is @portico/contracts' `ssr.ts`). */
export async function render(ctx: SsrRenderContext): Promise<SsrRenderResult> {
  const url = new URL(ctx.url);
  const { boot } = ctx;
  // Every catalogue part and lazy shell piece render as they are on the server (loaded once per process,
  // instant afterwards).
  await Promise.all([loadLanguage(boot.language, { withScreens: true }), preloadAllPieces()]);
  const i18n = createI18n(boot.language);
  const queryClient = createQueryClient({ server: true });
  const csrf = createMemoryCsrfStore(ctx.csrfToken);
  const api = createApiClient({
    fetch: ctx.fetch,
    getCsrfToken: csrf.get,
    setCsrfToken: csrf.set,
    getContext: () => ({
      groupId: boot.domain,
      userId: boot.user.user?.id,
      debug: url.searchParams.get('debug'),
    }),
  });
  const routes = createRoutes({ api, queryClient, boot });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href, { method: 'GET' }));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) {
      return {
        status: context.status,
        html: '',
        head: '',
        data: '',
        redirect: { location, status: context.status },
      };
    }
    throw new Error(`Unexpected ${context.status} response from the route handler`);
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const collected: HeadCollector = {};
  const html = renderToString(
    <HeadCollectorContext.Provider value={collected}>
      <AppProviders services={{ boot, api, queryClient, i18n }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={ctx.nonce} />
      </AppProviders>
    </HeadCollectorContext.Provider>,
  );

  let status = context.statusCode;
  const deepest = context.matches[context.matches.length - 1];
  const handleStatus = (deepest?.route.handle as RouteHandle | undefined)?.status;
  if (status === 200 && handleStatus) status = handleStatus;

  const isAdmin = boot.user.user?.isAdmin === true;
  const hydrationData = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors, isAdmin),
  };
  const theme = boot.pageConfig.pcsxConfig.branding.theme;
  const title = collected.title ?? boot.pageConfig.pcsxConfig.branding.companyName;
  const head = [
    `<title>${text(title)}</title>`,
    // React Aria reads this to nonce the small <style> elements it adds (press and scroll handling).
    `<meta name="csp-nonce" nonce="${attr(ctx.styleNonce)}" />`,
    headTagsHtml(collected, { nonce: ctx.nonce }),
    `<style nonce="${attr(ctx.styleNonce)}" id="portico-theme">${themeToCss(theme).replace(/</g, '\\3c ')}</style>`,
    `<script nonce="${attr(ctx.nonce)}">${themeBootScript(boot.domain)}</script>`,
    headScripts(boot, ctx.nonce),
  ].join('');
  const data = [
    `<script type="application/json" id="${BOOT_SCRIPT_ID}" nonce="${attr(ctx.nonce)}">${scriptJson(boot)}</script>`,
    `<script type="application/json" id="${DEHYDRATED_STATE_ID}" nonce="${attr(ctx.nonce)}">${scriptJson(dehydrateQueryClient(queryClient))}</script>`,
    `<script nonce="${attr(ctx.nonce)}">window.__staticRouterHydrationData=${scriptJson(hydrationData)};</script>`,
    clientAssets
      ? clientStartScript(clientStartFiles(clientAssets, firstRenderModules(context, boot)), ctx.nonce)
      : '',
  ].join('');
  return { status, html, head, data };
}

/** Static notice pages (unknown site, crash), translated, without the app's client bundle. */
export async function renderNotice(ctx: SsrNoticeContext): Promise<SsrNoticeResult> {
  const language = isLocale(ctx.language) ? ctx.language : 'en';
  await loadLanguage(language);
  const i18n = createI18n(language);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <NoticePage kind={ctx.kind} homeHref={ctx.homeHref} supportHref={ctx.supportHref} detail={ctx.detail} />
    </I18nextProvider>,
  );
  const title = ctx.kind === 'unknown-site' ? i18n.t('shell:unknownSite.title') : i18n.t('shell:crash.title');
  return { title, html, head: `<title>${text(title)}</title>` };
}
