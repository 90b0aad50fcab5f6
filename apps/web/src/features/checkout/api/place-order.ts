import { useMutation } from '@tanstack/react-query';
import type { PlacedOrder, PlaceOrderInput } from '@camtour/shared/schemas/orders';
import { api } from '@/lib/api-client';

export interface PlaceOrderRequest {
  body: PlaceOrderInput;
  /** One per order attempt, kept in the draft: a retry after a lost answer cannot order twice. */
  idempotencyKey: string;
}

/**
 * POST /api/web/product/order (DECISIONS D13): 201 'Created' with the order and, once, its
 * access token. The page shows every failure in its own dialog, hence skipGlobalHandling.
 */
export function placeOrder({ body, idempotencyKey }: PlaceOrderRequest): Promise<PlacedOrder> {
  return api.post<PlacedOrder>('/api/web/product/order', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    skipGlobalHandling: true,
  });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
