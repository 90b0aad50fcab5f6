import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearChanges,
  filterChanges,
  readLocationFilters,
  type LocationFilterField,
} from '@camtour/shared/domain/location-filters';
import type { GuideFilters } from '../api/get-siem-reap';
import { withParams } from '@/lib/search-params';

/** Document 3 §2: the guide's star filter runs 5 to 1. */
export const GUIDE_STAR_OPTIONS = [5, 4, 3, 2, 1] as const;
export const GUIDE_DEBOUNCE_MS = 500;
export type GuideFilterField = Exclude<LocationFilterField, 'province_id' | 'category_id'>;
const FIELDS: readonly GuideFilterField[] = [
  'district_id',
  'commune_id',
  'village_id',
  'star',
  'search',
  'min_total_view',
];

export function readGuideFilters(params: URLSearchParams): GuideFilters {
  const all = readLocationFilters((name) => params.get(name), { min: 1, max: 5 });
  return {
    district_id: all.district_id,
    commune_id: all.commune_id,
    village_id: all.village_id,
    star: all.star,
    search: all.search,
    min_total_view: all.min_total_view,
  };
}

const NAVIGATE = { replace: true, preventScrollReset: true } as const;

/** The guide's filters live in the address, like the adventure list's. */
export function useGuideFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readGuideFilters(params), [params]);
  const setFilter = useCallback(
    (field: GuideFilterField, value: number | string | null) =>
      setParams((current) => withParams(current, filterChanges(field, value)), NAVIGATE),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => withParams(current, clearChanges(FIELDS)), NAVIGATE),
    [setParams],
  );
  return { filters, setFilter, clearFilters };
}
