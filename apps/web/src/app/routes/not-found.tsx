import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { withDomain } from '../../lib/careers-href.js';
import { SimpleNotice } from '../shell/crash-screen.js';
import { usePageTitle } from '../shell/page-title.js';

/** Any path no route claims; the server answers it with status 404 (the route's handle). */
export function NotFoundRoute() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  usePageTitle({});
  return (
    <SimpleNotice
      title={t('notFound.title')}
      message={t('notFound.message')}
      linkText={t('notFound.link')}
      href={withDomain('/careers', new URLSearchParams(location.search).get('domain'))}
    />
  );
}
