import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@camtour/shared/schemas/orders';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_KEY, orderPath } from './get-order';
import { SHOP_QUERY_ROOT } from '@/entities/product/query-keys';

export interface CancelOrderInput {
  order_no: string;
  /** A guest's access token; the owner needs none. */
  token: string | null;
}

/**
 * POST /api/web/product/order/{order_no}/cancel: only while pending, else 409
 * `order-not-cancellable`; the stock goes back and a paid KHQR order is marked
 * refund due (DECISIONS D13).
 */
export function cancelOrder({ order_no, token }: CancelOrderInput) {
  return api.post<Order>(`${orderPath(order_no)}/cancel`, undefined, { query: { token } });
}

/**
 * Every order list and page is asked again (the status, the summary and the counts change), and
 * the shop's reads too: the stock is back.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SHOP_QUERY_ROOT }),
      ]),
  });
}
