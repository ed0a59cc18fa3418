import { SHOW_TOAST_MS } from '@portico/contracts';
import { X } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

export interface ToastAction {
  label: string;
  onAction(): void;
}
export interface ToastInput {
  message: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  action?: ToastAction;
  /** Stays until dismissed (session and CSRF alerts need a decision). */
  sticky?: boolean;
}
interface Toast extends ToastInput {
  id: number;
}

interface ToastApi {
  show(toast: ToastInput): void;
}
const ToastContext = createContext<ToastApi | null>(null);

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts() needs a <ToastProvider> above it');
  return api;
}

/**
 * Top-centre toasts (spec 2 §8 snackbars). Errors are announced assertively, the rest politely; the
 * same message is not stacked twice (a burst of failed requests gives one toast).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) =>
        list.some((toast) => toast.message === input.message) ? list : [...list, { ...input, id }],
      );
      if (!input.sticky)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), SHOW_TOAST_MS),
        );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.toasts} aria-label={t('alerts.region')}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={styles.toast}
            data-tone={toast.tone}
            role={toast.tone === 'error' || toast.tone === 'warning' ? 'alert' : 'status'}
          >
            <p className={styles.toastText}>{toast.message}</p>
            {toast.action ? (
              <button
                type="button"
                className={styles.toastAction}
                onClick={() => {
                  dismiss(toast.id);
                  toast.action?.onAction();
                }}
              >
                {toast.action.label}
              </button>
            ) : null}
            <button
              type="button"
              className={styles.toastClose}
              aria-label={t('alerts.dismiss')}
              onClick={() => dismiss(toast.id)}
            >
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}
