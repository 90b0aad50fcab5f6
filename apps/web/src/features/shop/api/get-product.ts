import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard, ProductDetail } from '@camtour/shared/schemas/shop';
import { api } from '@/lib/api-client';

export interface ProductDetailResponse {
  product: ProductDetail;
  related_products: ProductCard[];
  related_category: ProductCard[];
}

/** GET /api/web/view/product/{id}; 404 `product-not-found` for an unknown id. */
export function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetailResponse> {
  return api.get<ProductDetailResponse>(`/api/web/view/product/${id}`, { signal });
}

export const productQueryKey = (id: number) => ['shop', 'product', id] as const;

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 60_000,
  });
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
