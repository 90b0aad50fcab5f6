import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  PromoCode,
  PromoCodeCreate,
  PromoCodesPage,
  PromoCodeUpdate,
  PromoUsesPage,
} from '@camtour/shared/schemas/admin-content';
import { api, type QueryValue } from '@/lib/api-client';

/** Every promo code query starts with this, so any change refreshes them all. */
export const PROMOS_KEY = ['admin', 'promo-codes'] as const;
const PATH = '/api/admin/promo-codes';

/** GET /api/admin/promo-codes with the list's filters (empty ones are left out of the URL). */
export const promoCodesQueryOptions = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [...PROMOS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => api.get<PromoCodesPage>(PATH, { signal, query }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function usePromoCodes(query: Record<string, QueryValue>) {
  return useQuery(promoCodesQueryOptions(query));
}

/** GET /api/admin/promo-codes/{id}/uses: the orders that used the code. */
export function usePromoUses(id: number, page: number) {
  return useQuery({
    queryKey: [...PROMOS_KEY, 'uses', id, page] as const,
    queryFn: ({ signal }) =>
      api.get<PromoUsesPage>(`${PATH}/${id}/uses`, { signal, query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** After any answer (a refusal too: someone may have changed the code), the lists refetch. */
function usePromoChange<TInput>(send: (input: TInput) => Promise<PromoCode>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOS_KEY }),
  });
}

/** POST /api/admin/promo-codes. */
export function useCreatePromo() {
  return usePromoChange((input: PromoCodeCreate) => api.post<PromoCode>(PATH, input));
}

/** PUT /api/admin/promo-codes/{id}: every term at once. */
export function useUpdatePromo(id: number) {
  return usePromoChange((input: PromoCodeUpdate) => api.put<PromoCode>(`${PATH}/${id}`, input));
}

/** POST /api/admin/promo-codes/{id}/activate or /deactivate. */
export function useSetPromoActive(id: number) {
  return usePromoChange((active: boolean) =>
    api.post<PromoCode>(`${PATH}/${id}/${active ? 'activate' : 'deactivate'}`),
  );
}
