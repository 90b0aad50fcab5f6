import { queryOptions } from '@tanstack/react-query';
import type { LocationFilters } from '@camtour/shared/domain/location-filters';
import { toFilterQuery } from '@camtour/shared/domain/location-filters';
import { ADVENTURE_PAGE_SIZE } from '@camtour/shared/domain/travel';
import type { LocationCard } from '@camtour/shared/schemas/travel';
import { api } from '@/lib/api-client';

export interface AdventurePage {
  locations: LocationCard[];
  top_view_location: LocationCard[];
  pagination: { total: number; current_page: number; last_page: number; per_page: number };
}

/** GET /api/web/view/adventure: one page of 12 with the filters of the address. */
export function getAdventure(
  filters: LocationFilters,
  page: number,
  lang: string,
  signal?: AbortSignal,
): Promise<AdventurePage> {
  return api.get<AdventurePage>('/api/web/view/adventure', {
    query: { ...toFilterQuery(filters), page, per_page: ADVENTURE_PAGE_SIZE, lang },
    signal,
  });
}

export function adventureQueryOptions(filters: LocationFilters, page: number, lang: string) {
  return queryOptions({
    queryKey: ['adventure', toFilterQuery(filters), page, lang],
    queryFn: ({ signal }) => getAdventure(filters, page, lang, signal),
    staleTime: 60_000,
  });
}
