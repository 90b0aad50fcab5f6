import { useMutation } from '@tanstack/react-query';
import type { Lang } from '@camtour/shared/constants';
import type { OrderLookupResult } from '@camtour/shared/schemas/orders';
import { api } from '@/lib/api-client';

export interface LookupOrderInput {
  order_no: string;
  email: string;
  lang: Lang;
}

/**
 * POST /api/web/product/order/lookup: always the same 200 `order-link-sent`,
 * whether or not the pair matches (no order is revealed); when it matches the
 * order link is e-mailed again. Rate limited (429 with Retry-After).
 */
export const lookupOrder = (input: LookupOrderInput) =>
  api.post<OrderLookupResult>('/api/web/product/order/lookup', input);

export function useLookupOrder() {
  return useMutation({ mutationFn: lookupOrder });
}
