import type { CandidateReferral } from '@portico/contracts';
import { buttonClassName } from '@portico/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.js';
import styles from './account.module.css';
import type { DashboardLinks } from './dashboard-screen.js';

/**
 * The referrals tab (docs/decisions/054): who at the company put the candidate forward for which job, their
 * note, and whether the candidate has applied; an open job not applied to yet has its Apply link.
 */
export function ReferralsList({
  referrals,
  links,
}: {
  referrals: CandidateReferral[];
  links: DashboardLinks;
}) {
  const { t, i18n } = useTranslation('account');
  return (
    <ul className={styles.list}>
      {referrals.map((r) => {
        const titleId = `referral-${r.id}`;
        return (
          <li key={r.id}>
            <article className={styles.card} aria-labelledby={titleId}>
              <h3 className={styles.cardTitle} id={titleId}>
                <Link to={links.job({ id: r.position_id, title: r.title })}>{r.title}</Link>
              </h3>
              <p className={styles.meta}>
                <span>
                  {t('referrals.by', {
                    name: `\u2068${r.referrer_name}\u2069`,
                    date: formatDate(r.created_at, i18n.language || 'en'),
                  })}
                </span>
                <span className={styles.statusPill} data-status={r.applied ? 'applied' : 'waiting'}>
                  {r.applied ? t('referrals.applied') : t('referrals.notApplied')}
                </span>
              </p>
              {r.note ? (
                <blockquote className={styles.note} dir="auto">
                  {r.note}
                </blockquote>
              ) : null}
              {!r.open ? <p className={styles.detail}>{t('referrals.closed')}</p> : null}
              {r.open && !r.applied ? (
                <div className={styles.cardActions}>
                  <Link
                    to={links.apply(r.position_id)}
                    className={buttonClassName('primary')}
                    aria-describedby={titleId}
                  >
                    {t('referrals.apply')}
                  </Link>
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
