import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@portico/contracts';
import { Button, FormAlert } from '@portico/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useResetPassword } from '../../lib/api/endpoints/index.js';
import { isApiError } from '../../lib/api/errors.js';
import { FormField, NO_FORM_ERRORS, SubmitButton, useSubmitForm } from '../../lib/submit-form/index.js';
import { authErrorsFrom } from './auth-errors.js';
import styles from './components/auth.module.css';

export interface ResetPasswordScreenProps {
  /** The `token` query parameter of the emailed link. */
  token: string | null;
  /** Opens the sign-in dialog (on success) or its "Forgot password?" view (for a dead link). */
  onSignIn(view: 'signIn' | 'forgot'): void;
}

/** Tokens are at least 16 characters (contracts resetPasswordRequestSchema); shorter ones can never work. */
const MIN_TOKEN_LENGTH = 16;

const newPasswordFormSchema = z.object({ password: newPasswordSchema });

/** `/careers/reset-password?token=`: choose a new password from an emailed link. */
export function ResetPasswordScreen({ token, onSignIn }: ResetPasswordScreenProps) {
  const { t } = useTranslation(['auth', 'common']);
  const reset = useResetPassword();
  const [expired, setExpired] = useState(!token || token.length < MIN_TOKEN_LENGTH);
  const form = useSubmitForm({
    initialValues: { password: '', confirm: '' },
    schema: newPasswordFormSchema,
    validate: (values) => ({
      confirm: values.confirm === values.password ? undefined : t('auth:reset.mismatch'),
    }),
    submit: async (data) => {
      await reset.mutateAsync({ token: token ?? '', password: data.password });
    },
    errorsFrom: (error) => {
      if (isApiError(error) && (error.code === 'RESET_TOKEN_INVALID' || error.fields.token)) {
        setExpired(true);
        return NO_FORM_ERRORS;
      }
      return authErrorsFrom(error, t);
    },
  });

  return (
    <div className={styles.page}>
      <h1>{t('auth:reset.title')}</h1>
      {expired ? (
        <div className={styles.form}>
          <FormAlert>{t('auth:reset.invalid')}</FormAlert>
          <Button onPress={() => onSignIn('forgot')}>{t('auth:reset.requestNew')}</Button>
        </div>
      ) : form.succeeded ? (
        <div className={styles.form}>
          <FormAlert tone="success">{t('auth:reset.done')}</FormAlert>
          <Button onPress={() => onSignIn('signIn')}>{t('auth:reset.signIn')}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t('auth:reset.title')}>
          <FormAlert>{form.errors.form}</FormAlert>
          <FormField
            {...form.field('password')}
            type="password"
            label={t('auth:fields.newPassword')}
            autoComplete="new-password"
            description={t('auth:fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          />
          <FormField
            {...form.field('confirm')}
            type="password"
            label={t('auth:fields.confirmPassword')}
            autoComplete="new-password"
          />
          <SubmitButton isPending={reset.isPending} pendingLabel={t('auth:reset.submitting')}>
            {t('auth:reset.submit')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
