import { useTranslation } from 'react-i18next';
import { NotFoundNotice } from '../shell/not-found-notice.js';
import { usePageTitle } from '../shell/page-title.js';

/** Any path no route claims; the server answers it with status 404 (the route's handle). */
export function NotFoundRoute() {
  const { t } = useTranslation('shell');
  usePageTitle({ page: t('notFound.title') });
  return <NotFoundNotice />;
}
