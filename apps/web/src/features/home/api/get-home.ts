import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n-react';
import {
  HOME_SEARCH_PAGE_SIZE,
  HOME_SUGGESTION_LOCATIONS,
  HOME_SUGGESTION_PRODUCTS,
} from '@camtour/shared/domain/travel';
import type { ProductCard } from '@camtour/shared/schemas/shop';
import type { HomeData, LocationCard } from '@camtour/shared/schemas/travel';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS } from '@/lib/api-query';

interface HomeQuery {
  page?: number;
  per_page: number;
  search?: string | undefined;
  category?: string | undefined;
  lang: string;
}

/** GET /api/web/view/location: the home data, the home search and its suggestions. */
export function getHome(query: HomeQuery, signal?: AbortSignal): Promise<HomeData> {
  return api.get<HomeData>('/api/web/view/location', { query: { ...query }, signal });
}

/** How many places the browsing list fetches; the category pills filter them on the client. */
export const HOME_LIST_FETCH = 24;

export function homeQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['home', lang],
    queryFn: ({ signal }) => getHome({ page: 1, per_page: HOME_LIST_FETCH, lang }, signal),
    staleTime: CONTENT_STALE_MS,
  });
}

/** Search mode: 12 places a page (document 3 §9), products of the same search beside them. */
export function homeSearchQueryOptions(
  search: string,
  category: string | null,
  page: number,
  lang: string,
) {
  return queryOptions({
    queryKey: ['home', 'search', search, category, page, lang],
    queryFn: ({ signal }) =>
      getHome(
        {
          search,
          category: category ?? undefined,
          page,
          per_page: HOME_SEARCH_PAGE_SIZE,
          lang,
        },
        signal,
      ),
    staleTime: CONTENT_STALE_MS,
  });
}

export interface HomeSuggestions {
  locations: LocationCard[];
  products: ProductCard[];
}

/** Suggestions: the same call with 5 a page, cut to 3 places and 2 products. */
export function homeSuggestionsQueryOptions(search: string, lang: string) {
  return queryOptions({
    queryKey: ['home', 'suggestions', search, lang],
    queryFn: ({ signal }): Promise<HomeSuggestions> =>
      getHome({ search, per_page: 5, lang }, signal).then(limitSuggestions),
    staleTime: CONTENT_STALE_MS,
  });
}

export function limitSuggestions(data: Pick<HomeData, 'locations' | 'product'>): HomeSuggestions {
  return {
    locations: data.locations.slice(0, HOME_SUGGESTION_LOCATIONS),
    products: data.product.slice(0, HOME_SUGGESTION_PRODUCTS),
  };
}

/** The browsing data: the home list, popular gear and the most viewed places. */
export function useHomeData() {
  const { i18n } = useTranslation();
  return useQuery(homeQueryOptions(i18n.language));
}
