import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationGuide } from '@camtour/shared/schemas/travel';
import { api } from '@/lib/api-client';

/**
 * GET /api/web/view/location/guide: the travel guide of one place (document 3 §3), every section
 * possibly null; an empty list when the place has no guide.
 */
export function getLocationGuide(locationId: number, lang: string, signal?: AbortSignal) {
  return api.get<LocationGuide>('/api/web/view/location/guide', {
    query: { location_id: locationId, lang },
    signal,
  });
}

export function locationGuideQueryOptions(locationId: number, lang: string) {
  return queryOptions({
    queryKey: ['travel', 'guide', locationId, lang] as const,
    queryFn: ({ signal }) => getLocationGuide(locationId, lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLocationGuide(locationId: number, lang: string) {
  return useQuery(locationGuideQueryOptions(locationId, lang));
}
