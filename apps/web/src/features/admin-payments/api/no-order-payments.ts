import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NoOrderPaymentsPage } from '@camtour/shared/schemas/admin-payments';
import { api, type QueryValue } from '@/lib/api-client';

/** Every "paid, no order" query starts with this, so a refund refreshes them all. */
export const NO_ORDER_PAYMENTS_KEY = ['admin', 'payments', 'no-order'] as const;

/** GET /api/admin/payments/no-order with the list's state and page. */
export const noOrderPaymentsQueryOptions = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [...NO_ORDER_PAYMENTS_KEY, 'list', query] as const,
    queryFn: ({ signal }) =>
      api.get<NoOrderPaymentsPage>('/api/admin/payments/no-order', { signal, query }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useNoOrderPayments(query: Record<string, QueryValue>) {
  return useQuery(noOrderPaymentsQueryOptions(query));
}
