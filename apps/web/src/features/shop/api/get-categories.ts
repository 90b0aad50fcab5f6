import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@camtour/shared/schemas/shop';
import { api } from '@/lib/api-client';
import { SHOP_QUERY_ROOT } from '@/entities/product/query-keys';

/** GET /api/web/view/product/categories: the 11 gear categories of document 2 §2. */
export function getShopCategories(signal?: AbortSignal): Promise<ProductCategory[]> {
  return api.get<ProductCategory[]>('/api/web/view/product/categories', { signal });
}

export function shopCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...SHOP_QUERY_ROOT, 'categories'],
    queryFn: ({ signal }) => getShopCategories(signal),
    // Document 2 §9 caches the catalogue lists for 20 minutes.
    staleTime: 20 * 60_000,
  });
}

export function useShopCategories() {
  return useQuery(shopCategoriesQueryOptions());
}
