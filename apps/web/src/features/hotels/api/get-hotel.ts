import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelDetail } from '@camtour/shared/schemas/travel';
import { api } from '@/lib/api-client';

/** GET /api/web/view/hotels/siemreap/{id}; 404 `hotel-not-found`. */
export function getHotel(id: number, signal?: AbortSignal): Promise<HotelDetail> {
  return api.get<HotelDetail>(`/api/web/view/hotels/siemreap/${id}`, { signal });
}

export function hotelQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['travel', 'hotel', id] as const,
    queryFn: ({ signal }) => getHotel(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useHotel(id: number) {
  return useQuery(hotelQueryOptions(id));
}
