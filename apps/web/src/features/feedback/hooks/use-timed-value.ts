import { useCallback, useEffect, useRef, useState } from 'react';

/** A value that goes back to null by itself `durationMs` after it was set (document 1 §4). */
export function useTimedValue<T>(durationMs: number) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setValue(null);
  }, []);

  return { value, show, clear };
}
