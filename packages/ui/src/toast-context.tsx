import { createContext, type ReactNode, useContext } from 'react';
import type { ToastQueue } from './toast-queue.js';

/*
 * The queue's React context, apart from the region that draws toasts: screens that only raise toasts
 * (`useToast`) must not pull the region's buttons (React Aria) into their chunk. docs/decisions/014.
 */
const ToastQueueContext = createContext<ToastQueue | null>(null);

/** Makes a queue available to `useToast()` below it. */
export function ToastProvider({ queue, children }: { queue: ToastQueue; children: ReactNode }) {
  return <ToastQueueContext.Provider value={queue}>{children}</ToastQueueContext.Provider>;
}

export function useToast(): ToastQueue {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToast() needs a <ToastProvider> above it');
  return queue;
}
