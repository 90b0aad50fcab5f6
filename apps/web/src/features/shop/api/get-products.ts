import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { SHOP_PAGE_SIZE, SUGGESTIONS_MAX } from '@camtour/shared/domain/catalog';
import type { ProductListResponse, ShopSort } from '@camtour/shared/schemas/shop';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS } from '@/lib/api-query';
import { SHOP_QUERY_ROOT } from '@/entities/product/query-keys';

export interface ProductListParams {
  search?: string | undefined;
  category_ids?: string | undefined;
  brand_ids?: string | undefined;
  category_slug?: string | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  sort?: ShopSort | undefined;
}

/** GET /api/web/view/product: one page of the shop list; search is the server's (D6). */
export function getProducts(
  params: ProductListParams & { page?: number; per_page?: number },
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  return api.get<ProductListResponse>('/api/web/view/product', { query: { ...params }, signal });
}

/** The shop list, 12 at a time: "show more" fetches the next page and appends it. */
export function productPagesQueryOptions(params: ProductListParams) {
  return infiniteQueryOptions({
    queryKey: [...SHOP_QUERY_ROOT, 'products', params],
    queryFn: ({ pageParam, signal }) =>
      getProducts({ ...params, page: pageParam, per_page: SHOP_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ProductListResponse) =>
      last.pagination.current_page < last.pagination.last_page
        ? last.pagination.current_page + 1
        : undefined,
  });
}

/** The search box's suggestions: the same endpoint, 5 results. */
export function suggestionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...SHOP_QUERY_ROOT, 'suggestions', search],
    queryFn: ({ signal }) =>
      getProducts({ search, per_page: SUGGESTIONS_MAX }, signal).then((page) =>
        page.products.slice(0, SUGGESTIONS_MAX),
      ),
    staleTime: CONTENT_STALE_MS,
  });
}
