import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { WishlistItemType } from '@camtour/shared/domain/wishlist';
import { toast } from '@/components/ui/toast-store';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { HeartIcon } from './heart-icon';
import {
  applyWishlistChange,
  isAlreadyInWishlist,
  isNotInWishlist,
  useAddToWishlist,
  useIsFavorite,
  useRemoveFromWishlist,
  type WishlistTarget,
} from './wishlist-api';

// Only visitors who tap a heart need the dialog (and Radix): it loads then.
const FavoriteLoginPrompt = lazy(() =>
  import('./favorite-login-prompt').then((module) => ({ default: module.FavoriteLoginPrompt })),
);

const LOOKS = {
  /** Over a card's picture: a white disc in the corner. */
  card: 'size-10 bg-white/90 shadow-sm backdrop-blur-sm hover:bg-white',
  /** Beside a detail page's title. */
  page: 'size-12 border border-jungle-700/25 bg-white hover:border-red-300 hover:bg-red-50',
} as const;

interface HeartButtonProps {
  type: WishlistItemType;
  id: number;
  /** The item's name in the reader's language, for the button's label. */
  name: string;
  look?: keyof typeof LOOKS;
}

/**
 * The favorite toggle of a place or a product (document 1 §2, §4). Signed in: adds or removes,
 * showing the new state while the request runs and refusing a second tap until it is answered;
 * the server's answer is the truth (an error puts the old state back and says why). A visitor
 * is asked to log in, and the tap is kept so the item is added once they have.
 */
export function HeartButton({ type, id, name, look = 'card' }: HeartButtonProps) {
  const { t, i18n } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { favorite } = useIsFavorite(type, id);
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  // The state asked for, shown until the server has answered.
  const [asked, setAsked] = useState<boolean | null>(null);
  const [prompt, setPrompt] = useState(false);
  const pressed = asked ?? favorite;
  const busy = asked !== null || status === 'loading';
  const returnTo = `${location.pathname}${location.search}${location.hash}`;

  const toggle = async () => {
    if (busy) return;
    if (status !== 'authenticated') {
      setPrompt(true);
      return;
    }
    const target: WishlistTarget = { item_id: id, item_type: type };
    const adding = !favorite;
    setAsked(adding);
    try {
      if (adding) {
        const added = await add.mutateAsync(target);
        applyWishlistChange(queryClient, target, { added });
        toast.success(i18n.t('item-added-to-wishlist', { ns: 'errors' }));
      } else {
        await remove.mutateAsync(target);
        applyWishlistChange(queryClient, target, 'removed');
        toast.success(i18n.t('item-removed-from-favorites', { ns: 'errors' }));
      }
    } catch (error) {
      // Already there, or already gone: the list is being read again and will say so.
      if (isAlreadyInWishlist(error) || isNotInWishlist(error)) return;
      // The session ended meanwhile (the client has said so): log in again, keeping the tap.
      if (adding && isApiError(error) && error.status === 401) setPrompt(true);
      else toast.error(errorMessage(error, i18n));
    } finally {
      setAsked(null);
    }
  };

  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={t(pressed ? 'favorite.remove' : 'favorite.add', { name })}
        // Not `disabled`: a keyboard user keeps focus on the heart while it waits.
        aria-disabled={busy || undefined}
        aria-busy={asked !== null || undefined}
        onClick={() => void toggle()}
        data-testid="favorite-toggle"
        data-favorite={pressed}
        className={`grid shrink-0 place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-jungle-600 aria-disabled:cursor-wait ${
          pressed ? 'text-red-600' : 'text-jungle-900 hover:text-red-600'
        } ${LOOKS[look]}`}
      >
        <HeartIcon
          filled={pressed}
          className={`${look === 'page' ? 'size-6' : 'size-5'} ${asked !== null ? 'animate-pulse' : ''}`}
        />
      </button>
      {prompt && (
        <Suspense fallback={null}>
          <FavoriteLoginPrompt
            item={{ type, id, name, returnTo }}
            onClose={() => setPrompt(false)}
          />
        </Suspense>
      )}
    </>
  );
}
