import { TOAST_AUTO_CLOSE_MS } from '@portico/contracts';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from './button.js';
import styles from './toast.module.css';
import type { ToastItem, ToastQueue } from './toast-queue.js';

const EMPTY: readonly ToastItem[] = [];

export interface ToastRegionProps {
  queue: ToastQueue;
  /** Landmark name, e.g. t('toast.region'). */
  label: string;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
  /** Default auto-close of toasts without their own timeout (spec 2 §9: 5 s). */
  autoCloseMs?: number;
}

/**
 * The snack region, top center, max 400 px wide. Each toast is a live region (errors and warnings assertive,
 * others polite). Timers pause while the pointer is over the region or focus is inside it, so nobody loses a
 * message they are reading (WCAG 2.2.1).
 */
export function ToastRegion({
  queue,
  label,
  closeLabel,
  autoCloseMs = TOAST_AUTO_CLOSE_MS,
}: ToastRegionProps) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, () => EMPTY);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  return (
    <section
      aria-label={label}
      className={styles.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {toasts.map((toast) => (
        <ToastView
          key={toast.id}
          toast={toast}
          timeout={toast.timeout === undefined ? autoCloseMs : toast.timeout}
          paused={paused}
          closeLabel={closeLabel}
          onClose={() => queue.dismiss(toast.id)}
        />
      ))}
    </section>
  );
}

interface ToastViewProps {
  toast: ToastItem;
  timeout: number | null;
  paused: boolean;
  closeLabel: string;
  onClose: () => void;
}

function ToastView({ toast, timeout, paused, closeLabel, onClose }: ToastViewProps) {
  const remaining = useRef(timeout);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (paused || remaining.current === null) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onCloseRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null)
        remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused]);

  return (
    <div
      role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
      className={`${styles.toast} ${styles[toast.type]}`}
      data-type={toast.type}
    >
      <div className={styles.message}>{toast.message}</div>
      {toast.action ? (
        <Button
          variant="secondary"
          size="small"
          onPress={() => {
            toast.action?.onAction();
            onClose();
          }}
        >
          {toast.action.label}
        </Button>
      ) : null}
      <Button variant="ghost" size="small" aria-label={closeLabel} onPress={onClose}>
        <X aria-hidden="true" size={16} />
      </Button>
    </div>
  );
}
