import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';
import { ShellIcon } from './shell-icons.js';

export interface CustomBannerProps {
  enabled: boolean;
  message: string;
  alertType: 'alert' | 'info';
  /** The information region's name; the shell's "Announcement" unless told (the settings' preview). */
  label?: string;
}

/**
 * The tenant's banner (spec 1 §2). An 'alert' (maintenance, outage) is announced at once with
 * role=alert; 'info' is a labelled region people can find but that does not interrupt.
 */
export function CustomBanner({ enabled, message, alertType, label }: CustomBannerProps) {
  const { t } = useTranslation('shell');
  if (!enabled || !message.trim()) return null;
  if (alertType === 'alert') {
    return (
      <div role="alert" className={styles.banner} data-type="alert">
        <ShellIcon name="triangle-alert" size={20} className={styles.bannerIcon} />
        <p className={styles.bannerText}>{message}</p>
      </div>
    );
  }
  return (
    <section aria-label={label ?? t('banner.label')} className={styles.banner} data-type="info">
      <ShellIcon name="info" size={20} className={styles.bannerIcon} />
      <p className={styles.bannerText}>{message}</p>
    </section>
  );
}
