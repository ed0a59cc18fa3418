import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { EsignDocumentWidget, EsignWidgetScreen } from '../../features/esign-widget/index.js';
import { PdfViewer } from '../../features/offers/index.js';
import { HiddenPageHeading } from '../shell/page-heading.js';
import { usePageTitle } from '../shell/page-title.js';

/** Offer documents have 22-character random widget ids (docs/decisions/016); form e-sign items name their own. */
const DOCUMENT_WIDGET_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * `/public/esignWidget?widgetId=&hosted=` (spec 3 §2), shown inside the e-signature frame. An offer document's
 * widget shows the document and signs it on the server; a form's e-sign item (spec 3 `esignForm`) takes the
 * typed agreement. Messages go to this origin only: the Content-Security-Policy (frame-ancestors 'self') lets
 * no other site embed it.
 */
export function EsignWidgetRoute() {
  const [params] = useSearchParams();
  const title = usePageTitle({});
  const widgetId = params.get('widgetId') ?? '';
  const notify = useCallback((message: object) => {
    const target = window.parent !== window ? window.parent : window.opener;
    target?.postMessage(JSON.stringify(message), window.location.origin);
  }, []);
  return (
    <>
      <HiddenPageHeading>{title}</HiddenPageHeading>
      {DOCUMENT_WIDGET_ID.test(widgetId) ? (
        <EsignDocumentWidget widgetId={widgetId} notify={notify} Viewer={PdfViewer} />
      ) : (
        <EsignWidgetScreen widgetId={widgetId} notify={notify} />
      )}
    </>
  );
}
