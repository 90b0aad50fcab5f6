import { useQuery } from '@tanstack/react-query';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { apiQueryOptions } from '@/lib/api-query';

export const locationDetailQueryKey = (id: number) => ['travel', 'location', id] as const;

/** GET /api/web/view/location/detail/{id}; 404 `location-not-found`. Every language is in it. */
export const locationDetailQueryOptions = (id: number) =>
  apiQueryOptions<LocationDetail>(
    locationDetailQueryKey(id),
    `/api/web/view/location/detail/${id}`,
  );

export function useLocationDetail(id: number) {
  return useQuery(locationDetailQueryOptions(id));
}
