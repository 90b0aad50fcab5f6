import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NoOrderPayment,
  NoOrderRefundInputParsed,
} from '@camtour/shared/schemas/admin-payments';
import { api } from '@/lib/api-client';
import { NO_ORDER_PAYMENTS_KEY } from './no-order-payments';

/**
 * POST /api/admin/payments/{md5}/refund: records the transfer back. After any answer, right or
 * refused (a 409: another staff member recorded it first), the lists and the overview are read
 * again.
 */
export function useRefundPayment(md5: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoOrderRefundInputParsed) =>
      api.post<NoOrderPayment>(`/api/admin/payments/${encodeURIComponent(md5)}/refund`, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: NO_ORDER_PAYMENTS_KEY }),
        // The overview counts the payments still to refund.
        queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      ]),
  });
}
