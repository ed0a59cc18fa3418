import { type Locale, newPasswordSchema, PASSWORD_MIN_LENGTH } from '@portico/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  Button,
  Dialog,
  FieldError,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  Text,
  TextField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  useChangePassword,
  useDeleteAccount,
  useSettings,
  useSignOutEverywhere,
  useUpdateLanguage,
} from '../../lib/api/endpoints/index.js';
import { isApiError } from '../../lib/api/errors.js';
import styles from './settings.module.css';

export interface LanguageOption {
  value: Locale;
  label: string;
}

export interface SettingsScreenProps {
  languages: LanguageOption[];
  /** The page's language, preselected when the candidate has no saved preference. */
  currentLanguage: Locale;
  /** After the preference is saved: the shell switches the page language. */
  onLanguageSaved(language: Locale): void;
  /** After every session ended or the account was deleted: the shell leaves the protected page. */
  onSignedOut(): void;
}

type Status = { kind: 'success' | 'error'; text: string } | null;

function StatusMessage({ status }: { status: Status }) {
  if (!status) return null;
  return status.kind === 'success' ? (
    <p role="status" className={styles.success}>
      {status.text}
    </p>
  ) : (
    <p role="alert" className={styles.error}>
      {status.text}
    </p>
  );
}

function errorText(error: unknown, fallback: string, t: (key: string) => string): string {
  if (!isApiError(error)) return fallback;
  if (error.messageKey) return t(`common:${error.messageKey}`);
  return error.message || fallback;
}

