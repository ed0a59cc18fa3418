import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';
import { ShellIcon } from './shell-icons.js';

export interface CrashScreenProps {
  backHref: string;
  supportHref: string;
  /** Technical error text: only ever passed for admins (spec 2 §6). */
  detail?: string | null;
  /** In-app: go back in history rather than following backHref. */
  onBack?: () => void;
}

/** Spec 2 §2 / §8 crash screen: 'Internal Server Error', the fixed text, a back and a support link. */
export function CrashScreen({ backHref, supportHref, detail, onBack }: CrashScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.notice}>
      <ShellIcon name="server-crash" size={48} className={styles.noticeIcon} />
      <h1 className={styles.noticeTitle}>{t('crash.title')}</h1>
      <p>{t('crash.message')}</p>
      <p className={styles.noticeLinks}>
        <a
          href={backHref}
          className={styles.noticePrimary}
          onClick={
            onBack
              ? (event) => {
                  event.preventDefault();
                  onBack();
                }
              : undefined
          }
        >
          {t('crash.back')}
        </a>
        <a href={supportHref} className={styles.noticeSecondary}>
          {t('crash.contactSupport')}
        </a>
      </p>
      {detail ? (
        <details className={styles.detail}>
          <summary>{t('crash.technicalDetails')}</summary>
          <pre>{detail}</pre>
        </details>
      ) : null}
    </div>
  );
}

export interface SimpleNoticeProps {
  title: string;
  message: string;
  linkText: string;
  href: string;
}

/** Unknown careers site and page-not-found notices. */
export function SimpleNotice({ title, message, linkText, href }: SimpleNoticeProps) {
  return (
    <div className={styles.notice}>
      <h1 className={styles.noticeTitle}>{title}</h1>
      <p>{message}</p>
      <p className={styles.noticeLinks}>
        <a href={href} className={styles.noticePrimary}>
          {linkText}
        </a>
      </p>
    </div>
  );
}
