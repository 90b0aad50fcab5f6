import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { SCROLL_LOCK_SWEEP_MS } from '@camtour/shared/constants';
import { clearScrollLocks, releaseStuckScrollLock } from '@/lib/scroll-lock';
import { prefersReducedMotion } from '@/lib/hooks/use-reduced-motion';

const POSITIONS_KEY = 'camtour_scroll_positions';
const MAX_SAVED = 50;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<
      string,
      number
    >;
  } catch (_error) {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    positions[key] = y;
    const keys = Object.keys(positions);
    // Keep the store small: only recent history entries can be revisited with back.
    keys.slice(0, Math.max(0, keys.length - MAX_SAVED)).forEach((old) => delete positions[old]);
    window.sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
  } catch (_error) {
    // Without storage, back/forward simply starts at the top.
  }
}

/**
 * Document 1 §2: navigation scrolls to the top, smoothly when no position was saved; back and
 * forward restore the saved position. Query-only changes (filters) keep the position.
 * Body scroll locks are cleared on every navigation, and a timer releases a stuck one.
 */
export function useScrollManagement(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; pathname: string } | null>(null);
  // The entry scroll events belong to; moved before any scrolling so a new page's scroll
  // (or the browser clamping a shorter page) is never saved under the page just left.
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    currentKey.current = location.key;
    clearScrollLocks();
    if (!before || before.key === location.key) return;

    const saved = readPositions()[location.key];
    if (navigationType === 'POP' && typeof saved === 'number') {
      window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    if (before.pathname === location.pathname || location.hash) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [location.key, location.pathname, location.hash, navigationType]);

  useEffect(() => {
    let frame = 0;
    let pending: { key: string; y: number } | null = null;
    const onScroll = () => {
      pending = { key: currentKey.current, y: window.scrollY };
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (pending) savePosition(pending.key, pending.y);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    const timer = setInterval(releaseStuckScrollLock, SCROLL_LOCK_SWEEP_MS);
    return () => clearInterval(timer);
  }, []);
}
