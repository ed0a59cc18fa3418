import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@portico/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../../lib/api/endpoints/index.js';
import { isApiError } from '../../lib/api/errors.js';
import { authErrorsFrom, type FormErrors } from './auth-errors.js';
import styles from './components/auth.module.css';
import { AuthField } from './components/auth-field.js';

export interface ResetPasswordScreenProps {
  /** The `token` query parameter of the emailed link. */
  token: string | null;
  /** Opens the sign-in dialog (on success) or its "Forgot password?" view (for a dead link). */
  onSignIn(view: 'signIn' | 'forgot'): void;
}

/** Tokens are at least 16 characters (contracts resetPasswordRequestSchema); shorter ones can never work. */
const MIN_TOKEN_LENGTH = 16;

/** `/careers/reset-password?token=`: choose a new password from an emailed link. */
export function ResetPasswordScreen({ token, onSignIn }: ResetPasswordScreenProps) {
  const { t } = useTranslation(['auth', 'common']);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [expired, setExpired] = useState(!token || token.length < MIN_TOKEN_LENGTH);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) fields.password = parsed.error.issues[0]?.message ?? t('auth:errors.weakPassword');
    if (confirm !== password) fields.confirm = t('auth:reset.mismatch');
    if (Object.keys(fields).length > 0) {
      setErrors({ fields });
      return;
    }
    setErrors({ fields: {} });
    try {
      await reset.mutateAsync({ token: token ?? '', password });
      setDone(true);
    } catch (error) {
      if (isApiError(error) && (error.code === 'RESET_TOKEN_INVALID' || error.fields.token)) {
        setExpired(true);
        return;
      }
      setErrors(authErrorsFrom(error, t));
    }
  }

  return (
    <div className={styles.page}>
      <h1>{t('auth:reset.title')}</h1>
      {expired ? (
        <div className={styles.form}>
          <p role="alert" className={styles.formError}>
            {t('auth:reset.invalid')}
          </p>
          <Button className={styles.primary} onPress={() => onSignIn('forgot')}>
            {t('auth:reset.requestNew')}
          </Button>
        </div>
      ) : done ? (
        <div className={styles.form}>
          <p role="status" className={styles.success}>
            {t('auth:reset.done')}
          </p>
          <Button className={styles.primary} onPress={() => onSignIn('signIn')}>
            {t('auth:reset.signIn')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth:reset.title')}>
          {errors.form ? (
            <p role="alert" className={styles.formError}>
              {errors.form}
            </p>
          ) : null}
          <AuthField
            name="password"
            type="password"
            label={t('auth:fields.newPassword')}
            autoComplete="new-password"
            description={t('auth:fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            value={password}
            onChange={setPassword}
            error={errors.fields.password}
          />
          <AuthField
            name="confirm"
            type="password"
            label={t('auth:fields.confirmPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={errors.fields.confirm}
          />
          <Button type="submit" className={styles.primary} isDisabled={reset.isPending}>
            {reset.isPending ? t('auth:reset.submitting') : t('auth:reset.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
