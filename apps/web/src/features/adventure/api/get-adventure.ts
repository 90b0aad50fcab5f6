import type { LocationFilters } from '@camtour/shared/domain/location-filters';
import { toFilterQuery } from '@camtour/shared/domain/location-filters';
import { ADVENTURE_PAGE_SIZE } from '@camtour/shared/domain/travel';
import type { AdventurePage } from '@camtour/shared/schemas/travel';
import { apiQueryOptions } from '@/lib/api-query';

/** GET /api/web/view/adventure: one page of 12 with the filters of the address. */
export function adventureQueryOptions(filters: LocationFilters, page: number, lang: string) {
  const query = toFilterQuery(filters);
  return apiQueryOptions<AdventurePage>(
    ['adventure', query, page, lang],
    '/api/web/view/adventure',
    { ...query, page, per_page: ADVENTURE_PAGE_SIZE, lang },
  );
}
