import type { PositionLocation, SavedPosition } from '@portico/contracts';
import { Button, EmptyState, ErrorState, LoadingState, useToast } from '@portico/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRemoveSavedPosition, useSavedPositions } from '../../lib/api/endpoints/saved-positions.js';
import { formatDate } from '../../lib/dates.js';
import styles from './saved-jobs.module.css';

export interface SavedJobsScreenProps {
  /** A job page's address (with the tenant's `domain`), given by the route. */
  jobHref: (position: Pick<SavedPosition, 'id' | 'title' | 'isPrivate' | 'privateToken'>) => string;
  /** The search page's address, for the empty state. */
  searchHref: string;
}

function placeText(location: PositionLocation): string {
  return [location.city, location.region, location.country].filter(Boolean).join(', ');
}

/** `/careers/saved-jobs` (spec 1 §2 "lists"): the candidate's saved jobs, newest saved first. */
export function SavedJobsScreen({ jobHref, searchHref }: SavedJobsScreenProps) {
  const { t } = useTranslation('account');
  const saved = useSavedPositions();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <div className={styles.page}>
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        {t('savedJobs.title')}
      </h1>
      {saved.isPending ? <LoadingState label={t('savedJobs.loading')} /> : null}
      {saved.isError ? (
        <ErrorState message={t('savedJobs.loadFailed')}>
          <Button variant="secondary" onPress={() => saved.refetch()}>
            {t('retry')}
          </Button>
        </ErrorState>
      ) : null}
      {saved.data?.length === 0 ? (
        <EmptyState message={t('savedJobs.empty')}>
          <p className={styles.emptyLink}>
            <Link to={searchHref}>{t('links.search')}</Link>
          </p>
        </EmptyState>
      ) : null}
      {saved.data?.length ? (
        <SavedJobsList
          positions={saved.data}
          jobHref={jobHref}
          // The removed card took the focus with it: give it a place to be.
          onRemoved={() => headingRef.current?.focus()}
        />
      ) : null}
    </div>
  );
}

/** The saved jobs' cards, each with its Remove: the page's list and the dashboard tab's. */
export function SavedJobsList({
  positions,
  jobHref,
  onRemoved,
}: {
  positions: readonly SavedPosition[];
  jobHref: SavedJobsScreenProps['jobHref'];
  /** Where the focus goes once a card is gone. */
  onRemoved: () => void;
}) {
  return (
    <ul className={styles.list}>
      {positions.map((position) => (
        <li key={position.id}>
          <SavedJobCard position={position} href={jobHref(position)} onRemoved={onRemoved} />
        </li>
      ))}
    </ul>
  );
}

function SavedJobCard({
  position,
  href,
  onRemoved,
}: {
  position: SavedPosition;
  href: string;
  onRemoved: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { t: tJobs } = useTranslation('jobs');
  const toasts = useToast();
  const remove = useRemoveSavedPosition({
    onSuccess: () => {
      onRemoved();
      toasts.showToast(t('savedJobs.removed', { title: position.title }), { type: 'success' });
    },
    onError: () => toasts.showToast(t('savedJobs.removeFailed'), { type: 'error' }),
  });
  const [first, ...rest] = position.locations;
  const places = [
    position.isRemote ? tJobs('card.remote') : null,
    first
      ? rest.length > 0
        ? tJobs('card.morePlaces', { place: placeText(first), count: rest.length })
        : placeText(first)
      : null,
  ].filter((part): part is string => Boolean(part));
  const language = i18n.language || 'en';
  return (
    <article className={styles.card} aria-label={position.title} data-closed={!position.isOpen}>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={href}>{position.title}</Link>
        </h2>
        <p className={styles.meta}>
          {position.department ? <span>{position.department}</span> : null}
          {places.length > 0 ? <span>{places.join(' · ')}</span> : null}
          <span>{tJobs('card.posted', { date: formatDate(position.postedAt, language) })}</span>
          <span>{t('savedJobs.savedOn', { date: formatDate(position.savedAt, language) })}</span>
        </p>
        {position.isOpen ? null : <p className={styles.closed}>{tJobs('card.closed')}</p>}
      </div>
      <Button
        variant="secondary"
        isDisabled={remove.isPending}
        aria-label={t('savedJobs.removeLabel', { title: position.title })}
        onPress={() => remove.mutate(position.id)}
      >
        {t('savedJobs.remove')}
      </Button>
    </article>
  );
}
