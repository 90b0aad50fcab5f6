import { useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse } from '@camtour/shared/schemas/shop';
import { apiQueryOptions } from '@/lib/api-query';
import { SHOP_QUERY_ROOT } from '@/entities/product/query-keys';

export const productQueryKey = (id: number) => [...SHOP_QUERY_ROOT, 'product', id] as const;

/** GET /api/web/view/product/{id}; 404 `product-not-found` for an unknown id. */
export const productQueryOptions = (id: number) =>
  apiQueryOptions<ProductDetailResponse>(productQueryKey(id), `/api/web/view/product/${id}`);

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
