import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The numeric filters of document 3 §2 that this release reads from the URL. */
export const PLACE_LEVELS = ['province_id', 'district_id', 'commune_id', 'village_id'] as const;
export type AdventureFilterField = (typeof PLACE_LEVELS)[number] | 'category_id';
export type AdventureFilters = Record<AdventureFilterField, number | null>;

export function parsePositiveId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export function readAdventureFilters(params: URLSearchParams): AdventureFilters {
  return {
    province_id: parsePositiveId(params.get('province_id')),
    district_id: parsePositiveId(params.get('district_id')),
    commune_id: parsePositiveId(params.get('commune_id')),
    village_id: parsePositiveId(params.get('village_id')),
    category_id: parsePositiveId(params.get('category_id')),
  };
}

/**
 * Sets one filter and, for a place level, clears every level below it: a district of the
 * old province would filter to nothing. Other query parameters are kept.
 */
export function applyAdventureFilter(
  params: URLSearchParams,
  field: AdventureFilterField,
  id: number | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const level = PLACE_LEVELS.indexOf(field as (typeof PLACE_LEVELS)[number]);
  if (level >= 0) PLACE_LEVELS.slice(level + 1).forEach((lower) => next.delete(lower));
  if (id === null) next.delete(field);
  else next.set(field, String(id));
  return next;
}

export function useAdventureFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readAdventureFilters(params), [params]);

  const setFilter = useCallback(
    (field: AdventureFilterField, id: number | null) => {
      // Replace: each select change is a refinement, not a page the back button should revisit.
      setParams((current) => applyAdventureFilter(current, field, id), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        [...PLACE_LEVELS, 'category_id'].forEach((field) => next.delete(field));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  return { filters, setFilter, clearFilters };
}
