import {
  OFFER_SIGNED_TOAST_MS,
  type Offer,
  type OfferDocument,
  offerLetterFileName,
} from '@portico/contracts';
import { Button, ErrorState, LoadingState, useToast } from '@portico/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/api/endpoints/keys.js';
import {
  useAcceptDocument,
  useAcceptOffer,
  useDeclineOffer,
  useOffer,
  useSignWidgetDocument,
} from '../../lib/api/endpoints/offers.js';
import { DeclineModal } from './decline-modal.js';
import { downloadPdf } from './download.js';
import { EsignForm } from './esign-form.js';
import { EsignFrame, type EsignOutcome } from './esign-frame.js';
import { documentFlow, isOfferLetter, offerLetterOf, offerView } from './offer-rules.js';
import styles from './offers.module.css';
import { PdfViewer } from './pdf-viewer.js';
import { actionErrorText, isMissingOffer, LinkButton, Redirect } from './shared.js';
import { UploadStep } from './upload-step.js';

export interface OfferDocumentScreenProps {
  id: string;
  /** The document's id, or null for the offer letter page (`/careers/offer-letter/:id`). */
  documentId: number | null;
  /** The offer page: Back, and where a document that is not in this offer sends the candidate. */
  offerHref: string;
  offersHref: string;
  /** The signed-in candidate's full name (boot data), which a digital signature must equal; null if unknown. */
  fullName: string | null;
  /** The tenant's size limit for a signed file (`pcsxConfig.offerConfig.signedFileMaxSizeMB`). */
  maxUploadMB: number;
}

/** `/careers/offer-letter/:id` and `/careers/offer/:id/offer-document/:documentId` (spec 1 §2, §4). */
export function OfferDocumentScreen(props: OfferDocumentScreenProps) {
  const { t } = useTranslation('offers');
  const offer = useOffer(props.id);
  if (offer.isError && isMissingOffer(offer.error)) return <Redirect to={props.offersHref} />;
  if (offer.isPending) {
    return (
      <div className={styles.page}>
        <LoadingState label={t('detail.loading')} />
      </div>
    );
  }
  if (offer.isError) {
    return (
      <div className={styles.page}>
        <ErrorState message={t('detail.loadFailed')}>
          <Button variant="secondary" onPress={() => offer.refetch()}>
            {t('list.retry')}
          </Button>
        </ErrorState>
      </div>
    );
  }
  const document =
    props.documentId === null
      ? offerLetterOf(offer.data)
      : offer.data.offer_documents.find((candidate) => candidate.id === props.documentId);
  if (!document) return <Redirect to={props.offerHref} />;
  return <DocumentPage {...props} offer={offer.data} document={document} />;
}

