import type { JobAlertFrequency } from '@portico/contracts';
import { Button, FormAlert, Modal } from '@portico/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribeJobAlert } from '../../lib/api/endpoints/index.js';
import { isApiError } from '../../lib/api/errors.js';
import type { AlertSearch } from './create-alert-control.js';
import { FrequencyField } from './frequency-field.js';
import styles from './job-alerts.module.css';

export interface SubscribeDialogProps {
  search: AlertSearch;
  privacyText: string;
  language: string;
  onClose(): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A visitor's job alert by e-mail (docs/decisions/053): the address, how often, the site's privacy text. The
 * server mails a confirmation link and nothing else until it is used (double opt-in), which the dialog says.
 */
export function SubscribeDialog(props: SubscribeDialogProps) {
  const { t } = useTranslation('alerts');
  const subscribe = useSubscribeJobAlert();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<JobAlertFrequency>('weekly');
  const [fieldError, setFieldError] = useState('');
  const [formError, setFormError] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailId = useId();
  const errorId = useId();
  const summary = [props.search.query, props.search.location].filter(Boolean).join(' · ');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setFieldError(t('subscribe.invalidEmail'));
      return;
    }
    setFieldError('');
    try {
      await subscribe.mutateAsync({ ...props.search, email: address, frequency, hl: props.language });
      setSentTo(address);
    } catch (error) {
      if (isApiError(error) && error.fields.email) setFieldError(t('subscribe.invalidEmail'));
      else setFormError(t('subscribe.failed'));
    }
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={t('subscribe.title')}
      closeLabel={t('subscribe.close')}
    >
      {sentTo ? (
        <div className={styles.form}>
          <FormAlert tone="success">{t('subscribe.sent', { email: sentTo })}</FormAlert>
          <Button onPress={props.onClose}>{t('subscribe.close')}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.muted}>
            {summary ? t('subscribe.intro', { search: summary }) : t('subscribe.introFilters')}
          </p>
          <FormAlert>{formError}</FormAlert>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={emailId}>
              {t('subscribe.email')}
            </label>
            <input
              id={emailId}
              className={styles.input}
              type="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {fieldError ? (
              <span id={errorId} className={styles.error}>
                {fieldError}
              </span>
            ) : null}
          </div>
          <FrequencyField className={styles.field} value={frequency} onChange={setFrequency} />
          {props.privacyText ? <p className={styles.privacy}>{props.privacyText}</p> : null}
          <Button type="submit" isDisabled={subscribe.isPending}>
            {subscribe.isPending ? t('subscribe.sending') : t('subscribe.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
