import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WishlistItemType } from '@camtour/shared/domain/wishlist';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { api, apiRequest, isApiError } from '@/lib/api-client';
import { USER_LOGIN_EVENT, USER_LOGOUT_EVENT, useSession } from '@/lib/session';

/**
 * The wishlist (document 1 §3–§9): one cache entry of the list and one of the count, read by the
 * header badge, the avatar menu, every heart and the favorites page. Like the cart (decision 015),
 * it lives below the features that show it; so do add and remove, which every heart needs. The
 * favorites page's clear-all stays in its feature.
 */
export const WISHLIST_PATH = '/api/web/wishlist';
export const WISHLIST_QUERY_ROOT = ['wishlist'] as const;
export const WISHLIST_QUERY_KEY = [...WISHLIST_QUERY_ROOT, 'list'] as const;
export const WISHLIST_COUNT_KEY = [...WISHLIST_QUERY_ROOT, 'count'] as const;

/** Other tabs of this browser hear of every change (document 1 §4 "wishlist-updated"). */
export const WISHLIST_CHANNEL = 'camtour-wishlist';
export const WISHLIST_UPDATED_EVENT = 'wishlist-updated';

export function wishlistQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: WISHLIST_QUERY_KEY,
    queryFn: ({ signal }) => api.get<WishlistItem[]>(WISHLIST_PATH, { signal }),
    enabled,
  });
}

export function wishlistCountQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: WISHLIST_COUNT_KEY,
    queryFn: ({ signal }) => api.get<{ count: number }>(`${WISHLIST_PATH}/count`, { signal }),
    enabled,
    select: (data) => data.count,
  });
}

/** The signed-in user's wishlist; nothing (and no request) for a visitor. */
export function useWishlist() {
  const { status } = useSession();
  return useQuery(wishlistQueryOptions(status === 'authenticated'));
}

/** The header's and the avatar menu's count; 0 for a visitor. */
export function useWishlistCount(): number {
  const { status } = useSession();
  const { data } = useQuery(wishlistCountQueryOptions(status === 'authenticated'));
  return status === 'authenticated' ? (data ?? 0) : 0;
}

/** Whether one place or product is in the signed-in user's wishlist (from the cached list). */
export function useIsFavorite(
  type: WishlistItemType,
  id: number,
): {
  favorite: boolean;
  entryId: number | null;
} {
  const { data } = useWishlist();
  const entry = data?.find((i) => i.item_type === type && i.item_id === id);
  return { favorite: Boolean(entry), entryId: entry?.id ?? null };
}

/** Every cache of the wishlist is read again here, and in the other tabs. */
export function wishlistChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_ROOT });
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(WISHLIST_CHANNEL);
    channel.postMessage({ type: WISHLIST_UPDATED_EVENT });
    channel.close();
  }
  window.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT));
}

/**
 * Mounted once (app providers): another tab's change refreshes this tab's caches; a login reads
 * the new user's wishlist, and a logout forgets the old one without asking (the count is 0).
 */
export function useWishlistSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_ROOT });
    const forget = () => queryClient.removeQueries({ queryKey: WISHLIST_QUERY_ROOT });
    window.addEventListener(USER_LOGIN_EVENT, refresh);
    window.addEventListener(USER_LOGOUT_EVENT, forget);
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(WISHLIST_CHANNEL);
    if (channel) channel.onmessage = refresh;
    return () => {
      window.removeEventListener(USER_LOGIN_EVENT, refresh);
      window.removeEventListener(USER_LOGOUT_EVENT, forget);
      channel?.close();
    };
  }, [queryClient]);
}

/** 409 'Item already in wishlist': what the user wanted is already true. */
export const isAlreadyInWishlist = (error: unknown): boolean =>
  isApiError(error) && error.key === 'Item already in wishlist';

/** 404 'Item not found in wishlist': it was removed already (another tab, another device). */
export const isNotInWishlist = (error: unknown): boolean =>
  isApiError(error) && error.key === 'Item not found in wishlist';

/**
 * After a confirmed add or remove, the cached list and count say so at once, so a heart does not
 * flicker back while the list is read again (the invalidation that follows has the last word).
 */
export function applyWishlistChange(
  queryClient: QueryClient,
  target: WishlistTarget,
  change: { added: unknown } | 'removed',
): void {
  const same = (item: Pick<WishlistItem, 'item_type' | 'item_id'>) =>
    item.item_type === target.item_type && item.item_id === target.item_id;
  const list = queryClient.getQueryData<WishlistItem[]>(WISHLIST_QUERY_KEY);
  if (!list) return;
  const had = list.some(same);
  if (change === 'removed') {
    if (!had) return;
    queryClient.setQueryData<WishlistItem[]>(
      WISHLIST_QUERY_KEY,
      list.filter((item) => !same(item)),
    );
    bumpCount(queryClient, -1);
    return;
  }
  // The new entry as the server answered it; anything else waits for the list to be read again.
  const item = change.added as WishlistItem | null;
  if (had || !item || typeof item !== 'object' || !same(item)) return;
  queryClient.setQueryData<WishlistItem[]>(WISHLIST_QUERY_KEY, [item, ...list]);
  bumpCount(queryClient, 1);
}

function bumpCount(queryClient: QueryClient, by: number): void {
  queryClient.setQueryData<{ count: number }>(WISHLIST_COUNT_KEY, (old) =>
    old ? { count: Math.max(0, old.count + by) } : old,
  );
}

export interface WishlistTarget {
  item_id: number;
  item_type: WishlistItemType;
}

/** POST /api/web/wishlist. */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: WishlistTarget) =>
      api.post<WishlistItem>(WISHLIST_PATH, {
        item_id: String(target.item_id),
        item_type: target.item_type,
      }),
    onSettled: () => wishlistChanged(queryClient),
  });
}

/** DELETE /api/web/wishlist with the item in the body (document 1 §7, the heart's form). */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: WishlistTarget) =>
      apiRequest<unknown>(WISHLIST_PATH, {
        method: 'DELETE',
        body: { item_id: String(target.item_id), item_type: target.item_type },
      }),
    onSettled: () => wishlistChanged(queryClient),
  });
}
