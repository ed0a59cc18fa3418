import type { DashboardTab, Offer, SavedPosition } from '@portico/contracts';
import { type ReactNode, useRef } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCandidateApplications } from '../../lib/api/endpoints/candidate-applications.js';
import { useCandidateEvents } from '../../lib/api/endpoints/candidate-events.js';
import { useCandidateInterviews } from '../../lib/api/endpoints/candidate-interviews.js';
import { useCandidateReferrals } from '../../lib/api/endpoints/dashboard.js';
import { useOffers } from '../../lib/api/endpoints/offers.js';
import { useSavedPositions } from '../../lib/api/endpoints/saved-positions.js';
import styles from './account.module.css';
import type { AccountHrefs } from './account-links.js';
import { AccountListState } from './account-list-page.js';
import { AccountPagesLinks, ApplicationLists } from './account-screens.js';
import { DraftsPanel } from './drafts-panel.js';
import { EventLists } from './events-screen.js';
import { InterviewLists } from './interviews-screen.js';
import { NudgesSection } from './nudges-section.js';
import { ReferralsList } from './referrals-panel.js';

/** Every address the dashboard links to, given by the route (with the tenant's `domain` and carried parameters). */
export interface DashboardLinks extends AccountHrefs {
  /** Any path of the site (a nudge's page). */
  path: (path: string) => string;
  job: (position: { id: number; title: string }) => string;
  savedJob: (position: {
    id: number;
    title: string;
    isPrivate: boolean;
    privateToken: string | null;
  }) => string;
  apply: (positionId: number) => string;
  calendar: (interviewId: string) => string;
  offer: (encId: string) => string;
}

/**
 * The lists other features draw, given by the route (a feature never imports another): the saved jobs' cards
 * with their Remove, and the offers' cards.
 */
export interface DashboardLists {
  savedJobs: (positions: SavedPosition[], onRemoved: () => void) => ReactNode;
  offers: (offers: Offer[]) => ReactNode;
}

export interface DashboardScreenProps {
  userName: string;
  /** The tabs the tenant shows (`dashboardTabs` of contracts), in order. */
  tabs: readonly DashboardTab[];
  /** The tab the address names (`?tab=`). */
  tab: DashboardTab;
  /** Moves to another tab (the route writes it into the address, so a tab can be linked). */
  onTabChange: (tab: DashboardTab) => void;
  links: DashboardLinks;
  lists: DashboardLists;
}

/**
 * `/careers/dashboard` and `/careers/dashboardv2` (spec 1 §2, spec 2 §3; docs/decisions/054): the next steps,
 * then a tab per list of what is in flight. Only the open tab's list is read; each tab has its own loading,
 * error (with a retry) and empty ("No data found" and a next step) states.
 */
