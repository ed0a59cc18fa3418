import { useTranslation } from 'react-i18next';
import styles from './shell/shell.module.css';

export function LoadingScreen() {
  const { t } = useTranslation('shell');
  return (
    <p role="status" className={styles.loading}>
      {t('loading')}
    </p>
  );
}