function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  description?: string;
}) {
  return (
    <TextField
      className={styles.field}
      name={props.name}
      type={props.type ?? 'password'}
      value={props.value}
      onChange={props.onChange}
      autoComplete={props.autoComplete}
      isRequired
      isInvalid={Boolean(props.error)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{props.label}</Label>
      <Input className={styles.input} />
      {props.description ? (
        <Text slot="description" className={styles.description}>
          {props.description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{props.error}</FieldError>
    </TextField>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/careers/settings` (protected): password, language, sessions and account deletion. */
export function SettingsScreen(props: SettingsScreenProps) {
  const { t } = useTranslation(['settings', 'common']);
  const settings = useSettings();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('settings:title')}</h1>
      {settings.isError ? (
        <div className={styles.section}>
          <p role="alert" className={styles.error}>
            {t('settings:loadFailed')}
          </p>
          <Button className={styles.secondary} onPress={() => settings.refetch()}>
            {t('settings:retry')}
          </Button>
        </div>
      ) : null}
      {settings.data ? (
        <Section title={t('settings:account.heading')}>
          <dl className={styles.facts}>
            <dt>{t('settings:account.name')}</dt>
            <dd>{settings.data.fullName}</dd>
            <dt>{t('settings:account.email')}</dt>
            <dd>{settings.data.email}</dd>
          </dl>
          <p className={styles.description}>
            {t('settings:account.sessions', { count: settings.data.activeSessions })}
          </p>
        </Section>
      ) : null}
      <ChangePasswordSection />
      <LanguageSection {...props} saved={settings.data?.preferredLanguage ?? null} />
      <SignOutEverywhereSection onSignedOut={props.onSignedOut} />
      <DeleteAccountSection onDeleted={props.onSignedOut} />
    </div>
  );
}

function ChangePasswordSection() {
  const { t } = useTranslation(['settings', 'common']);
  const mutation = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!current)
      errors.current_password = t('settings:errors.required', { field: t('settings:password.current') });
    const parsed = newPasswordSchema.safeParse(next);
    if (!parsed.success) errors.new_password = parsed.error.issues[0]?.message ?? '';
    if (confirm !== next) errors.confirm = t('settings:password.mismatch');
    setFields(errors);
    setStatus(null);
    if (Object.keys(errors).length > 0) return;
    try {
      await mutation.mutateAsync({ current_password: current, new_password: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      setStatus({ kind: 'success', text: t('settings:password.success') });
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
        setFields({ current_password: t('settings:password.wrongCurrent') });
        return;
      }
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        setFields(error.fields);
        return;
      }
      setStatus({ kind: 'error', text: errorText(error, t('settings:errors.generic'), t) });
    }
  }

  return (
    <Section title={t('settings:password.heading')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <StatusMessage status={status} />
        <Field
          name="current_password"
          label={t('settings:password.current')}
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={fields.current_password}
        />
        <Field
          name="new_password"
          label={t('settings:password.new')}
          autoComplete="new-password"
          description={t('settings:password.hint', { min: PASSWORD_MIN_LENGTH })}
          value={next}
          onChange={setNext}
          error={fields.new_password}
        />
        <Field
          name="confirm"
          label={t('settings:password.confirm')}
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={fields.confirm}
        />
        <Button type="submit" className={styles.primary} isDisabled={mutation.isPending}>
          {mutation.isPending ? t('settings:password.submitting') : t('settings:password.submit')}
        </Button>
      </form>
    </Section>
  );
}

function LanguageSection(props: SettingsScreenProps & { saved: Locale | null }) {
  const { t } = useTranslation(['settings', 'common']);
  const mutation = useUpdateLanguage();
  const [choice, setChoice] = useState<Locale | null>(null);
  const selected = choice ?? props.saved ?? props.currentLanguage;
  const [status, setStatus] = useState<Status>(null);
  const selectId = useId();
  const helpId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    try {
      await mutation.mutateAsync({ language: selected });
      setStatus({ kind: 'success', text: t('settings:language.success') });
      props.onLanguageSaved(selected);
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error, t('settings:errors.generic'), t) });
    }
  }

  return (
    <Section title={t('settings:language.heading')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <StatusMessage status={status} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={selectId}>
            {t('settings:language.label')}
          </label>
          <select
            id={selectId}
            className={styles.input}
            value={selected}
            aria-describedby={helpId}
            onChange={(event) => setChoice(event.target.value as Locale)}
          >
            {props.languages.map((option) => (
              <option key={option.value} value={option.value} lang={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <span id={helpId} className={styles.description}>
            {t('settings:language.help')}
          </span>
        </div>
        <Button type="submit" className={styles.primary} isDisabled={mutation.isPending}>
          {mutation.isPending ? t('settings:language.submitting') : t('settings:language.submit')}
        </Button>
      </form>
    </Section>
  );
}

function SignOutEverywhereSection({ onSignedOut }: { onSignedOut(): void }) {
  const { t } = useTranslation(['settings', 'common']);
  const mutation = useSignOutEverywhere();
  const [status, setStatus] = useState<Status>(null);
  return (
    <Section title={t('settings:sessions.heading')}>
      <p className={styles.description}>{t('settings:sessions.help')}</p>
      <StatusMessage status={status} />
      <Button
        className={styles.secondary}
        isDisabled={mutation.isPending}
        onPress={async () => {
          setStatus(null);
          try {
            await mutation.mutateAsync();
            onSignedOut();
          } catch (error) {
            setStatus({ kind: 'error', text: errorText(error, t('settings:errors.generic'), t) });
          }
        }}
      >
        {mutation.isPending ? t('settings:sessions.submitting') : t('settings:sessions.submit')}
      </Button>
    </Section>
  );
}

function DeleteAccountSection({ onDeleted }: { onDeleted(): void }) {
  const { t } = useTranslation(['settings', 'common']);
  const mutation = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  function requestDelete(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    if (!password) {
      setFieldError(t('settings:errors.required', { field: t('settings:delete.password') }));
      return;
    }
    setFieldError(undefined);
    setConfirming(true);
  }

  async function confirmDelete() {
    try {
      await mutation.mutateAsync({ password });
      setConfirming(false);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      if (isApiError(error) && (error.code === 'INVALID_CREDENTIALS' || error.fields.password)) {
        setFieldError(error.fields.password ?? t('settings:delete.wrongPassword'));
        return;
      }
      setStatus({ kind: 'error', text: errorText(error, t('settings:errors.generic'), t) });
    }
  }

  return (
    <Section title={t('settings:delete.heading')}>
      <p className={styles.description}>{t('settings:delete.help')}</p>
      <form className={styles.form} onSubmit={requestDelete} noValidate>
        <StatusMessage status={status} />
        <Field
          name="password"
          label={t('settings:delete.password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldError}
        />
        <Button type="submit" className={styles.danger}>
          {t('settings:delete.submit')}
        </Button>
      </form>
      <ModalOverlay
        className={styles.overlay}
        isOpen={confirming}
        isDismissable={!mutation.isPending}
        onOpenChange={(open) => {
          if (!open && !mutation.isPending) setConfirming(false);
        }}
      >
        <Modal className={styles.modal}>
          <Dialog role="alertdialog" aria-labelledby={titleId} className={styles.dialog}>
            <Heading slot="title" id={titleId} className={styles.sectionTitle}>
              {t('settings:delete.confirmTitle')}
            </Heading>
            <p>{t('settings:delete.confirmBody')}</p>
            <div className={styles.actions}>
              <Button
                className={styles.secondary}
                onPress={() => setConfirming(false)}
                isDisabled={mutation.isPending}
              >
                {t('settings:delete.cancel')}
              </Button>
              <Button className={styles.danger} onPress={confirmDelete} isDisabled={mutation.isPending}>
                {mutation.isPending ? t('settings:delete.deleting') : t('settings:delete.confirm')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </Section>
  );
}
