import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  /** Every filter named in `defaults`, read from the URL (the default when absent). */
  values: Record<string, string>;
  page: number;
  /** Sets one filter and goes back to page 1; the default value (or '') removes it from the URL. */
  set: (key: string, value: string) => void;
  setPage: (page: number) => void;
  /** Every filter back to its default, page 1. */
  reset: () => void;
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list's filters and page kept in the address, so a filtered list can be shared, reloaded and
 * left with Back. Only the keys of `defaults` (and `page`) are read or written.
 */
export function useListParams(defaults: Record<string, string>): ListParams {
  const [params, setSearchParams] = useSearchParams();
  // The address as last written: two changes in one event (several filters applied together)
  // build on each other instead of the second undoing the first.
  const latest = useRef(params);
  latest.current = params;
  const setParams = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: { replace: boolean }) => {
      const next = change(latest.current);
      latest.current = next;
      void setSearchParams(next, options);
    },
    [setSearchParams],
  );
  // Callers pass an object literal: compare by content so the callbacks stay stable.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(
    () => JSON.parse(defaultsKey) as Record<string, string>,
    [defaultsKey],
  );

  const values = useMemo(() => {
    const next: Record<string, string> = {};
    for (const [key, fallback] of Object.entries(stableDefaults)) {
      next[key] = params.get(key) ?? fallback;
    }
    return next;
  }, [params, stableDefaults]);

  const page = pageOf(params.get('page'));

  const set = useCallback(
    (key: string, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '' || value === stableDefaults[key]) next.delete(key);
          else next.set(key, value);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams, stableDefaults],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      });
    },
    [setParams],
  );

  const reset = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of Object.keys(stableDefaults)) next.delete(key);
      next.delete('page');
      return next;
    });
  }, [setParams, stableDefaults]);

  return { values, page, set, setPage, reset };
}
