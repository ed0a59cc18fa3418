import type { SsrNoticeContext } from '@portico/contracts';
import { useTranslation } from 'react-i18next';
import { CrashScreen, SimpleNotice } from './shell/crash-screen.js';
import styles from './shell/shell.module.css';

/** What the server's pages module asks for (the server render's contract, `ssr.ts` of the contracts). */
export type NoticePageProps = Pick<SsrNoticeContext, 'kind' | 'homeHref' | 'supportHref' | 'detail'>;

/**
 * Pages the server renders without the app around them: the unknown careers site (no tenant to brand
 * it with) and the crash screen when the app itself failed to render. They are Portico's own pages, in the
 * product's palette (the design tokens' defaults, no tenant theme): a bar with Portico's mark, the notice
 * on a card.
 */
export function NoticePage({ kind, homeHref, supportHref, detail }: NoticePageProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.noticePage}>
      <header className={styles.noticeBar}>
        <PorticoMark />
        <span>Portico</span>
      </header>
      <main id="main" className={styles.noticeMain}>
        <div className={styles.noticeCard}>
          {kind === 'unknown-site' ? (
            <SimpleNotice
              title={t('unknownSite.title')}
              message={t('unknownSite.message')}
              linkText={t('unknownSite.link')}
              href={homeHref}
            />
          ) : (
            <CrashScreen backHref={homeHref} supportHref={supportHref} detail={detail} />
          )}
        </div>
      </main>
    </div>
  );
}

/** Portico's mark, as in the favicon (apps/web/public/favicon.svg); the name beside it says what it is. */
function PorticoMark() {
  return (
    <svg
      className={styles.noticeMark}
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="#2b59c3" />
      <path
        d="M10 24V8h7a5 5 0 0 1 0 10h-7"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
