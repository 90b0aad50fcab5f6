import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminProduct,
  AdminProductsPage,
  CatalogueOptions,
  StockMovementsPage,
} from '@camtour/shared/schemas/admin-catalogue';
import { api, type QueryValue } from '@/lib/api-client';

/** Every back-office catalogue query starts with this, so a change can refresh them all. */
export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;

export const adminProductPath = (id: number) => `/api/admin/products/${id}`;
export const adminProductKey = (id: number) => [...ADMIN_PRODUCTS_KEY, 'one', id] as const;
export const stockMovementsKey = (id: number) => [...ADMIN_PRODUCTS_KEY, 'movements', id] as const;

/** GET /api/admin/products with the list's filters (empty ones are left out of the URL). */
export function useAdminProducts(query: Record<string, QueryValue>) {
  return useQuery(
    queryOptions({
      queryKey: [...ADMIN_PRODUCTS_KEY, 'list', query] as const,
      queryFn: ({ signal }) => api.get<AdminProductsPage>('/api/admin/products', { signal, query }),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  );
}

/** GET /api/admin/products/{id}: every field, variants, photos, what blocks publishing. */
export function useAdminProduct(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: adminProductKey(id ?? 0),
      queryFn: ({ signal }) => api.get<AdminProduct>(adminProductPath(id!), { signal }),
      enabled: id !== null,
      staleTime: 5_000,
    }),
  );
}

/** GET /api/admin/catalogue/options: the form's categories, brands, colours and sizes. */
export function useCatalogueOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'catalogue-options'] as const,
      queryFn: ({ signal }) =>
        api.get<CatalogueOptions>('/api/admin/catalogue/options', { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** GET /api/admin/products/{id}/stock-movements: the ledger, newest first. */
export function useStockMovements(id: number, page: number, variantId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...stockMovementsKey(id), page, variantId] as const,
      queryFn: ({ signal }) =>
        api.get<StockMovementsPage>(`${adminProductPath(id)}/stock-movements`, {
          signal,
          query: { page, variant_id: variantId },
        }),
      placeholderData: keepPreviousData,
      staleTime: 5_000,
    }),
  );
}
