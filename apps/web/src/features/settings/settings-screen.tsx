import { type Locale, newPasswordSchema, PASSWORD_MIN_LENGTH } from '@portico/contracts';
import { Button, FormAlert, Modal } from '@portico/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  useChangePassword,
  useDeleteAccount,
  useSettings,
  useSignOutEverywhere,
  useUpdateLanguage,
} from '../../lib/api/endpoints/index.js';
import { isApiError } from '../../lib/api/errors.js';
import { apiErrorText, FormField, SubmitButton, useSubmitForm } from '../../lib/submit-form/index.js';
import styles from './settings.module.css';

export interface LanguageOption {
  value: Locale;
  label: string;
}

export interface SettingsScreenProps {
  languages: LanguageOption[];
  /** The page's language, preselected when the candidate has no saved preference. */
  currentLanguage: Locale;
  /** After the preference is saved: the shell switches the page language (resolves once it has). */
  onLanguageSaved(language: Locale): void | Promise<void>;
  /** After every session ended or the account was deleted: the shell leaves the protected page. */
  onSignedOut(): void;
  /** The "Download my data" file's address (the API's ZIP, with the tenant's `domain`). */
  dataExportHref: string;
  /** The job alerts' section (its own feature, lent by the route; docs/decisions/053), where offered. */
  jobAlertsSection?: ReactNode;
  /** The notification preferences section (features/notifications), which the route passes in. */
  notificationSettings?: ReactNode;
}

const changePasswordSchema = z.object({ new_password: newPasswordSchema });

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

/** `/careers/settings` (protected): password, language, notifications, sessions and account deletion. */
export function SettingsScreen(props: SettingsScreenProps) {
  const { t } = useTranslation(['settings', 'common']);
  const settings = useSettings();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('settings:title')}</h1>
      {settings.isError ? (
        <div className={styles.section}>
          <FormAlert>{t('settings:loadFailed')}</FormAlert>
          <Button variant="secondary" className={styles.button} onPress={() => settings.refetch()}>
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
      {props.jobAlertsSection}
      <ChangePasswordSection />
      <LanguageSection {...props} saved={settings.data?.preferredLanguage ?? null} />
      {props.notificationSettings}
      <DownloadDataSection href={props.dataExportHref} />
      <SignOutEverywhereSection onSignedOut={props.onSignedOut} />
      <DeleteAccountSection onDeleted={props.onSignedOut} />
    </div>
  );
}

function ChangePasswordSection() {
  const { t } = useTranslation(['settings', 'common']);
  const mutation = useChangePassword();
  const form = useSubmitForm({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    schema: changePasswordSchema,
    validate: (values) => ({
      current_password: values.current_password
        ? undefined
        : t('settings:errors.required', { field: t('settings:password.current') }),
      confirm: values.confirm === values.new_password ? undefined : t('settings:password.mismatch'),
    }),
    submit: async (_data, values) => {
      await mutation.mutateAsync({
        current_password: values.current_password,
        new_password: values.new_password,
      });
    },
    resetOnSuccess: true,
    errorsFrom: (error) => {
      if (isApiError(error) && error.code === 'INVALID_CREDENTIALS')
        return { fields: { current_password: t('settings:password.wrongCurrent') } };
      if (isApiError(error) && Object.keys(error.fields).length > 0) return { fields: error.fields };
      return { form: apiErrorText(error, t('settings:errors.generic'), t), fields: {} };
    },
  });

  return (
    <Section title={t('settings:password.heading')}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        {form.succeeded ? <FormAlert tone="success">{t('settings:password.success')}</FormAlert> : null}
        <FormAlert>{form.errors.form}</FormAlert>
        <FormField
          {...form.field('current_password')}
          type="password"
          label={t('settings:password.current')}
          autoComplete="current-password"
        />
        <FormField
          {...form.field('new_password')}
          type="password"
          label={t('settings:password.new')}
          autoComplete="new-password"
          description={t('settings:password.hint', { min: PASSWORD_MIN_LENGTH })}
        />
        <FormField
          {...form.field('confirm')}
          type="password"
          label={t('settings:password.confirm')}
          autoComplete="new-password"
        />
        <SubmitButton
          className={styles.button}
          isPending={mutation.isPending}
          pendingLabel={t('settings:password.submitting')}
        >
          {t('settings:password.submit')}
        </SubmitButton>
      </form>
    </Section>
  );
}

