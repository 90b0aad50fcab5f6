import { infiniteQueryOptions } from '@tanstack/react-query';
import { toFilterQuery, type LocationFilters } from '@camtour/shared/domain/location-filters';
import { GUIDE_FETCH_MIN } from '@camtour/shared/domain/travel';
import type { SiemReapPage } from '@camtour/shared/schemas/travel';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS } from '@/lib/api-query';

export type GuideFilters = Pick<
  LocationFilters,
  'district_id' | 'commune_id' | 'village_id' | 'star' | 'search' | 'min_total_view'
>;

/** GET /api/web/view/siemreap: at least 50 a request (document 3 §9), shown 9 at a time. */
export function getSiemReap(
  filters: GuideFilters,
  page: number,
  lang: string,
  signal?: AbortSignal,
): Promise<SiemReapPage> {
  return api.get<SiemReapPage>('/api/web/view/siemreap', {
    query: { ...toFilterQuery(filters), page, per_page: GUIDE_FETCH_MIN, lang },
    signal,
  });
}

export function siemReapQueryOptions(filters: GuideFilters, lang: string) {
  return infiniteQueryOptions({
    queryKey: ['siem-reap', toFilterQuery(filters), lang],
    queryFn: ({ pageParam, signal }) => getSiemReap(filters, pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SiemReapPage) =>
      last.pagination.current_page < last.pagination.last_page
        ? last.pagination.current_page + 1
        : undefined,
    staleTime: CONTENT_STALE_MS,
  });
}
