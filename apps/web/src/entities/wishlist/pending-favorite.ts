import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { safeReturnPath } from '@camtour/shared/domain/return-path';
import { WISHLIST_ITEM_TYPES, type WishlistItemType } from '@camtour/shared/domain/wishlist';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { isAlreadyInWishlist, useAddToWishlist } from './wishlist-api';

/**
 * A visitor's heart tap, kept across the login (document 1 §6: the wishlist needs an account):
 * what to add and the page to come back to. Session storage, so it stays in this tab only and
 * ends with it.
 */
export interface PendingFavorite {
  type: WishlistItemType;
  id: number;
  name: string;
  /** The page the heart was on (path, query and hash), the login's returnUrl. */
  returnTo: string;
  savedAt: number;
}

export const PENDING_FAVORITE_KEY = 'camtour_pending_favorite';
/** A tap older than this is forgotten: a login much later is not an answer to it. */
export const PENDING_FAVORITE_MAX_AGE_MS = 30 * 60_000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch (_error) {
    // Storage can be blocked: the login still works, the item is just not added afterwards.
    return null;
  }
}

/** /login?returnUrl=<the page>, only ever a path of this site. */
export function loginPathFor(returnTo: string): string {
  return `/login?returnUrl=${encodeURIComponent(safeReturnPath(returnTo, '/'))}`;
}

export function savePendingFavorite(
  intent: Omit<PendingFavorite, 'savedAt'>,
  now: number = Date.now(),
): void {
  try {
    storage()?.setItem(PENDING_FAVORITE_KEY, JSON.stringify({ ...intent, savedAt: now }));
  } catch (_error) {
    // Full or blocked storage: nothing is kept.
  }
}

export function clearPendingFavorite(): void {
  storage()?.removeItem(PENDING_FAVORITE_KEY);
}

function parse(raw: string | null | undefined, now: number): PendingFavorite | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingFavorite> | null;
    if (
      !value ||
      !WISHLIST_ITEM_TYPES.includes(value.type as WishlistItemType) ||
      !Number.isInteger(value.id) ||
      (value.id ?? 0) <= 0 ||
      typeof value.savedAt !== 'number' ||
      now - value.savedAt > PENDING_FAVORITE_MAX_AGE_MS ||
      value.savedAt > now + 60_000
    )
      return null;
    return {
      type: value.type as WishlistItemType,
      id: value.id as number,
      name: typeof value.name === 'string' ? value.name : '',
      returnTo: safeReturnPath(value.returnTo, '/'),
      savedAt: value.savedAt,
    };
  } catch (_error) {
    return null;
  }
}

export function readPendingFavorite(now: number = Date.now()): PendingFavorite | null {
  return parse(storage()?.getItem(PENDING_FAVORITE_KEY), now);
}

/** Reads and forgets it at once, so two effects (or two renders) cannot add it twice. */
export function takePendingFavorite(now: number = Date.now()): PendingFavorite | null {
  const intent = readPendingFavorite(now);
  clearPendingFavorite();
  return intent;
}

/**
 * Mounted once (app providers): as soon as someone is logged in, on whatever page the login
 * landed, a heart tapped before the login is added, said in a toast, and forgotten. An item that
 * is already there counts as added.
 */
export function usePendingFavorite(): void {
  const { status } = useSession();
  const { mutateAsync } = useAddToWishlist();
  const { i18n } = useTranslation(undefined, { useSuspense: false });

  useEffect(() => {
    if (status !== 'authenticated') return;
    const intent = takePendingFavorite();
    if (!intent) return;
    const added = () => toast.success(i18n.t('item-added-to-wishlist', { ns: 'errors' }));
    mutateAsync({ item_id: intent.id, item_type: intent.type }).then(added, (error: unknown) => {
      if (isAlreadyInWishlist(error)) added();
      else toast.error(errorMessage(error, i18n));
    });
  }, [status, mutateAsync, i18n]);
}
