import { useEffect, useRef } from 'react';

/**
 * Calls `onTick` every `intervalMs` while `active`. The timer starts again whenever
 * `restartKey` changes, so a slide the visitor picked gets its full time.
 */
export function useInterval(
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
