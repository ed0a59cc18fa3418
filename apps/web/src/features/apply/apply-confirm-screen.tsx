import { buttonClassName, FormAlert } from '@portico/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ConfirmApplicationResult, useConfirmApplication } from '../../lib/api/endpoints/apply.js';
import { isApiError } from '../../lib/api/errors.js';
import styles from './apply.module.css';
import { RESULT_KEYS } from './confirmation.js';

export interface ApplyConfirmScreenProps {
  /** The token of the mailed link. */
  readonly token: string;
  readonly searchHref: string;
}

/**
 * `/careers/apply/confirm?token=` (docs/decisions/020): the link mailed to the owner of an address a visitor
 * applied with. Confirming is a button, not the page load: mail scanners open links, people press buttons.
 */
export function ApplyConfirmScreen({ token, searchHref }: ApplyConfirmScreenProps) {
  const { t } = useTranslation('apply');
  const confirm = useConfirmApplication();
  const [result, setResult] = useState<ConfirmApplicationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const valid = token.length >= 20;

  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  async function onConfirm() {
    if (confirm.isPending) return;
    setError(null);
    try {
      setResult(await confirm.mutateAsync({ token }));
    } catch (cause) {
      const status = isApiError(cause) ? cause.status : 0;
      setError(
        status === 400 || status === 404 || status === 410 ? t('confirm.invalid') : t('confirm.failed'),
      );
    }
  }

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {result ? t('confirm.done') : t('confirm.title')}
      </h1>
      {result ? (
        <div className={styles.done}>
          <ul className={styles.results}>
            {result.results.map((item) => (
              <li key={item.position_id} className={styles.resultItem} data-result={item.result}>
                <span className={styles.resultTitle}>{item.title}</span>
                <span>{t(RESULT_KEYS[item.result])}</span>
              </li>
            ))}
          </ul>
          <p>
            <Link to={searchHref} className={buttonClassName('primary')}>
              {t('done.searchJobs')}
            </Link>
          </p>
        </div>
      ) : valid ? (
        <div className={styles.notice}>
          <p className={styles.stageIntro}>{t('confirm.intro')}</p>
          <FormAlert>{error}</FormAlert>
          <button
            type="button"
            className={buttonClassName('primary')}
            aria-disabled={confirm.isPending || undefined}
            onClick={() => void onConfirm()}
          >
            {confirm.isPending ? t('confirm.confirming') : t('confirm.action')}
          </button>
        </div>
      ) : (
        <div className={styles.notice}>
          <p role="alert" className={styles.noticeText}>
            {t('confirm.invalid')}
          </p>
          <Link to={searchHref} className={buttonClassName('secondary')}>
            {t('searchJobs')}
          </Link>
        </div>
      )}
    </div>
  );
}
