import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@camtour/shared/schemas/shop';
import { CART_PATH, CART_QUERY_KEY } from '@/entities/cart/get-cart';
import { api, isApiError } from '@/lib/api-client';

export interface UpdateCartItemInput {
  cart_item_id: number;
  qty: number;
}

/** PUT /api/web/product/cart/update. */
export function updateCartItem(input: UpdateCartItemInput): Promise<Cart> {
  return api.put<Cart>(`${CART_PATH}/update`, input);
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
    // A line another tab removed, or stock that moved: show the server's cart as it is now.
    onError: (error) => {
      if (isApiError(error) && error.status >= 400 && error.status < 500)
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
}
