import { useTranslation } from 'react-i18next';
import { CrashScreen, SimpleNotice } from './shell/crash-screen.js';

export interface NoticePageProps {
  kind: 'unknown-site' | 'crash';
  homeHref: string;
  supportHref: string;
  detail?: string;
}

/**
 * Pages the server renders without the app around them: the unknown careers site (no tenant to brand
 * it with) and the crash screen when the app itself failed to render.
 */
export function NoticePage({ kind, homeHref, supportHref, detail }: NoticePageProps) {
  const { t } = useTranslation('shell');
  return (
    <main id="main">
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
    </main>
  );
}
