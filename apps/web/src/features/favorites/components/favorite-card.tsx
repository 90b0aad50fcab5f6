import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { buttonStyles } from '@/components/ui/button-styles';
import type { FavoritesView } from '../lib/view-mode';
import { AddedDate, FavoritePlace, FavoritePrice, FavoriteStats } from './favorite-details';
import { FavoritePhotos, FavoriteThumbnail } from './favorite-photos';

/** The small button's shape, filled: "View" is the card's main way on. */
const VIEW_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-full bg-jungle-700 px-3.5 py-1.5 text-sm font-semibold text-white transition-colors hover:bg-jungle-800';

const HEART =
  'M12 20.5s-7.4-4.5-9.5-9.1C1 8 3.1 4 7 4c2.1 0 3.7 1.1 5 3 1.3-1.9 2.9-3 5-3 3.9 0 6 4 4.5 7.4-2.1 4.6-9.5 9.1-9.5 9.1Z';

export interface FavoriteActions {
  onRemove: (item: WishlistItem) => void;
  onShare: (item: WishlistItem, title: string) => void;
  /** A removal or a clear runs: every heart waits (document 1 §4, one at a time). */
  busy: boolean;
  /** The entry being removed now, if any. */
  removingId: number | null;
}

interface FavoriteCardProps extends FavoriteActions {
  item: WishlistItem;
  view: FavoritesView;
  /** The page's "now", so every card counts days from the same moment. */
  now: number;
}

/** The filled heart: pressing it takes the item out of the favorites. */
function RemoveButton({
  name,
  onClick,
  disabled,
  removing,
}: {
  name: string;
  onClick: () => void;
  disabled: boolean;
  removing: boolean;
}) {
  const { t } = useTranslation('favorites');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={t('card.remove', { name })}
      title={t('card.remove', { name })}
      aria-busy={removing || undefined}
      data-testid="favorite-remove"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-white/95 text-red-600 shadow ring-1 ring-sand-200 transition hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-5 ${removing ? 'animate-pulse' : ''}`}
      >
        <path d={HEART} fill="currentColor" />
      </svg>
    </button>
  );
}

function ShareAndView({
  item,
  name,
  onShare,
}: {
  item: WishlistItem;
  name: string;
  onShare: FavoriteActions['onShare'];
}) {
  const { t } = useTranslation('favorites');
  return (
    <>
      <button
        type="button"
        className={buttonStyles.small}
        onClick={() => onShare(item, name)}
        aria-label={t('card.share-label', { name })}
        data-testid="favorite-share"
      >
        {t('card.share')}
      </button>
      <Link
        to={item.path}
        className={VIEW_CLASS}
        aria-label={t('card.view-label', { name })}
        data-testid="favorite-view"
      >
        {t('card.view')}
      </Link>
    </>
  );
}

/** The kind and category over the name ("Place · Temple"). */
function Kicker({ item }: { item: WishlistItem }) {
  const { t, i18n } = useTranslation('favorites');
  const category = localized(i18n.language, item.category, item.category_km);
  return (
    <p className="truncate text-xs font-semibold text-sand-700" data-testid="favorite-category">
      {t(`type.${item.item_type}`)}
      {category && ` · ${category}`}
    </p>
  );
}

/**
 * One favorite: in the grid a card with its photos, in the list a compact row. Either shows the
 * name and place in the reader's language, category, rating, views, a product's price and when it
 * was added, with remove, share and view.
 */
export function FavoriteCard({
  item,
  view,
  now,
  onRemove,
  onShare,
  busy,
  removingId,
}: FavoriteCardProps) {
  const { i18n } = useTranslation('favorites');
  const lang = i18n.language;
  const name = localized(lang, item.name, item.name_km || item.name_local);
  const place = localized(lang, item.location, item.location_km);
  const remove = (
    <RemoveButton
      name={name}
      onClick={() => onRemove(item)}
      disabled={busy}
      removing={removingId === item.id}
    />
  );
  const data = {
    'data-testid': 'favorite-card',
    'data-entry-id': item.id,
    'data-item-type': item.item_type,
  };

  if (view === 'list') {
    return (
      <article
        {...data}
        className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 rounded-2xl border border-sand-200 bg-white p-3 shadow-sm sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:gap-x-4"
      >
        <FavoriteThumbnail item={item} name={name} />
        <div className="flex min-w-0 flex-col gap-1">
          <Kicker item={item} />
          <h3 className="truncate font-semibold leading-display text-jungle-900">{name}</h3>
          <FavoritePlace type={item.item_type} text={place} />
          <FavoriteStats item={item} />
          <div className="flex flex-wrap items-baseline gap-x-3">
            <FavoritePrice item={item} />
            <AddedDate addedAt={item.addedAt} now={now} />
          </div>
        </div>
        <div className="col-span-2 flex items-center justify-end gap-2 sm:col-span-1">
          {remove}
          <ShareAndView item={item} name={name} onShare={onShare} />
        </div>
      </article>
    );
  }

  return (
    <article
      {...data}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm"
    >
      <div className="relative shrink-0">
        <FavoritePhotos item={item} name={name} />
        <div className="absolute right-3 top-3">{remove}</div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <Kicker item={item} />
        <h3 className="text-lg font-semibold leading-display text-jungle-900">{name}</h3>
        <FavoritePlace type={item.item_type} text={place} />
        <FavoriteStats item={item} />
        <FavoritePrice item={item} />
        <AddedDate addedAt={item.addedAt} now={now} />
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-3">
          <ShareAndView item={item} name={name} onShare={onShare} />
        </div>
      </div>
    </article>
  );
}
