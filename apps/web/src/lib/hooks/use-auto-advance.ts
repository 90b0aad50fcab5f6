import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** `next` wrapped into 0 … count - 1. */
export const wrapIndex = (next: number, count: number): number =>
  count > 0 ? ((next % count) + count) % count : 0;

interface AutoAdvanceOptions {
  index: number;
  count: number;
  onIndex: (next: number) => void;
  delayMs: number;
  /** Held still from outside (a modal over the carousel). */
  paused?: boolean;
}

/**
 * Moves `index` on (wrapping) every `delayMs` through `onIndex`, except while the pointer or the
 * focus is inside the element given `pauseProps`, while `paused`, with fewer than two slides, and
 * for visitors who ask for reduced motion. Any change of index restarts the wait, so a slide the
 * visitor picked stays a full period.
 */
export function useAutoAdvance({
  index,
  count,
  onIndex,
  delayMs,
  paused = false,
}: AutoAdvanceOptions) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const stopped = paused || hovered || focused || reduced || count < 2;
  const advance = useRef(onIndex);
  useEffect(() => {
    advance.current = onIndex;
  });

  useEffect(() => {
    if (stopped) return;
    const timer = setTimeout(() => advance.current(wrapIndex(index + 1, count)), delayMs);
    return () => clearTimeout(timer);
  }, [stopped, index, count, delayMs]);

  return {
    running: !stopped,
    pauseProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
