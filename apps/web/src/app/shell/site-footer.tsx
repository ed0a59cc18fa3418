import { Trans, useTranslation } from 'react-i18next';
import styles from './shell.module.css';

export interface SiteFooterProps {
  /** Already sanitised by the server (apps/server/src/modules/pages/footer-html.ts). */
  html: string;
  hidePoweredBy: boolean;
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
      {hidePoweredBy ? null : (
        <p className={styles.poweredBy}>
          <Trans i18nKey="footer.poweredBy" ns="shell" t={t}>
            Powered by <strong>Portico</strong>
          </Trans>
        </p>
      )}
    </footer>
  );
}
