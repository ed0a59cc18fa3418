import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api/context.js';
import { logout } from '../../lib/api/endpoints/index.js';
import { withDomain } from '../../lib/careers-href.js';
import { useBoot } from '../boot-context.js';
import { usePageTitle } from '../shell/page-title.js';
import styles from './routes.module.css';

/**
 * `/logout`: signs out through the API (an unsafe request, so it carries the CSRF token; a plain GET
 * that logged out could be triggered by any page), then returns to the tenant's careers site.
 */
export function LogoutRoute() {
  const api = useApi();
  const boot = useBoot();
  const { t } = useTranslation('shell');
  usePageTitle({ pageId: 'logout' });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void attempt;
    setFailed(false);
    logout(api).then(
      () => {
        if (!cancelled) window.location.replace(withDomain('/careers', boot.domain));
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, boot.domain, attempt]);

  return (
    <div className={styles.status}>
      <h1>{t('logout.heading')}</h1>
      {failed ? (
        <>
          <p role="alert">{t('logout.failed')}</p>
          <button type="button" className={styles.primary} onClick={() => setAttempt((n) => n + 1)}>
            {t('logout.retry')}
          </button>
        </>
      ) : (
        <p role="status">{t('logout.signingOut')}</p>
      )}
    </div>
  );
}
