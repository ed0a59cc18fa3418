import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import styles from './offers.module.css';

/*
 * The in-page PDF viewer (spec 3 §2) on react-pdf with pdfjs-dist pinned to react-pdf's own version. This
 * module is only ever imported lazily in the browser (pdf-viewer.tsx): pdf.js is ~400 KB and must stay out of
 * the first load and out of the server render. The worker is a hashed asset of our own build (Vite's `?url`),
 * so it is same-origin (the CSP's script-src 'self' covers it) and works offline; react-pdf wants workerSrc set
 * in the module that renders its components.
 */
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** eval stays off: the page's Content-Security-Policy forbids it, and pdf.js works without it. */
const OPTIONS = { isEvalSupported: false } as const;

export interface PdfDocumentProps {
  /** The PDF as base64 (`b64_string`). */
  base64: string;
  /** Accessible name of the viewer, e.g. the document's name. */
  label: string;
  /** A multiple of the width that fits the container (1: fitted; more: wider pages, panned by scrolling). */
  zoom?: number;
  loadingText: string;
  errorText: string;
  pageLabel: (page: number, total: number) => string;
}

function decode(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Renders every page at the width of its container (phones get the page scaled down, no side scroll), times
 * `zoom`: a zoomed page is wider than the frame, which then scrolls sideways.
 */
export function PdfDocument({
  base64,
  label,
  zoom = 1,
  loadingText,
  errorText,
  pageLabel,
}: PdfDocumentProps) {
  const frameRef = useRef<HTMLElement>(null);
  const [width, setWidth] = useState<number>(0);
  const [pages, setPages] = useState(0);
  // pdf.js hands the bytes to its worker (the buffer is detached), so each document gets its own copy.
  const file = useMemo(() => ({ data: decode(base64) }), [base64]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setWidth(Math.floor(frame.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  return (
    // Focusable: a zoomed page scrolls inside the frame, and keyboard users scroll it with the arrow keys.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section ref={frameRef} className={styles.pdfFrame} tabIndex={0} aria-label={label}>
      <Document
        file={file}
        options={OPTIONS}
        onLoadSuccess={({ numPages }) => setPages(numPages)}
        loading={<p className={styles.pdfMessage}>{loadingText}</p>}
        error={
          <p role="alert" className={styles.pdfMessage}>
            {errorText}
          </p>
        }
        className={styles.pdfDocument}
      >
        {width > 0
          ? Array.from({ length: pages }, (_, index) => (
              <section
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are numbered, never reordered
                key={index}
                className={styles.pdfPage}
                aria-label={`${label}: ${pageLabel(index + 1, pages)}`}
              >
                <Page
                  pageNumber={index + 1}
                  width={Math.round(Math.min(width, 900) * zoom)}
                  renderAnnotationLayer={false}
                  renderTextLayer
                  loading={<p className={styles.pdfMessage}>{loadingText}</p>}
                  error={<p className={styles.pdfMessage}>{errorText}</p>}
                />
              </section>
            ))
          : null}
      </Document>
    </section>
  );
}
