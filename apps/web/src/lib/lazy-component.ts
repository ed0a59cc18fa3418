import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component kept out of the first load (docs/decisions/014) that never suspends: `useComponent(wanted)`
 * answers the component once its chunk is in, else null and, while `wanted`, starts the download and
 * re-renders when it arrives. Unlike `React.lazy`, an already downloaded component renders in the same
 * pass — which is what hydration needs: when the server's HTML contains a lazy piece, the browser calls
 * `preload()` before `hydrateRoot` (entry-client's `preloadShellPieces`), and the first client render
 * matches the server's.
 */
export interface LazyComponent<P> {
  /** Starts (or joins) the download; a failed download is forgotten so that a later call retries. */
  preload(): Promise<ComponentType<P>>;
  /** The component when its chunk is in, synchronously. */
  loaded(): ComponentType<P> | null;
  useComponent(wanted: boolean): ComponentType<P> | null;
}

export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  function preload(): Promise<ComponentType<P>> {
    pending ??= load().then(
      (loaded) => {
        component = loaded;
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function useComponent(wanted: boolean): ComponentType<P> | null {
    const [current, setCurrent] = useState<ComponentType<P> | null>(() => component);
    useEffect(() => {
      if (current || !wanted) return;
      let live = true;
      preload().then(
        (loaded) => {
          if (live) setCurrent(() => loaded);
        },
        () => {
          // Offline or a replaced deploy: nothing to show; the next time it is wanted tries again.
        },
      );
      return () => {
        live = false;
      };
    }, [current, wanted]);
    return current;
  }

  return { preload, loaded: () => component, useComponent };
}
