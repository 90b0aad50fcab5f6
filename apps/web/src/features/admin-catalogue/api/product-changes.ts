import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProduct,
  ProductUpdate,
  StockAdjust,
  StockAdjustResult,
  VariantCreate,
  VariantUpdate,
} from '@camtour/shared/schemas/admin-catalogue';
import type { IdResult } from '@camtour/shared/schemas/common';
import { api } from '@/lib/api-client';
import { ADMIN_PRODUCTS_KEY, adminProductKey, adminProductPath } from './admin-products';

/**
 * A change to one product: its answer (the product as it now is) replaces the page's copy; the
 * lists, the movements and the overview read again whatever happened, so a refusal (a 409:
 * someone else changed it first) still leaves the page showing the truth.
 */
function useProductChange<TInput, TResult = AdminProduct>(
  productId: number,
  send: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if (result && typeof result === 'object' && 'variants' in result)
        queryClient.setQueryData(adminProductKey(productId), result);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      ]),
  });
}

/** POST /api/admin/products: a new draft. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductUpdate) => api.post<AdminProduct>('/api/admin/products', input),
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKey(product.id), product);
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_PRODUCTS_KEY, 'list'] });
    },
  });
}

/** PUT /api/admin/products/{id}: every field. */
export const useUpdateProduct = (id: number) =>
  useProductChange(id, (input: ProductUpdate) =>
    api.put<AdminProduct>(adminProductPath(id), input),
  );

/** POST …/publish or …/unpublish. */
export const useSetPublished = (id: number) =>
  useProductChange(id, (publish: boolean) =>
    api.post<AdminProduct>(`${adminProductPath(id)}/${publish ? 'publish' : 'unpublish'}`),
  );

export const useAddVariant = (id: number) =>
  useProductChange(id, (input: VariantCreate) =>
    api.post<AdminProduct>(`${adminProductPath(id)}/variants`, input),
  );

export const useUpdateVariant = (id: number) =>
  useProductChange(id, ({ variantId, input }: { variantId: number; input: VariantUpdate }) =>
    api.put<AdminProduct>(`/api/admin/variants/${variantId}`, input),
  );

export const useDeleteVariant = (id: number) =>
  useProductChange(id, (variantId: number) =>
    api.delete<IdResult>(`/api/admin/variants/${variantId}`),
  );

export const useAdjustStock = (id: number) =>
  useProductChange(id, ({ variantId, input }: { variantId: number; input: StockAdjust }) =>
    api.post<StockAdjustResult>(`/api/admin/variants/${variantId}/stock`, input),
  );

/** POST …/photos: a new photo, or the one at `position` replaced. */
export const useUploadPhoto = (id: number) =>
  useProductChange(id, ({ file, position }: { file: File; position?: number }) => {
    const form = new FormData();
    if (position !== undefined) form.append('position', String(position));
    form.append('photo', file);
    return api.post<AdminProduct>(`${adminProductPath(id)}/photos`, form, { timeoutMs: 120_000 });
  });

export const useRemovePhoto = (id: number) =>
  useProductChange(id, (position: number) =>
    api.delete<AdminProduct>(`${adminProductPath(id)}/photos/${position}`),
  );
