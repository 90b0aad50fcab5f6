import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { api } from '@/lib/api-client';

/** GET /api/web/view/location/detail/{id}; 404 `location-not-found`. Every language is in it. */
export function getLocationDetail(id: number, signal?: AbortSignal): Promise<LocationDetail> {
  return api.get<LocationDetail>(`/api/web/view/location/detail/${id}`, { signal });
}

export const locationDetailQueryKey = (id: number) => ['travel', 'location', id] as const;

export function locationDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: locationDetailQueryKey(id),
    queryFn: ({ signal }) => getLocationDetail(id, signal),
    staleTime: 60_000,
  });
}

export function useLocationDetail(id: number) {
  return useQuery(locationDetailQueryOptions(id));
}
