import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@camtour/shared/schemas/shop';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS } from '@/lib/api-query';

/**
 * The one cache entry of the cart: the header count, the drawer and the checkout all read it, so
 * the query lives below both features (decision 015 puts fetchers in features; this one is shared).
 */
export const CART_QUERY_KEY = ['cart'] as const;

export const CART_PATH = '/api/web/product/cart';

/** GET /api/web/product/cart: visitors have a cart too (DECISIONS D7, cookie-based). */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return api.get<Cart>(CART_PATH, { signal });
}

export function cartQueryOptions() {
  return queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => getCart(signal),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useCart() {
  return useQuery(cartQueryOptions());
}

export function useCartCount(): number {
  const { data } = useQuery({ ...cartQueryOptions(), select: (cart) => cart.count });
  return data ?? 0;
}
