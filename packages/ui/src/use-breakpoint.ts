import { type BreakpointClass, breakpointFor, WINDOW_RESIZE_DEBOUNCE_MS } from '@portico/contracts';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Resizes are debounced (spec 2 §9: 250 ms) so dragging a window edge does not re-render on every pixel.
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, WINDOW_RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

const snapshot = () => breakpointFor(window.innerWidth);

/**
 * The current breakpoint class of spec 3 §2 (phone < 600 <= tablet < 1024 <= desktop < 1180 <= large
 * desktop < 1600 <= extra large). The server has no window: it renders with `serverFallback`, and the
 * browser switches to the real class right after hydration without a mismatch. Prefer CSS media queries
 * for layout; use this only when the component tree itself differs.
 */
export function useBreakpoint(serverFallback: BreakpointClass = 'desktop'): BreakpointClass {
  return useSyncExternalStore(subscribe, snapshot, () => serverFallback);
}

const ORDER: readonly BreakpointClass[] = ['phone', 'tablet', 'desktop', 'largeDesktop', 'extraLarge'];

/** Whether `current` is at least `min` (e.g. atLeast(bp, 'desktop') for the side step list). */
export function atLeast(current: BreakpointClass, min: BreakpointClass): boolean {
  return ORDER.indexOf(current) >= ORDER.indexOf(min);
}
