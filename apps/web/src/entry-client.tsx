import './app/zod-config.js';
import { BOOT_SCRIPT_ID, type BootData, DEHYDRATED_STATE_ID } from '@portico/contracts';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.js';
import type { RouteHandle } from './app/route-handle.js';
import { createRoutes } from './app/routes.js';
import { preloadFirstRenderPieces } from './app/shell-pieces.js';
import { createApiClient } from './lib/api/client.js';
import { createBrowserCsrfStore } from './lib/api/csrf.js';
import { createApiEvents } from './lib/api/events.js';
import { createI18n, loadLanguage } from './lib/i18n/index.js';
import { createQueryClient, hydrateQueryClient, readDehydratedState } from './lib/query-client.js';
import { applyTheme, followStoredTheme, readStoredTheme } from './lib/theme.js';
import '@portico/ui/tokens.css';
import './app/global.css';

function readBoot(): BootData {
  const text = document.getElementById(BOOT_SCRIPT_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${BOOT_SCRIPT_ID} boot data`);
  return JSON.parse(text) as BootData;
}

/**
 * Every API call names the tenant: a visitor on `?domain=contoso.example` is served by the default
 * host, so without the parameter the server would resolve the default tenant instead.
 */
function tenantFetch(domain: string): typeof fetch {
  return (input, init) => {
    if (typeof input === 'string' && input.startsWith('/')) {
      const url = new URL(input, window.location.origin);
      if (!url.searchParams.has('domain')) url.searchParams.set('domain', domain);
      return window.fetch(`${url.pathname}${url.search}`, init);
    }
    return window.fetch(input, init);
  };
}

/**
 * Lazy modules of the first page must be in place before hydration, or the router would render nothing
 * where the server rendered the screen (a hydration mismatch): the matched routes' modules, and the
 * shell's lazy pieces this page shows (docs/decisions/014).
 */
async function loadFirstRender(routes: RouteObject[], boot: BootData): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  let handle: RouteHandle = {};
  for (const { route } of matches) {
    if (route.handle && typeof route.handle === 'object')
      handle = { ...handle, ...(route.handle as RouteHandle) };
  }
  await Promise.all([
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
    preloadFirstRenderPieces(boot, window.location, handle),
  ]);
}

async function main(): Promise<void> {
  const boot = readBoot();
  // The stored per-domain preview theme was applied before paint by the head script; keep it applied, and
  // follow the theme builder's changes to it while the page is open (its preview frames).
  const stored = readStoredTheme(boot.domain);
  if (stored) applyTheme(stored);
  followStoredTheme(boot.domain);

  const queryClient = createQueryClient();
  hydrateQueryClient(queryClient, readDehydratedState(DEHYDRATED_STATE_ID));
  const csrf = createBrowserCsrfStore();
  const events = createApiEvents();
  const api = createApiClient({
    fetch: tenantFetch(boot.domain),
    getCsrfToken: csrf.get,
    setCsrfToken: csrf.set,
    getContext: () => ({
      groupId: boot.domain,
      userId: boot.user.user?.id ?? null,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      debug: new URLSearchParams(window.location.search).get('debug'),
    }),
    events,
  });

  const routes = createRoutes({ api, queryClient, boot });
  // The page's language and its lazy modules download side by side, not one after the other.
  await Promise.all([loadLanguage(boot.language), loadFirstRender(routes, boot)]);
  const i18n = createI18n(boot.language);
  // Reads window.__staticRouterHydrationData (loader data and revived route errors) from the server.
  const router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  hydrateRoot(
    container,
    <AppProviders services={{ boot, api, queryClient, i18n }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void main();
