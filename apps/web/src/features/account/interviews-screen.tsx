import type { CandidateInterview } from '@portico/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCandidateInterviews } from '../../lib/api/endpoints/candidate-interviews.js';
import styles from './account.module.css';
import type { AccountHrefs } from './account-links.js';
import { AccountListPage } from './account-list-page.js';

/**
 * What the company wrote (a place, names, a message) inside a sentence of the page's language: isolated, so a
 * Latin address keeps its order inside an Arabic or Hebrew sentence and the other way round.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

const KIND_KEYS = { 'in-person': 'inPerson', video: 'video', phone: 'phone' } as const;

/**
 * `/careers/interviews` (spec 1 §2, docs/decisions/044): the candidate's interviews, upcoming then past. Each
 * time is shown as the interview's own zone's clocks show it, in the visitor's language (Intl), with the zone
 * named: the candidate goes where the interview is, whatever zone their device is in.
 */
export function InterviewsScreen({
  hrefs,
  jobHref,
  calendarHref,
}: {
  hrefs: AccountHrefs;
  jobHref: (position: { id: number; title: string }) => string;
  calendarHref: (id: string) => string;
}) {
  const interviews = useCandidateInterviews();
  return (
    <AccountListPage
      words={{
        title: 'interviews.title',
        loading: 'interviews.loading',
        loadFailed: 'interviews.loadFailed',
        empty: 'interviews.none',
      }}
      query={interviews}
      isEmpty={(d) => d.upcoming.length === 0 && d.past.length === 0}
      hrefs={hrefs}
    >
      {(data) => <InterviewLists data={data} jobHref={jobHref} calendarHref={calendarHref} />}
    </AccountListPage>
  );
}

/** The upcoming interviews (with "Add to calendar") and the past ones: the page's lists and the dashboard tab's. */
export function InterviewLists({
  data,
  jobHref,
  calendarHref,
}: {
  data: { upcoming: CandidateInterview[]; past: CandidateInterview[] };
  jobHref: (position: { id: number; title: string }) => string;
  calendarHref: (id: string) => string;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <InterviewList
        title={t('interviews.upcoming')}
        items={data.upcoming}
        upcoming
        jobHref={jobHref}
        calendarHref={calendarHref}
      />
      <InterviewList
        title={t('interviews.past')}
        items={data.past}
        upcoming={false}
        jobHref={jobHref}
        calendarHref={calendarHref}
      />
    </>
  );
}

function InterviewList({
  title,
  items,
  upcoming,
  jobHref,
  calendarHref,
}: {
  title: string;
  items: CandidateInterview[];
  upcoming: boolean;
  jobHref: (position: { id: number; title: string }) => string;
  calendarHref: (id: string) => string;
}) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <InterviewCard item={item} upcoming={upcoming} jobHref={jobHref} calendarHref={calendarHref} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function InterviewCard({
  item,
  upcoming,
  jobHref,
  calendarHref,
}: {
  item: CandidateInterview;
  upcoming: boolean;
  jobHref: (position: { id: number; title: string }) => string;
  calendarHref: (id: string) => string;
}) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const locale = i18n.language || 'en';
  const canceled = item.status === 'canceled';
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: item.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(item.startsAt));
  const duration = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(item.durationMinutes);
  return (
    <article className={styles.card} aria-labelledby={id} data-canceled={canceled || undefined}>
      <h3 className={styles.cardTitle} id={id}>
        <Link to={jobHref({ id: item.positionId, title: item.title })}>{item.title}</Link>
      </h3>
      {canceled ? <p className={styles.canceled}>{t('interviews.canceled')}</p> : null}
      <p className={styles.when}>
        <time dateTime={item.startsAt}>{when}</time>
      </p>
      <p className={styles.meta}>
        <span>{duration}</span>
        <span>{t(`interviews.kinds.${KIND_KEYS[item.kind]}`)}</span>
        <span>{t('interviews.timeZone', { zone: isolate(item.timeZone.replaceAll('_', ' ')) })}</span>
      </p>
      {item.place && item.kind === 'video' && !canceled && upcoming ? (
        <p>
          <a href={item.place} target="_blank" rel="noopener noreferrer">
            {t('interviews.joinCall')}
          </a>
        </p>
      ) : item.place && item.kind !== 'video' ? (
        <p className={styles.detail}>{t('interviews.place', { place: isolate(item.place) })}</p>
      ) : null}
      {item.interviewers.length > 0 ? (
        <p className={styles.detail}>
          {t('interviews.with', { names: isolate(item.interviewers.join(', ')) })}
        </p>
      ) : null}
      {item.message ? (
        <p className={styles.detail}>{t('interviews.message', { message: isolate(item.message) })}</p>
      ) : null}
      {canceled && item.cancelReason ? (
        <p className={styles.detail}>{t('interviews.reason', { reason: isolate(item.cancelReason) })}</p>
      ) : null}
      {upcoming && !canceled ? (
        <p>
          <a href={calendarHref(item.id)} download="interview.ics" aria-describedby={id}>
            {t('interviews.addToCalendar')}
          </a>
        </p>
      ) : null}
    </article>
  );
}
