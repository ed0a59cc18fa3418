import type { SearchResult } from '@portico/contracts';
import type { MouseEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isPlainClick } from '../../lib/plain-click.js';
import styles from './search-page.module.css';

export interface SpellingNoticeProps {
  spelling: NonNullable<SearchResult['spelling']>;
  /** The address of the corrected search (place and filters kept): a real link before the script runs. */
  href: string;
  onFollow(href: string, event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * "Did you mean accountant?" above the results of a search whose typed text the server corrected
 * (docs/decisions/059), and, when the corrected text's jobs were added, a line that says so: the jobs shown
 * are not all what was typed. A live region, so a search run from the page announces it with its results.
 */
export function SpellingNotice({ spelling, href, onFollow }: SpellingNoticeProps) {
  const { t } = useTranslation('jobs');
  const { suggestion } = spelling;
  // Not named "link": the translation's parser takes <link> for the void HTML element and drops its text.
  const correction = (
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the suggestion inside.
    <a
      href={href}
      className={styles.spellingLink}
      onClick={(event) => {
        if (isPlainClick(event)) onFollow(href, event);
      }}
    />
  );
  return (
    <div className={styles.spelling} role="status">
      <p>
        <Trans t={t} i18nKey="results.didYouMean" values={{ suggestion }} components={{ correction }} />
      </p>
      {spelling.applied ? (
        <p className={styles.spellingApplied}>
          {t(spelling.typedCount > 0 ? 'results.alsoShowingFor' : 'results.showingFor', { suggestion })}
        </p>
      ) : null}
    </div>
  );
}
