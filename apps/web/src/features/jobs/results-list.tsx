import { isPositionOpen, type SearchPosition } from '@portico/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { distanceText, formatDate, locationsText } from './format.js';
import styles from './jobs.module.css';

export interface ResultsListProps {
  positions: readonly SearchPosition[];
  selectedId: number | null;
  distanceUnit: 'km' | 'mi';
  language: string;
  /** Href of a job page, with the visitor's carried parameters. */
  hrefFor(position: SearchPosition): string;
  onSelect(position: SearchPosition, event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * The result cards. Each is a real link to the job page (what crawlers and "open in new tab" follow); a
 * plain click selects the job into the detail pane instead (the page decides, see onSelect).
 */
export function ResultsList({
  positions,
  selectedId,
  distanceUnit,
  language,
  hrefFor,
  onSelect,
}: ResultsListProps) {
  const { t } = useTranslation('jobs');
  return (
    <ol className={styles.results}>
      {positions.map((position) => {
        const selected = position.id === selectedId;
        return (
          <li key={position.id} className={styles.resultItem}>
            <a
              href={hrefFor(position)}
              className={selected ? `${styles.card} ${styles.cardSelected}` : styles.card}
              aria-current={selected ? 'true' : undefined}
              onClick={(event) => {
                // Let the browser handle new-tab and new-window clicks.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                onSelect(position, event);
              }}
            >
              <span className={styles.cardTitle}>{position.title}</span>
              <span className={styles.cardMeta}>
                {locationsText(position.locations, position.isRemote, t)}
                {position.distanceKm !== null ? (
                  <>
                    {' '}
                    ·{' '}
                    {t('card.distance', {
                      distance: distanceText(position.distanceKm, distanceUnit, language),
                    })}
                  </>
                ) : null}
              </span>
              <span className={styles.cardMeta}>
                {position.department} · {t(`jobType.${position.jobType}`)}
              </span>
              <span className={styles.cardPosted}>
                {!isPositionOpen(position, Date.now())
                  ? t('card.closed')
                  : t('card.posted', { date: formatDate(position.postedAt, language) })}
              </span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}
