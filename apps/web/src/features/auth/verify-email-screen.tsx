import { Button, FormAlert, Spinner } from '@portico/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyEmail } from '../../lib/api/endpoints/index.js';
import { isApiError } from '../../lib/api/errors.js';
import styles from './components/auth.module.css';

export interface VerifyEmailScreenProps {
  /** The `token` query parameter of the sign-up mail's link. */
  token: string | null;
  isLoggedIn: boolean;
  /** Opens the sign-in dialog once the address is confirmed. */
  onSignIn(): void;
  /** The careers site's home, with the tenant's `domain`. */
  homeHref: string;
}

/** Tokens are at least 16 characters (contracts verifyEmailRequestSchema); shorter ones can never work. */
const MIN_TOKEN_LENGTH = 16;

type State = 'working' | 'done' | 'invalid' | 'failed';

/**
 * `/careers/verify-email?token=`: the sign-up mail's link (docs/decisions/033). The page confirms the address as
 * soon as it runs (a POST with the CSRF token; the link itself changes nothing), says so, and offers the sign-in.
 */
export function VerifyEmailScreen({ token, isLoggedIn, onSignIn, homeHref }: VerifyEmailScreenProps) {
  const { t } = useTranslation(['auth', 'common']);
  const verify = useVerifyEmail();
  const usable = token !== null && token.length >= MIN_TOKEN_LENGTH;
  const [state, setState] = useState<State>(usable ? 'working' : 'invalid');
  const started = useRef(false);

  const run = () => {
    if (!usable) return;
    setState('working');
    verify.mutateAsync({ token }).then(
      () => setState('done'),
      (error: unknown) =>
        setState(
          isApiError(error) && (error.code === 'VERIFY_TOKEN_INVALID' || error.fields.token)
            ? 'invalid'
            : 'failed',
        ),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page: the token is single-use.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, []);

  return (
    <div className={styles.page}>
      <h1>{t('auth:verify.title')}</h1>
      {state === 'working' ? (
        <div className={styles.form} role="status">
          <Spinner label={t('auth:verify.working')} />
          <p className={styles.intro}>{t('auth:verify.working')}</p>
        </div>
      ) : state === 'done' ? (
        <div className={styles.form}>
          <FormAlert tone="success">{t('auth:verify.done')}</FormAlert>
          {isLoggedIn ? (
            <a className={styles.inlineLink} href={homeHref}>
              {t('auth:verify.continue')}
            </a>
          ) : (
            <Button onPress={onSignIn}>{t('auth:reset.signIn')}</Button>
          )}
        </div>
      ) : state === 'invalid' ? (
        <div className={styles.form}>
          <FormAlert>{t('auth:verify.invalid')}</FormAlert>
          <a className={styles.inlineLink} href={homeHref}>
            {t('auth:verify.continue')}
          </a>
        </div>
      ) : (
        <div className={styles.form}>
          <FormAlert>{t('auth:errors.generic')}</FormAlert>
          <Button onPress={run}>{t('auth:verify.retry')}</Button>
        </div>
      )}
    </div>
  );
}
