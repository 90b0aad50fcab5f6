import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { toast } from '@/components/ui/toast-store';
import { useWishlist } from '@/entities/wishlist/wishlist-api';
import { useClearFavorites } from '../api/clear-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { useShareFavorite } from '../hooks/use-share-favorite';
import { FavoritesList } from './favorites-list';
import { FavoritesEmpty, FavoritesSkeleton } from './favorites-states';

/**
 * /favorites for a signed-in user (document 1 §2, §4): loading, then the empty state, or the list
 * with its tools. One removal or one clear runs at a time.
 */
export function FavoritesPage() {
  // The review words of the cards load with the page's, in one wait.
  const { t, i18n } = useTranslation(['favorites', 'reviews']);
  const wishlist = useWishlist();
  const remove = useRemoveFavorite();
  const clear = useClearFavorites();
  const share = useShareFavorite();
  const [confirming, setConfirming] = useState(false);
  // One "now" for the page, so the cards agree on what "today" is.
  const [now] = useState(() => Date.now());
  const busy = remove.isPending || clear.isPending;

  const onRemove = (item: WishlistItem) => {
    if (busy) return;
    // Awaited rather than an onSuccess of mutate: the last card's removal unmounts the list.
    remove.mutateAsync(item.id).then(
      () => toast.success(i18n.t('item-removed-from-favorites', { ns: 'errors' })),
      // Document 1 §8: a failed removal is silent (the list is read again).
      () => undefined,
    );
  };

  const onClear = () => {
    clear.mutateAsync().then(
      () => {
        setConfirming(false);
        toast.success(i18n.t('all-favorites-cleared', { ns: 'errors' }));
      },
      () => {
        setConfirming(false);
        toast.error(t('error-clearing-favorites'));
      },
    );
  };

  let content;
  if (wishlist.isPending) {
    content = <FavoritesSkeleton />;
  } else if (wishlist.isError && !wishlist.data) {
    content = (
      <ErrorState
        message={t('load-failed')}
        onRetry={() => void wishlist.refetch()}
        retrying={wishlist.isFetching}
      />
    );
  } else if (wishlist.data.length === 0) {
    content = <FavoritesEmpty />;
  } else {
    content = (
      <FavoritesList
        items={wishlist.data}
        now={now}
        onRemove={onRemove}
        onShare={(item, title) => void share(item, title)}
        busy={busy}
        removingId={remove.isPending ? (remove.variables ?? null) : null}
        onClearAll={() => setConfirming(true)}
      />
    );
  }

  return (
    <>
      {content}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={onClear}
        title={t('clear.title')}
        description={t('clear.body')}
        labels={{ confirm: t('clear.confirm'), cancel: t('clear.cancel'), busy: t('clear.busy') }}
        busy={clear.isPending}
        danger
        testId="favorites-clear-dialog"
      />
    </>
  );
}
