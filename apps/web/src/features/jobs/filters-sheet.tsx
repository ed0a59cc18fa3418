import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import jobs from './jobs.module.css';
import styles from './search-page.module.css';

export interface FiltersSheetProps {
  /** The filter groups (the same FiltersPanel the desktop side panel shows). */
  children: ReactNode;
  /** Jobs the chosen filters give, or null while that count is loading. */
  count: number | null;
  /** The count formatted for the page's language. */
  countText: string;
  /** Closed by Escape, the close button or the backdrop: the chosen filters stay chosen. */
  onClose(): void;
  /** "Show N jobs": the chosen filters are searched at once and the sheet closes. */
  onShow(): void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The filters on phones and tablets: a bottom sheet in a native modal `<dialog>`, so the rest of the page
 * is inert while it is open and Escape closes it. Tab and Shift+Tab wrap inside the sheet, so keyboard
 * users never leave it for the browser's toolbar and lose their place. It is mounted only while open (the
 * server render and the desktop side panel never carry it).
 */
export function FiltersSheet({ children, count, countText, onClose, onShow }: FiltersSheetProps) {
  const { t } = useTranslation('jobs');
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Whatever had focus before (the Filters button) gets it back when the sheet goes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus({ preventScroll: true });
    };
  }, []);

  function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // A press on the backdrop (the dialog's own box, outside the sheet's body) closes it, as on native
    // sheets; Escape (the dialog's cancel) is the keyboard's way out.
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={headingId}
      onKeyDown={wrapFocus}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onCloseRef.current();
      }}
    >
      <div className={styles.sheetBody}>
        <div className={styles.sheetHeader}>
          <h2 id={headingId} className={styles.sheetHeading}>
            {t('filters.toggle')}
          </h2>
          <button
            type="button"
            className={jobs.iconButton}
            aria-label={t('common:actions.close')}
            title={t('common:actions.close')}
            onClick={onClose}
          >
            <X aria-hidden size={20} />
          </button>
        </div>
        <div className={styles.sheetContent}>{children}</div>
        <div className={styles.sheetFooter}>
          <button type="button" className={`${jobs.primaryButton} ${styles.sheetShow}`} onClick={onShow}>
            {count === null ? t('results.loading') : t('filters.show', { count, formatted: countText })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
