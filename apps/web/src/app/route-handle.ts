import type { BootData, PageId } from '@portico/contracts';
import { matchRoutes, type RouteObject, useMatches } from 'react-router';

/** Static facts about a route, read by the shell (hero, heading, protection, status). */
export interface RouteHandle {
  pageId?: PageId;
  /**
   * Needs a signed-in candidate (spec 1 §2 "protected"). `'unlessLoggedOutApply'`: only when the tenant
   * switches logged-out apply off (`loginSignupConfig.loggedOutApplyEnabled`, the apply pages).
   */
  protected?: boolean | 'unlessLoggedOutApply';
  /** HTTP status of the server render (the catch-all answers 404). */
  status?: number;
  hideFooter?: boolean;
  /** Shown inside another page's frame (the e-sign widget): no navbar, banner, hero, footer or page view. */
  bare?: boolean;
  /**
   * The route's lazy module, `src/app/routes/<screen>.tsx`: the server lists its files in the page, so the
   * browser fetches them with the entry instead of after it (lib/client-start.ts; routes.test.ts checks
   * that it names the module `lazy` imports).
   */
  screen?: string;
  /**
   * Where a candidate exercises their privacy rights (settings: see, download and delete their data). The terms
   * gate does not cover it: nobody has to accept terms to take their data or leave (docs/decisions/029).
   */
  privacyRights?: boolean;
  /**
   * A page of the recruiter workspace (docs/decisions/041): for the tenant's staff, so it is no candidate page
   * view for analytics and shows no hero.
   */
  workspace?: boolean;
  /** The screen draws the page's hero itself (the search page: its search sits inside the landing's hero). */
  ownHero?: boolean;
}

/** The handles of matched routes, outermost first, as one: the deepest route's over its parents'. */
function mergeHandles(handles: readonly unknown[]): RouteHandle {
  let merged: RouteHandle = {};
  for (const handle of handles) {
    if (handle && typeof handle === 'object') merged = { ...merged, ...(handle as RouteHandle) };
  }
  return merged;
}

/** The deepest matched route's handle, merged over its parents'. */
export function useRouteHandle(): RouteHandle {
  return mergeHandles(useMatches().map((match) => match.handle));
}

/** Whether the route needs a signed-in candidate on this tenant. */
export function isProtectedRoute(handle: RouteHandle, boot: BootData): boolean {
  if (handle.protected === 'unlessLoggedOutApply')
    return !boot.pageConfig.loginSignupConfig.loggedOutApplyEnabled;
  return Boolean(handle.protected);
}

/**
 * Whether a link of the tenant's (navbar links) leads to a page of this site that needs a signed-in candidate:
 * such a link is not offered to a visitor, who would only meet a sign-in prompt ("Account settings" when signed
 * out). Addresses of other sites (`mailto:`, `https://…`) never need one.
 */
export function isSignedInOnlyHref(routes: RouteObject[], href: string, boot: BootData): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return false;
  const pathname = new URL(href, 'http://site.invalid').pathname;
  const matches = matchRoutes(routes, pathname) ?? [];
  return isProtectedRoute(mergeHandles(matches.map((match) => match.route.handle)), boot);
}
