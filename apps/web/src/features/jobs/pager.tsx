import { useTranslation } from 'react-i18next';
import { isPlainClick } from '../../lib/plain-click.js';
import styles from './jobs.module.css';

export interface PagerProps {
  start: number;
  pageSize: number;
  /** Matches, capped: pages past the exact count are not offered. */
  count: number;
  hrefFor(start: number): string;
  onGo(start: number): void;
}

/** Previous / numbered / next pages as links (crawlable, and each page has its own address). */
export function Pager({ start, pageSize, count, hrefFor, onGo }: PagerProps) {
  const { t } = useTranslation('jobs');
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const current = Math.floor(start / pageSize);
  if (pages <= 1) return null;
  const first = Math.max(0, Math.min(current - 2, pages - 5));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  const link = (page: number, label: string, extra?: { rel?: string; current?: boolean; aria?: string }) => (
    <a
      href={hrefFor(page * pageSize)}
      className={extra?.current ? `${styles.pageLink} ${styles.pageCurrent}` : styles.pageLink}
      aria-current={extra?.current ? 'page' : undefined}
      aria-label={extra?.aria}
      rel={extra?.rel}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onGo(page * pageSize);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {current > 0 ? link(current - 1, t('pager.previous'), { rel: 'prev' }) : null}
      {numbers.map((page) => (
        <span key={page}>
          {link(page, String(page + 1), {
            current: page === current,
            aria: t('pager.page', { page: page + 1, pages }),
          })}
        </span>
      ))}
      {current < pages - 1 ? link(current + 1, t('pager.next'), { rel: 'next' }) : null}
    </nav>
  );
}
