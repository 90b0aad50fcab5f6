import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@camtour/shared/schemas/shop';
import { CART_PATH, CART_QUERY_KEY } from '@/entities/cart/get-cart';
import { api, isApiError } from '@/lib/api-client';

export interface AddToCartInput {
  product_id: number;
  variant_id: number;
  qty: number;
}

/** POST /api/web/product/cart/add: answers the whole cart, which replaces the cached one. */
export function addToCart(input: AddToCartInput): Promise<Cart> {
  return api.post<Cart>(`${CART_PATH}/add`, input);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
    // Refused for stock: another tab may have filled the cart, so the page's "already in your
    // cart" must be read again to agree with the server's "Available: N".
    onError: (error) => {
      if (isApiError(error) && error.status >= 400 && error.status < 500)
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
}