export function DashboardScreen({ userName, tabs, tab, onTabChange, links, lists }: DashboardScreenProps) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <p className={styles.intro}>{t('dashboard.welcome', { name: userName })}</p>
      <NudgesSection path={links.path} />
      <h2 className={styles.sectionTitle} id="dashboard-tabs-title">
        {t('dashboard.inFlight')}
      </h2>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => onTabChange(key as DashboardTab)}
        className={styles.tabs}
      >
        <TabList aria-labelledby="dashboard-tabs-title" className={styles.tabList}>
          {tabs.map((id) => (
            <Tab key={id} id={id} className={styles.tab}>
              {t(`dashboard.tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        {tabs.map((id) => (
          <TabPanel key={id} id={id} className={styles.panel}>
            <DashboardPanel tab={id} links={links} lists={lists} />
          </TabPanel>
        ))}
      </Tabs>
      <AccountPagesLinks hrefs={links} />
    </div>
  );
}

function DashboardPanel({
  tab,
  links,
  lists,
}: {
  tab: DashboardTab;
  links: DashboardLinks;
  lists: DashboardLists;
}) {
  switch (tab) {
    case 'applications':
      return <ApplicationsPanel links={links} />;
    case 'interviews':
      return <InterviewsPanel links={links} />;
    case 'savedPositions':
      return <SavedPanel links={links} lists={lists} />;
    case 'events':
      return <EventsPanel links={links} />;
    case 'offers':
      return <OffersPanel links={links} lists={lists} />;
    case 'drafts':
      return <DraftsPanel links={links} />;
    case 'referrals':
      return <ReferralsPanel links={links} />;
  }
}

/** The words of a tab's states: its own loading and failure, and the dashboard's "No data found". */
const words = (key: string) => ({
  loading: `${key}.loading`,
  loadFailed: `${key}.loadFailed`,
  empty: 'dashboard.noData',
});

function ApplicationsPanel({ links }: { links: DashboardLinks }) {
  const { t } = useTranslation('account');
  return (
    <AccountListState
      words={words('applications')}
      query={useCandidateApplications()}
      isEmpty={(d) => d.applications.length === 0 && d.inactiveApplications.length === 0}
      next={{ href: links.search, label: t('links.search') }}
    >
      {(data) => <ApplicationLists data={data} jobHref={links.job} />}
    </AccountListState>
  );
}

function InterviewsPanel({ links }: { links: DashboardLinks }) {
  const { t } = useTranslation('account');
  return (
    <AccountListState
      words={words('interviews')}
      query={useCandidateInterviews()}
      isEmpty={(d) => d.upcoming.length === 0 && d.past.length === 0}
      next={{ href: links.applications, label: t('dashboard.next.applications') }}
    >
      {(data) => <InterviewLists data={data} jobHref={links.job} calendarHref={links.calendar} />}
    </AccountListState>
  );
}

function SavedPanel({ links, lists }: { links: DashboardLinks; lists: DashboardLists }) {
  const { t } = useTranslation('account');
  const panelTop = useRef<HTMLParagraphElement>(null);
  return (
    <AccountListState
      words={words('savedJobs')}
      query={useSavedPositions()}
      isEmpty={(d) => d.length === 0}
      next={{ href: links.search, label: t('links.search') }}
    >
      {(data) => (
        <>
          <p className={styles.panelIntro} ref={panelTop} tabIndex={-1}>
            <Link to={links.savedJobs}>{t('dashboard.allSaved')}</Link>
          </p>
          {lists.savedJobs(data, () => panelTop.current?.focus())}
        </>
      )}
    </AccountListState>
  );
}

function EventsPanel({ links }: { links: DashboardLinks }) {
  const { t } = useTranslation('account');
  return (
    <AccountListState
      words={words('events')}
      query={useCandidateEvents()}
      isEmpty={(d) => d.upcoming.length === 0 && d.past.length === 0}
      next={{ href: links.search, label: t('links.search') }}
    >
      {(data) => <EventLists data={data} />}
    </AccountListState>
  );
}

function OffersPanel({ links, lists }: { links: DashboardLinks; lists: DashboardLists }) {
  const { t } = useTranslation('account');
  return (
    <AccountListState
      words={{
        loading: 'dashboard.offersLoading',
        loadFailed: 'dashboard.offersLoadFailed',
        empty: 'dashboard.noData',
      }}
      query={useOffers()}
      isEmpty={(d) => d.length === 0}
      next={{ href: links.applications, label: t('dashboard.next.applications') }}
    >
      {(data) => lists.offers(data)}
    </AccountListState>
  );
}

function ReferralsPanel({ links }: { links: DashboardLinks }) {
  const { t } = useTranslation('account');
  return (
    <AccountListState
      words={words('referrals')}
      query={useCandidateReferrals()}
      isEmpty={(d) => d.length === 0}
      next={{ href: links.search, label: t('links.search') }}
    >
      {(data) => <ReferralsList referrals={data} links={links} />}
    </AccountListState>
  );
}
