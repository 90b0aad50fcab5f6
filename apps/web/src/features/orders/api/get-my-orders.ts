import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderFilter } from '@camtour/shared/domain/orders';
import type { MyOrders } from '@camtour/shared/schemas/orders';
import { api } from '@/lib/api-client';
import { CONTENT_STALE_MS } from '@/lib/api-query';
import { ORDERS_QUERY_KEY } from './get-order';

export interface MyOrdersParams {
  status: OrderFilter;
  page: number;
  per_page: number;
}

export const myOrdersQueryKey = (params: MyOrdersParams) =>
  [...ORDERS_QUERY_KEY, 'mine', params] as const;

/**
 * GET /api/web/product/order/my-order: the caller's orders, newest first, as
 * document 2 §3's list of users (one: the caller) with the page and a summary.
 * 401 for a visitor, so it is only asked for a logged-in user.
 */
export function getMyOrders(params: MyOrdersParams, signal?: AbortSignal): Promise<MyOrders> {
  return api.get<MyOrders>('/api/web/product/order/my-order', {
    signal,
    query: { status: params.status, page: params.page, per_page: params.per_page },
  });
}

export const myOrdersQueryOptions = (params: MyOrdersParams) =>
  queryOptions({
    queryKey: myOrdersQueryKey(params),
    queryFn: ({ signal }) => getMyOrders(params, signal),
    staleTime: CONTENT_STALE_MS,
  });

/** The filter or page changing keeps the old list on screen until the new one arrives. */
export function useMyOrders(params: MyOrdersParams, enabled = true) {
  return useQuery({
    ...myOrdersQueryOptions(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
