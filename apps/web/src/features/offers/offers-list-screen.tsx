import type { Offer } from '@portico/contracts';
import { Button, EmptyState, ErrorState, LoadingState } from '@portico/ui';
import { useTranslation } from 'react-i18next';
import { useOffers } from '../../lib/api/endpoints/offers.js';
import { cardDate, formatOfferDate, offerView, sortForAction, viewButtonVariant } from './offer-rules.js';
import styles from './offers.module.css';
import { LinkButton, StatusLabel } from './shared.js';

export interface OffersListScreenProps {
  /** The offer page's address (with the tenant's `domain`), given by the route. */
  offerHref: (encId: string) => string;
  /** The job search's address (with the tenant's `domain`): the empty list's next step. */
  searchHref: string;
}

/** `/careers/offers` (spec 1 §2 "Offers list"). */
export function OffersListScreen({ offerHref, searchHref }: OffersListScreenProps) {
  const { t } = useTranslation('offers');
  const offers = useOffers();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('list.title')}</h1>
      {offers.isPending ? <LoadingState label={t('list.loading')} /> : null}
      {offers.isError ? (
        <ErrorState message={t('list.loadFailed')}>
          <Button variant="secondary" onPress={() => offers.refetch()}>
            {t('list.retry')}
          </Button>
        </ErrorState>
      ) : null}
      {offers.data?.length === 0 ? (
        <EmptyState message={t('list.empty')}>
          <p className={styles.emptyText}>{t('list.emptyNext')}</p>
          <LinkButton to={searchHref} variant="primary">
            {t('list.searchJobs')}
          </LinkButton>
        </EmptyState>
      ) : null}
      {offers.data?.length ? <OfferCards offers={offers.data} offerHref={offerHref} /> : null}
    </div>
  );
}

/** The offers' cards, those waiting for an answer first: the page's list and the dashboard tab's. */
export function OfferCards({
  offers,
  offerHref,
}: {
  offers: readonly Offer[];
  offerHref: (encId: string) => string;
}) {
  const now = new Date();
  return (
    <ul className={styles.list}>
      {sortForAction([...offers], now).map((offer) => (
        <li key={offer.enc_id}>
          <OfferCard offer={offer} now={now} href={offerHref(offer.enc_id)} />
        </li>
      ))}
    </ul>
  );
}

function OfferCard({ offer, now, href }: { offer: Offer; now: Date; href: string }) {
  const { t } = useTranslation('offers');
  const view = offerView(offer, now);
  const date = cardDate(offer, now);
  return (
    <article className={styles.card} aria-label={offer.position.name}>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{offer.position.name}</h2>
        <p className={styles.meta}>
          {offer.hide_offer_status ? null : <StatusLabel status={view.status} />}
          <span>{t(date.key, { date: formatOfferDate(date.iso) })}</span>
          {view.open ? <span className={styles.tag}>{t('list.actionRequired')}</span> : null}
        </p>
      </div>
      <LinkButton
        to={href}
        variant={viewButtonVariant(view.status)}
        aria-label={t('list.viewLabel', { position: offer.position.name })}
      >
        {t('list.view')}
      </LinkButton>
    </article>
  );
}
