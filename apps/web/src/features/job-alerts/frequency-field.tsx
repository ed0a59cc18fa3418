import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from '@portico/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './job-alerts.module.css';

/** "How often": daily or weekly, labelled; the same control in settings and in a visitor's subscription. */
export function FrequencyField({
  value,
  onChange,
  disabled,
  className,
}: {
  value: JobAlertFrequency;
  onChange(frequency: JobAlertFrequency): void;
  disabled?: boolean;
  className: string | undefined;
}) {
  const { t } = useTranslation('alerts');
  const id = useId();
  return (
    <div className={className}>
      <label className={styles.label} htmlFor={id}>
        {t('section.frequency')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as JobAlertFrequency)}
      >
        {JOB_ALERT_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {t(`section.${f}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
