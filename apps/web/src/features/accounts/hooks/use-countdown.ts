import { useCallback, useEffect, useRef, useState } from 'react';

/** "mm:ss" for a number of seconds (a lock never lasts an hour, but minutes may pass 59). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds to wait from a 429's Retry-After; without one, the whole 15-minute window. */
export function lockSeconds(retryAfterSeconds: number | null | undefined, fallback = 900): number {
  return retryAfterSeconds != null && retryAfterSeconds > 0 ? retryAfterSeconds : fallback;
}

/**
 * A countdown to a moment (not a number of ticks), so a throttled background tab still ends
 * on time. `onEnd` runs once when it reaches zero.
 */
export function useCountdown(onEnd?: () => void) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const onEndRef = useRef(onEnd);

  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
        onEndRef.current?.();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    running: endsAt !== null,
    secondsLeft,
    label: formatCountdown(secondsLeft),
    start,
    stop,
  };
}
