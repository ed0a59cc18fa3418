import type { CandidateApplication } from '@portico/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCandidateApplications } from '../../lib/api/endpoints/candidate-applications.js';
import { formatDate } from '../../lib/dates.js';
import styles from './account.module.css';
import { type AccountHrefs, AccountLinks } from './account-links.js';
import { AccountListPage } from './account-list-page.js';
import { WithdrawButton } from './withdraw-button.js';

/** The server's statuses (APPLICATION_STATUSES of contracts) to their catalogue keys; anything else is shown as sent. */
const STATUS_KEYS: Readonly<Record<string, string>> = {
  Submitted: 'submitted',
  'In review': 'inReview',
  Interview: 'interview',
  Offer: 'offer',
  Hired: 'hired',
  Rejected: 'rejected',
  Withdrawn: 'withdrawn',
};

/** A status in the page's language (the tenant's own stages show what the tenant calls them). */
export function useStatusText(): (status: string) => string {
  const { t } = useTranslation('account');
  return (status) => (STATUS_KEYS[status] ? t(`applications.statuses.${STATUS_KEYS[status]}`) : status);
}

/** The account's pages that exist, as links (the dashboard shows them under its tabs). */
export function AccountPagesLinks({ hrefs }: { hrefs: AccountHrefs }) {
  return (
    <AccountLinks
      hrefs={hrefs}
      names={['applications', 'savedJobs', 'offers', 'forms', 'profile', 'settings']}
    />
  );
}

/** `/careers/applications` (spec 2 §7 "applications"): active and closed applications, newest first. */
export function ApplicationsScreen({
  hrefs,
  jobHref,
}: {
  hrefs: AccountHrefs;
  jobHref: (position: { id: number; title: string }) => string;
}) {
  const applications = useCandidateApplications();
  return (
    <AccountListPage
      words={{
        title: 'applications.title',
        loading: 'applications.loading',
        loadFailed: 'applications.loadFailed',
        empty: 'applications.empty',
      }}
      query={applications}
      isEmpty={(d) => d.applications.length === 0 && d.inactiveApplications.length === 0}
      hrefs={hrefs}
    >
      {(data) => <ApplicationLists data={data} jobHref={jobHref} />}
    </AccountListPage>
  );
}

/**
 * The active applications, each with a withdrawal, and the closed ones (hired, not selected, withdrawn), each
 * with its stage and history unless the tenant hides them (the server then sends neither).
 */
export function ApplicationLists({
  data,
  jobHref,
}: {
  data: { applications: CandidateApplication[]; inactiveApplications: CandidateApplication[] };
  jobHref: (position: { id: number; title: string }) => string;
}) {
  const { t } = useTranslation('account');
  // A withdrawn card leaves the active list and takes the focus with it: the closed list's heading gets it.
  const closedHeading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <ApplicationList
        title={t('applications.active')}
        items={data.applications}
        jobHref={jobHref}
        onWithdrawn={() => closedHeading.current?.focus()}
      />
      <ApplicationList
        title={t('applications.inactive')}
        items={data.inactiveApplications}
        jobHref={jobHref}
        headingRef={closedHeading}
      />
    </>
  );
}

function ApplicationList({
  title,
  items,
  jobHref,
  onWithdrawn,
  headingRef,
}: {
  title: string;
  items: CandidateApplication[];
  jobHref: (position: { id: number; title: string }) => string;
  /** Given for the active list: its cards can be withdrawn. */
  onWithdrawn?: () => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useTranslation('account');
  const statusText = useStatusText();
  if (items.length === 0) return null;
  const language = i18n.language || 'en';
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionTitle} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <article className={styles.card} aria-labelledby={`application-${item.id}`}>
              <h3 className={styles.cardTitle} id={`application-${item.id}`}>
                <Link to={jobHref({ id: item.positionId, title: item.title })}>{item.title}</Link>
              </h3>
              <p className={styles.meta}>
                {item.status ? (
                  <span className={styles.statusPill} data-status={STATUS_KEYS[item.status] ?? 'other'}>
                    {t('applications.status', { status: statusText(item.status) })}
                  </span>
                ) : null}
                <span>{t('applications.appliedOn', { date: formatDate(item.appliedAt, language) })}</span>
                {item.updatedAt !== item.appliedAt ? (
                  <span>{t('applications.updatedOn', { date: formatDate(item.updatedAt, language) })}</span>
                ) : null}
              </p>
              {item.history.length > 1 ? (
                <details className={styles.history}>
                  <summary>{t('applications.history')}</summary>
                  <ol>
                    {item.history.map((step) => (
                      <li key={`${step.at}-${step.stage}`}>
                        <span>{statusText(step.status)}</span>{' '}
                        <time dateTime={step.at}>{formatDate(step.at, language)}</time>
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
              {onWithdrawn ? (
                <div className={styles.cardActions}>
                  <WithdrawButton application={item} onWithdrawn={onWithdrawn} />
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
