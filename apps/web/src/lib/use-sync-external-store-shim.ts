/**
 * Stands in for `use-sync-external-store/shim` in the browser build (vite.config.ts): the shim carries its own
 * implementation for React before 18 and picks React's when there is one. React 19 always has it, so
 * react-i18next gets React's directly, without the shim's dead fallback in every page's first download.
 */
export { useSyncExternalStore } from 'react';
