import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { HOTEL_TYPES } from '@camtour/shared/domain/travel';
import type { HotelListParams } from '../api/get-hotels';

export type HotelType = (typeof HOTEL_TYPES)[number];

export interface HotelFilterPatch {
  search?: string;
  minPrice?: number | null;
  maxPrice?: number | null;
  type?: string | null;
  page?: number;
}

function readPrice(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/** The list's filters as the URL holds them (search, minPrice, maxPrice, type, page). */
export function readHotelFilters(params: URLSearchParams): HotelListParams {
  const page = Number(params.get('page'));
  const type = params.get('type');
  return {
    search: (params.get('search') ?? '').trim(),
    minPrice: readPrice(params.get('minPrice')),
    maxPrice: readPrice(params.get('maxPrice')),
    type: type && (HOTEL_TYPES as readonly string[]).includes(type) ? type : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The URL after a change: any filter change goes back to page 1 (document 3 §4); empty values
 * leave the URL. Only a change of page itself keeps (sets) the page.
 */
export function applyHotelFilters(
  current: URLSearchParams,
  patch: HotelFilterPatch,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (name: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  };
  if ('search' in patch) put('search', patch.search?.trim());
  if ('minPrice' in patch) put('minPrice', patch.minPrice);
  if ('maxPrice' in patch) put('maxPrice', patch.maxPrice);
  if ('type' in patch) put('type', patch.type);
  if (patch.page !== undefined) put('page', patch.page > 1 ? patch.page : null);
  else next.delete('page');
  return next;
}

export function hasActiveFilters(filters: HotelListParams): boolean {
  return (
    filters.search !== '' ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.type !== null
  );
}

export function useHotelFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readHotelFilters(params), [params]);
  const update = useCallback(
    (patch: HotelFilterPatch, options: { replace?: boolean } = {}) =>
      setParams((current) => applyHotelFilters(current, patch), { replace: options.replace }),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, update, clear, active: hasActiveFilters(filters) };
}
