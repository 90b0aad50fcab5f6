import { useCallback, useEffect, useState, type FocusEvent } from 'react';

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * A slide index that moves on every `delayMs` (wrapping), paused while the pointer or the focus
 * is inside the carousel, while `paused` is set, and for visitors who ask for reduced motion.
 * A manual change restarts the wait, so a picked slide stays a full period.
 */
export function useAutoAdvance(count: number, delayMs: number, paused = false) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const stopped = paused || hovered || focused || reduced || count < 2;

  useEffect(() => {
    if (stopped) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), delayMs);
    return () => clearTimeout(timer);
  }, [stopped, index, count, delayMs]);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const pauseProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index: Math.min(index, Math.max(0, count - 1)), go, pauseProps, running: !stopped };
}
