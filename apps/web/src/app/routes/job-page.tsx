import { applyPath, jobPath, privateJobPath } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, useLocation, useParams } from 'react-router';
import { useAuthModal } from '../../features/auth/index.js';
import { JobPageScreen } from '../../features/jobs/index.js';
import { useApi } from '../../lib/api/context.js';
import { insightsQueryOptions, positionQueryOptions } from '../../lib/api/endpoints/index.js';
import { isApiError } from '../../lib/api/errors.js';
import { withCarriedParams } from '../../lib/careers-href.js';
import { jobPageHeadTags } from '../../lib/seo/job-posting.js';
import { useBoot } from '../boot-context.js';
import type { RouteDeps } from '../routes.js';
import { useHeadTags, usePageTitle } from '../shell/page-title.js';

/**
 * The position id of `/careers/job/{pid}` (leading integer of "123-title") or `?pid=` of the private page, and the
 * private page's link token (`private=`; an empty one when missing, which the server answers with a 404).
 */
function readId(
  pidSegment: string | undefined,
  search: string,
): { id: number | null; isPrivate: boolean; privateToken: string | null } {
  const isPrivate = pidSegment === undefined;
  const query = new URLSearchParams(search);
  const text = isPrivate ? (query.get('pid') ?? '') : pidSegment;
  const match = /^(\d{1,10})(?:-|$)/.exec(text);
  const id = match ? Number.parseInt(match[1] ?? '', 10) : Number.NaN;
  const privateToken = isPrivate ? (query.get('private') ?? '') : null;
  return { id: id > 0 && id <= 2_147_483_647 ? id : null, isPrivate, privateToken };
}

/**
 * Loads the position (and its insights) during the server render, so the description and the JobPosting
 * data are in the HTML. A position that does not exist answers a real 404 page (crawlers drop it); an
 * archived one stays, shown as closed.
 */
export function createJobPageLoader({ api, queryClient }: RouteDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const { id, privateToken } = readId(params.pid, new URL(request.url).search);
    if (id === null) throw data('Not Found', { status: 404 });
    if (typeof window !== 'undefined') return null;
    try {
      await Promise.all([
        queryClient.fetchQuery(positionQueryOptions(api, id, privateToken)),
        queryClient.prefetchQuery(insightsQueryOptions(api, id, privateToken)),
      ]);
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw data('Not Found', { status: 404 });
      // Anything else: the page shows its own error state and retry.
    }
    return null;
  };
}

export function JobPageRoute() {
  const boot = useBoot();
  const { i18n } = useTranslation();
  const { openLogin } = useAuthModal();
  const params = useParams();
  const location = useLocation();
  const api = useApi();
  const { id, isPrivate, privateToken } = readId(params.pid, location.search);
  const position = useQuery({ ...positionQueryOptions(api, id ?? 0, privateToken), enabled: id !== null });
  usePageTitle({ pageId: 'singlePosition', position: position.data?.title });
  const { companyName, logoUrl } = boot.pageConfig.pcsxConfig.branding;
  useHeadTags(
    position.data
      ? jobPageHeadTags(position.data, {
          companyName,
          siteUrl: boot.siteUrl,
          domain: boot.domain,
          logoUrl,
          remoteApplicantCountries: boot.pageConfig.pcsxConfig.seoConfig.remoteApplicantCountries,
        })
      : null,
  );
  const path =
    id === null
      ? ''
      : isPrivate
        ? privateJobPath(id, privateToken)
        : jobPath({ id, title: position.data?.title ?? '' });
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  if (id === null) return null;
  return (
    <JobPageScreen
      id={id}
      privateToken={privateToken}
      language={i18n.language || boot.language}
      isLoggedIn={boot.user.isLoggedIn}
      loginEnabled={boot.pageConfig.loginSignupConfig.candidateLoginEnabled}
      cartEnabled={boot.pageConfig.pcsxConfig.jobCartConfig.enabled}
      domain={boot.domain}
      shareUrl={`${origin}${withCarriedParams(path, location.search)}`}
      searchHref={withCarriedParams('/careers', location.search)}
      applyHref={applyPath(id, { privateToken, params: location.search })}
      openLogin={openLogin}
      positionDetailsConfig={boot.pageConfig.pcsxConfig.positionDetailsConfig}
      hasPositionOverrides={boot.pageConfig.pcsxConfig.overrides.positions.length > 0}
    />
  );
}
