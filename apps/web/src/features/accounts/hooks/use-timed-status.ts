import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedStatus {
  tone: 'success' | 'error';
  /** A key of the errors namespace (server messages are keys too). */
  key: string;
}

/** A status message that disappears by itself (profile: 5 s, document 1 §4). */
export function useTimedStatus(durationMs: number) {
  const [status, setStatus] = useState<TimedStatus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: TimedStatus) => {
      setStatus(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus(null), durationMs);
    },
    [durationMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setStatus(null);
  }, []);

  return { status, show, clear };
}
