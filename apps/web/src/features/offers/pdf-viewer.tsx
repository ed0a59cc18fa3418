import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy-component.js';
import styles from './offers.module.css';
import type { PdfDocumentProps } from './pdf-document.js';

/** pdf.js arrives only when a PDF is on screen, in the browser (never in the server render). */
const pdfDocument = lazyComponent<PdfDocumentProps>(() =>
  import('./pdf-document.js').then((module) => module.PdfDocument),
);

/** Spec 3 §2 in-page PDF viewer of an offer document's base64 content. */
export function PdfViewer({ base64, label }: { base64: string; label: string }) {
  const { t } = useTranslation('offers');
  const Viewer = pdfDocument.useComponent(true);
  if (!Viewer) return <p className={styles.pdfMessage}>{t('pdf.loading')}</p>;
  return (
    <Viewer
      base64={base64}
      label={label}
      loadingText={t('pdf.loading')}
      errorText={t('pdf.error')}
      pageLabel={(page, total) => t('pdf.page', { page, total })}
    />
  );
}
