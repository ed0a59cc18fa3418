import type { Suggestion } from '@portico/contracts';
import { useQueries } from '@tanstack/react-query';
import { type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api/context.js';
import { suggestionsQueryOptions } from '../../lib/api/endpoints/index.js';
import { isPlainClick } from '../../lib/plain-click.js';
import jobs from './jobs.module.css';
import styles from './search-page.module.css';

/** Similar searches offered at most, and typed words they are looked up for. */
const MAX_SIMILAR = 6;
const MAX_WORDS = 3;
/** A word's first letters are looked up, so a misspelt ending ("enginer") still finds "Engineer". */
const PREFIX_LETTERS = 4;

/**
 * What the autocomplete is asked for similar searches: each typed word's first letters (a short word whole),
 * at most three words. Words of one letter say nothing about what was meant and are left out.
 */
export function similarSearchPrefixes(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
  const prefixes = words.map((w) => [...w].slice(0, PREFIX_LETTERS).join(''));
  return [...new Set(prefixes)].slice(0, MAX_WORDS);
}

/** One next step: a real link (it works before the page's script runs) that the page may take over. */
export interface NextStep {
  key: string;
  label: string;
  href: string;
}

export interface NoResultsProps {
  query: string;
  /** Clear filters, widen the radius, search everywhere… as the search's state allows (see SearchScreen). */
  steps: readonly NextStep[];
  /** The address of a search for a suggestion's text (filters and place kept). */
  hrefForQuery(query: string): string;
  onFollow(href: string, event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * The answer to a search with no matches: says so, and offers the ways on that this search has — fewer
 * filters, a wider radius, other places — and similar searches from the tenant's own job titles and skills
 * (the autocomplete's answers for the typed words), never the whole list in disguise.
 */
export function NoResults({ query, steps, hrefForQuery, onFollow }: NoResultsProps) {
  const { t } = useTranslation('jobs');
  const api = useApi();
  const similarId = useId();
  const prefixes = similarSearchPrefixes(query);
  const answers = useQueries({
    queries: prefixes.map((q) => suggestionsQueryOptions(api, 'query', q)),
  });
  const typed = query.trim().toLowerCase();
  const similar: Suggestion[] = [];
  for (const answer of answers)
    for (const s of answer.data ?? [])
      if (
        s.value.toLowerCase() !== typed &&
        !similar.some((o) => o.value.toLowerCase() === s.value.toLowerCase())
      )
        similar.push(s);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    onFollow(event.currentTarget.getAttribute('href') ?? '', event);
  };

  return (
    <div className={`${jobs.emptyState} ${styles.noResults}`}>
      <p className={jobs.emptyTitle}>{t('results.emptyTitle')}</p>
      <p>{t('results.emptyHelp')}</p>
      {steps.length > 0 ? (
        <ul className={styles.nextSteps}>
          {steps.map((step) => (
            <li key={step.key}>
              <a className={jobs.actionLink} href={step.href} onClick={follow}>
                {step.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {similar.length > 0 ? (
        <section className={styles.similar} aria-labelledby={similarId}>
          <h3 id={similarId} className={styles.similarHeading}>
            {t('results.similar')}
          </h3>
          <ul className={styles.similarList}>
            {similar.slice(0, MAX_SIMILAR).map((s) => (
              <li key={s.value}>
                <a className={styles.similarLink} href={hrefForQuery(s.value)} onClick={follow}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
