import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ShopCategory {
  id: number;
  slug: string;
  name: string;
  name_km: string;
  description: string;
  description_km: string;
  image: string;
}

/** GET /api/web/view/product/categories: the 11 gear categories of document 2 §2. */
export function getShopCategories(signal?: AbortSignal): Promise<ShopCategory[]> {
  return api.get<ShopCategory[]>('/api/web/view/product/categories', { signal });
}

export function shopCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['shop', 'categories'],
    queryFn: ({ signal }) => getShopCategories(signal),
    // Document 2 §9 caches the catalogue lists for 20 minutes.
    staleTime: 20 * 60_000,
  });
}

export function useShopCategories() {
  return useQuery(shopCategoriesQueryOptions());
}
