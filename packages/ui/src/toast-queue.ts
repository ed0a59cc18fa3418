import { SHOW_TOAST_MS } from '@portico/contracts';
import type { ReactNode } from 'react';

/** Toast types of spec 3 §9. */
export type ToastType = 'default' | 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  type?: ToastType;
  /**
   * Milliseconds before it closes by itself; `null` keeps it until dismissed. When left out, the region's
   * default applies (5 s, spec 2 §9 "container").
   */
  timeout?: number | null;
  /**
   * Reusing an id replaces that toast instead of stacking a duplicate (e.g. repeated "Session timed out.").
   * Without an id, a text message that is already on screen is not stacked again either (a burst of failed
   * requests gives one toast).
   */
  id?: string;
  /** One action button ("Sign in again", "Reload"); pressing it also closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastItem {
  id: string;
  message: ReactNode;
  type: ToastType;
  timeout: number | null | undefined;
  action?: ToastAction;
}

type Listener = () => void;

/** A store of visible toasts, outside React so any code (the request layer's events) can raise one. */
export interface ToastQueue {
  add(message: ReactNode, options?: ToastOptions): string;
  /** spec 2 §9 `showToast`: like add, but closes after 15 s unless told otherwise. */
  showToast(message: ReactNode, options?: ToastOptions): string;
  dismiss(id: string): void;
  clear(): void;
  subscribe(listener: Listener): () => void;
  getSnapshot(): readonly ToastItem[];
}

export function createToastQueue(options: { maxVisible?: number } = {}): ToastQueue {
  const maxVisible = options.maxVisible ?? 5;
  let items: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const publish = (next: readonly ToastItem[]) => {
    items = next;
    for (const listener of [...listeners]) listener();
  };
  const queue: ToastQueue = {
    add(message, opts = {}) {
      if (opts.id === undefined && typeof message === 'string') {
        const same = items.find((t) => t.message === message);
        if (same) return same.id;
      }
      counter += 1;
      const id = opts.id ?? `toast-${counter}`;
      const item: ToastItem = {
        id,
        message,
        type: opts.type ?? 'default',
        timeout: opts.timeout,
        action: opts.action,
      };
      const rest = items.filter((t) => t.id !== id);
      // Oldest first; beyond the limit the oldest goes, so a burst cannot cover the page.
      publish([...rest, item].slice(-maxVisible));
      return id;
    },
    showToast(message, opts = {}) {
      return queue.add(message, {
        ...opts,
        timeout: opts.timeout === undefined ? SHOW_TOAST_MS : opts.timeout,
      });
    },
    dismiss(id) {
      if (items.some((t) => t.id === id)) publish(items.filter((t) => t.id !== id));
    },
    clear() {
      if (items.length) publish([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
  return queue;
}
