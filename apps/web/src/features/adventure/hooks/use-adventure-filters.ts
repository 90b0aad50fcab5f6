import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearChanges,
  filterChanges,
  PAGE_PARAM,
  parsePage,
  readLocationFilters,
  type LocationFilterField,
  type LocationFilters,
} from '@camtour/shared/domain/location-filters';
import { withParams } from '@/lib/search-params';

/** Document 3 §2: the adventure list's star filter offers 2 to 5. */
export const ADVENTURE_STARS = { min: 2, max: 5 } as const;
export const ADVENTURE_STAR_OPTIONS = [2, 3, 4, 5] as const;
/** Document 3 §4: the text and view filters wait 500 ms after the typing stops. */
export const ADVENTURE_DEBOUNCE_MS = 500;
/** A bookmark cannot ask for a thousand pages at once. */
export const ADVENTURE_MAX_PAGES = 20;

export function readAdventureFilters(params: URLSearchParams): LocationFilters {
  return readLocationFilters((name) => params.get(name), ADVENTURE_STARS);
}

/** The number of pages shown ("load more" appends one, "show less" drops one). */
export function readPagesShown(params: URLSearchParams): number {
  return parsePage(params.get(PAGE_PARAM), ADVENTURE_MAX_PAGES);
}

/** Sets one filter: lower place levels and the page go (DECISIONS: page 1 after any change). */
export function applyAdventureFilter(
  params: URLSearchParams,
  field: LocationFilterField,
  value: number | string | null,
): URLSearchParams {
  return withParams(params, filterChanges(field, value));
}

export function setPagesShown(params: URLSearchParams, pages: number): URLSearchParams {
  return withParams(params, { [PAGE_PARAM]: pages > 1 ? String(pages) : null });
}

// Replace: each change refines the list; the back button should leave the page, not undo it.
const NAVIGATE = { replace: true, preventScrollReset: true } as const;

export function useAdventureFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readAdventureFilters(params), [params]);
  const pages = readPagesShown(params);

  const setFilter = useCallback(
    (field: LocationFilterField, value: number | string | null) =>
      setParams((current) => applyAdventureFilter(current, field, value), NAVIGATE),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => withParams(current, clearChanges()), NAVIGATE),
    [setParams],
  );
  const setPages = useCallback(
    (next: number) => setParams((current) => setPagesShown(current, next), NAVIGATE),
    [setParams],
  );

  return { filters, pages, setFilter, clearFilters, setPages };
}
