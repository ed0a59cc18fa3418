import type { ApplyResult } from '@portico/contracts';
import { buttonClassName } from '@portico/ui';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubmitApplicationResult } from '../../lib/api/endpoints/apply.js';
import styles from './apply.module.css';

/** The text of one job's outcome (the server's message is English only; the candidate reads their language). */
export const RESULT_KEYS: Readonly<Record<ApplyResult, string>> = {
  submitted: 'done.result.submitted',
  pending: 'done.result.pending',
  already_applied: 'done.result.already_applied',
  closed: 'done.result.closed',
  not_found: 'done.result.not_found',
};

export interface ConfirmationProps {
  readonly result: SubmitApplicationResult;
  readonly searchHref: string;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}

/** After submit: each job's outcome and what happens with the candidate's account. */
export function Confirmation({ result, searchHref, headingRef }: ConfirmationProps) {
  const { t } = useTranslation('apply');
  const submitted = result.results.filter((r) => r.result === 'submitted' || r.result === 'pending').length;
  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef]);
  return (
    <section className={styles.done} aria-labelledby="apply-done-heading">
      <h2 id="apply-done-heading" ref={headingRef} tabIndex={-1} className={styles.stageTitle}>
        {submitted > 0 ? t('done.heading') : t('done.headingNone')}
      </h2>
      <ul className={styles.results}>
        {result.results.map((item) => (
          <li key={item.position_id} className={styles.resultItem} data-result={item.result}>
            <span className={styles.resultTitle}>{item.title}</span>
            <span className={styles.resultText}>{t(RESULT_KEYS[item.result])}</span>
          </li>
        ))}
      </ul>
      {submitted > 0 ? (
        <p className={styles.account}>
          {result.account === 'signed_in'
            ? t('done.account.signed_in')
            : result.account === 'created'
              ? t('done.account.created', { email: result.email })
              : t('done.account.pending_confirmation', { email: result.email })}
        </p>
      ) : null}
      <p>
        <Link to={searchHref} className={buttonClassName('primary')}>
          {t('done.searchJobs')}
        </Link>
      </p>
    </section>
  );
}
