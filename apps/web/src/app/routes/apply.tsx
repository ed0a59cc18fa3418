import { type ApplyPosition, jobPath, privateJobPath } from '@portico/contracts';
import type { FormLoaders } from '@portico/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLocation } from 'react-router';
import {
  ApplyConfirmScreen,
  ApplyScreen,
  readApplyTarget,
  readSourceParams,
} from '../../features/apply/index.js';
import { useApi } from '../../lib/api/context.js';
import { applyFormQueryOptions, useApplyForm } from '../../lib/api/endpoints/apply.js';
import { getFormOptions, searchSkills } from '../../lib/api/endpoints/form-options.js';
import { CARRIED_PARAMS, withCarriedParams } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { useHeadTags, usePageTitle } from '../shell/page-title.js';

/*
 * The apply pages (spec 1 §2, spec 2 §2; docs/decisions/020): `/careers/apply?pid=` or `?pids=` (the job
 * cart), `/careers/apply/private?pid=`, and `/careers/apply/confirm?token=` (the link mailed to an existing
 * account). Protected only where the tenant switches logged-out apply off.
 */

const PRIVATE_APPLY_PATH = '/careers/apply/private';

/** `path` (which may have a query already) with the carried parameters of `search`. */
function carry(path: string, search: string): string {
  const url = new URL(path, 'http://x.invalid');
  const current = new URLSearchParams(search);
  for (const name of CARRIED_PARAMS) {
    if (url.searchParams.has(name)) continue;
    for (const value of current.getAll(name)) url.searchParams.append(name, value);
  }
  return `${url.pathname}${url.search}`;
}

/**
 * The form of the page's jobs in the server render's cache, so the HTML has the job header and the states
 * (not found, closed). Nothing for a visitor where applying needs an account (the login dialog opens).
 */
export function createApplyLoader({ api, queryClient, boot }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (typeof window !== 'undefined') return null;
    if (!boot.user.isLoggedIn && !boot.pageConfig.loginSignupConfig.loggedOutApplyEnabled) return null;
    const url = new URL(request.url);
    const target = readApplyTarget(url.search, url.pathname.replace(/\/$/, '') === PRIVATE_APPLY_PATH);
    // prefetch never throws: a failure shows the page's own error state and retry.
    if (target) await queryClient.prefetchQuery(applyFormQueryOptions(api, target));
    return null;
  };
}

function useApplyPage(isPrivate: boolean) {
  const boot = useBoot();
  const api = useApi();
  const location = useLocation();
  const target = useMemo(() => readApplyTarget(location.search, isPrivate), [location.search, isPrivate]);
  const source = useMemo(() => readSourceParams(location.search), [location.search]);
  const loaders = useMemo<FormLoaders>(
    () => ({
      getOptions: (url) => getFormOptions(api, url),
      skillSearches: { skills: (query) => searchSkills(api, query) },
    }),
    [api],
  );
  const jobHref = (position: ApplyPosition) =>
    carry(
      position.isPrivate ? privateJobPath(position.id, target?.privateToken) : jobPath(position),
      location.search,
    );
  return {
    boot,
    target,
    source,
    loaders,
    jobHref,
    searchHref: withCarriedParams('/careers', location.search),
  };
}

function ApplyPage({ isPrivate }: { isPrivate: boolean }) {
  const { t } = useTranslation('apply');
  const page = useApplyPage(isPrivate);
  const { boot } = page;
  const allowed = boot.user.isLoggedIn || boot.pageConfig.loginSignupConfig.loggedOutApplyEnabled;
  const form = useApplyForm(page.target ?? { pids: [], privateToken: null }, allowed && page.target !== null);
  const positions = form.data?.positions ?? [];
  usePageTitle({ pageId: 'applyPage', position: positions.length === 1 ? positions[0]?.title : null });
  useHeadTags({ robots: 'noindex' });
  const screen = (
    <ApplyScreen
      target={page.target}
      source={page.source}
      domain={boot.domain}
      userId={boot.user.isLoggedIn ? (boot.user.user?.id ?? null) : null}
      jobHref={page.jobHref}
      searchHref={page.searchHref}
      loaders={page.loaders}
    />
  );
  if (boot.pageConfig.loginSignupConfig.loggedOutApplyEnabled) return screen;
  return <ProtectedRoute title={t('title')}>{screen}</ProtectedRoute>;
}

export function ApplyRoute() {
  return <ApplyPage isPrivate={false} />;
}

export function PrivateApplyRoute() {
  return <ApplyPage isPrivate />;
}

export function ApplyConfirmRoute() {
  const location = useLocation();
  usePageTitle({ pageId: 'applyPage' });
  useHeadTags({ robots: 'noindex' });
  const token = new URLSearchParams(location.search).get('token') ?? '';
  return <ApplyConfirmScreen token={token} searchHref={withCarriedParams('/careers', location.search)} />;
}
