import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthModal } from '../../features/auth/index.js';
import { useBoot } from '../boot-context.js';
import { withCarriedParams, withDomain } from '../careers-href.js';
import { usePageTitle } from '../shell/page-title.js';
import { SignInLink } from '../shell/sign-in-link.js';
import styles from './routes.module.css';

/**
 * `/careers` (and `/careers/login`, which opens the login dialog over it). The job search of issue 4
 * replaces this landing; until then it introduces the company's careers site and the account.
 */
export function CareersHome() {
  const boot = useBoot();
  const { t } = useTranslation('shell');
  const { openLogin } = useAuthModal();
  const location = useLocation();
  const company = boot.pageConfig.pcsxConfig.branding.companyName;
  usePageTitle({ pageId: 'jobs' });
  const loginEnabled = boot.pageConfig.loginSignupConfig.candidateLoginEnabled;
  const user = boot.user.user;
  return (
    <section className={styles.landing} aria-labelledby="careers-heading">
      <h1 id="careers-heading" className={styles.heading}>
        {t('home.heading', { company })}
      </h1>
      <p className={styles.lead}>{t(user ? 'home.introSignedIn' : 'home.intro', { company })}</p>
      {user ? (
        <>
          <p>{t('home.welcome', { name: user.fullName || user.email })}</p>
          <Link
            className={styles.primary}
            to={withDomain('/careers/settings', new URLSearchParams(location.search).get('domain'))}
          >
            {t('home.settings')}
          </Link>
        </>
      ) : loginEnabled ? (
        <SignInLink
          className={styles.primary}
          href={withCarriedParams('/careers/login', location.search)}
          onOpen={() => openLogin()}
        >
          {t('home.signIn')}
        </SignInLink>
      ) : (
        <p>{t('home.loginDisabled')}</p>
      )}
    </section>
  );
}
