import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldErrors } from '@camtour/shared/schemas/envelope';
import type { HotelListResponse } from '@camtour/shared/schemas/travel';
import { ApiError, apiFetch, buildUrl } from '@/lib/api-client';
import { CONTENT_STALE_MS } from '@/lib/api-query';

/** The answer's `data` (the hotels) and its sibling `paginate`, lifted out of the envelope. */
export type HotelsPage = {
  hotels: HotelListResponse['data'];
  paginate: HotelListResponse['paginate'];
};

export interface HotelListParams {
  page: number;
  search: string;
  minPrice: number | null;
  maxPrice: number | null;
  type: string | null;
}

/**
 * GET /api/web/view/hotels/siemreap. Its pagination is `paginate`, a sibling of `data` (document
 * 3 §7), which the shared client (it returns `data` only) does not hand back: hence a plain fetch.
 */
export async function getHotels(
  params: HotelListParams,
  signal?: AbortSignal,
): Promise<HotelsPage> {
  const url = buildUrl('/api/web/view/hotels/siemreap', {
    page: params.page,
    search: params.search,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    type: params.type,
  });
  const response = await apiFetch(url, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
    signal,
  });
  const body = (await response.json().catch(() => null)) as Partial<
    HotelListResponse & { errors: FieldErrors }
  > | null;
  if (!response.ok || !body?.result || !body.data || !body.paginate) {
    throw new ApiError(response.status, body?.message || 'server-error', body?.errors ?? {});
  }
  return { hotels: body.data, paginate: body.paginate };
}

export function hotelsQueryOptions(params: HotelListParams) {
  return queryOptions({
    queryKey: ['travel', 'hotels', params] as const,
    queryFn: ({ signal }) => getHotels(params, signal),
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useHotels(params: HotelListParams) {
  return useQuery(hotelsQueryOptions(params));
}
