import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False during the server render and the hydration pass, true after: what only the browser can show (the
 * form toolkit, the browser's draft) waits for it, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
