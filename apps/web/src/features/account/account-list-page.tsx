import { Button, EmptyState, ErrorState, LoadingState } from '@portico/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './account.module.css';
import type { AccountHrefs } from './account-links.js';

/** The words of one list page, by key of the `account` catalogue. */
export interface ListPageWords {
  title: string;
  loading: string;
  loadFailed: string;
  empty: string;
}

/**
 * A candidate's list page (applications, interviews, events): its title, then what is happening — loading, a
 * failure with a retry, nothing yet with a way to the search — or the lists once there is something to show.
 */
export function AccountListPage<T>({
  words,
  query,
  isEmpty,
  hrefs,
  children,
}: {
  words: ListPageWords;
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Whether an answer holds nothing to list. */
  isEmpty: (data: T) => boolean;
  hrefs: AccountHrefs;
  /** The lists, drawn once there is an answer with something in it. */
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const data = query.data;
  const empty = data === undefined ? undefined : isEmpty(data);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(words.title)}</h1>
      {query.isPending ? <LoadingState label={t(words.loading)} /> : null}
      {query.isError ? (
        <ErrorState message={t(words.loadFailed)}>
          <Button variant="secondary" onPress={() => query.refetch()}>
            {t('retry')}
          </Button>
        </ErrorState>
      ) : null}
      {empty ? (
        <EmptyState message={t(words.empty)}>
          <p>
            <Link to={hrefs.search}>{t('links.search')}</Link>
          </p>
        </EmptyState>
      ) : null}
      {data !== undefined && empty === false ? children(data) : null}
    </div>
  );
}
