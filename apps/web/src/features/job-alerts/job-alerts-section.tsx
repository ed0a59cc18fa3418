import { JOB_ALERT_NAME_MAX_LENGTH, type JobAlert, type JobAlertFrequency } from '@portico/contracts';
import { Button, Modal } from '@portico/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteJobAlert, useJobAlerts, useUpdateJobAlert } from '../../lib/api/endpoints/index.js';
import { formatDate } from '../../lib/dates.js';
import { FrequencyField } from './frequency-field.js';
import styles from './job-alerts.module.css';

export interface JobAlertsSectionProps {
  /** The search page of an alert's search (the route builds it with the site's carried parameters). */
  searchHref(alert: JobAlert): string;
  /** The search page, for the empty state's next step. */
  searchHomeHref: string;
  language: string;
}

/**
 * Settings' "Job alerts" (docs/decisions/053): the candidate's alerts with rename, pause or resume, frequency and
 * delete (after a confirmation). Every change is saved at once and said in a live region; a failure says so and
 * leaves the alert as the server has it.
 */
export function JobAlertsSection(props: JobAlertsSectionProps) {
  const { t } = useTranslation('alerts');
  const headingId = useId();
  const alerts = useJobAlerts();
  const [status, setStatus] = useState('');
  return (
    <section id="job-alerts" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('section.heading')}
      </h2>
      <p className={styles.muted}>{t('section.intro')}</p>
      <p role="status" className={status ? styles.meta : undefined}>
        {status}
      </p>
      {alerts.isPending ? (
        <p className={styles.muted} role="status">
          {t('section.loading')}
        </p>
      ) : alerts.isError ? (
        <div role="alert">
          <p className={styles.error}>{t('section.loadFailed')}</p>
          <Button variant="secondary" onPress={() => alerts.refetch()}>
            {t('section.retry')}
          </Button>
        </div>
      ) : alerts.data.length === 0 ? (
        <p className={styles.muted}>
          {t('section.empty')}{' '}
          <a className={styles.link} href={props.searchHomeHref}>
            {t('section.searchJobs')}
          </a>
        </p>
      ) : (
        <ul className={styles.list}>
          {alerts.data.map((alert) => (
            <AlertItem key={alert.id} alert={alert} {...props} onStatus={setStatus} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AlertItem({
  alert,
  searchHref,
  language,
  onStatus,
}: JobAlertsSectionProps & { alert: JobAlert; onStatus(text: string): void }) {
  const { t } = useTranslation('alerts');
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(alert.name);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const nameId = useId();
  const titleId = useId();

  async function change(patch: { name?: string; frequency?: JobAlertFrequency; alertsEnabled?: boolean }) {
    setError('');
    try {
      await update.mutateAsync({ id: alert.id, patch });
      onStatus(t('section.saved'));
      return true;
    } catch {
      setError(t('section.failed'));
      return false;
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('section.nameRequired'));
      return;
    }
    if (await change({ name: trimmed })) setRenaming(false);
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(alert.id);
      setConfirming(false);
      onStatus(t('section.deleted', { name: alert.name }));
    } catch {
      setConfirming(false);
      setError(t('section.failed'));
    }
  }

  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemHead}>
        <h3 id={titleId} className={styles.name}>
          {alert.name}
        </h3>
        <span className={`${styles.badge} ${alert.alertsEnabled ? '' : styles.badgePaused}`}>
          {alert.alertsEnabled ? t('section.on') : t('section.paused')}
        </span>
      </div>
      <p className={styles.meta}>
        {alert.lastSentAt
          ? t('section.lastSent', { date: formatDate(alert.lastSentAt, language) })
          : t('section.neverSent')}{' '}
        ·{' '}
        <a className={styles.link} href={searchHref(alert)}>
          {t('section.seeJobs')}
        </a>
      </p>
      {renaming ? (
        <form className={styles.renameForm} onSubmit={rename} noValidate>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={nameId}>
              {t('section.name')}
            </label>
            <input
              id={nameId}
              className={styles.input}
              value={name}
              maxLength={JOB_ALERT_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
              // biome-ignore lint/a11y/noAutofocus: the field the candidate just asked to edit.
              autoFocus
            />
          </div>
          <Button type="submit" isDisabled={update.isPending}>
            {t('section.save')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              setRenaming(false);
              setName(alert.name);
              setError('');
            }}
          >
            {t('section.cancel')}
          </Button>
        </form>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <FrequencyField
          className={styles.inline}
          value={alert.frequency}
          disabled={update.isPending}
          onChange={(frequency) => change({ frequency })}
        />
        <Button
          variant="secondary"
          isDisabled={update.isPending}
          onPress={() => change({ alertsEnabled: !alert.alertsEnabled })}
          aria-label={t(alert.alertsEnabled ? 'section.pauseNamed' : 'section.resumeNamed', {
            name: alert.name,
          })}
        >
          {alert.alertsEnabled ? t('section.pause') : t('section.resume')}
        </Button>
        {renaming ? null : (
          <Button
            variant="secondary"
            onPress={() => setRenaming(true)}
            aria-label={t('section.renameNamed', { name: alert.name })}
          >
            {t('section.rename')}
          </Button>
        )}
        <Button
          variant="danger"
          onPress={() => setConfirming(true)}
          aria-label={t('section.deleteNamed', { name: alert.name })}
        >
          {t('section.delete')}
        </Button>
      </div>
      <Modal
        role="alertdialog"
        isOpen={confirming}
        isDismissable={!remove.isPending}
        showCloseButton={false}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(false);
        }}
        title={t('section.deleteTitle')}
      >
        <p>{t('section.deleteBody', { name: alert.name })}</p>
        <div className={styles.modalActions}>
          <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={remove.isPending}>
            {t('section.cancel')}
          </Button>
          <Button variant="danger" onPress={confirmDelete} isDisabled={remove.isPending}>
            {t('section.delete')}
          </Button>
        </div>
      </Modal>
    </li>
  );
}
