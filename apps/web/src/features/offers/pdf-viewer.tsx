import { Button } from '@portico/ui';
import { Maximize2, Minimize2, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy-component.js';
import styles from './offers.module.css';
import type { PdfDocumentProps } from './pdf-document.js';

/** pdf.js arrives only when a PDF is on screen, in the browser (never in the server render). */
const pdfDocument = lazyComponent<PdfDocumentProps>(() =>
  import('./pdf-document.js').then((module) => module.PdfDocument),
);

/**
 * Zoom levels, as multiples of the width that fits: on a phone a page fitted to 390 px is too small to read,
 * so it can be enlarged up to three times and panned.
 */
export const PDF_ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

/**
 * Spec 3 §2 in-page PDF viewer of an offer document's base64 content, with zoom and a full-screen view (the
 * viewer covers the window; Escape or the same button leaves it). The toolbar comes with the viewer, after
 * hydration: no button is there before it can work.
 */
export function PdfViewer({ base64, label }: { base64: string; label: string }) {
  const { t } = useTranslation('offers');
  const Viewer = pdfDocument.useComponent(true);
  const [zoom, setZoom] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);

  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false);
    };
    // The page behind must not scroll under the viewer.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [fullScreen]);

  if (!Viewer) return <p className={styles.pdfMessage}>{t('pdf.loading')}</p>;
  const scale = PDF_ZOOM_LEVELS[zoom] ?? 1;
  return (
    <div className={styles.pdfViewer} data-full-screen={fullScreen}>
      <div className={styles.pdfToolbar} role="toolbar" aria-label={t('pdf.toolbar')}>
        <Button
          variant="ghost"
          size="small"
          aria-label={t('pdf.zoomOut')}
          isDisabled={zoom === 0}
          onPress={() => setZoom((z) => Math.max(0, z - 1))}
        >
          <ZoomOut aria-hidden="true" size={18} />
        </Button>
        <output className={styles.pdfZoom} aria-live="polite">
          {t('pdf.zoom', { percent: Math.round(scale * 100) })}
        </output>
        <Button
          variant="ghost"
          size="small"
          aria-label={t('pdf.zoomIn')}
          isDisabled={zoom === PDF_ZOOM_LEVELS.length - 1}
          onPress={() => setZoom((z) => Math.min(PDF_ZOOM_LEVELS.length - 1, z + 1))}
        >
          <ZoomIn aria-hidden="true" size={18} />
        </Button>
        <Button variant="ghost" size="small" onPress={() => setFullScreen((f) => !f)}>
          {fullScreen ? (
            <Minimize2 aria-hidden="true" size={18} />
          ) : (
            <Maximize2 aria-hidden="true" size={18} />
          )}
          {fullScreen ? t('pdf.exitFullScreen') : t('pdf.fullScreen')}
        </Button>
      </div>
      <Viewer
        base64={base64}
        label={label}
        zoom={scale}
        loadingText={t('pdf.loading')}
        errorText={t('pdf.error')}
        pageLabel={(page, total) => t('pdf.page', { page, total })}
      />
    </div>
  );
}
