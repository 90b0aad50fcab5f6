import { useEffect, useState, type FocusEvent } from 'react';

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
 * Moves `index` on (wrapping) every `delayMs` through `setIndex`, except while the pointer or
 * focus is in the gallery, while `paused` (the modal is open), or under reduced motion.
 * Any change of index restarts the wait.
 */
export function useGalleryTimer(
  index: number,
  count: number,
  setIndex: (next: number) => void,
  delayMs: number,
  paused = false,
) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const stopped = paused || hovered || focused || reduced || count < 2;

  useEffect(() => {
    if (stopped) return;
    const timer = setTimeout(() => setIndex((index + 1) % count), delayMs);
    return () => clearTimeout(timer);
  }, [stopped, index, count, delayMs, setIndex]);

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
