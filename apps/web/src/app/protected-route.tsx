import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthModal } from '../features/auth/index.js';
import { withDomain } from '../lib/careers-href.js';
import { useBoot } from './boot-context.js';
import { HiddenPageHeading } from './shell/page-heading.js';
import styles from './shell/shell.module.css';

/**
 * A screen that needs a signed-in candidate. Logged out, the login dialog opens over a short notice
 * (LoginModalHost reads the route's `protected` handle); with candidate login switched off for the
 * tenant, the notice says the page cannot be shown.
 */
export function ProtectedRoute({ title, children }: { title: string; children: ReactNode }) {
  const boot = useBoot();
  const { t } = useTranslation('shell');
  const { openLogin } = useAuthModal();
  const location = useLocation();
  if (boot.user.isLoggedIn) return <>{children}</>;
  const loginEnabled = boot.pageConfig.loginSignupConfig.candidateLoginEnabled;
  const home = withDomain('/careers', new URLSearchParams(location.search).get('domain'));
  return (
    <div className={styles.notice}>
      <HiddenPageHeading>{title}</HiddenPageHeading>
      <p role={loginEnabled ? undefined : 'alert'}>
        {loginEnabled ? t('protected.signInRequired') : t('protected.loginDisabled')}
      </p>
      <p className={styles.noticeLinks}>
        {loginEnabled ? (
          <button type="button" className={styles.signIn} onClick={() => openLogin()}>
            {t('protected.signIn')}
          </button>
        ) : null}
        <Link to={home} className={loginEnabled ? styles.noticeSecondary : styles.noticePrimary}>
          {t('protected.back')}
        </Link>
      </p>
    </div>
  );
}
