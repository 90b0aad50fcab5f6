import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@camtour/shared/domain/orders';
import type { AdminOrder, AdminOrderRefundInput } from '@camtour/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { ADMIN_ORDERS_KEY, adminOrderPath, adminOrderQueryKey } from './admin-orders';

/**
 * After any answer, right or refused (a 409: someone else moved the order first), the order is
 * read again so the page shows where it really is; lists and the overview refetch too.
 */
function useOrderChange<TInput>(orderNo: string, send: (input: TInput) => Promise<AdminOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => queryClient.setQueryData(adminOrderQueryKey(orderNo), order),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      ]),
  });
}

/** POST /api/admin/orders/{order_no}/status: one D13 step. */
export function useMoveOrder(orderNo: string) {
  return useOrderChange(orderNo, (status: OrderStatus) =>
    api.post<AdminOrder>(`${adminOrderPath(orderNo)}/status`, { status }),
  );
}

/** POST /api/admin/orders/{order_no}/refund: records the bank's refund reference. */
export function useRefundOrder(orderNo: string) {
  return useOrderChange(orderNo, (input: AdminOrderRefundInput) =>
    api.post<AdminOrder>(`${adminOrderPath(orderNo)}/refund`, input),
  );
}
