import type { ApplyPosition } from '@portico/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './apply.module.css';

/** "Berlin, BE, DE · Remote": the job's places as the search pane writes them, short. */
export function positionPlaces(position: ApplyPosition, remote: string): string {
  const places = position.locations.map((l) =>
    [l.city, l.region && l.region !== l.city ? l.region : '', l.countryCode].filter(Boolean).join(', '),
  );
  if (position.isRemote) places.push(remote);
  return places.join(' · ');
}

export interface ApplyHeaderProps {
  readonly positions: readonly ApplyPosition[];
  readonly jobHref: (position: ApplyPosition) => string;
}

/** The page's h1: the job applied to (title, places, a link back), or the list of a job cart's jobs. */
export function ApplyHeader({ positions, jobHref }: ApplyHeaderProps) {
  const { t } = useTranslation('apply');
  const [only] = positions;
  if (positions.length === 1 && only) {
    const places = positionPlaces(only, t('remote'));
    return (
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{only.title}</h1>
        <p className={styles.meta}>
          {places ? <span>{places}</span> : null}
          <Link
            to={jobHref(only)}
            className={styles.jobLink}
            aria-label={t('viewJobLabel', { title: only.title })}
          >
            {t('viewJob')}
          </Link>
        </p>
      </header>
    );
  }
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('titleMany')}</h1>
      <ul className={styles.jobList}>
        {positions.map((position) => {
          const places = positionPlaces(position, t('remote'));
          return (
            <li key={position.id} className={styles.jobItem}>
              <Link to={jobHref(position)} className={styles.jobItemTitle}>
                {position.title}
              </Link>
              {places ? <span className={styles.jobItemPlaces}>{places}</span> : null}
            </li>
          );
        })}
      </ul>
    </header>
  );
}
