import { loginRequestSchema, PASSWORD_MIN_LENGTH, signupRequestSchema } from '@portico/contracts';
import { X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useForgotPassword, useLogin, useSignup } from '../../../lib/api/endpoints/index.js';
import { authErrorsFrom, type FormErrors } from '../auth-errors.js';
import type { AuthView } from '../auth-modal-context.js';
import styles from './auth.module.css';
import { AuthField } from './auth-field.js';

export interface LoginModalProps {
  isOpen: boolean;
  companyName: string;
  initialView?: AuthView;
  onClose(): void;
  /** Called after a successful sign-in or sign-up (the session cookie is set). */
  onSuccess(): void | Promise<void>;
}

const NO_ERRORS: FormErrors = { fields: {} };

/** Zod issues of a request schema as field messages keyed by the wire field name. */
function zodFieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
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
  const titleId = useId();

  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby={titleId}>
          <Heading id={titleId} slot="title" className={styles.title}>
            {view === 'forgot' ? t('auth:forgot.title') : t('auth:modal.title', { company: companyName })}
          </Heading>
          <Button className={styles.close} aria-label={t('auth:modal.close')} onPress={onClose}>
            <X aria-hidden="true" size={20} />
          </Button>
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
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.formError}>
      {message}
    </p>
  );
}

function SignInForm({ onSuccess, onForgot }: { onSuccess(): void | Promise<void>; onForgot(): void }) {
  const { t } = useTranslation(['auth', 'common']);
  const logIn = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors({ fields: zodFieldErrors(parsed.error.issues) });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await logIn.mutateAsync(parsed.data);
      await onSuccess();
    } catch (error) {
      setErrors(authErrorsFrom(error, t));
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth:tabs.signIn')}>
      <FormAlert message={errors.form} />
      <AuthField
        name="email"
        type="email"
        label={t('auth:fields.email')}
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.fields.email}
        autoFocus
      />
      <AuthField
        name="password"
        type="password"
        label={t('auth:fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.fields.password}
      />
      <Button type="submit" className={styles.primary} isDisabled={logIn.isPending}>
        {logIn.isPending ? t('auth:signIn.submitting') : t('auth:signIn.submit')}
      </Button>
      <Button className={styles.link} onPress={onForgot}>
        {t('auth:signIn.forgot')}
      </Button>
    </form>
  );
}

function SignUpForm({ onSuccess }: { onSuccess(): void | Promise<void> }) {
  const { t } = useTranslation(['auth', 'common']);
  const signUp = useSignup();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signupRequestSchema.safeParse({ email, password, full_name: fullName });
    if (!parsed.success) {
      setErrors({ fields: zodFieldErrors(parsed.error.issues) });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await signUp.mutateAsync(parsed.data);
      await onSuccess();
    } catch (error) {
      setErrors(authErrorsFrom(error, t));
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth:tabs.signUp')}>
      <FormAlert message={errors.form} />
      <AuthField
        name="full_name"
        label={t('auth:fields.fullName')}
        autoComplete="name"
        value={fullName}
        onChange={setFullName}
        error={errors.fields.full_name}
        autoFocus
      />
      <AuthField
        name="email"
        type="email"
        label={t('auth:fields.email')}
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.fields.email}
      />
      <AuthField
        name="password"
        type="password"
        label={t('auth:fields.password')}
        autoComplete="new-password"
        description={t('auth:fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={setPassword}
        error={errors.fields.password}
      />
      <Button type="submit" className={styles.primary} isDisabled={signUp.isPending}>
        {signUp.isPending ? t('auth:signUp.submitting') : t('auth:signUp.submit')}
      </Button>
    </form>
  );
}

function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation(['auth', 'common']);
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginRequestSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setErrors({ fields: { email: parsed.error.issues[0]?.message ?? t('auth:errors.invalidEmail') } });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await forgot.mutateAsync({ email: parsed.data });
      setSentTo(parsed.data);
    } catch (error) {
      setErrors(authErrorsFrom(error, t));
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth:forgot.title')}>
      <p className={styles.intro}>{t('auth:forgot.intro')}</p>
      {sentTo ? (
        <p role="status" className={styles.success}>
          {t('auth:forgot.sent', { email: sentTo })}
        </p>
      ) : null}
      <FormAlert message={errors.form} />
      <AuthField
        name="email"
        type="email"
        label={t('auth:fields.email')}
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.fields.email}
        autoFocus
      />
      <Button type="submit" className={styles.primary} isDisabled={forgot.isPending}>
        {forgot.isPending ? t('auth:forgot.submitting') : t('auth:forgot.submit')}
      </Button>
      <Button className={styles.link} onPress={onBack}>
        {t('auth:forgot.back')}
      </Button>
    </form>
  );
}
