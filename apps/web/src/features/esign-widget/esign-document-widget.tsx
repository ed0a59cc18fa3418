import { FIELD_REGISTRY, SimpleForm } from '@portico/forms';
import { Button, FormAlert } from '@portico/ui';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api/context.js';
import {
  esignDocumentQueryOptions,
  useRejectEsignDocument,
  useSignEsignDocument,
} from '../../lib/api/endpoints/esign.js';
import { isApiError } from '../../lib/api/errors.js';
import { signaturePattern } from '../../lib/signature-pattern.js';
import styles from './esign-widget.module.css';
import { type EsignMessageType, signingDefinition } from './esign-widget-screen.js';
import { SignaturePad } from './signature-pad.js';

/** The PDF viewer the route lends (it belongs to the offer center). */
export type PdfViewerComponent = ComponentType<{ base64: string; label: string }>;

/**
 * The widget for an offer document (docs/decisions/016): shows the PDF, takes the typed full name, an
 * optional drawn signature and the agreement, has the server stamp the document, and only then tells the
 * opener ESIGN. Declining declines the offer, after a confirmation, and tells the opener REJECT.
 */
export function EsignDocumentWidget({
  widgetId,
  notify,
  Viewer,
}: {
  widgetId: string;
  notify: (message: { type: EsignMessageType; widgetId: string }) => void;
  Viewer: PdfViewerComponent;
}) {
  const { t } = useTranslation('offers');
  const api = useApi();
  const document = useQuery(esignDocumentQueryOptions(api, widgetId));
  const [drawing, setDrawing] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'signed' | 'declined' | null>(null);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const sign = useSignEsignDocument({
    onSuccess: () => {
      setOutcome('signed');
      notify({ type: 'ESIGN', widgetId });
    },
  });
  const reject = useRejectEsignDocument({
    onSuccess: () => {
      setOutcome('declined');
      notify({ type: 'REJECT', widgetId });
    },
  });
  const fullName = document.data?.fullname ?? null;
  const definition = useMemo(
    () =>
      signingDefinition(t, [
        { type: 'regex', value: signaturePattern(fullName), message: t('esignWidget.nameMismatch') },
      ]),
    [t, fullName],
  );

  if (outcome)
    return (
      <div className={styles.widget}>
        <FormAlert tone="success">
          {t(outcome === 'signed' ? 'esignWidget.signed' : 'esignWidget.declined')}
        </FormAlert>
      </div>
    );
  if (document.isPending)
    return (
      <div className={styles.widget}>
        <p role="status">{t('esignWidget.loading')}</p>
      </div>
    );
  if (document.isError) {
    const status = isApiError(document.error) ? document.error.status : 0;
    return (
      <div className={styles.widget}>
        <FormAlert tone="error">
          {t(
            status === 401
              ? 'esignWidget.signInNeeded'
              : status === 404 || status === 400
                ? 'esignWidget.notFound'
                : 'esignWidget.loadFailed',
          )}
        </FormAlert>
      </div>
    );
  }
  const { document: doc } = document.data;
  if (doc.signed)
    return (
      <div className={styles.widget}>
        <FormAlert tone="success">{t('esignWidget.alreadySigned')}</FormAlert>
      </div>
    );

  const failure = sign.error ?? reject.error;
  return (
    <div className={styles.widget}>
      <h2 className={styles.documentTitle}>
        {t('esignWidget.documentFor', { name: doc.name, position: doc.position })}
      </h2>
      <div className={styles.viewer}>
        <Viewer base64={doc.b64_string} label={doc.name} />
      </div>
      {failure ? (
        <FormAlert tone="error">
          {isApiError(failure) && failure.message ? failure.message : t('esignWidget.signFailed')}
        </FormAlert>
      ) : null}
      {confirmDecline ? (
        <div className={styles.confirm} role="alertdialog" aria-labelledby="decline-confirm">
          <p id="decline-confirm">{t('esignWidget.declineConfirm')}</p>
          <div className={styles.confirmActions}>
            <Button variant="secondary" autoFocus onPress={() => setConfirmDecline(false)}>
              {t('esignWidget.declineBack')}
            </Button>
            <Button variant="danger" isPending={reject.isPending} onPress={() => reject.mutate(widgetId)}>
              {t('esignWidget.declineConfirmButton')}
            </Button>
          </div>
        </div>
      ) : null}
      <SimpleForm
        registry={FIELD_REGISTRY}
        definition={definition}
        aria-label={t('esignWidget.title')}
        onSubmit={(values) =>
          sign.mutate({
            widgetId,
            signature: String(values.signature ?? ''),
            ...(drawing ? { drawing } : {}),
          })
        }
        actions={
          <>
            {/* In the actions row, on a line of its own: after the name and agreement, before Sign. */}
            <SignaturePad onChange={setDrawing} />
            <Button variant="secondary" onPress={() => setConfirmDecline(true)}>
              {t('esignWidget.decline')}
            </Button>
            <Button type="submit" variant="primary" isPending={sign.isPending}>
              {t('esignWidget.sign')}
            </Button>
          </>
        }
      />
    </div>
  );
}
