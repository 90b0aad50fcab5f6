import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@camtour/shared/schemas/orders';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS } from '@/lib/api-query';

/** Every order query starts with this, so a cancel refreshes them all. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

export const orderQueryKey = (orderNo: string, token: string | null) =>
  [...ORDERS_QUERY_KEY, 'order', orderNo, token] as const;

export const orderPath = (orderNo: string) =>
  `/api/web/product/order/${encodeURIComponent(orderNo)}`;

/**
 * GET /api/web/product/order/{order_no}?token=: the owner needs no token; a guest
 * holds the one from the order e-mail or from the answer that placed the order.
 * Anyone else gets 404 `order-not-found` (DECISIONS D13).
 */
export function getOrder(orderNo: string, token: string | null, signal?: AbortSignal) {
  return api.get<Order>(orderPath(orderNo), { signal, query: { token } });
}

export const orderQueryOptions = (orderNo: string, token: string | null) =>
  queryOptions({
    queryKey: orderQueryKey(orderNo, token),
    queryFn: ({ signal }) => getOrder(orderNo, token, signal),
    staleTime: CONTENT_STALE_MS,
  });

export function useOrder(orderNo: string, token: string | null) {
  return useQuery(orderQueryOptions(orderNo, token));
}
