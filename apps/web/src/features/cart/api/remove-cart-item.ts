import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@camtour/shared/schemas/shop';
import { CART_PATH, CART_QUERY_KEY } from '@/entities/cart/get-cart';
import { apiRequest } from '@/lib/api-client';

/**
 * DELETE /api/web/product/cart/remove with `{ cart_item_id }` removes one line; with no body it
 * empties the cart (document 2 §7), so `undefined` here clears everything.
 */
export function removeCartItem(cartItemId: number | undefined): Promise<Cart> {
  return apiRequest<Cart>(`${CART_PATH}/remove`, {
    method: 'DELETE',
    ...(cartItemId === undefined ? {} : { body: { cart_item_id: cartItemId } }),
  });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
    onError: () => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
