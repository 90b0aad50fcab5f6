import { useMutation } from '@tanstack/react-query';
import type { PromoCheck, PromoCheckRequest } from '@camtour/shared/schemas/orders';
import { api } from '@/lib/api-client';

/**
 * POST /api/web/product/promo/check: `{ code, percent }` for a usable code, else 400
 * 'invalid-promo-code' or 'promo-code-used-up'. A guest's e-mail lets "once per customer" count.
 */
export function checkPromo(input: PromoCheckRequest): Promise<PromoCheck> {
  return api.post<PromoCheck>('/api/web/product/promo/check', input, { skipGlobalHandling: true });
}

export function useCheckPromo() {
  return useMutation({ mutationFn: checkPromo });
}
