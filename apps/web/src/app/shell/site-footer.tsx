import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

export interface SiteFooterProps {
  /** Already sanitised by the server (apps/server/src/modules/pages/footer-html.ts). */
  html: string;
  hidePoweredBy: boolean;
}

/**
 * A catalogue text whose `<1>…</1>` part is emphasised ("Powered by <1>Portico</1>"), rendered as
 * react-i18next's `Trans` did with `Powered by <strong>Portico</strong>` as its children, without the HTML
 * parser `Trans` brings into the first load (docs/decisions/014).
 */
export function withStrongPart(text: string): ReactNode {
  const match = /<1>(.*?)<\/1>/.exec(text);
  if (!match) return text;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return (
    <>
      {before || null}
      <strong>{match[1]}</strong>
      {after || null}
    </>
  );
}

/** Custom footer HTML plus the standard 'Powered by' line unless the tenant hides it. */
export function SiteFooter({ html, hidePoweredBy }: SiteFooterProps) {
  const { t } = useTranslation('shell');
  if (!html && hidePoweredBy) return null;
  return (
    <footer className={styles.footer}>
      {html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allow-list before it reaches the page.
        <div className={styles.footerCustom} dangerouslySetInnerHTML={{ __html: html }} />
      ) : null}
      {hidePoweredBy ? null : <p className={styles.poweredBy}>{withStrongPart(t('footer.poweredBy'))}</p>}
    </footer>
  );
}
