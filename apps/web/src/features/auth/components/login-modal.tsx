import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  PASSWORD_MIN_LENGTH,
  signupRequestSchema,
} from '@portico/contracts';
import { FormAlert, Modal } from '@portico/ui';
import { useEffect, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useForgotPassword, useLogin, useSignup } from '../../../lib/api/endpoints/index.js';
import { FormField, SubmitButton, useSubmitForm } from '../../../lib/submit-form/index.js';
import { authErrorsFrom } from '../auth-errors.js';
import type { AuthView } from '../auth-modal-context.js';
import styles from './auth.module.css';

export interface LoginModalProps {
  isOpen: boolean;
  companyName: string;
  initialView?: AuthView;
  onClose(): void;
  /** Called after a successful sign-in or sign-up (the session cookie is set). */
  onSuccess(): void | Promise<void>;
}

/**
 * Sign in, create account and "Forgot password?" in one dialog (spec 2 §4 "Auth modal"). React Aria
 * traps focus inside, restores it to the opener on close, and closes on Escape.
 */
export function LoginModal({
  isOpen,
  companyName,
  initialView = 'signIn',
  onClose,
  onSuccess,
}: LoginModalProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [view, setView] = useState<AuthView>(initialView);
  useEffect(() => {
    if (isOpen) setView(initialView);
  }, [isOpen, initialView]);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={view === 'forgot' ? t('auth:forgot.title') : t('auth:modal.title', { company: companyName })}
      closeLabel={t('auth:modal.close')}
      className={styles.modal}
    >
      {view === 'forgot' ? (
        <ForgotPasswordForm onBack={() => setView('signIn')} />
      ) : (
        <Tabs selectedKey={view} onSelectionChange={(key) => setView(key as AuthView)}>
          <TabList className={styles.tabList} aria-label={t('auth:modal.tabs')}>
            <Tab id="signIn" className={styles.tab}>
              {t('auth:tabs.signIn')}
            </Tab>
            <Tab id="signUp" className={styles.tab}>
              {t('auth:tabs.signUp')}
            </Tab>
          </TabList>
          <TabPanel id="signIn">
            <SignInForm onSuccess={onSuccess} onForgot={() => setView('forgot')} />
          </TabPanel>
          <TabPanel id="signUp">
            <SignUpForm onSuccess={onSuccess} />
          </TabPanel>
        </Tabs>
      )}
    </Modal>
  );
}

function SignInForm({ onSuccess, onForgot }: { onSuccess(): void | Promise<void>; onForgot(): void }) {
  const { t } = useTranslation(['auth', 'common']);
  const logIn = useLogin();
  const form = useSubmitForm({
    initialValues: { email: '', password: '' },
    schema: loginRequestSchema,
    submit: async (data) => {
      await logIn.mutateAsync(data);
      await onSuccess();
    },
    errorsFrom: (error) => authErrorsFrom(error, t),
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t('auth:tabs.signIn')}>
      <FormAlert>{form.errors.form}</FormAlert>
      <FormField
        {...form.field('email')}
        type="email"
        label={t('auth:fields.email')}
        autoComplete="email"
        autoFocus
      />
      <FormField
        {...form.field('password')}
        type="password"
        label={t('auth:fields.password')}
        autoComplete="current-password"
      />
      <SubmitButton isPending={logIn.isPending} pendingLabel={t('auth:signIn.submitting')}>
        {t('auth:signIn.submit')}
      </SubmitButton>
      <Button className={styles.link} onPress={onForgot}>
        {t('auth:signIn.forgot')}
      </Button>
    </form>
  );
}

function SignUpForm({ onSuccess }: { onSuccess(): void | Promise<void> }) {
  const { t } = useTranslation(['auth', 'common']);
  const signUp = useSignup();
  const form = useSubmitForm({
    initialValues: { full_name: '', email: '', password: '' },
    schema: signupRequestSchema,
    submit: async (data) => {
      await signUp.mutateAsync(data);
      await onSuccess();
    },
    errorsFrom: (error) => authErrorsFrom(error, t),
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t('auth:tabs.signUp')}>
      <FormAlert>{form.errors.form}</FormAlert>
      <FormField
        {...form.field('full_name')}
        label={t('auth:fields.fullName')}
        autoComplete="name"
        autoFocus
      />
      <FormField {...form.field('email')} type="email" label={t('auth:fields.email')} autoComplete="email" />
      <FormField
        {...form.field('password')}
        type="password"
        label={t('auth:fields.password')}
        autoComplete="new-password"
        description={t('auth:fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <SubmitButton isPending={signUp.isPending} pendingLabel={t('auth:signUp.submitting')}>
        {t('auth:signUp.submit')}
      </SubmitButton>
    </form>
  );
}

function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation(['auth', 'common']);
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSubmitForm({
    initialValues: { email: '' },
    schema: forgotPasswordRequestSchema,
    submit: async (data) => {
      await forgot.mutateAsync(data);
      setSentTo(data.email);
    },
    errorsFrom: (error) => authErrorsFrom(error, t),
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={t('auth:forgot.title')}>
      <p className={styles.intro}>{t('auth:forgot.intro')}</p>
      {sentTo ? <FormAlert tone="success">{t('auth:forgot.sent', { email: sentTo })}</FormAlert> : null}
      <FormAlert>{form.errors.form}</FormAlert>
      <FormField
        {...form.field('email')}
        type="email"
        label={t('auth:fields.email')}
        autoComplete="email"
        autoFocus
      />
      <SubmitButton isPending={forgot.isPending} pendingLabel={t('auth:forgot.submitting')}>
        {t('auth:forgot.submit')}
      </SubmitButton>
      <Button className={styles.link} onPress={onBack}>
        {t('auth:forgot.back')}
      </Button>
    </form>
  );
}
