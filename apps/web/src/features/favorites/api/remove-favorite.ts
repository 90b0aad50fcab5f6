import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import {
  WISHLIST_COUNT_KEY,
  WISHLIST_PATH,
  WISHLIST_QUERY_KEY,
  WISHLIST_QUERY_ROOT,
  wishlistChanged,
} from '@/entities/wishlist/wishlist-api';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/web/wishlist/{id}: the favorites page removes by the entry's own id (document 1 §7). */
export function removeFavorite(entryId: number): Promise<unknown> {
  return apiRequest<unknown>(`${WISHLIST_PATH}/${entryId}`, { method: 'DELETE' });
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    // Document 1 §4: the card goes at once and the counts follow; the read-again confirms it.
    onSuccess: (_data, entryId) => {
      queryClient.setQueryData<WishlistItem[]>(WISHLIST_QUERY_KEY, (items) =>
        items?.filter((item) => item.id !== entryId),
      );
      queryClient.setQueryData<{ count: number }>(WISHLIST_COUNT_KEY, (old) =>
        old ? { count: Math.max(0, old.count - 1) } : old,
      );
      wishlistChanged(queryClient);
    },
    // A failure is silent (document 1 §8), but an entry another tab removed (404) must not linger.
    onError: () => void queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_ROOT }),
  });
}
