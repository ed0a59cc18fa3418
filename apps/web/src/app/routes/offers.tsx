import type { OfferDocument } from '@portico/contracts';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLocation, useParams } from 'react-router';
import {
  isOfferLetter,
  OfferDetailScreen,
  OfferDocumentScreen,
  OffersListScreen,
} from '../../features/offers/index.js';
import { offerQueryOptions, offersQueryOptions, useOffer } from '../../lib/api/endpoints/offers.js';
import { isApiError } from '../../lib/api/errors.js';
import { withCarriedParams, withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { ProtectedRoute } from '../protected-route.js';
import type { RouteDeps } from '../routes.js';
import { usePageTitle } from '../shell/page-title.js';

/*
 * The offer center's routes (spec 1 §2). Offer links carry the tenant's `domain` parameter and the other
 * carried parameters of the current address. Loaders fill the cache during the server render only, so the
 * HTML has the offers; a missing offer (another candidate's, another tenant's, made up) goes to the list.
 */

/** `path` with the current address's carried parameters and the tenant's `domain` (spec 1 §2). */
function useOfferHref(): (path: string) => string {
  const boot = useBoot();
  const location = useLocation();
  return (path) => withDomain(withCarriedParams(path, location.search), boot.domain);
}

export const offerPaths = {
  list: '/careers/offers',
  offer: (id: string) => `/careers/offer/${encodeURIComponent(id)}`,
  letter: (id: string) => `/careers/offer-letter/${encodeURIComponent(id)}`,
  document: (id: string, documentId: number) =>
    `/careers/offer/${encodeURIComponent(id)}/offer-document/${documentId}`,
};

/** A plain redirect Response (the server render answers it as a 302; React Router's `redirect` is not in the first load). */
function listRedirect(request: Request) {
  const location = withCarriedParams(offerPaths.list, new URL(request.url).search);
  return new Response(null, { status: 302, headers: { Location: location } });
}

export function createOffersLoader({ api, queryClient, boot }: RouteDeps) {
  return async () => {
    if (!boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    await queryClient.prefetchQuery(offersQueryOptions(api));
    return null;
  };
}

export function createOfferLoader({ api, queryClient, boot }: RouteDeps) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    // Spec 1 §4: no id, or no such offer, sends the candidate to the list.
    if (!params.id) throw listRedirect(request);
    if (!boot.user.isLoggedIn || typeof window !== 'undefined') return null;
    try {
      await queryClient.fetchQuery(offerQueryOptions(api, params.id));
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) throw listRedirect(request);
      // Anything else: the screen shows its error state and a retry.
    }
    return null;
  };
}

/**
 * The tab title of an offer's pages (spec 1 §2's rule, '{position} | {company}'): the offer's position once it is
 * known (the server render has it from the loader), 'Offers' before that. The offer comes from the cache the
 * screen reads, so it costs no request of its own; a visitor who is not signed in asks for nothing.
 */
function useOfferPageTitle(pageId: 'offer' | 'offerLetter', id: string) {
  const { t } = useTranslation('offers');
  const boot = useBoot();
  const offer = useOffer(boot.user.isLoggedIn ? id : '');
  usePageTitle({ pageId, position: offer.data?.position.name ?? null, page: t('list.title') });
}

export function OffersRoute() {
  const { t } = useTranslation('offers');
  const href = useOfferHref();
  usePageTitle({ pageId: 'offers', page: t('list.title') });
  return (
    <ProtectedRoute title={t('list.title')}>
      <OffersListScreen offerHref={(id) => href(offerPaths.offer(id))} searchHref={href('/careers')} />
    </ProtectedRoute>
  );
}

export function OfferRoute() {
  const { t } = useTranslation('offers');
  const { id = '' } = useParams();
  const href = useOfferHref();
  useOfferPageTitle('offer', id);
  return (
    <ProtectedRoute title={t('list.title')}>
      <OfferDetailScreen
        id={id}
        offersHref={href(offerPaths.list)}
        documentHref={(document: OfferDocument) =>
          href(isOfferLetter(document) ? offerPaths.letter(id) : offerPaths.document(id, document.id))
        }
      />
    </ProtectedRoute>
  );
}

/** The offer letter (`/careers/offer-letter/:id`) and any other document of an offer. */
export function OfferDocumentRoute() {
  const { t } = useTranslation('offers');
  const boot = useBoot();
  const params = useParams();
  const id = params.id ?? '';
  const documentId = params.documentId === undefined ? null : Number.parseInt(params.documentId, 10);
  const href = useOfferHref();
  useOfferPageTitle(documentId === null ? 'offerLetter' : 'offer', id);
  const fullName = boot.user.user?.fullName.trim() || null;
  return (
    <ProtectedRoute title={t('list.title')}>
      <OfferDocumentScreen
        // A new document is a new page: nothing typed or chosen for the previous one carries over.
        key={`${id}:${documentId ?? 'letter'}`}
        id={id}
        documentId={documentId !== null && Number.isNaN(documentId) ? -1 : documentId}
        offerHref={href(offerPaths.offer(id))}
        offersHref={href(offerPaths.list)}
        fullName={fullName}
        maxUploadMB={boot.pageConfig.pcsxConfig.offerConfig.signedFileMaxSizeMB}
      />
    </ProtectedRoute>
  );
}
