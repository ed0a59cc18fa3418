import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { EsignWidgetScreen } from '../../features/esign-widget/index.js';
import { HiddenPageHeading } from '../shell/page-heading.js';
import { usePageTitle } from '../shell/page-title.js';

/**
 * `/public/esignWidget?widgetId=&hosted=` (spec 3 §2), shown inside the e-signature frame. Its messages
 * go to this origin only: the Content-Security-Policy (frame-ancestors 'self') lets no other site embed it.
 */
export function EsignWidgetRoute() {
  const [params] = useSearchParams();
  const title = usePageTitle({});
  const notify = useCallback((message: object) => {
    const target = window.parent !== window ? window.parent : window.opener;
    target?.postMessage(JSON.stringify(message), window.location.origin);
  }, []);
  return (
    <>
      <HiddenPageHeading>{title}</HiddenPageHeading>
      <EsignWidgetScreen widgetId={params.get('widgetId') ?? ''} notify={notify} />
    </>
  );
}
