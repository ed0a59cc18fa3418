import { PlainButton } from '@portico/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { carriedParams, withCarriedParams } from '../../lib/careers-href.js';
import styles from './not-found-notice.module.css';
import shellStyles from './shell.module.css';

/**
 * "Page not found", as a page of the site (it is shown inside the shell: navbar, banner, footer): what
 * happened, a search box to look for jobs straight away and the way back to the careers home. The search is
 * a plain GET form to /careers, so it works before the page has hydrated; it keeps the visitor's tenant,
 * language and campaign parameters (CARRIED_PARAMS).
 */
export function NotFoundNotice() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const inputId = useId();
  const carried = carriedParams(location.search);
  return (
    <div className={shellStyles.notice}>
      <h1 className={shellStyles.noticeTitle}>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <search className={styles.search}>
        <form action="/careers" method="get">
          <label htmlFor={inputId} className={styles.label}>
            {t('notFound.searchLabel')}
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.input}
              type="search"
              name="query"
              autoComplete="off"
              placeholder={t('notFound.searchPlaceholder')}
            />
            {carried.map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <PlainButton type="submit">{t('notFound.searchButton')}</PlainButton>
          </div>
        </form>
      </search>
      <p className={shellStyles.noticeLinks}>
        <a href={withCarriedParams('/careers', location.search)} className={shellStyles.noticeSecondary}>
          {t('notFound.link')}
        </a>
      </p>
    </div>
  );
}
