import type { CandidateApplication } from '@portico/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCandidateApplications } from '../../lib/api/endpoints/candidate-applications.js';
import { formatDate } from '../../lib/dates.js';
import styles from './account.module.css';
import { type AccountHrefs, AccountLinks } from './account-links.js';
import { AccountListPage } from './account-list-page.js';

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

/** `/careers/dashboard` and `/careers/dashboardv2`: a welcome and the account's pages that exist. */
export function DashboardScreen({ userName, hrefs }: { userName: string; hrefs: AccountHrefs }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <p className={styles.intro}>{t('dashboard.welcome', { name: userName })}</p>
      <AccountLinks
        hrefs={hrefs}
        names={['applications', 'savedJobs', 'offers', 'forms', 'profile', 'settings']}
      />
    </div>
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
  const { t } = useTranslation('account');
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
      {(data) => (
        <>
          <ApplicationList title={t('applications.active')} items={data.applications} jobHref={jobHref} />
          <ApplicationList
            title={t('applications.inactive')}
            items={data.inactiveApplications}
            jobHref={jobHref}
          />
        </>
      )}
    </AccountListPage>
  );
}

function ApplicationList({
  title,
  items,
  jobHref,
}: {
  title: string;
  items: CandidateApplication[];
  jobHref: (position: { id: number; title: string }) => string;
}) {
  const { t, i18n } = useTranslation('account');
  if (items.length === 0) return null;
  const language = i18n.language || 'en';
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <article className={styles.card} aria-label={item.title}>
              <h3 className={styles.cardTitle}>
                <Link to={jobHref({ id: item.positionId, title: item.title })}>{item.title}</Link>
              </h3>
              <p className={styles.meta}>
                {item.status ? (
                  <span>
                    {t('applications.status', {
                      status: STATUS_KEYS[item.status]
                        ? t(`applications.statuses.${STATUS_KEYS[item.status]}`)
                        : item.status,
                    })}
                  </span>
                ) : null}
                <span>{t('applications.appliedOn', { date: formatDate(item.appliedAt, language) })}</span>
                {item.updatedAt !== item.appliedAt ? (
                  <span>{t('applications.updatedOn', { date: formatDate(item.updatedAt, language) })}</span>
                ) : null}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
