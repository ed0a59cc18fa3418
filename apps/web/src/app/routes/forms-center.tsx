import type { FormsCenterTab } from '@portico/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLocation, useNavigate, useParams } from 'react-router';
import { useAuthModal } from '../../features/auth/index.js';
import {
  FormsListScreen,
  FormsSignInPrompt,
  FormViewScreen,
  searchWithTab,
  tabFromSearch,
} from '../../features/forms-center/index.js';
import { useApi } from '../../lib/api/context.js';
import { getFormOptions, searchSkills } from '../../lib/api/endpoints/form-options.js';
import { candidateFormQueryOptions, formsListQueryOptions } from '../../lib/api/endpoints/forms-center.js';
import { withCarriedParams, withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { usePageTitle } from '../shell/page-title.js';

/*
 * The forms center's routes (spec 1 §2): `/careers/forms/center` (protected), `/careers/forms` (open: a
 * visitor is asked to sign in, a candidate sees the same center) and one form at
 * `/careers/forms/center/{id}` (protected). Loaders fill the cache during the server render only, so the
 * HTML has the forms.
 */

export const formsPaths = {
  center: '/careers/forms/center',
  form: (id: string) => `/careers/forms/center/${encodeURIComponent(id)}`,
};

/** `path` with the current address's carried parameters (the tenant's `domain`, the language, …). */
function useFormsHref(): (path: string) => string {
  const boot = useBoot();
  const location = useLocation();
  return (path) => withDomain(withCarriedParams(path, location.search), boot.domain);
}

export function createFormsListLoader({ api, queryClient, boot }: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    const tab = tabFromSearch(new URL(request.url).search);
    // A failure is the screen's error state (with a retry), not the page's.
    await queryClient.prefetchQuery(formsListQueryOptions(api, tab));
    return null;
  };
}

export function createFormViewLoader({ api, queryClient, boot }: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    if (!params.id || !boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    await queryClient.prefetchQuery(candidateFormQueryOptions(api, params.id));
    return null;
  };
}

function FormsCenter() {
  const location = useLocation();
  const navigate = useNavigate();
  const href = useFormsHref();
  const onTabChange = useCallback(
    (tab: FormsCenterTab) => navigate({ search: searchWithTab(location.search, tab) }, { replace: true }),
    [navigate, location.search],
  );
  return (
    <FormsListScreen
      tab={tabFromSearch(location.search)}
      onTabChange={onTabChange}
      formHref={(id) => href(formsPaths.form(id))}
    />
  );
}

/** `/careers/forms/center`: protected (a visitor gets the login dialog over a short notice). */
export function FormsCenterRoute() {
  const { t } = useTranslation('formsCenter');
  usePageTitle({ pageId: 'documentCenter', page: t('title') });
  return (
    <ProtectedRoute title={t('title')}>
      <FormsCenter />
    </ProtectedRoute>
  );
}

/** `/careers/forms`: open to visitors, who are told that forms are personal and asked to sign in. */
export function FormsRoute() {
  const boot = useBoot();
  const location = useLocation();
  const { openLogin } = useAuthModal();
  const { t } = useTranslation('formsCenter');
  usePageTitle({ pageId: 'documentCenter', page: t('title') });
  if (boot.user.isLoggedIn) return <FormsCenter />;
  return (
    <FormsSignInPrompt
      company={boot.pageConfig.pcsxConfig.branding.companyName}
      loginEnabled={boot.pageConfig.loginSignupConfig.candidateLoginEnabled}
      onSignIn={() => openLogin()}
      homeHref={withDomain('/careers', new URLSearchParams(location.search).get('domain'))}
    />
  );
}

/** `/careers/forms/center/:id`: one form, to fill in or (once sent) to read. */
export function FormViewRoute() {
  const { t } = useTranslation('formsCenter');
  const { id = '' } = useParams();
  const api = useApi();
  const href = useFormsHref();
  usePageTitle({ pageId: 'formView', page: t('title') });
  const getOptions = useCallback((url: string) => getFormOptions(api, url), [api]);
  const search = useCallback((query: string) => searchSkills(api, query), [api]);
  return (
    <ProtectedRoute title={t('title')}>
      <FormViewScreen
        key={id}
        id={id}
        listHref={href(formsPaths.center)}
        getOptions={getOptions}
        searchSkills={search}
      />
    </ProtectedRoute>
  );
}
