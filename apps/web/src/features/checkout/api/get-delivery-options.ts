import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryOption } from '@camtour/shared/schemas/orders';
import { api } from '@/lib/api-client';

/** GET /api/web/view/delivery-options: the options of document 2 §9 with fee, time and payment. */
export function getDeliveryOptions(signal?: AbortSignal): Promise<DeliveryOption[]> {
  return api.get<DeliveryOption[]>('/api/web/view/delivery-options', { signal });
}

export function deliveryOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['checkout', 'delivery-options'],
    queryFn: ({ signal }) => getDeliveryOptions(signal),
    // Fees and options change with a release, not within a visit.
    staleTime: 30 * 60_000,
  });
}

export function useDeliveryOptions() {
  return useQuery(deliveryOptionsQueryOptions());
}
