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

export interface ListQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a list of the candidate's shows while it is not a list: loading, a failure with a retry, nothing yet
 * with the next step (by default the search) — or the lists once there is something to show. The account's
 * own pages and the dashboard's tabs draw their lists through it.
 */
export function AccountListState<T>({
  words,
  query,
  isEmpty,
  next,
  children,
}: {
  words: Omit<ListPageWords, 'title'>;
  query: ListQuery<T>;
  /** Whether an answer holds nothing to list. */
  isEmpty: (data: T) => boolean;
  /** The empty state's next step: a link. */
  next: { href: string; label: string };
  /** The lists, drawn once there is an answer with something in it. */
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const data = query.data;
  const empty = data === undefined ? undefined : isEmpty(data);
  return (
    <>
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
            <Link to={next.href}>{next.label}</Link>
          </p>
        </EmptyState>
      ) : null}
      {data !== undefined && empty === false ? children(data) : null}
    </>
  );
}

/**
 * A candidate's list page (applications, interviews, events): its title, then the list's state
 * (`AccountListState`), whose empty state leads to the search.
 */
export function AccountListPage<T>({
  words,
  query,
  isEmpty,
  hrefs,
  children,
}: {
  words: ListPageWords;
  query: ListQuery<T>;
  isEmpty: (data: T) => boolean;
  hrefs: AccountHrefs;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(words.title)}</h1>
      <AccountListState
        words={words}
        query={query}
        isEmpty={isEmpty}
        next={{ href: hrefs.search, label: t('links.search') }}
      >
        {children}
      </AccountListState>
    </div>
  );
}
