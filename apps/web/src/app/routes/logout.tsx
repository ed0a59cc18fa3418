import { buttonClassName } from '@portico/ui';
import { useTranslation } from 'react-i18next';
import { withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { usePageTitle } from '../shell/page-title.js';
import styles from './routes.module.css';

/**
 * `/logout` when the server did not sign out at once: the visit came from another site (a link, a frame, an
 * image) or without the browser saying where from, so nobody can tell it was the candidate's choice. The page
 * asks. Its "Sign out" is a link to this same address: following it is a navigation on this site, which the server
 * signs out (modules/auth/logout-page.ts) and sends back to the careers site; it works before the page hydrates.
 */
export function LogoutRoute() {
  const boot = useBoot();
  const { t } = useTranslation('shell');
  usePageTitle({ pageId: 'logout' });
  return (
    <div className={styles.status}>
      <h1>{t('logout.confirmHeading')}</h1>
      <p>{t('logout.confirmText')}</p>
      <div className={styles.statusActions}>
        <a className={buttonClassName('primary')} href={withDomain('/logout', boot.domain)}>
          {t('nav.signOut')}
        </a>
        <a className={buttonClassName('secondary')} href={withDomain('/careers', boot.domain)}>
          {t('logout.stay')}
        </a>
      </div>
    </div>
  );
}
