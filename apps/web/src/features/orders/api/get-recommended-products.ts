import { useQuery } from '@tanstack/react-query';
import { RECOMMENDED_PRODUCTS } from '@camtour/shared/domain/orders';
import type { ProductCard } from '@camtour/shared/schemas/shop';
import { apiQueryOptions } from '@/lib/api-query';

const query = { page: 1, limit: RECOMMENDED_PRODUCTS, sort: 'popularity' } as const;

/** GET /api/web/view/product/confirm/order?page=1&limit=6&sort=popularity (document 2 §7). */
export const recommendedProductsQueryOptions = () =>
  apiQueryOptions<ProductCard[]>(
    ['shop', 'recommended', query],
    '/api/web/view/product/confirm/order',
    query,
  );

export function useRecommendedProducts() {
  return useQuery(recommendedProductsQueryOptions());
}