function DocumentPage({
  offer,
  document,
  offerHref,
  fullName,
  maxUploadMB,
}: OfferDocumentScreenProps & { offer: Offer; document: OfferDocument }) {
  const { t } = useTranslation('offers');
  const toasts = useToast();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewerRef = useRef<HTMLElement>(null);
  const [declineOpen, setDeclineOpen] = useState(false);
  const view = offerView(offer, new Date());
  const flow = documentFlow(document, view.open);
  const letter = isOfferLetter(document);

  const acceptOffer = useAcceptOffer();
  const acceptDocument = useAcceptDocument();
  const decline = useDeclineOffer();
  const signWidget = useSignWidgetDocument();
  const pending = acceptOffer.isPending || acceptDocument.isPending || decline.isPending;

  const succeeded = (text: string, timeout?: number) => {
    toasts.showToast(text, { type: 'success', timeout });
    // The controls that were used are gone now (the flow became view only): give focus a place to be.
    headingRef.current?.focus();
  };
  const acceptFailed = (error: unknown) =>
    toasts.showToast(actionErrorText(error, t('toast.acceptFailed')), { type: 'error' });

  const download = () => {
    if (document.b64_string === null) {
      toasts.showToast(t('document.noContent'), { type: 'error' });
      return;
    }
    const fileName = letter
      ? offerLetterFileName(offer.enc_id)
      : `offer-document-${offer.enc_id}-${document.id}.pdf`;
    try {
      downloadPdf(document.b64_string, fileName);
    } catch {
      toasts.showToast(t('document.downloadFailed'), { type: 'error' });
    }
  };

  const onWidget = (outcome: EsignOutcome) => {
    if (outcome === 'REJECT') {
      toasts.showToast(t('toast.letterRejected'), { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.offer, offer.enc_id] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.offers });
      return;
    }
    signWidget.mutate(
      { id: offer.enc_id, documentId: document.id },
      {
        onSuccess: () => succeeded(t('toast.documentSigned'), OFFER_SIGNED_TOAST_MS),
        onError: acceptFailed,
      },
    );
  };

  const submitFile = (file: File) => {
    const options = {
      onSuccess: () =>
        succeeded(letter ? t('toast.letterSigned') : t('toast.documentSigned'), OFFER_SIGNED_TOAST_MS),
      onError: acceptFailed,
    };
    if (letter) acceptOffer.mutate({ id: offer.enc_id, file }, options);
    else acceptDocument.mutate({ id: offer.enc_id, documentId: document.id, file }, options);
  };

  const signDigitally = (signature: string) =>
    acceptOffer.mutate(
      { id: offer.enc_id, signature },
      { onSuccess: () => succeeded(t('toast.letterSigned')), onError: acceptFailed },
    );

  const confirmDecline = () =>
    decline.mutate(
      { id: offer.enc_id },
      {
        onSuccess: () => {
          setDeclineOpen(false);
          succeeded(t('toast.rejected'));
        },
        onError: (error) =>
          toasts.showToast(actionErrorText(error, t('toast.rejectFailed')), { type: 'error' }),
      },
    );

  const showViewer = () => {
    viewerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    viewerRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <LinkButton to={offerHref} variant="ghost">
          <ArrowLeft aria-hidden="true" size={18} />
          {t('document.back')}
        </LinkButton>
        {flow === 'esign' ? null : (
          <Button variant="secondary" onPress={download}>
            <Download aria-hidden="true" size={18} />
            {t('document.download')}
          </Button>
        )}
      </div>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {document.name}
      </h1>
      <p className={styles.subtitle}>{t('detail.title', { position: offer.position.name })}</p>

      {flow === 'esign' && document.url ? (
        <>
          {signWidget.isPending ? <LoadingState label={t('document.signing')} /> : null}
          <EsignFrame
            url={document.url}
            title={t('document.esignTitle', { document: document.name })}
            onOutcome={onWidget}
          />
        </>
      ) : (
        <div className={styles.documentLayout} data-with-steps={flow === 'upload'}>
          <section ref={viewerRef} tabIndex={-1} className={styles.viewer} aria-label={t('document.viewer')}>
            {document.b64_string === null ? (
              <p className={styles.pdfMessage}>{t('document.noContent')}</p>
            ) : (
              <PdfViewer base64={document.b64_string} label={document.name} />
            )}
          </section>
          {flow === 'upload' ? (
            <ol className={styles.steps} aria-label={t('steps.label')}>
              <Step number={1} title={t('steps.reviewTitle')}>
                <p className={styles.stepText}>{t('steps.reviewText')}</p>
                <div className={styles.actions}>
                  <Button variant="secondary" onPress={showViewer}>
                    {t('steps.view')}
                  </Button>
                  <Button variant="secondary" onPress={download}>
                    {t('document.download')}
                  </Button>
                </div>
              </Step>
              {/* Only the offer letter can be signed digitally (the accept call); other documents are printed. */}
              <Step number={2} title={t(letter ? 'steps.signTitle' : 'steps.printTitle')}>
                <p className={styles.stepText}>{t(letter ? 'steps.signText' : 'steps.signTextDocument')}</p>
                {letter ? (
                  <EsignForm
                    fullName={fullName}
                    pending={acceptOffer.isPending}
                    error={acceptOffer.error}
                    onSign={signDigitally}
                  />
                ) : null}
              </Step>
              <Step number={3} title={t('steps.uploadTitle')}>
                <p className={styles.stepText}>{t('steps.uploadText')}</p>
                <UploadStep
                  maxMB={maxUploadMB}
                  pending={pending}
                  onSubmit={submitFile}
                  onDecline={() => setDeclineOpen(true)}
                />
              </Step>
            </ol>
          ) : null}
        </div>
      )}
      <DeclineModal
        isOpen={declineOpen}
        pending={decline.isPending}
        onClose={() => setDeclineOpen(false)}
        onConfirm={confirmDecline}
      />
    </div>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className={styles.step}>
      <h2 className={styles.stepTitle}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </li>
  );
}
