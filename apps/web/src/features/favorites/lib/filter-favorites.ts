import type { WishlistItemType } from '@camtour/shared/domain/wishlist';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';

/** The page's tabs: everything, or one kind (document 1 §2 "all/location/product"). */
export const FAVORITE_TABS = ['all', 'location', 'product'] as const;
export type FavoriteTab = 'all' | WishlistItemType;

/** Cards drawn at once; "Show more" adds as many again (the list itself is up to 500). */
export const FAVORITES_PAGE_SIZE = 24;

export type FavoriteCounts = Record<FavoriteTab, number>;

export function countFavorites(items: readonly WishlistItem[]): FavoriteCounts {
  const location = items.filter((item) => item.item_type === 'location').length;
  return { all: items.length, location, product: items.length - location };
}

/** Lower case, composed (a Khmer word typed on another keyboard may be decomposed), trimmed. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase().trim().replace(/\s+/g, ' ');
}

/** The texts a search looks in: the name and the place, in both languages. */
function searchableText(item: WishlistItem): string {
  return normaliseSearch(
    [item.name, item.name_km, item.name_local ?? '', item.location, item.location_km].join('\n'),
  );
}

/** The items of one tab whose name or place contains the search, in either language. */
export function filterFavorites(
  items: readonly WishlistItem[],
  tab: FavoriteTab,
  search: string,
): WishlistItem[] {
  const needle = normaliseSearch(search);
  return items.filter(
    (item) =>
      (tab === 'all' || item.item_type === tab) &&
      (needle === '' || searchableText(item).includes(needle)),
  );
}
