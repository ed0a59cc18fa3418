import { type FocusEvent, useRef } from 'react';

/**
 * A group of inputs (checkboxes, radios, stars) is "left" - touched and validated - when focus moves
 * outside it, not when it moves between its own inputs. Put `ref` on the container, `onBlur` on each input.
 */
export function useGroupBlur(onLeave: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!ref.current?.contains(event.relatedTarget as Node | null)) onLeave();
  };
  return { ref, onBlur };
}
