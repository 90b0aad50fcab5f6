import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCompactCount } from './compact-count';
import { HeartIcon } from './heart-icon';
import { useWishlistCount } from './wishlist-api';

/** "My favorites, 1,250,000 items": the whole number, for screen readers. */
export function useWishlistLabel(count: number): string {
  const { t } = useTranslation();
  const format = useFormat();
  return t('favorite.count', { count, total: format.number(count) });
}

/** The count beside "My favorites" in the account menus; nothing at 0. */
export function WishlistCount({ count, testId }: { count: number; testId: string }) {
  const compact = useCompactCount();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="ml-auto whitespace-nowrap rounded-full bg-red-50 px-2 py-0.5 text-xs font-bold text-red-700"
    >
      {compact(count)}
    </span>
  );
}

/**
 * The header's heart (document 1 §2, logged in only): a link to /favorites with the count, in K
 * and M from a thousand (§9), hidden at 0. Where the bar has no room left for it, the account
 * menu's "My favorites" carries the count instead: under 640 px (logo, language switch, cart and
 * menu button fill a 390 px phone) and from 768 to 1279 px (the navigation links need it).
 */
export function WishlistBadge() {
  const { status } = useSession();
  const count = useWishlistCount();
  const compact = useCompactCount();
  const label = useWishlistLabel(count);
  if (status !== 'authenticated') return null;
  return (
    <Link
      to="/favorites"
      aria-label={label}
      data-testid="wishlist-badge"
      className="relative hidden size-10 shrink-0 place-items-center sm:grid md:hidden xl:grid rounded-full text-jungle-900 hover:bg-jungle-50 hover:text-red-600"
    >
      <HeartIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="wishlist-count"
          className="absolute -right-1 -top-0.5 grid h-5 min-w-5 place-items-center whitespace-nowrap rounded-full bg-red-600 px-1 text-xs font-bold leading-none text-white"
        >
          {compact(count)}
        </span>
      )}
    </Link>
  );
}
