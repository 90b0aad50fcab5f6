import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CART_QUERY_KEY } from '@/entities/cart/get-cart';
import { USER_LOGIN_EVENT, USER_LOGOUT_EVENT } from '@/lib/session';

/**
 * At login the server merges the visitor's cart into the account's, and a logout leaves a
 * visitor's (empty) cart: either way the cached cart is stale, so it is fetched again.
 */
export function useCartSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    window.addEventListener(USER_LOGIN_EVENT, refetch);
    window.addEventListener(USER_LOGOUT_EVENT, refetch);
    return () => {
      window.removeEventListener(USER_LOGIN_EVENT, refetch);
      window.removeEventListener(USER_LOGOUT_EVENT, refetch);
    };
  }, [queryClient]);
}
