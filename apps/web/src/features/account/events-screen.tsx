import type { CandidateEvent } from '@portico/contracts';
import { Button, FormAlert, Modal } from '@portico/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCandidateEvents, useEventRegistration } from '../../lib/api/endpoints/candidate-events.js';
import { formatEventWhen } from '../../lib/dates.js';
import styles from './account.module.css';
import type { AccountHrefs } from './account-links.js';
import { AccountListPage } from './account-list-page.js';

/** `/careers/events` (spec 1 §2): the tenant's upcoming events to register for, and the past ones attended. */
export function EventsScreen({ hrefs }: { hrefs: AccountHrefs }) {
  const events = useCandidateEvents();
  return (
    <AccountListPage
      words={{
        title: 'events.title',
        loading: 'events.loading',
        loadFailed: 'events.loadFailed',
        empty: 'events.none',
      }}
      query={events}
      isEmpty={(d) => d.upcoming.length === 0 && d.past.length === 0}
      hrefs={hrefs}
    >
      {(data) => <EventLists data={data} />}
    </AccountListPage>
  );
}

/** Upcoming events to register for (or leave), and past ones: the page's lists and the dashboard tab's. */
export function EventLists({ data }: { data: { upcoming: CandidateEvent[]; past: CandidateEvent[] } }) {
  const { t } = useTranslation('account');
  return (
    <>
      <EventList title={t('events.upcoming')} items={data.upcoming} />
      <EventList title={t('events.past')} items={data.past} past />
    </>
  );
}

function EventList({
  title,
  items,
  past = false,
}: {
  title: string;
  items: CandidateEvent[];
  past?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.list}>
        {items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} past={past} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EventCard({ event, past }: { event: CandidateEvent; past: boolean }) {
  const { t, i18n } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const registration = useEventRegistration({
    onSuccess: () => {
      setFailed(null);
      setConfirming(false);
    },
    onError: (error) => {
      setConfirming(false);
      // A refusal means the event changed since the list was read (full, canceled, over); the list reloads.
      setFailed(
        error.kind === 'http' && error.status === 409 ? t('events.changed') : t('events.actionFailed'),
      );
    },
  });
  const canceled = event.status === 'canceled';
  const full = !event.registered && event.seatsLeft === 0;
  const titleId = `event-${event.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <p className={styles.eventKind}>{t(`events.kinds.${event.kind}`)}</p>
      <h3 className={styles.cardTitle} id={titleId}>
        {event.title}
      </h3>
      <p className={styles.eventWhen}>{formatEventWhen(event, i18n.language || 'en')}</p>
      <p className={styles.meta}>
        {event.place ? <span>{event.place}</span> : null}
        {event.online ? <span>{t('events.online')}</span> : null}
        {!canceled && !past && event.seatsLeft !== null && event.seatsLeft > 0 ? (
          <span>{t('events.seatsLeft', { seats: event.seatsLeft })}</span>
        ) : null}
        {event.applicationStatus ? (
          <span>{t('events.applicationStatus', { status: event.applicationStatus })}</span>
        ) : null}
      </p>
      {event.description ? <p className={styles.eventDescription}>{event.description}</p> : null}
      {canceled ? (
        <p className={styles.eventCanceled}>
          <strong>{t('events.canceled')}</strong>
          {event.cancelReason ? ` ${event.cancelReason}` : null}
        </p>
      ) : null}
      {failed ? <FormAlert>{failed}</FormAlert> : null}
      {!canceled && !past ? (
        <div className={styles.eventActions}>
          {event.registered ? (
            <>
              <span className={styles.eventState} data-state="registered">
                {t('events.registered')}
              </span>
              {event.onlineUrl ? (
                <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
                  {t('events.join')}
                </a>
              ) : null}
              <Button
                variant="secondary"
                onPress={() => setConfirming(true)}
                isDisabled={registration.isPending}
                aria-describedby={titleId}
              >
                {t('events.cancelRegistration')}
              </Button>
            </>
          ) : full ? (
            <span className={styles.eventState} data-state="full">
              {t('events.full')}
            </span>
          ) : (
            <Button
              onPress={() => registration.mutate({ id: event.id, register: true })}
              isDisabled={registration.isPending}
              aria-describedby={titleId}
            >
              {t('events.register')}
            </Button>
          )}
        </div>
      ) : null}
      {past && event.registered ? (
        <p className={styles.meta}>
          <span>{t('events.registered')}</span>
        </p>
      ) : null}
      <Modal
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!open && !registration.isPending) setConfirming(false);
        }}
        title={t('events.confirmTitle')}
        role="alertdialog"
        showCloseButton={false}
      >
        <p>{t('events.confirmText', { title: event.title })}</p>
        <div className={styles.eventActions}>
          <Button variant="secondary" onPress={() => setConfirming(false)} autoFocus>
            {t('events.keep')}
          </Button>
          <Button
            variant="danger"
            onPress={() => registration.mutate({ id: event.id, register: false })}
            isDisabled={registration.isPending}
          >
            {t('events.cancelRegistration')}
          </Button>
        </div>
      </Modal>
    </article>
  );
}
