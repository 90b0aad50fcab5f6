import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import {
  WISHLIST_COUNT_KEY,
  WISHLIST_PATH,
  WISHLIST_QUERY_KEY,
  wishlistChanged,
} from '@/entities/wishlist/wishlist-api';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/web/wishlist/clear: every entry of the signed-in user. */
export function clearFavorites(): Promise<unknown> {
  return apiRequest<unknown>(`${WISHLIST_PATH}/clear`, { method: 'DELETE' });
}

export function useClearFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearFavorites,
    /*
     * Document 1 §4 reloads the page a second after clearing; the cache is emptied at once (the
     * empty state shows) and read again now, which is what the reload was for.
     */
    onSuccess: () => {
      queryClient.setQueryData<WishlistItem[]>(WISHLIST_QUERY_KEY, []);
      queryClient.setQueryData<{ count: number }>(WISHLIST_COUNT_KEY, { count: 0 });
      wishlistChanged(queryClient);
    },
  });
}
