import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { DROPDOWN_HOVER_DELAY_MS } from '@camtour/shared/constants';
import { Avatar } from '@/components/ui/avatar';
import { useHoverMenu } from '@/components/ui/use-hover-menu';
import { useWishlistCount } from '@/entities/wishlist/wishlist-api';
import { useWishlistLabel, WishlistCount } from '@/entities/wishlist/wishlist-badge';
import { initialsOf, type SessionProfile } from '@/lib/session';
import { accountDialogs } from './account-dialogs';

/*
 * What a logged-in visitor sees of the header's account side. header-account.tsx loads this file
 * only for them: a visitor's first download carries the two links instead (issue 17).
 */

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-ink hover:bg-jungle-50 focus-visible:bg-jungle-50';

/** "My favorites" with its count (document 1 §2); its name says the whole number. */
function FavoritesLink({ role, onClick }: { role?: 'menuitem'; onClick?: () => void }) {
  const { t } = useTranslation();
  const count = useWishlistCount();
  const label = useWishlistLabel(count);
  return (
    <Link to="/favorites" role={role} className={itemClass} onClick={onClick} aria-label={label}>
      {t('account.favorites')}
      <WishlistCount count={count} testId="account-favorites-count" />
    </Link>
  );
}

/** The avatar menu of document 1 §2: my profile, my favorites, my orders, logout. */
export function AvatarMenu({ profile }: { profile: SessionProfile }) {
  const { t } = useTranslation();
  const { open, close, rootProps, buttonProps, menuProps } = useHoverMenu({
    hoverDelayMs: DROPDOWN_HOVER_DELAY_MS,
  });
  return (
    <div {...rootProps} className="relative">
      <button
        {...buttonProps}
        aria-controls="account-menu"
        aria-label={t('account.menu', { name: profile.first_name })}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 hover:bg-jungle-50"
        data-testid="account-menu-button"
      >
        <Avatar src={profile.image} initials={initialsOf(profile)} />
        <span className="hidden max-w-24 truncate text-sm font-semibold text-jungle-900 lg:block">
          {profile.first_name}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 text-jungle-800 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            d="M5 7.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <div
          {...menuProps}
          id="account-menu"
          aria-label={t('account.menu', { name: profile.first_name })}
          className="absolute right-0 top-full z-50 mt-2 w-64 rounded-2xl border border-sand-200 bg-white p-2 shadow-xl"
        >
          <div className="border-b border-sand-100 px-3 pb-2 pt-1" role="none">
            <p className="truncate font-semibold text-jungle-900">{profile.full_name}</p>
            <p className="truncate text-xs text-ink-muted">{profile.email}</p>
          </div>
          <div className="pt-1" role="none">
            <button
              type="button"
              role="menuitem"
              className={itemClass}
              onClick={() => {
                close();
                accountDialogs.open('profile');
              }}
            >
              {t('account.profile')}
            </button>
            <Link to="/dashboard" role="menuitem" className={itemClass} onClick={() => close()}>
              {t('account.dashboard')}
            </Link>
            <FavoritesLink role="menuitem" onClick={() => close()} />
            <Link to="/orders" role="menuitem" className={itemClass} onClick={() => close()}>
              {t('account.orders')}
            </Link>
            <button
              type="button"
              role="menuitem"
              className={`${itemClass} text-red-800 hover:bg-red-50 focus-visible:bg-red-50`}
              onClick={() => {
                close();
                accountDialogs.open('logout');
              }}
            >
              {t('account.logout')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The mobile menu's account block: the same entries as a plain list. */
export function AccountList({ profile }: { profile: SessionProfile }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1" data-testid="mobile-account">
      <div className="mb-2 flex items-center gap-3 px-3">
        <Avatar src={profile.image} initials={initialsOf(profile)} size="md" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-jungle-900">{profile.full_name}</p>
          <p className="truncate text-xs text-ink-muted">{profile.email}</p>
        </div>
      </div>
      <button type="button" className={itemClass} onClick={() => accountDialogs.open('profile')}>
        {t('account.profile')}
      </button>
      <Link to="/dashboard" className={itemClass}>
        {t('account.dashboard')}
      </Link>
      <FavoritesLink />
      <Link to="/orders" className={itemClass}>
        {t('account.orders')}
      </Link>
      <button
        type="button"
        className={`${itemClass} text-red-800 hover:bg-red-50`}
        onClick={() => accountDialogs.open('logout')}
      >
        {t('account.logout')}
      </button>
    </div>
  );
}
