import type { BootData } from '@portico/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../lib/api/client.js';
import type { RouteHandle } from './route-handle.js';
import { createRoutes } from './routes.js';

function lazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [...(route.lazy ? [route] : []), ...lazyRoutes(route.children ?? [])]);
}

describe('createRoutes', () => {
  // The server lists a matched route's files by `handle.screen` (entry-server, lib/client-start.ts): a
  // screen that names another module than the one `lazy` imports would send the browser the wrong files.
  it('names, in every lazy route’s handle, the module its lazy function imports', () => {
    const routes = lazyRoutes(
      createRoutes({ api: {} as ApiClient, queryClient: {} as QueryClient, boot: {} as BootData }),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const screen = (route.handle as RouteHandle | undefined)?.screen;
      expect(screen, route.id).toBeDefined();
      // The source says `./routes/<screen>.js`; Vitest has rewritten it to the .tsx file by now.
      expect(String(route.lazy), route.id).toMatch(new RegExp(`/routes/${screen}\\.(js|tsx)['"]`));
    }
  });

  // Spec 1 §2 / spec 2 §2: the apply pages and the forms center are routes of their own, never the search
  // page's `/careers/:query/:location?`.
  it.each([
    ['/careers/forms', 'forms'],
    ['/careers/forms/center', 'forms-center'],
    ['/careers/forms/center/7d1f0d2e-3c55-4d0b-9f3c-1c1f7d3b0a11', 'form-view'],
    ['/careers/forms/showcase', 'forms-showcase'],
    ['/careers/apply', 'apply'],
    ['/careers/apply/private', 'apply-private'],
    ['/careers/apply/confirm', 'apply-confirm'],
    ['/careers/data/berlin', 'jobs-search-path'],
    ['/careers/saved-jobs', 'saved-jobs'],
    ['/careers/dashboard', 'dashboard'],
    ['/careers/dashboardv2', 'dashboard-v2'],
    ['/careers/applications', 'applications'],
    ['/careers/interviews', 'interviews'],
    ['/careers/events', 'events'],
    ['/careers/profile', 'profile'],
    ['/careers/onboarding', 'onboarding'],
    ['/careers/export-resume', 'export-resume'],
    ['/careers/settings', 'settings'],
    ['/careers/login', 'login'],
    ['/careers/offers', 'offers'],
    ['/careers/offer/abc', 'offer'],
    ['/careers/offer/abc/offer-document/3', 'offer-document'],
    ['/careers/offer-letter/abc', 'offer-letter'],
    ['/careers/job/private', 'job-private'],
    ['/careers/job/12-engineer', 'job'],
    ['/logout', 'logout'],
    ['/careers/admin', 'workspace'],
    ['/careers/admin/jobs', 'admin-jobs'],
    ['/careers/admin/jobs/new', 'admin-job-new'],
    ['/careers/admin/jobs/42', 'admin-job'],
    ['/careers/admin/jobs/import', 'admin-jobs-import'],
    ['/careers/admin/applications', 'admin-applications'],
    ['/careers/admin/applications/0b8f2d8e-1111-4aaa-8bbb-123456789abc', 'admin-application'],
    ['/careers/admin/pipeline', 'admin-pipeline'],
    ['/careers/admin/jobs-queue', 'admin-jobs-queue'],
    ['/careers/admin/analytics', 'admin-analytics'],
    ['/careers/admin/events', 'admin-events'],
    ['/careers/admin/events/new', 'admin-event-new'],
    ['/careers/admin/events/1b4e28ba-2fa1-11d2-883f-0016d3cca427', 'admin-event'],
    ['/careers/admin/forms', 'admin-forms'],
    ['/careers/admin/forms/1b4e28ba-2fa1-11d2-883f-0016d3cca427', 'admin-form'],
    ['/careers/admin/staff', 'admin-staff'],
    ['/careers/admin/audit', 'admin-audit'],
    ['/careers/admin/theme', 'admin-theme'],
  ])('matches %s to the %s route', (path, id) => {
    const routes = createRoutes({
      api: {} as ApiClient,
      queryClient: {} as QueryClient,
      boot: {} as BootData,
    });
    expect(matchRoutes(routes, path)?.at(-1)?.route.id).toBe(id);
  });

  // Spec 1 §2 / spec 2 §2: every protected page of the spec is its own route with its own page id, and
  // a logged-out visit opens the login dialog (the `protected` handle).
  it.each([
    ['/careers/profile', 'profile'],
    ['/careers/dashboard', 'dashboard'],
    ['/careers/dashboardv2', 'dashboard'],
    ['/careers/export-resume', 'exportResume'],
    ['/careers/applications', 'applications'],
    ['/careers/saved-jobs', 'savedJobs'],
    ['/careers/interviews', 'interviews'],
    ['/careers/events', 'events'],
    ['/careers/onboarding', 'onboarding'],
    ['/careers/settings', 'settings'],
    ['/careers/offers', 'offers'],
    ['/careers/forms/center', 'documentCenter'],
  ])('%s is protected with the page id %s, never the search', (path, pageId) => {
    const routes = createRoutes({
      api: {} as ApiClient,
      queryClient: {} as QueryClient,
      boot: {} as BootData,
    });
    const match = matchRoutes(routes, path)?.at(-1);
    const handle = match?.route.handle as RouteHandle | undefined;
    expect(match?.route.id).not.toMatch(/^jobs-search/);
    expect(handle?.pageId).toBe(pageId);
    expect(handle?.protected).toBe(true);
  });

  it('keeps onboarding without the footer (spec 1 §2)', () => {
    const routes = createRoutes({
      api: {} as ApiClient,
      queryClient: {} as QueryClient,
      boot: {} as BootData,
    });
    const handle = matchRoutes(routes, '/careers/onboarding')?.at(-1)?.route.handle as RouteHandle;
    expect(handle.hideFooter).toBe(true);
  });
});
