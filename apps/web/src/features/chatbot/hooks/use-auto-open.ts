import { useEffect, useRef } from 'react';
import { AUTO_OPEN_MS } from '../lib/launcher';

/**
 * Calls `open` after 5 s (document 1 §9) while `enabled` stays true; the count starts again when
 * it becomes true again (leaving the login page, for example).
 */
export function useAutoOpen(enabled: boolean, open: () => void, delayMs = AUTO_OPEN_MS) {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  }, [open]);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, delayMs]);
}
