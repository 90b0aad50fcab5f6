import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { wishlistSharePath } from '@camtour/shared/domain/wishlist';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { toast } from '@/components/ui/toast-store';

/** The short link of an item (document 1 §8: /location/{id} or /product/{id}). */
export function favoriteShareUrl(item: WishlistItem): string {
  return `${window.location.origin}${wishlistSharePath(item.item_type, item.item_id)}`;
}

/**
 * Document 1 §8: the device's share sheet when there is one, else the link copied with a
 * "link copied" toast. A failure (a closed sheet, a refused clipboard) says nothing.
 */
export function useShareFavorite(): (item: WishlistItem, title: string) => Promise<void> {
  const { t } = useTranslation('favorites');
  return useCallback(
    async (item, title) => {
      const url = favoriteShareUrl(item);
      try {
        if (typeof navigator.share === 'function') {
          await navigator.share({ title, url });
          return;
        }
        await navigator.clipboard.writeText(url);
        toast.success(t('link-copied'));
      } catch (_error) {
        // Share failures are silent (document 1 §8): the user closed the sheet or has no clipboard.
      }
    },
    [t],
  );
}
