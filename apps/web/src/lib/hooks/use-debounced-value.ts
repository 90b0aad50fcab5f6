import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (`initial` until then, by default `value`). */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * A search to ask the server about: the trimmed text once the typing has paused for `delayMs`
 * (empty until then), enabled while it is long enough (`wants`) and still what is typed.
 */
export function useSettledSearch(
  term: string,
  delayMs: number,
  wants: (settled: string) => boolean,
): { settled: string; enabled: boolean } {
  const settled = useDebouncedValue(term.trim(), delayMs, '');
  return { settled, enabled: wants(settled) && settled === term.trim() };
}
