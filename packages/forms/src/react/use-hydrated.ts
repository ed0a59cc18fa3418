import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during the server render and the hydration render, true right after. Text that depends on the
 * runtime's ICU data (Intl.DisplayNames differs between Node and browsers) waits for it, so hydration
 * sees the same markup the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