function LanguageSection(props: SettingsScreenProps & { saved: Locale | null }) {
  const { t } = useTranslation(['settings', 'common']);
  const mutation = useUpdateLanguage();
  const [choice, setChoice] = useState<Locale | null>(null);
  const selected = choice ?? props.saved ?? props.currentLanguage;
  const selectId = useId();
  const helpId = useId();
  const form = useSubmitForm({
    initialValues: {},
    submit: async () => {
      await mutation.mutateAsync({ language: selected });
      // Saved: the success message appears once the page has switched, so it reads in the new language.
      try {
        await props.onLanguageSaved(selected);
      } catch {
        // The page could not switch (its strings did not download); the choice is saved all the same.
      }
    },
    errorsFrom: (error) => ({ form: apiErrorText(error, t('settings:errors.generic'), t), fields: {} }),
  });

  return (
    <Section title={t('settings:language.heading')}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        {form.succeeded ? <FormAlert tone="success">{t('settings:language.success')}</FormAlert> : null}
        <FormAlert>{form.errors.form}</FormAlert>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={selectId}>
            {t('settings:language.label')}
          </label>
          <select
            id={selectId}
            className={styles.select}
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
          <span id={helpId} className={styles.hint}>
            {t('settings:language.help')}
          </span>
        </div>
        <SubmitButton
          className={styles.button}
          isPending={mutation.isPending}
          pendingLabel={t('settings:language.submitting')}
        >
          {t('settings:language.submit')}
        </SubmitButton>
      </form>
    </Section>
  );
}

/** A plain link: the browser downloads the ZIP itself (the session cookie goes with it, no script needed). */
function DownloadDataSection({ href }: { href: string }) {
  const { t } = useTranslation('settings');
  return (
    <Section title={t('data.heading')}>
      <p className={styles.description}>{t('data.help')}</p>
      <a className={styles.downloadLink} href={href} download>
        {t('data.download')}
      </a>
    </Section>
  );
}

function SignOutEverywhereSection({ onSignedOut }: { onSignedOut(): void }) {
  const { t } = useTranslation(['settings', 'common']);
  const mutation = useSignOutEverywhere();
  const [error, setError] = useState<string | undefined>();
  return (
    <Section title={t('settings:sessions.heading')}>
      <p className={styles.description}>{t('settings:sessions.help')}</p>
      <FormAlert className={styles.alert}>{error}</FormAlert>
      <Button
        variant="secondary"
        className={styles.button}
        isDisabled={mutation.isPending}
        onPress={async () => {
          setError(undefined);
          try {
            await mutation.mutateAsync();
            onSignedOut();
          } catch (failure) {
            setError(apiErrorText(failure, t('settings:errors.generic'), t));
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
  const [confirming, setConfirming] = useState(false);
  // The form only checks the password is there; the confirmation dialog sends it.
  const form = useSubmitForm({
    initialValues: { password: '' },
    validate: (values) => ({
      password: values.password
        ? undefined
        : t('settings:errors.required', { field: t('settings:delete.password') }),
    }),
    submit: async () => setConfirming(true),
    errorsFrom: () => ({ fields: {} }),
  });

  async function confirmDelete() {
    try {
      await mutation.mutateAsync({ password: form.values.password });
      setConfirming(false);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      if (isApiError(error) && (error.code === 'INVALID_CREDENTIALS' || error.fields.password)) {
        form.setErrors({ fields: { password: error.fields.password ?? t('settings:delete.wrongPassword') } });
        return;
      }
      form.setErrors({ form: apiErrorText(error, t('settings:errors.generic'), t), fields: {} });
    }
  }

  return (
    <Section title={t('settings:delete.heading')}>
      <p className={styles.description}>{t('settings:delete.help')}</p>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <FormAlert>{form.errors.form}</FormAlert>
        <FormField
          {...form.field('password')}
          type="password"
          label={t('settings:delete.password')}
          autoComplete="current-password"
        />
        <Button type="submit" variant="danger" className={styles.button}>
          {t('settings:delete.submit')}
        </Button>
      </form>
      <Modal
        role="alertdialog"
        isOpen={confirming}
        isDismissable={!mutation.isPending}
        showCloseButton={false}
        onOpenChange={(open) => {
          if (!open && !mutation.isPending) setConfirming(false);
        }}
        title={t('settings:delete.confirmTitle')}
        className={styles.modal}
      >
        <p>{t('settings:delete.confirmBody')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={mutation.isPending}>
            {t('settings:delete.cancel')}
          </Button>
          <Button variant="danger" onPress={confirmDelete} isDisabled={mutation.isPending}>
            {mutation.isPending ? t('settings:delete.deleting') : t('settings:delete.confirm')}
          </Button>
        </div>
      </Modal>
    </Section>
  );
}
