import { type CandidateFormSummary, FORMS_CENTER_TABS, type FormsCenterTab } from '@portico/contracts';
import { Button, EmptyState, ErrorState, LoadingState } from '@portico/ui';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFormsList } from '../../lib/api/endpoints/forms-center.js';
import { formatDate } from '../../lib/dates.js';
import styles from './forms-center.module.css';
import { formStatusKey, isOverdue, openActionKey } from './forms-center-rules.js';
import { LinkButton } from './shared.js';

export interface FormsListScreenProps {
  /** The tab the address names (`?tab=`). */
  tab: FormsCenterTab;
  /** Moves to another tab (the route writes it into the address). */
  onTabChange: (tab: FormsCenterTab) => void;
  /** A form's page (with the tenant's `domain`), given by the route. */
  formHref: (id: string) => string;
}

const TAB_LABEL = { pending: 'tabs.pending', completed: 'tabs.completed' } as const;
const EMPTY = { pending: 'list.emptyPending', completed: 'list.emptyCompleted' } as const;

/**
 * `/careers/forms/center` (spec 1 §2 "forms center"): the candidate's forms in two tabs, to do and
 * completed, each card with its title, dates, status and a link to fill it in or read it.
 */
export function FormsListScreen({ tab, onTabChange, formHref }: FormsListScreenProps) {
  const { t } = useTranslation('formsCenter');
  const list = useFormsList(tab);
  const counts = new Map(list.data?.tabsList?.map((info) => [info.id, info.count]));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => onTabChange(key as FormsCenterTab)}
        className={styles.tabs}
      >
        <TabList aria-label={t('tabs.label')} className={styles.tabList}>
          {FORMS_CENTER_TABS.map((id) => (
            <Tab key={id} id={id} className={styles.tab}>
              {t(TAB_LABEL[id])}
              {/* The space keeps the count a word of its own in the tab's accessible name ("To do 2"). */}
              {counts.has(id) ? (
                <>
                  {' '}
                  <span className={styles.count}>{counts.get(id)}</span>
                </>
              ) : null}
            </Tab>
          ))}
        </TabList>
        {FORMS_CENTER_TABS.map((id) => (
          <TabPanel key={id} id={id} className={styles.panel}>
            {list.isPending ? <LoadingState label={t('list.loading')} /> : null}
            {list.isError ? (
              <ErrorState message={t('list.loadFailed')}>
                <Button variant="secondary" onPress={() => list.refetch()}>
                  {t('list.retry')}
                </Button>
              </ErrorState>
            ) : null}
            {list.data ? (
              <FormCards forms={list.data.tabsData[id] ?? []} tab={id} formHref={formHref} />
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function FormCards({
  forms,
  tab,
  formHref,
}: {
  forms: readonly CandidateFormSummary[];
  tab: FormsCenterTab;
  formHref: (id: string) => string;
}) {
  const { t } = useTranslation('formsCenter');
  if (forms.length === 0) return <EmptyState message={t(EMPTY[tab])} />;
  const now = new Date();
  return (
    <ul className={styles.list}>
      {forms.map((form) => (
        <li key={form.id}>
          <FormCard form={form} now={now} href={formHref(form.id)} />
        </li>
      ))}
    </ul>
  );
}

function FormCard({ form, now, href }: { form: CandidateFormSummary; now: Date; href: string }) {
  const { t, i18n } = useTranslation('formsCenter');
  const date = (iso: string) => formatDate(iso, i18n.language);
  const overdue = isOverdue(form, now);
  const action = openActionKey(form);
  return (
    <article className={styles.card} aria-labelledby={`form-${form.id}`}>
      <div className={styles.cardBody}>
        {/* Titles and descriptions are the tenant's content, in its language: their own direction. */}
        <h2 id={`form-${form.id}`} className={styles.cardTitle} dir="auto">
          {form.title}
        </h2>
        {form.description ? (
          <p className={styles.description} dir="auto">
            {form.description}
          </p>
        ) : null}
        <p className={styles.meta}>
          <span className={styles.status} data-status={form.status}>
            <span className={styles.dot} aria-hidden="true" />
            {t(formStatusKey(form))}
          </span>
          {form.source === 'offer' ? <span className={styles.tag}>{t('list.preboarding')}</span> : null}
          <span>{t('list.assigned', { date: date(form.assigned_at) })}</span>
          {form.status === 'submitted' && form.submitted_at ? (
            <span>{t('list.submitted', { date: date(form.submitted_at) })}</span>
          ) : null}
          {form.status === 'pending' && form.due_at ? (
            <span className={overdue ? styles.overdue : undefined}>
              {t('list.due', { date: date(form.due_at) })}
              {overdue ? <span className={styles.overdueTag}>{t('list.overdue')}</span> : null}
            </span>
          ) : null}
        </p>
      </div>
      <LinkButton
        to={href}
        variant={form.status === 'pending' ? 'primary' : 'secondary'}
        aria-label={t(`${action}Label`, { title: form.title })}
        className={styles.cardAction}
      >
        {t(action)}
      </LinkButton>
    </article>
  );
}
