import { isPositionOpen, type SearchPosition } from '@portico/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.js';
import { isPlainClick } from '../../lib/plain-click.js';
import { distanceText, locationsText } from './format.js';
import styles from './jobs.module.css';
import page from './search-page.module.css';

export interface ResultsListProps {
  positions: readonly SearchPosition[];
  selectedId: number | null;
  distanceUnit: 'km' | 'mi';
  language: string;
  /** Href of a job page, with the visitor's carried parameters. */
  hrefFor(position: SearchPosition): string;
  onSelect(position: SearchPosition, event: MouseEvent<HTMLAnchorElement>): void;
  /** The id of the selected job's details beside the list (wide screens), and how to move focus there. */
  detailsId: string;
  onToDetails(): void;
}

/**
 * The result cards. Each is a real link to the job page (what crawlers and "open in new tab" follow); a
 * plain click selects the job into the detail pane instead (the page decides, see onSelect).
 * The selected card is followed by a "Go to job details" link, shown when focused: the details pane comes
 * after the whole list in the page, and the job's actions must be the next stop of the keyboard after
 * its card, not after nine other cards and the pager (docs/decisions/036).
 */
export function ResultsList({
  positions,
  selectedId,
  distanceUnit,
  language,
  hrefFor,
  onSelect,
  detailsId,
  onToDetails,
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
                if (!isPlainClick(event)) return;
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
            {selected ? (
              <a
                href={`#${detailsId}`}
                className={page.skipLink}
                onClick={(event) => {
                  event.preventDefault();
                  onToDetails();
                }}
              >
                {t('results.toDetails')}
              </a>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
