import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import type { ToastRegionProps } from './toast.js';
import styles from './toast.module.css';

type Region = ComponentType<ToastRegionProps>;

let loaded: Region | null = null;
let loading: Promise<Region> | null = null;

/**
 * Loads the full region (its toasts' buttons are React Aria's) once; later calls share the result. A failed
 * download is forgotten, so the next toast tries again.
 */
export function preloadToastRegion(): Promise<Region> {
  loading ??= import('./toast.js').then(
    (module) => {
      loaded = module.ToastRegion;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const NONE = () => 0;

/**
 * The toast region for a page's first load: the same empty, named landmark as `ToastRegion` (in the
 * server's HTML and at hydration), which becomes the full region when the first toast is queued. Pages
 * without toasts never download the region's code. docs/decisions/014.
 */
export function DeferredToastRegion(props: ToastRegionProps) {
  const { queue, label } = props;
  const count = useSyncExternalStore(queue.subscribe, () => queue.getSnapshot().length, NONE);
  // An empty ToastRegion renders exactly this landmark, so starting with an already loaded one hydrates too.
  const [Full, setFull] = useState<Region | null>(() => loaded);
  useEffect(() => {
    if (Full || count === 0) return;
    let current = true;
    preloadToastRegion().then(
      (region) => {
        if (current) setFull(() => region);
      },
      () => {
        // Offline or a broken deploy: the queued toast waits, and the next one tries the download again.
      },
    );
    return () => {
      current = false;
    };
  }, [Full, count]);
  if (Full) return <Full {...props} />;
  return <section aria-label={label} className={styles.region} />;
}
