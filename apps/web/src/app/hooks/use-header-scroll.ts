import { useEffect, useRef, useState } from 'react';
import { HEADER_COMPACT_AFTER_PX, HEADER_HIDE_AFTER_PX } from '@camtour/shared/constants';

export interface HeaderScrollState {
  compact: boolean;
  hidden: boolean;
}

/** Document 1 §2: compact past 100 px; hidden while scrolling down past 200 px, back on scroll up. */
export function nextHeaderState(
  previous: HeaderScrollState,
  lastY: number,
  y: number,
): HeaderScrollState {
  const compact = y > HEADER_COMPACT_AFTER_PX;
  let hidden = previous.hidden;
  if (y <= HEADER_HIDE_AFTER_PX) hidden = false;
  else if (y > lastY) hidden = true;
  else if (y < lastY) hidden = false;
  return compact === previous.compact && hidden === previous.hidden
    ? previous
    : { compact, hidden };
}

/** `pinned` keeps the header in view while one of its menus is open. */
export function useHeaderScroll(pinned: boolean): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>(() =>
    nextHeaderState(
      { compact: false, hidden: false },
      0,
      typeof window === 'undefined' ? 0 : window.scrollY,
    ),
  );
  const lastY = useRef(typeof window === 'undefined' ? 0 : window.scrollY);

  useEffect(() => {
    const onScroll = () => {
      const y = Math.max(0, window.scrollY);
      // Read the ref now: the updater may run later, after the ref has moved on.
      const before = lastY.current;
      lastY.current = y;
      setState((previous) => nextHeaderState(previous, before, y));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return pinned && state.hidden ? { ...state, hidden: false } : state;
}
