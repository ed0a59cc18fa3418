import type { Offer, OfferDocument, OfferStatus } from '@portico/contracts';
import { Banner, Button, ErrorState, LoadingState } from '@portico/ui';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOffer } from '../../lib/api/endpoints/offers.js';
import { OfferConfetti } from './confetti.js';
import { documentButton, documentStatusText, formatOfferDate, offerView } from './offer-rules.js';
import styles from './offers.module.css';
import { isMissingOffer, LinkButton, Redirect, StatusLabel } from './shared.js';

export interface OfferDetailScreenProps {
  id: string;
  /** The list's address, for the back button and when the offer does not exist. */
  offersHref: string;
  /** Where a document's Start/View goes: the offer letter page or the document page. */
  documentHref: (document: OfferDocument) => string;
}

/** The status-specific line under the header; the keys name their own texts in the offers namespace. */
function subMessage(status: OfferStatus, expiresAt: string | null): { key: string; date?: string } {
  const date = expiresAt ? formatOfferDate(expiresAt) : undefined;
  switch (status) {
    case 'Extended':
      return date ? { key: 'message.extended', date } : { key: 'message.extendedNoDate' };
    case 'Contract Extended':
      return date ? { key: 'message.contractExtended', date } : { key: 'message.contractExtendedNoDate' };
    case 'Accepted':
      return { key: 'message.accepted' };
    case 'Contract Accepted':
      return { key: 'message.contractAccepted' };
    case 'Declined':
      return { key: 'message.declined' };
    case 'Canceled':
      return { key: 'message.canceled' };
    case 'Expired':
      return { key: 'message.expired' };
  }
}

/** `/careers/offer/:id` (spec 1 §2 "Offer detail"). */
export function OfferDetailScreen({ id, offersHref, documentHref }: OfferDetailScreenProps) {
  const { t } = useTranslation('offers');
  const offer = useOffer(id);
  if (offer.isError && isMissingOffer(offer.error)) return <Redirect to={offersHref} />;
  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <LinkButton to={offersHref} variant="ghost">
          <ArrowLeft aria-hidden="true" size={18} />
          {t('detail.back')}
        </LinkButton>
      </div>
      {offer.isPending ? <LoadingState label={t('detail.loading')} /> : null}
      {offer.isError ? (
        <ErrorState message={t('detail.loadFailed')}>
          <Button variant="secondary" onPress={() => offer.refetch()}>
            {t('list.retry')}
          </Button>
        </ErrorState>
      ) : null}
      {offer.data ? <OfferDetail offer={offer.data} documentHref={documentHref} /> : null}
    </div>
  );
}

function OfferDetail({
  offer,
  documentHref,
}: {
  offer: Offer;
  documentHref: OfferDetailScreenProps['documentHref'];
}) {
  const { t } = useTranslation('offers');
  const view = offerView(offer, new Date());
  const message = subMessage(view.status, offer.expires_at);
  const revising = offer.offer_documents.some((document) => document.under_revision);
  return (
    <>
      <OfferConfetti encId={offer.enc_id} active={view.open} />
      <h1 className={styles.title}>{t('detail.title', { position: offer.position.name })}</h1>
      {offer.hide_offer_status ? null : (
        <p className={styles.meta}>
          <StatusLabel status={view.status} />
        </p>
      )}
      <p className={styles.subtitle}>{t(message.key, { date: message.date })}</p>
      {revising ? (
        <Banner tone="alert" className={styles.warning}>
          {t('detail.revising')}
        </Banner>
      ) : null}
      <h2 className={styles.cardTitle}>{t('detail.documents')}</h2>
      {offer.offer_documents.length === 0 ? <p className={styles.hint}>{t('detail.noDocuments')}</p> : null}
      <ul className={`${styles.list} ${styles.documents}`}>
        {offer.offer_documents.map((document) => (
          <li key={document.id}>
            <DocumentCard document={document} offer={offer} open={view.open} href={documentHref(document)} />
          </li>
        ))}
      </ul>
    </>
  );
}

function DocumentCard({
  document,
  offer,
  open,
  href,
}: {
  document: OfferDocument;
  offer: Offer;
  open: boolean;
  href: string;
}) {
  const { t } = useTranslation('offers');
  const button = documentButton(document, open);
  const status = documentStatusText(document, offer, new Date());
  const label = t(button.label === 'start' ? 'detail.startLabel' : 'detail.viewLabel', {
    document: document.name,
  });
  const text = t(button.label === 'start' ? 'detail.start' : 'detail.view');
  return (
    <article className={styles.card} aria-label={document.name}>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{document.name}</h3>
        <p className={styles.documentStatus}>
          {t(status.key, status.values)}
          {status.extraKey ? ` ${t(status.extraKey)}` : null}
        </p>
      </div>
      {button.disabled ? (
        <Button variant="secondary" isDisabled aria-label={label}>
          {text}
        </Button>
      ) : (
        <LinkButton to={href} variant={button.label === 'start' ? 'primary' : 'secondary'} aria-label={label}>
          {text}
        </LinkButton>
      )}
    </article>
  );
}
