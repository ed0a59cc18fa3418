import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  PASSWORD_MIN_LENGTH,
  type PageConfig,
  signupRequestSchema,
} from '@portico/contracts';
import { FormAlert, Modal } from '@portico/ui';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs, ToggleButton } from 'react-aria-components';
import { Trans, useTranslation } from 'react-i18next';
import { useForgotPassword, useLogin, useSignup } from '../../../lib/api/endpoints/index.js';
import {
  FormField,
  type FormFieldProps,
  SubmitButton,
  useSubmitForm,
} from '../../../lib/submit-form/index.js';
import { authErrorsFrom } from '../auth-errors.js';
import type { AuthView } from '../auth-modal-context.js';
import styles from './auth.module.css';

/** The tenant's terms of use and privacy policy, which creating an account accepts (page config). */
export type SignUpConsentLinks = Pick<PageConfig['loginSignupConfig'], 'termsUrl' | 'privacyPolicyUrl'>;

export interface LoginModalProps {
  isOpen: boolean;
  companyName: string;
  consent: SignUpConsentLinks;
  initialView?: AuthView;
  onClose(): void;
  /** Called after a successful sign-in (the session cookie is set). */
  onSuccess(): void | Promise<void>;
}

/**
 * Sign in, create account and "Forgot password?" in one dialog (spec 2 §4 "Auth modal"). React Aria
 * traps focus inside, restores it to the opener on close, and closes on Escape.
 */
export function LoginModal({
  isOpen,
  companyName,
  consent,
  initialView = 'signIn',
  onClose,
  onSuccess,
}: LoginModalProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [view, setView] = useState<AuthView>(initialView);
  // The address just used to create an account, for the sign-in form when the candidate goes there next.
  const [signInEmail, setSignInEmail] = useState('');
  useEffect(() => {
    if (isOpen) setView(initialView);
  }, [isOpen, initialView]);
  useTabTitleWhile(isOpen && view === 'signUp', t('auth:modal.signUpTabTitle', { company: companyName }));

  const title =
    view === 'forgot'
      ? t('auth:forgot.title')
      : view === 'signUp'
        ? t('auth:modal.signUpTitle', { company: companyName })
        : t('auth:modal.title', { company: companyName });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
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
            <SignInForm
              key={signInEmail}
              initialEmail={signInEmail}
              onSuccess={onSuccess}
              onForgot={() => setView('forgot')}
            />
          </TabPanel>
          <TabPanel id="signUp">
            <SignUpForm
              companyName={companyName}
              consent={consent}
              onSignIn={(email) => {
                setSignInEmail(email);
                setView('signIn');
              }}
            />
          </TabPanel>
        </Tabs>
      )}
    </Modal>
  );
}

/**
 * The browser tab names the "Create account" view while it is shown, and gets its page's title back after
 * (the route's title is the sign-in's or the page's own).
 */
function useTabTitleWhile(active: boolean, title: string): void {
  useEffect(() => {
    if (!active) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [active, title]);
}

/**
 * A password input with a "Show password" toggle button after it (aria-pressed tells its state; the label
 * stays the same, as screen readers announce the pressed state themselves).
 */
function PasswordField(props: Omit<FormFieldProps, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.password}>
      <FormField {...props} type={visible ? 'text' : 'password'} />
      <ToggleButton className={styles.reveal} isSelected={visible} onChange={setVisible}>
        {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
        {t('auth:fields.showPassword')}
      </ToggleButton>
    </div>
  );
}

function SignInForm({
  initialEmail,
  onSuccess,
  onForgot,
}: {
  initialEmail: string;
  onSuccess(): void | Promise<void>;
  onForgot(): void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const logIn = useLogin();
  const form = useSubmitForm({
    initialValues: { email: initialEmail, password: '' },
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
      <PasswordField
        {...form.field('password')}
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

/**
 * Creating an account. The server answers the same whether or not the address has an account
 * (docs/decisions/033), so the form says only that a mail is on its way, and offers the sign-in.
 */
function SignUpForm({
  companyName,
  consent,
  onSignIn,
}: {
  companyName: string;
  consent: SignUpConsentLinks;
  onSignIn(email: string): void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const signUp = useSignup();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSubmitForm({
    initialValues: { full_name: '', email: '', password: '' },
    schema: signupRequestSchema,
    submit: async (data) => {
      await signUp.mutateAsync(data);
      setSentTo(data.email);
    },
    errorsFrom: (error) => authErrorsFrom(error, t),
  });

  if (sentTo !== null) {
    return (
      <div className={styles.form}>
        <FormAlert tone="success">
          <strong>{t('auth:signUp.checkEmail', { email: sentTo })}</strong> {t('auth:signUp.checkEmailNext')}
        </FormAlert>
        <Button className={styles.link} onPress={() => onSignIn(sentTo)}>
          {t('auth:signUp.toSignIn')}
        </Button>
      </div>
    );
  }

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
      <PasswordField
        {...form.field('password')}
        label={t('auth:fields.password')}
        autoComplete="new-password"
        description={t('auth:fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <ConsentText companyName={companyName} consent={consent} />
      <SubmitButton isPending={signUp.isPending} pendingLabel={t('auth:signUp.submitting')}>
        {t('auth:signUp.submit')}
      </SubmitButton>
    </form>
  );
}

/** What creating an account accepts: the tenant's terms of use and privacy policy, linked; nothing without them. */
function ConsentText({ companyName, consent }: { companyName: string; consent: SignUpConsentLinks }) {
  const { t } = useTranslation('auth');
  const { termsUrl, privacyPolicyUrl } = consent;
  const key =
    termsUrl && privacyPolicyUrl
      ? 'auth:signUp.consentBoth'
      : termsUrl
        ? 'auth:signUp.consentTerms'
        : privacyPolicyUrl
          ? 'auth:signUp.consentPrivacy'
          : null;
  if (!key) return null;
  const link = (href: string | null) => {
    if (!href) return <span />;
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside.
    return <a href={href} target="_blank" rel="noopener noreferrer" className={styles.inlineLink} />;
  };
  return (
    <p className={styles.consent}>
      <Trans
        t={t}
        i18nKey={key}
        values={{ company: companyName }}
        components={{ terms: link(termsUrl), privacy: link(privacyPolicyUrl) }}
      />
    </p>
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
