import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
} from '@portico/contracts';
import { Button, FormAlert, LoadingState } from '@portico/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../../lib/api/endpoints/notifications.js';
import { isApiError } from '../../lib/api/errors.js';
import { apiErrorText, SubmitButton, useSubmitForm } from '../../lib/submit-form/index.js';
import styles from './settings.module.css';

type Choices = Record<NotificationKind, NotificationChannel>;

/** The server's answer as one choice per kind, in the contract's order (a kind it left out is in app). */
export function choicesOf(preferences: readonly NotificationPreference[]): Choices {
  const choices = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, 'in_app'])) as Choices;
  for (const { kind, channel } of preferences) choices[kind] = channel;
  return choices;
}

/**
 * Settings' "Notifications" section (issue 18 §2): for every kind of notification, in app, by email, or both;
 * `GET`/`PUT /api/pcsx/notification_preferences`. The settings route passes it to the settings screen.
 */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const preferences = useNotificationPreferences();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('settings.heading')}
      </h2>
      <p className={styles.description}>{t('settings.help')}</p>
      {preferences.isPending ? <LoadingState label={t('settings.loading')} /> : null}
      {preferences.isError ? (
        <div className={styles.failed}>
          <FormAlert>{t('settings.loadFailed')}</FormAlert>
          <Button variant="secondary" onPress={() => preferences.refetch()}>
            {t('settings.retry')}
          </Button>
        </div>
      ) : null}
      {preferences.data ? <PreferencesForm initial={choicesOf(preferences.data)} /> : null}
    </section>
  );
}

function PreferencesForm({ initial }: { initial: Choices }) {
  const { t } = useTranslation(['notifications', 'common']);
  const save = useSaveNotificationPreferences();
  const form = useSubmitForm<Choices>({
    initialValues: initial,
    submit: async (_data, values) => {
      await save.mutateAsync(NOTIFICATION_KINDS.map((kind) => ({ kind, channel: values[kind] })));
    },
    // A refused save changes nothing on the server; the choices stay on screen to try again. A server
    // failure's own text says nothing to the candidate; a refusal's (a 4xx) or the request layer's does.
    errorsFrom: (error) => ({
      form:
        isApiError(error) && error.status >= 500
          ? t('notifications:settings.saveFailed')
          : apiErrorText(error, t('notifications:settings.saveFailed'), t),
      fields: {},
    }),
  });
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      {form.succeeded ? <FormAlert tone="success">{t('notifications:settings.saved')}</FormAlert> : null}
      <FormAlert>{form.errors.form}</FormAlert>
      <div className={styles.kinds}>
        {NOTIFICATION_KINDS.map((kind) => (
          <KindChoice
            key={kind}
            kind={kind}
            value={form.values[kind]}
            onChange={(channel) => form.setValue(kind, channel)}
          />
        ))}
      </div>
      <SubmitButton
        className={styles.button}
        isPending={save.isPending}
        pendingLabel={t('notifications:settings.saving')}
      >
        {t('notifications:settings.save')}
      </SubmitButton>
    </form>
  );
}

/** One kind: a group of three radio buttons drawn as a segmented control (arrow keys move between them). */
function KindChoice({
  kind,
  value,
  onChange,
}: {
  kind: NotificationKind;
  value: NotificationChannel;
  onChange(channel: NotificationChannel): void;
}) {
  const { t } = useTranslation('notifications');
  const name = useId();
  return (
    <fieldset className={styles.kind}>
      <legend className={styles.kindName}>{t(`settings.kinds.${kind}`)}</legend>
      <div className={styles.channels}>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label key={channel} className={styles.channel}>
            <input
              type="radio"
              name={name}
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
              className={styles.radio}
            />
            <span>{t(`settings.channels.${channel}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
