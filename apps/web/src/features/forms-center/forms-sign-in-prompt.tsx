import { Button } from '@portico/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './forms-center.module.css';

export interface FormsSignInPromptProps {
  company: string;
  /** Opens the sign-in dialog (the route lends the auth feature's). */
  onSignIn: () => void;
  /** Whether the tenant lets candidates sign in at all. */
  loginEnabled: boolean;
  /** The search page, with the tenant's `domain`. */
  homeHref: string;
}

/** `/careers/forms` for a visitor: forms are personal, so the center asks them to sign in first. */
export function FormsSignInPrompt({ company, onSignIn, loginEnabled, homeHref }: FormsSignInPromptProps) {
  const { t } = useTranslation(['formsCenter', 'shell']);
  return (
    <div className={styles.page}>
      <section className={styles.prompt} aria-labelledby="forms-sign-in-title">
        <h1 id="forms-sign-in-title" className={styles.title}>
          {t('signIn.title')}
        </h1>
        <p>{t('signIn.body', { company })}</p>
        {loginEnabled ? null : <p role="alert">{t('shell:protected.loginDisabled')}</p>}
        <div className={styles.actions}>
          {loginEnabled ? (
            <Button variant="primary" onPress={onSignIn}>
              {t('shell:protected.signIn')}
            </Button>
          ) : null}
          <Link to={homeHref} className={styles.textLink}>
            {t('shell:protected.back')}
          </Link>
        </div>
      </section>
    </div>
  );
}
