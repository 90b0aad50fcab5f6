import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder, AdminOrdersPage } from '@camtour/shared/schemas/admin';
import { api, type QueryValue } from '@/lib/api-client';

/** Every back-office order query starts with this, so a status change refreshes them all. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export const adminOrderPath = (orderNo: string) =>
  `/api/admin/orders/${encodeURIComponent(orderNo)}`;

/** GET /api/admin/orders with the list's filters (empty ones are left out of the URL). */
export const adminOrdersQueryOptions = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => api.get<AdminOrdersPage>('/api/admin/orders', { signal, query }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useAdminOrders(query: Record<string, QueryValue>) {
  return useQuery(adminOrdersQueryOptions(query));
}

export const adminOrderQueryKey = (orderNo: string) =>
  [...ADMIN_ORDERS_KEY, 'one', orderNo] as const;

/** GET /api/admin/orders/{order_no}: lines, totals, customer, payment, history, next steps. */
export const adminOrderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: adminOrderQueryKey(orderNo),
    queryFn: ({ signal }) => api.get<AdminOrder>(adminOrderPath(orderNo), { signal }),
    staleTime: 5_000,
  });

export function useAdminOrder(orderNo: string) {
  return useQuery(adminOrderQueryOptions(orderNo));
}
