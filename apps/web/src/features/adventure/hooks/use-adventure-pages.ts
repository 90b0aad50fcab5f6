import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n-react';
import type { LocationFilters } from '@camtour/shared/domain/location-filters';
import type { AdventurePage } from '@camtour/shared/schemas/travel';
import { adventureQueryOptions } from '../api/get-adventure';

/**
 * Pages 1 to `pages` of the list, each its own cached query: "load more" asks for one more
 * page and appends it, "show less" drops the last one at once, and a filter change starts a
 * new list at page 1.
 */
export function useAdventurePages(filters: LocationFilters, pages: number) {
  const { i18n } = useTranslation();
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, index) =>
      adventureQueryOptions(filters, index + 1, i18n.language),
    ),
  });
  const first = results[0];
  const loaded = results.filter((result) => result.data !== undefined);
  const data = loaded.map((result) => result.data as AdventurePage);
  const lastPage = first?.data?.pagination.last_page ?? 1;
  const loadingMore = results.slice(1).some((result) => result.isPending);
  const failed = results.find((result) => result.isError);
  return {
    locations: data.flatMap((page) => page.locations),
    topViewed: first?.data?.top_view_location ?? [],
    total: first?.data?.pagination.total ?? 0,
    lastPage,
    isPending: first?.isPending ?? true,
    loadingMore,
    error: failed?.error ?? null,
    retrying: results.some((result) => result.isFetching),
    retry: () => results.forEach((result) => result.isError && void result.refetch()),
    // More exists when the last page asked for is not the server's last page.
    canLoadMore: pages < lastPage && !loadingMore,
  };
}
