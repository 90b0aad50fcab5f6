import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Calls `onTick` every `intervalMs` while `active`. The timer starts again whenever
 * `restartKey` changes, so a slide the visitor picked gets its full time.
 */
export function useAutoAdvance(
  onTick: () => void,
  intervalMs: number,
  active: boolean,
  restartKey?: unknown,
): void {
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => tick.current(), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, restartKey]);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor asked for less motion: nothing moves by itself then. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
